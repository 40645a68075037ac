import Foundation
import LayerKit
import Scripts

/// Recording from the window (Ctrl+R a GIF, Ctrl+Shift+R an MP4): the scene alone, without the controls, at the
/// window's pixel scale. A looping scene records its current loop; any other scene what happened since it started
/// (its clicks replayed), up to a minute. The work is done by `playground record` in a child process, so the window
/// keeps playing; its progress shows in the window, and the file goes to the capture folder under a new name.
extension PlaygroundApp {
    /// The longest stretch recorded, in seconds of scene time.
    static let maximumRecordingSeconds = 60.0

    /// What Ctrl+R records now: from which scene time, for how long.
    var recordingSpan: (start: Double, duration: Double) {
        if timeline.showsOneLoop, let period = loopPeriod { return (timelineRange.start, period) }
        return (0, min(max(time, 1), Self.maximumRecordingSeconds))
    }

    func startRecording(video: Bool) {
        guard recording == nil else { return show(notice: "a recording is already being made") }
        guard let folder = CaptureFolder.candidates(environment: environment).first(where: { FileManager.default.isWritableFile(atPath: $0) }) else {
            return show(notice: "no folder to record into can be written to")
        }
        let path = CaptureFolder.unusedPath(in: folder, stem: CaptureFolder.stem(), extension: video ? "mp4" : "gif")
        let span = recordingSpan
        var arguments = [
            "record", "--scene", sceneSpec, "--start", String(span.start), "--duration", String(span.duration),
            "--scale", String(settings.pixelScale), "--fps", "30", "--out", path, "--report-progress",
        ]
        if !session.source.isFile { arguments += ["--size", "\(Int(scene.size.width))x\(Int(scene.size.height))"] }
        for entry in session.actions {
            if case .press(let point) = entry.action { arguments += ["--click", "\(point.x),\(point.y)@\(entry.time)"] }
        }
        let job = RecordingJob(path: path)
        do {
            try job.start(executable: ScriptToolchain.thisExecutable, arguments: arguments)
        } catch {
            return show(notice: "could not start recording: \(error.localizedDescription)")
        }
        recording = job
    }

    /// Takes a finished recording's outcome.
    func finishRecording() {
        guard let job = recording else { return }
        guard let outcome = job.outcome else { return }
        recording = nil
        switch outcome {
        case .success: show(notice: "saved \(job.path)")
        case .failure(let message): show(notice: "recording failed: \(message)")
        }
    }

    /// The recording's progress (0...1) while one is being made.
    var recordingProgress: Double? { recording?.progress }
}

/// `playground record` running in a child process: its progress lines read on a background thread.
///
/// Sendable: the progress and outcome its reader thread writes are read and written only under `lock`; `path` never changes.
final class RecordingJob: @unchecked Sendable {
    enum Outcome { case success, failure(String) }

    let path: String
    private let lock = NSLock()
    private var done = 0, total = 1
    private var finished: Outcome?

    init(path: String) { self.path = path }

    var progress: Double { lock.withLock { Double(done) / Double(max(total, 1)) } }
    var outcome: Outcome? { lock.withLock { finished } }

    func start(executable: String, arguments: [String]) throws {
        let child = try ChildProcess.spawn(executable, arguments)
        DispatchQueue.global(qos: .utility).async { [self] in
            var output: [UInt8] = []
            var lastLine = ""
            var open = true
            while open || child.exitStatus == nil {
                _ = ChildProcess.waitReadable([child.output], seconds: 0.1)
                if open { open = child.readOutput(into: &output) }
                // Progress lines ("progress 12/90") as they come; the last other line says what went wrong, if anything.
                while let newline = output.firstIndex(of: 0x0A) {
                    let line = String(decoding: output[..<newline], as: UTF8.self)
                    output.removeSubrange(...newline)
                    let parts = line.split(separator: " ").last?.split(separator: "/").compactMap { Int($0) } ?? []
                    if line.hasPrefix("progress "), parts.count == 2 {
                        lock.withLock { (done, total) = (parts[0], parts[1]) }
                    } else if !line.isEmpty, !line.contains("█"), !line.contains("░") {
                        lastLine = line
                    }
                }
            }
            let status = child.exitStatus ?? 0
            lock.withLock { finished = status == 0 ? .success : .failure(lastLine.isEmpty ? "status \(status)" : lastLine) }
        }
    }
}
