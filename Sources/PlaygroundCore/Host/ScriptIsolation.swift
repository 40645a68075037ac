import FileOutput
import Foundation
import LayerKit
import Scripts

/// Headless commands run a script's code in a process of their own, as the window runs it in its scene host: the
/// command line runs again in a child (marked by `variable`), whose standard output is this process's and whose
/// standard error is passed on as it comes. When the script's code traps or runs out of memory, the child's fault is
/// reported as an error naming the script's line, and the command exits with status 1 instead of crashing.
@_spi(App) public enum ScriptIsolation {
    static let variable = "PLAYGROUND_SCRIPT_CHILD"

    /// Whether this process is the child that runs the script.
    @_spi(App) public static var isChild: Bool { ProcessInfo.processInfo.environment[variable] != nil }

    /// The running child, for the signal handlers: an interrupted command stops its child too.
    nonisolated(unsafe) private static var childGroup: pid_t = 0

    /// Runs this command line again in a child and exits as it does. Never returns.
    @_spi(App) public static func runChild(script: String) -> Never {
        let child: ChildProcess
        do {
            child = try ChildProcess.spawn(
                ScriptToolchain.thisExecutable, Array(CommandLine.arguments.dropFirst()),
                environment: [variable: "1", "SWIFT_BACKTRACE": "enable=yes,threads=crashed,registers=none,images=none,color=no"],
                sharingStandardOutput: true)
        } catch {
            fail("\(error)")
        }
        childGroup = child.pid
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            Glibc.signal(signal) { received in
                kill(-ScriptIsolation.childGroup, SIGKILL)
                _exit(128 + received)
            }
        }
        // What the child prints goes on to this process's standard error as it comes (progress, warnings), up to a
        // fault: the runtime's fatal error and the backtrace are kept to be told from, and reported below.
        var fault: [UInt8] = []
        var open = true
        while open || child.exitStatus == nil {
            guard open else {
                usleep(10_000)
                continue
            }
            _ = ChildProcess.waitReadable([child.output], seconds: 0.1)
            var chunk: [UInt8] = []
            open = child.readOutput(into: &chunk)
            if fault.isEmpty, let start = faultStart(in: chunk) {
                FileHandle.standardError.write(Data(chunk[..<start]))
                fault = Array(chunk[start...])
            } else if fault.isEmpty {
                FileHandle.standardError.write(Data(chunk))
            } else if fault.count < ChildProcess.outputLimit {
                fault += chunk
            }
        }
        let status = child.exitStatus ?? 1
        // Working folders the child left (a recording's frames) go with it.
        AtomicFile.removeStale(in: NSTemporaryDirectory())
        if fault.isEmpty && ChildProcess.exited(normally: status) { exit(status) }
        let sources = (try? ScriptSources(path: script))?.files.map(\.path) ?? [script]
        let error = ScriptFault.error(
            output: String(decoding: fault, as: UTF8.self), status: status, script: script, sources: sources,
            doing: "while running its scene")
        fail("\(error)")
    }

    /// Where the line of a fault's first words starts in `bytes`: the runtime's fatal error, a failed allocation or
    /// the backtracer's banner.
    private static func faultStart(in bytes: [UInt8]) -> Int? {
        let text = String(decoding: bytes, as: UTF8.self)
        let markers = ["Fatal error", "fatal error", "failed to allocate", "Could not allocate memory", "*** Signal", "*** Program crashed"]
        guard let found = markers.compactMap({ text.range(of: $0)?.lowerBound }).min() else { return nil }
        let lineStart = text[..<found].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return text.utf8.distance(from: text.startIndex, to: lineStart)
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
        exit(1)
    }
}
