import ArgumentParser
import FileOutput
import Foundation
import LayerKit
@_spi(App) import PlaygroundCore

struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a scene to an animated GIF, an MP4 (through ffmpeg) or a folder of numbered PNGs."
    )

    @OptionGroup var options: SceneOptions

    @Option(parsing: .unconditional, help: "Seconds of scene time to record.")
    var duration: Double

    @Option(parsing: .unconditional, help: "Scene time of the first frame, in seconds (what happens before it is played, not recorded).")
    var start: Double = 0

    @Flag(help: ArgumentHelp("Print 'progress DONE/TOTAL' lines on standard output (for the window).", visibility: .hidden))
    var reportProgress = false

    @Option(parsing: .unconditional, help: "Frames per second.")
    var fps: Double = 30

    @Option(help: "Output: F.gif, F.mp4, or a folder for PNG frames.")
    var out: String

    @OptionGroup var threadsOption: ThreadsOption
    var threads: Int { threadsOption.threads }

    @Option(help: "A scripted click, X,Y@T: at scene time T, a press and release at scene point (X, Y). Repeatable.")
    var click: [ScriptedClick] = []

    func validate() throws {
        guard options.scene != nil else { throw ValidationError("pass --scene NAME|FILE.json") }
        guard duration.isFinite, duration > 0, duration <= 600 else {
            throw ValidationError("--duration must be more than 0 and at most 600 seconds (got \(duration))")
        }
        let lower = out.lowercased(), fileExtension = (out as NSString).pathExtension.lowercased()
        guard lower.hasSuffix(".gif") || lower.hasSuffix(".mp4") || fileExtension.isEmpty || out.hasSuffix("/") else {
            throw ValidationError(
                "--out must be a .gif or .mp4 file, or a folder for PNG frames (got \(out): .\(fileExtension) is not "
                    + "a format record writes)"
            )
        }
        guard fps.isFinite, fps >= 1, fps <= 120 else { throw ValidationError("--fps must be 1...120") }
        guard start.isFinite, start >= 0, start <= 86_400 else { throw ValidationError("--start must be 0...86400 seconds (got \(start))") }
    }

    func run() throws {
        let session = try options.loadSession()
        let scale = options.scale
        let points = options.size.map { Size(width: Double($0.width), height: Double($0.height)) } ?? session.scene.size
        _ = try checkedPixelSize(points.width * scale, points.height * scale)
        let width = max(2, Int((points.width * scale / 2).rounded()) * 2), height = max(2, Int((points.height * scale / 2).rounded()) * 2)
        let lower = out.lowercased()
        let isVideo = lower.hasSuffix(".gif") || lower.hasSuffix(".mp4")
        let fileManager = FileManager.default
        let framesDirectory: String
        if isVideo {
            framesDirectory = try AtomicFile.makeWorkingFolder()
        } else {
            framesDirectory = out
        }
        try fileManager.createDirectory(atPath: framesDirectory, withIntermediateDirectories: true)
        defer { if isVideo { try? fileManager.removeItem(atPath: framesDirectory) } }
        let renderer = LayerRenderer(threads: threads)
        let frame = PixelBuffer(width: width, height: height)
        let count = Int((duration * fps).rounded())
        let progress = ProgressBar(total: count)
        var clicks = click.sorted { $0.time < $1.time }[...]
        for index in 0..<count {
            let time = start + Double(index) / fps
            while let next = clicks.first, next.time <= time {
                session.seek(to: next.time)
                session.send(.press(next.point))
                session.send(.release(next.point))
                clicks.removeFirst()
            }
            session.seek(to: time)
            renderer.render(
                session.scene.tree, into: frame.target, scale: Double(width) / points.width,
                background: session.scene.backgroundColor)
            do {
                try frame.writePNG(to: (framesDirectory as NSString).appendingPathComponent(String(format: "frame-%05d.png", index + 1)))
            } catch {
                throw CommandFailure("\(error)")
            }
            progress.update(index + 1)
            if reportProgress { FileHandle.standardOutput.write(Data("progress \(index + 1)/\(count)\n".utf8)) }
        }
        progress.finish()
        guard isVideo else {
            print("wrote \(count) frames to \(out)")
            return
        }
        do {
            try FrameEncoder.encode(framesIn: framesDirectory, fps: fps, gif: lower.hasSuffix(".gif"), to: out)
        } catch {
            throw CommandFailure("\(error)")
        }
        print("wrote \(out) (\(count) frames, \(width) x \(height))")
    }
}

/// `X,Y@T` on the command line: a click at scene point (X, Y) at scene time T.
struct ScriptedClick: ExpressibleByArgument {
    let point: Point
    let time: Double

    init?(argument: String) {
        let parts = argument.split(separator: "@")
        guard parts.count == 2, let time = Double(parts[1]), time >= 0, time.isFinite else { return nil }
        let xy = parts[0].split(separator: ",").compactMap { Double($0) }
        guard xy.count == 2, xy.allSatisfy(\.isFinite) else { return nil }
        point = Point(xy[0], xy[1])
        self.time = time
    }
}

/// A one-line progress bar on standard error, redrawn in place when it is a terminal.
final class ProgressBar {
    private let total: Int
    private let interactive = isatty(STDERR_FILENO) != 0
    private var lastPercent = -1

    init(total: Int) { self.total = max(total, 1) }

    func update(_ done: Int) {
        let percent = done * 100 / total
        guard percent != lastPercent else { return }
        lastPercent = percent
        let filled = percent * 30 / 100
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: 30 - filled)
        let line = "\(bar) \(percent)%  \(done)/\(total) frames"
        FileHandle.standardError.write(Data((interactive ? "\r" + line : (percent % 25 == 0 ? line + "\n" : "")).utf8))
    }

    func finish() {
        if interactive { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
