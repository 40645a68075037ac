import Foundation
import LayerKit

extension Bundle {
    /// The bundle of a playground's resources: what `Bundle.main` is in a page's code (the script compiler spells it
    /// this way). Its resources are the first of the script's resource folders that exists (the page's `Resources/`,
    /// else its playground's, else the script's folder), so `Bundle.main.url(forResource:withExtension:)` and
    /// `path(forResource:ofType:)` find a page's files as they find an app's on iOS.
    public static var page: Bundle {
        let folders = SceneEnvironment.current.resourceFolders
        var isFolder: ObjCBool = false
        let folder = folders.first { FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue }
        return folder.flatMap { Bundle(path: $0) } ?? Bundle.main
    }
}
