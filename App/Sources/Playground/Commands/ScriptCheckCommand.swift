import ArgumentParser
import Foundation
import LayerKit
import Scripts

/// The child process that checks each new build of a scene script before the playground loads it: builds the
/// scene and plays its first seconds, rendering a few small frames. A trap or an endless loop here is reported
/// by the parent (`ScriptCompiler`) instead of taking it down.
struct ScriptCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "script-check",
        abstract: "Build and play a compiled scene script once, headless (used by the playground itself).",
        shouldDisplay: false
    )

    @Argument(help: "The compiled script (a shared library).")
    var library: String

    @Option(help: "The script it was compiled from (where its images are looked up).")
    var script: String?

    @Option var width: Double = 1280
    @Option var height: Double = 800

    static let seconds = 3.0

    func run() throws {
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 16384, height <= 16384 else {
            throw CommandFailure("--width and --height must be 1...16384")
        }
        let scene = ScriptScene(
            library: try ScriptLibrary(path: library, script: script ?? library), title: "check",
            size: Size(width: width, height: height))
        let renderer = LayerRenderer()
        let frame = PixelBuffer(width: 64, height: 40)
        let scale = min(64 / width, 40 / height)
        var step = 0
        while Double(step) / 60 <= Self.seconds {
            scene.advance(to: Double(step) / 60)
            if step % 45 == 0 { renderer.render(scene.tree, into: frame.target, scale: scale, background: scene.backgroundColor) }
            step += 1
        }
    }
}
