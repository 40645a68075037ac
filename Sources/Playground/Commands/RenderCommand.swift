import ArgumentParser
import Foundation
import Raster

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one frame to a PNG file."
    )

    @Flag(help: "Render the Raster feature gallery instead of a scene.")
    var gallery = false

    @Option(help: "Device pixels per point.")
    var scale: Double = 1

    @Option(help: "Output file (.png).")
    var out: String

    @Option(help: "Worker threads for rasterizing.")
    var threads: Int = 1

    func validate() throws {
        try validateScale(scale)
        guard gallery else { throw ValidationError("nothing to render: pass --gallery") }
        guard out.lowercased().hasSuffix(".png") else { throw ValidationError("--out must name a .png file (got \(out))") }
    }

    func run() throws {
        let canvas = Canvas(width: 1, height: 1)
        Gallery.draw(into: canvas, scale: scale)
        let image = DisplayListRenderer(threads: threads).image(of: canvas.displayList)
        do {
            try image.writePNG(to: out)
        } catch {
            throw CommandFailure("\(error)")
        }
        print("wrote \(out) (\(image.width) x \(image.height) pixels)")
    }
}

/// A failure worth a one-line message and exit status 1, without a usage dump.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
