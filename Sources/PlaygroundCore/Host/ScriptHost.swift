import Foundation
import LayerKit
import Scenes
import Scripts
import Sessions

/// The window's end of a scene host: the process (`playground scene-host`) in which one build of a script runs, so
/// that nothing the script does (a trap, `exit`, an endless loop, memory without end) can stop or freeze the window.
///
/// Requests go over a socket, one at a time, each answered in order; frames come back through shared memory. The
/// window never waits long: a reply that takes more than `patience` is picked up later (`poll`), and the requests
/// meanwhile are not sent. A host silent for more than a second while a request waits (five while building) is
/// stopped: first with SIGQUIT, so that Swift's backtracer prints where the script was, then for good. When the host
/// ends, what it printed says why (`fault`), with the script's file and line.
///
/// Used by one thread at a time: made on the thread that compiles the script, then handed to the app's thread.
final class ScriptHost: SceneFactory, @unchecked Sendable {
    let script: String
    let library: String
    let sources: [String]
    private let executable: String
    private var child: ChildProcess?
    private var channel: MessageChannel?
    private var socket: Int32 = -1
    let frameMemory: SharedFrameMemory
    private var output: [UInt8] = []
    private var sequence: UInt64 = 0
    /// The request sent and not yet answered: when, how long it may take, what the script was doing.
    private var waiting: (sequence: UInt64, sentAt: Double, limit: Double, doing: String)?
    /// When the host was told to stop, or found gone, while its last words are read.
    private var ending: (since: Double, reason: String?)?
    /// Why the host stopped, once it has (nil while it runs).
    private(set) var fault: ScriptError?
    /// Faults since the script was last compiled: after `maximumFaults` the host is not started again.
    private(set) var faultCount = 0
    static let maximumFaults = 3
    /// The last reply that said what the scene is like now.
    private(set) var state = HostReply()
    /// How many builds have been asked for: a scene belongs to the newest.
    private(set) var generation = 0
    /// The build made as the host started, at this size, until a scene takes it.
    var unclaimedBuild: Size?
    /// The newest build a reply has come for (replies come in order: any reply after a build's is about it).
    private(set) var answeredGeneration = 0
    /// The curve points last sent for each slot name: a new build of the scene starts with them.
    var curvePoints: [String: CurvePoints] = [:]
    /// The spring editor's constants for the script's spring slots, by name: sent to every build.
    var springEdits: [String: SpringConstants] = [:]
    /// The memory a scene host may use, in bytes (`PLAYGROUND_HOST_MEMORY_GB`; 0: no limit).
    static let memoryLimit: Int? = {
        let gigabytes = ProcessInfo.processInfo.environment["PLAYGROUND_HOST_MEMORY_GB"].flatMap(Double.init) ?? 4
        return gigabytes > 0 ? Int(gigabytes * Double(1 << 30)) : nil
    }()

    /// How long a request may go unanswered before the host is stopped, in seconds.
    static let replyLimit = 1.0
    static let buildLimit = 5.0
    /// How long a stopped or crashed host has to print its backtrace.
    static let lastWordsLimit = 5.0

    /// Starts a host for the compiled `library` of `script` and builds the scene at `size`, waiting for it (this runs
    /// on the compile thread).
    /// - Throws: `ScriptError` when the host cannot start or the script faults while building.
    init(library: String, script: String, size: Size) throws {
        signal(SIGPIPE, SIG_IGN)
        self.script = script
        self.library = library
        sources = ((try? ScriptSources(path: script))?.files ?? []).map(\.path)
        executable = ScriptToolchain.thisExecutable
        do { frameMemory = try SharedFrameMemory() } catch { throw ScriptError(file: script, "\(error)") }
        try start()
        _ = request(.build(size), patience: 0, limit: Self.buildLimit, doing: "while building its scene")
        while waiting != nil && isRunning {
            poll()
            _ = awaitReply(for: 0.05)
        }
        if !isRunning {
            finishEnding(wait: true)
            throw fault ?? ScriptError(file: script, "the scene host ended without a word")
        }
        unclaimedBuild = size
    }

    deinit { child?.stop(); if socket >= 0 { close(socket) } }

    private func start() throws {
        var pair: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
            throw ScriptError(file: script, "cannot make a socket for the scene host: \(String(cString: strerror(errno)))")
        }
        defer { close(pair[1]) }
        if socket >= 0 { close(socket) }
        socket = pair[0]
        channel = MessageChannel(descriptor: socket)
        output = []
        waiting = nil
        ending = nil
        fault = nil
        // The backtrace of the thread that faulted (or was stopped) says where: the other threads' would only bury it.
        child = try ChildProcess.spawn(
            executable, ["scene-host", library, "--script", script], passing: [pair[1], frameMemory.descriptor],
            environment: ["SWIFT_BACKTRACE": "enable=yes,threads=crashed,registers=none,images=none,color=no"])
    }

    /// Whether a request is waiting for its reply.
    var isWaiting: Bool { waiting != nil }

    /// Whether the host is running and answering.
    var isRunning: Bool { child != nil && fault == nil && ending == nil }

    /// Sends a request and waits up to `patience` seconds for its reply; nil when the host is busy with an earlier
    /// request, stopped, or does not answer in time (the reply is then taken by `poll`, and the host stopped if it takes
    /// longer than `limit`).
    func request(_ request: HostRequest, patience: Double = 0.25, limit: Double = replyLimit, doing: String = "while running") -> HostReply? {
        poll()
        guard isRunning, waiting == nil, let channel else { return nil }
        sequence += 1
        guard channel.send(request.encoded(), sequence: sequence) else {
            beginEnding(reason: nil)
            return nil
        }
        waiting = (sequence, now(), limit, doing)
        if case .build = request { generation += 1 }
        return awaitReply(for: patience)
    }

    /// Takes a late reply if it has come, stops a host that has been silent too long, and reads what it printed.
    func poll() {
        if ending != nil { return finishEnding(wait: false) }
        if let child, child.exitStatus != nil { beginEnding(reason: nil); return finishEnding(wait: false) }
        guard let child, fault == nil else { return }
        // What the script prints between requests is read too: a full pipe would stop the host mid-print.
        _ = forward(child)
        _ = awaitReply(for: 0)
        if let waiting, now() - waiting.sentAt > waiting.limit {
            // A script that trapped is still writing its backtrace (over a second on a busy machine): the trap, read
            // from its output once it exits, is the fault, not the wait.
            if Self.hasCrashed(output) { return beginEnding(reason: nil) }
            let seconds = waiting.limit.rounded() == waiting.limit ? String(Int(waiting.limit)) : String(waiting.limit)
            beginEnding(reason: "the script did not return within \(seconds) s \(waiting.doing) (an endless loop?)")
            // Swift's backtracer prints where every thread was: the script's line among them.
            kill(child.pid, SIGQUIT)
        }
    }

    private func awaitReply(for patience: Double) -> HostReply? {
        guard let child, let channel else { return nil }
        let deadline = now() + patience
        while let expected = waiting {
            let ready = ChildProcess.waitReadable([socket, child.output], seconds: max(0, deadline - now()))
            if ready.contains(child.output) { _ = forward(child) }
            if ready.contains(socket) {
                guard let (number, bytes) = channel.receive(), let reply = try? HostReply(decoding: bytes) else {
                    beginEnding(reason: nil)
                    return nil
                }
                guard number == expected.sequence else { continue }
                waiting = nil
                if reply.hasState { state = reply }
                answeredGeneration = generation
                return reply
            }
            if ready.isEmpty && now() >= deadline { return nil }
        }
        return nil
    }

    /// Copies what the host printed to this process's output (a script's `print` shows in the terminal), keeping the
    /// last of it to read the fault from; false once the host's output is closed.
    private func forward(_ child: ChildProcess) -> Bool {
        var fresh: [UInt8] = []
        let open = child.readOutput(into: &fresh)
        guard !fresh.isEmpty else { return open }
        // A closed terminal must not end the window: SIGPIPE is ignored (`init`), and so are write errors.
        fresh.withUnsafeBytes { _ = Glibc.write(1, $0.baseAddress, $0.count) }
        output += fresh
        if output.count > ChildProcess.outputLimit { output.removeFirst(output.count - ChildProcess.outputLimit) }
        return open
    }

    private func beginEnding(reason: String?) {
        guard ending == nil else { return }
        ending = (now(), reason)
        if let waiting { waitingDoing = waiting.doing }
        waiting = nil
    }

    /// Waits (now, or over later polls) for a stopping host to print its last words and exit, then says why it ended.
    private func finishEnding(wait: Bool) {
        guard let child else { return }
        if ending == nil { ending = (now(), nil) }
        guard let (since, reason) = ending else { return }
        while true {
            let open = forward(child)
            if child.exitStatus != nil && !open { break }
            if now() - since > Self.lastWordsLimit { break }
            guard wait else { return }
            _ = ChildProcess.waitReadable([child.output], seconds: 0.05)
        }
        child.stop()
        let text = String(decoding: output, as: UTF8.self)
        if let reason {
            let place = ScriptFault.location(in: text.split(separator: "\n").map(String.init), sources: sources)
            fault = ScriptError(file: place?.file ?? script, line: place?.line, column: place?.column, reason + (place?.note ?? ""))
        } else {
            fault = ScriptFault.error(
                output: text, status: child.exitStatus ?? 0, script: script, sources: sources, doing: waitingDoing,
                memoryLimit: Self.memoryLimit)
        }
        ending = nil
        self.child = nil
        faultCount += 1
    }

    private var waitingDoing = "while running"

    /// Whether the host's output says it is crashing: the runtime's fatal error, or the backtracer's first line.
    static func hasCrashed(_ output: [UInt8]) -> Bool {
        let text = String(decoding: output.suffix(ChildProcess.outputLimit), as: UTF8.self)
        return text.contains("Fatal error") || text.contains("fatal error") || text.contains("Program crashed")
    }

    /// Starts the host again after a fault (R, or a rewind), unless it has faulted `maximumFaults` times.
    /// - Throws: `ScriptError` saying the script is no longer restarted.
    func restartIfStopped() throws {
        guard child == nil else { return }
        guard faultCount < Self.maximumFaults else {
            throw ScriptError(
                file: script, "the script faulted \(faultCount) times in a row: not restarted until it is saved again")
        }
        try start()
    }

    func makeScene(size: Size, settings: SceneSettings) throws -> PlaygroundScene {
        try HostedScene(host: self, size: size)
    }

    private func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
