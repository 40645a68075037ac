import ArgumentParser
import Foundation
import LayerKit
import Raster
import RasterSamples

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one frame of a scene (or the Raster gallery) to a PNG or SVG file."
    )

    @Flag(help: "Render the Raster feature gallery instead of a scene.")
    var gallery = false

    @Option(help: "Render a synthetic benchmark frame instead of a scene: tiles, strokes or discs (1280x720 points).")
    var synthetic: String?

    @OptionGroup var options: SceneOptions
    @OptionGroup var moment: TimeOption

    @Option(help: "Output file: .png or .svg.")
    var out: String

    @OptionGroup var threadsOption: ThreadsOption
    var threads: Int { threadsOption.threads }

    func validate() throws {
        guard [gallery, options.scene != nil, synthetic != nil].filter({ $0 }).count == 1 else {
            throw ValidationError("pass one of --scene NAME|FILE.json, --gallery or --synthetic NAME")
        }
        if let synthetic, BenchmarkFrame(rawValue: synthetic) == nil {
            throw ValidationError("unknown synthetic frame '\(synthetic)' (tiles, strokes, discs)")
        }
        let lower = out.lowercased()
        let vector = options.scene != nil
        guard lower.hasSuffix(".png") || (lower.hasSuffix(".svg") && vector) else {
            throw ValidationError("--out must name a .png\(vector ? " or .svg" : "") file (got \(out))")
        }
    }

    func run() throws {
        if gallery {
            let canvas = Canvas(width: 1, height: 1)
            Gallery.draw(into: canvas, scale: options.scale)
            try write(DisplayListRenderer(threads: threads).image(of: canvas.displayList))
            return
        }
        if let synthetic, let frame = BenchmarkFrame(rawValue: synthetic) {
            let canvas = Canvas(width: 1, height: 1)
            frame.draw(into: canvas, scale: options.scale)
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
