import ArgumentParser
import Dispatch
import FileOutput
import Foundation
import LayerKit
@_spi(App) import PlaygroundCore
import Raster
import RasterSamples
import Scenes

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure frame rendering time (record + rasterize); prints a JSON summary as its last line."
    )

    @Option(help: "Synthetic Raster frame: tiles, strokes, discs or all.")
    var synthetic: String?

    @Option(help: "A built-in scene (or scene file) to render frame after frame, advancing in time.")
    var scene: String?

    @Flag(help: "Measure LayerKit instead: presentation evaluation of 10,000 animated layers, and the timing-function solver.")
    var evaluation = false

    @Flag(help: "Measure Auto Layout instead: 1,000 views with 4,000 constraints solved, and re-solved after one constant changes.")
    var layout = false

    @Flag(help: "With --scene: measure the window's whole frame (app core, scene and controls) as the window draws it.")
    var window = false

    @Flag(help: "With --window: draw each frame into a window and present it, as the window does (needs a display, such as Xvfb).")
    var present = false

    @Flag(help: "With --window and a script: run the script in this process, not in a scene host (to measure isolation's cost).")
    var inProcess = false

    @Option(help: "With --synthetic: also write the synthetic frames' shapes to this JSON file (and the tile image beside it), for the peer benchmark.")
    var geometry: String?

    @Option(help: "Frame size in points, WxH (synthetic frames: 1280x720 points scaled to this width).")
    var size: SizeArgument = SizeArgument(width: 1280, height: 800)

    @Option(parsing: .unconditional, help: "Device pixels per point.")
    var scale: Double = 1

    @Option(parsing: .unconditional, help: "Frames to measure (after 5 warm-up frames).")
    var frames: Int = 60

    @OptionGroup var threadsOption: ThreadsOption
    var threads: Int { threadsOption.threads }

    func validate() throws {
        try validateScale(scale)
        guard frames >= 1, frames <= 100_000 else { throw ValidationError("--frames must be 1...100000") }
        guard [synthetic != nil, evaluation, layout, scene != nil].filter({ $0 }).count == 1 else {
            throw ValidationError("pass one of --scene NAME, --synthetic NAME, --evaluation or --layout")
        }
        if inProcess && !window { throw ValidationError("--in-process goes with --window") }
        if present && !window { throw ValidationError("--present goes with --window") }
        if let synthetic, synthetic != "all", BenchmarkFrame(rawValue: synthetic) == nil {
            throw ValidationError("unknown synthetic frame '\(synthetic)' (tiles, strokes, discs, all)")
        }
    }

    func run() throws {
        if let scene {
            print(try window ? (present ? measurePresentedWindow(scene) : measureWindow(scene)) : measureScene(scene))
            return
        }
        if evaluation {
            print(EvaluationBenchmark.run(frames: frames, threads: threads))
            return
        }
        if layout {
            print(LayoutBenchmark.run(rounds: min(frames, 15)))
            return
        }
        if let geometry { try BenchmarkGeometry.write(to: geometry) }
        let kinds = synthetic == "all" ? BenchmarkFrame.allCases : [BenchmarkFrame(rawValue: synthetic ?? "")!]
        // The synthetic frames are drawn in a 1280 x 720 point space; --size picks the pixel size through the scale.
        let effectiveScale = scale * Double(size.width) / BenchmarkFrame.pointSize.width
        for kind in kinds {
            let result = measure(kind, scale: effectiveScale)
            print(result)
        }
    }

    /// Renders `frames` frames of the scene at 60 Hz steps (after 10 warm-up frames) at --size and --scale. Each frame is
    /// timed whole and up to the end of its recording (the tree evaluated and drawn into the display list, before the
    /// rasterizer runs), as `LayerRenderer.render` does the two.
    private func measureScene(_ name: String) throws -> String {
        let points = Size(width: Double(size.width), height: Double(size.height))
        let loaded = try loadAnyScene(name, size: points, settings: SceneSettings(pixelScale: scale))
        let width = Int((points.width * scale).rounded()), height = Int((points.height * scale).rounded())
        let renderer = LayerRenderer(threads: threads)
        let frame = PixelBuffer(width: width, height: height)
        let fit = min(Double(width) / loaded.size.width, Double(height) / loaded.size.height)
        var times: [Double] = [], recordings: [Double] = []
        times.reserveCapacity(frames)
        recordings.reserveCapacity(frames)
        for index in 0..<(frames + 10) {
            loaded.advance(to: 0.5 + Double(index) / 60)
            let start = DispatchTime.now().uptimeNanoseconds
            renderer.record(loaded.tree, pixelWidth: width, pixelHeight: height, scale: fit, background: loaded.backgroundColor)
            let recorded = DispatchTime.now().uptimeNanoseconds
            renderer.rasterizer.render(renderer.canvas.displayList, into: frame.target)
            let end = DispatchTime.now().uptimeNanoseconds
            if index >= 10 {
                times.append(Double(end - start) / 1e6)
                recordings.append(Double(recorded - start) / 1e6)
            }
        }
        recordings.sort()
        return summary(
            [("scene", loaded.title)], times: times, width: width, height: height,
            extra: [
                ("record_median_ms", Self.milliseconds(recordings[recordings.count / 2])),
                ("layers", renderer.presentation.nodes.count),
            ])
    }

    /// Renders `frames` window frames (after 10 warm-up frames), the app advancing 1/60 s before each, as the
    /// window's loop does: the scene in its viewport and the controls over it.
    private func measureWindow(_ name: String) throws -> String {
        let points = Size(width: Double(size.width), height: Double(size.height))
        let app = try PlaygroundApp(
            sceneSpec: name, windowSize: points, scale: scale, settings: SceneSettings(pixelScale: scale), hostsScripts: !inProcess)
        let composer = FrameComposer(threads: threads)
        let frame = PixelBuffer(width: Int((points.width * scale).rounded()), height: Int((points.height * scale).rounded()))
        var times: [Double] = []
        times.reserveCapacity(frames)
        for index in 0..<(frames + 10) {
            app.update(realSeconds: 1.0 / 60)
            let start = DispatchTime.now().uptimeNanoseconds
            composer.render(app, into: frame.target)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            if index >= 10 { times.append(elapsed) }
        }
        return summary([("window", app.scene.title)], times: times, width: frame.width, height: frame.height)
    }

    /// Draws `frames` window frames (after 10 warm-up frames) into a window and presents each without waiting for the
    /// display's refresh. The time of a frame runs from the app's frame to the present's return.
    private func measurePresentedWindow(_ name: String) throws -> String {
        let points = Size(width: Double(size.width), height: Double(size.height))
        let app = try PlaygroundApp(
            sceneSpec: name, windowSize: points, scale: scale, settings: SceneSettings(pixelScale: scale), hostsScripts: !inProcess)
        let shell: SDLShell
        do {
            shell = try SDLShell(app: app, size: points, position: nil, fixedScale: scale, threads: threads, quitAfter: nil, vsync: false)
        } catch let failure as SDLShell.Failure {
            throw SDLShell.Failure(description: "\(failure.description); without --present, --window measures the frame alone")
        }
        var times: [Double] = [], presents: [Double] = []
        times.reserveCapacity(frames)
        presents.reserveCapacity(frames)
        var failures = 0
        var index = 0
        while index < frames + 10 {
            guard shell.handleEvents() else { throw SDLShell.Failure(description: "the window was closed before the frames were measured") }
            app.update(realSeconds: 1.0 / 60)
            let start = DispatchTime.now().uptimeNanoseconds
            guard let drawn = shell.drawFrame() else {
                // A frame the window could not take (while it is resized) is not counted; a hundred end the run.
                failures += 1
                guard failures < 100 else {
                    throw SDLShell.Failure(description: "the window took no frame in 100 tries (\(shell.presentation))")
                }
                Thread.sleep(forTimeInterval: 0.01)
                continue
            }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            if index >= 10 {
                times.append(elapsed)
                presents.append(drawn.presentMilliseconds)
            }
            index += 1
        }
        return summary(
            [("window", app.scene.title)], times: times, width: shell.pixelSize.width, height: shell.pixelSize.height,
            extra: [("present_median_ms", Self.milliseconds(presents.sorted()[presents.count / 2])), ("presentation", shell.presentation)])
    }

    private func measure(_ kind: BenchmarkFrame, scale: Double) -> String {
        let canvas = Canvas(width: 1, height: 1)
        let renderer = DisplayListRenderer(threads: threads)
        kind.draw(into: canvas, scale: scale)
        let frame = PixelBuffer(width: canvas.displayList.width, height: canvas.displayList.height)
        var times: [Double] = []
        times.reserveCapacity(frames)
        for index in 0..<(frames + 5) {
            let start = DispatchTime.now().uptimeNanoseconds
            kind.draw(into: canvas, scale: scale, variation: index)
            renderer.render(canvas.displayList, into: frame.target)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            if index >= 5 { times.append(elapsed) }
        }
        return summary([("frame", kind.rawValue)], times: times, width: frame.width, height: frame.height)
    }

    /// Milliseconds to three decimals.
    private static func milliseconds(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    /// One line of JSON: what was measured, the median and 95th percentile of `times` (ms, 3 decimals), and the setup.
    private func summary(_ what: [(String, Any?)], times: [Double], width: Int, height: Int, extra: [(String, Any?)] = []) -> String {
        let sorted = times.sorted()
        var object = JSONWriter.Object(what)
        object.append("median_ms", Self.milliseconds(sorted[sorted.count / 2]))
        object.append("p95_ms", Self.milliseconds(sorted[min(sorted.count - 1, sorted.count * 95 / 100)]))
        for (key, value) in [("frames", frames), ("threads", threads), ("width", width), ("height", height)] as [(String, Int)] {
            object.append(key, value)
        }
        for (key, value) in extra { object.append(key, value) }
        return JSONWriter.write(object, pretty: false)
    }
}
