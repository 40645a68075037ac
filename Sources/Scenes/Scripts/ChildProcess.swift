import Foundation

/// Runs a program to completion or to a time limit, collecting what it prints (stdout and stderr together, the
/// last `outputLimit` bytes).
enum ChildProcess {
    struct Result {
        var status: Int32
        var output: String
        var timedOut: Bool
    }

    static let outputLimit = 64 << 10

    static func run(_ program: String, _ arguments: [String], timeLimit: Double) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let collected = Collected()
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            collected.append(data)
        }
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            throw ScriptError(file: program, "cannot run \(program): \(error.localizedDescription)")
        }
        let timedOut = finished.wait(timeout: .now() + timeLimit) == .timedOut
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        pipe.fileHandleForReading.readabilityHandler = nil
        collected.append(pipe.fileHandleForReading.readDataToEndOfFile())
        return Result(status: process.terminationStatus, output: collected.text, timedOut: timedOut)
    }

    /// Output gathered from the reading thread, keeping only the last `outputLimit` bytes.
    private final class Collected: @unchecked Sendable {
        private var data = Data()
        private let lock = NSLock()

        func append(_ more: Data) {
            lock.withLock {
                data.append(more)
                if data.count > ChildProcess.outputLimit { data = data.suffix(ChildProcess.outputLimit) }
            }
        }

        var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
    }
}
