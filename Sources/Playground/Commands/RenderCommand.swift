import ArgumentParser
import Foundation
import LayerKit
import Raster
import RasterSamples
import Scenes

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one frame of a scene (or the Raster gallery) to a PNG or SVG file."
    )

    @Flag(help: "Render the Raster feature gallery instead of a scene.")
    var gallery = false

    @OptionGroup var options: SceneOptions
    @OptionGroup var moment: TimeOption

    @Option(help: "Output file: .png or .svg.")
    var out: String

    @OptionGroup var threadsOption: ThreadsOption
    var threads: Int { threadsOption.threads }

    func validate() throws {
        guard gallery != (options.scene != nil) else { throw ValidationError("pass either --scene NAME|FILE.json or --gallery") }
        let lower = out.lowercased()
        guard lower.hasSuffix(".png") || (lower.hasSuffix(".svg") && !gallery) else {
            throw ValidationError("--out must name a .png\(gallery ? "" : " or .svg") file (got \(out))")
        }
    }

    func run() throws {
        if gallery {
            let canvas = Canvas(width: 1, height: 1)
            Gallery.draw(into: canvas, scale: options.scale)
            try write(DisplayListRenderer(threads: threads).image(of: canvas.displayList))
            return
        }
        let loaded = try options.loadScene(at: moment.time)
        let (width, height) = try options.pixelSize(of: loaded)
        let renderer = LayerRenderer(threads: threads)
        if out.lowercased().hasSuffix(".svg") {
            try writeOutput(
                renderer.svg(
                    of: loaded.tree, pixelWidth: width, pixelHeight: height, scale: options.scale,
                    background: loaded.backgroundColor), to: out)
            print("wrote \(out) (\(width) x \(height))")
            return
        }
        try write(
            renderer.image(
                of: loaded.tree, pixelWidth: width, pixelHeight: height, scale: options.scale, background: loaded.backgroundColor))
    }

    private func write(_ image: PixelBuffer) throws {
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
