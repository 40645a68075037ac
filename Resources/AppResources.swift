import Foundation

/// The app's data files from the top-level `Resources/` folder (the splash's tile image, the window icon, the
/// built-in curve presets), found beside the executable as SwiftPM places them in a build, or in the data folder of
/// an installed copy (`PREFIX/share/animation-playground`, the executable being in `PREFIX/lib/animation-playground`),
/// never relative to the working directory.
public enum AppResources {
    /// The folders searched, in order: `PLAYGROUND_RESOURCES`, the build's resource bundle beside the executable,
    /// and the installed data folder.
    public static let searchPath: [String] = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let folder = (executable as NSString).deletingLastPathComponent
        return [
            ProcessInfo.processInfo.environment["PLAYGROUND_RESOURCES"],
            folder + "/AnimationPlayground_AppResources.resources",
            ((folder as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent + "/share/animation-playground",
        ].compactMap { $0 }
    }()

    /// The path of the resource `name` (such as "tile@2x.png"), or nil if no folder on the search path has it.
    public static func path(_ name: String) -> String? {
        searchPath.lazy.map { ($0 as NSString).appendingPathComponent(name) }.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// The resource's bytes, or nil.
    public static func data(_ name: String) -> Data? {
        path(name).flatMap { FileManager.default.contents(atPath: $0) }
    }
}
