import AppResources
import ArgumentParser
import FileOutput
import Foundation
import LayerKit
@_spi(App) import PlaygroundCore
import Scenes

/// Draws the app's image resources from their code: the splash's tile (1x and 2x) and the icon (SVG and PNGs).
struct ResourcesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resources",
        abstract: "Draw the image resources (tile, icon) into a folder, as shipped in Resources/.",
        shouldDisplay: false
    )

    @Option(help: "The folder to write into (the repository's Resources/).")
    var out: String?

    @Flag(help: "Instead, print where each resource the app loads is found.")
    var `where` = false

    func validate() throws {
        guard (out != nil) != `where` else { throw ValidationError("pass either --out FOLDER or --where") }
    }

    func run() throws {
        if `where` {
            for name in ["tile.png", "tile@2x.png", "curve-presets.json", "icons/animation-playground-64.png"] {
                print("\(name): \(AppResources.path(name) ?? "not found")")
            }
            return
        }
        guard let out else { return }
        try FileManager.default.createDirectory(atPath: out + "/icons", withIntermediateDirectories: true)
        for scale in [1.0, 2.0] {
            try TileArtwork.drawn(scale: scale).writePNG(to: out + "/" + TileArtwork.fileName(scale: scale))
        }
        for size in AppIcon.sizes {
            try AppIcon.image(size: size).writePNG(to: out + "/icons/animation-playground-\(size).png")
        }
        try AtomicFile.write(Data(AppIcon.svg().utf8), to: out + "/animation-playground.svg")
        print("wrote the tile and icon images to \(out)")
    }
}
