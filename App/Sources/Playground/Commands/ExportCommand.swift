import ArgumentParser
import Export
import FileOutput
import Foundation
import LayerKit

/// `playground export`: a scene as Core Animation Swift for Xcode (`SwiftExport`), with its images beside it.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a scene's layers and animations as Core Animation Swift code (for Xcode, or to run as a scene script)."
    )

    @OptionGroup var options: SceneOptions

    @Option(help: "The Swift file to write (its images are written beside it as NAME-imageN.png).")
    var swift: String

    func validate() throws {
        guard options.scene != nil else { throw ValidationError("pass --scene NAME|FILE.json|FILE.swift") }
        guard swift.hasSuffix(".swift") else { throw ValidationError("--swift must name a .swift file (got \(swift))") }
    }

    func run() throws {
        let scene = try options.loadScene(at: 0)
        let stem = ((swift as NSString).lastPathComponent as NSString).deletingPathExtension
        let export = SwiftExport(scene: scene, source: options.scene ?? "", imagePrefix: stem + "-image")
        let folder = (swift as NSString).deletingLastPathComponent
        for image in export.images {
            let path = (folder.isEmpty ? "" : folder + "/") + image.name + ".png"
            do {
                try AtomicFile.write(image.image.pngData(), to: path)
            } catch {
                throw CommandFailure("\(path): cannot write the image (\(error))")
            }
        }
        try writeOutput(export.text, to: swift)
        let images = export.images.isEmpty ? "" : " and \(export.images.count) image\(export.images.count == 1 ? "" : "s") beside it"
        print("wrote \(swift)\(images)")
    }
}
