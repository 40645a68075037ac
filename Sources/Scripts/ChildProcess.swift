import Foundation

/// A program the playground starts: the Swift compiler, the check of a new script build, a scene host. It gets a
/// process group of its own, so that whatever it starts (the Swift runtime's backtracer after a trap, a script's own
/// processes, the compiler's frontend) is stopped with it; its standard output and error arrive together on one pipe.
/// `run` waits for it to finish within a time limit; `spawn` leaves it running for the caller to talk to.
///
/// Sendable: used by one thread at a time (the thread that started it, or the one it was handed to).
package final class ChildProcess: @unchecked Sendable {
    /// The child's process id (also its process group's).
    package let pid: pid_t
    /// The read end of the child's standard output and error (non-blocking).
    package let output: Int32
    private var status: Int32?

    package struct Result {
        package var status: Int32
        package var output: String
        package var timedOut: Bool
    }

    package static let outputLimit = 64 << 10
    /// How long output may still arrive after the child has exited (a backtrace is written then).
    static let drainTime = 3.0

    private init(pid: pid_t, output: Int32) {
        self.pid = pid
        self.output = output
    }

    deinit {
        stop()
        close(output)
    }

    /// Starts `program` with `arguments`; the descriptors in `passing` become the child's 3, 4, … in order. Standard
    /// input is /dev/null. The child has this process's environment, with `environment` added (a name already set
    /// here keeps its value). With `sharingStandardOutput`, the child writes to this process's standard output and
    /// only its standard error comes through `output`.
    /// - Throws: `ScriptError` when it cannot be started.
    package static func spawn(
        _ program: String, _ arguments: [String], passing: [Int32] = [], environment: [String: String] = [:],
        sharingStandardOutput: Bool = false
    ) throws -> ChildProcess {
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { throw ScriptError(file: program, "cannot run \(program): no pipe") }
        let (readEnd, writeEnd) = (pipe[0], pipe[1])
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if !sharingStandardOutput { posix_spawn_file_actions_adddup2(&actions, writeEnd, 1) }
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
        // Passed descriptors are first moved above any number they will take, then put in place (dup2 clears close-on-exec).
        let staging = passing.indices.map { Int32(100 + $0) }
        for (descriptor, high) in zip(passing, staging) { posix_spawn_file_actions_adddup2(&actions, descriptor, high) }
        for (index, high) in staging.enumerated() {
            posix_spawn_file_actions_adddup2(&actions, high, Int32(3 + index))
            posix_spawn_file_actions_addclose(&actions, high)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        // The child starts with default signal handling and nothing blocked, whatever this process has set.
        var defaults = sigset_t(), none = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGCHLD] { sigaddset(&defaults, signal) }
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let inherited = ProcessInfo.processInfo.environment
        let added = environment.filter { inherited[$0.key] == nil }.map { "\($0.key)=\($0.value)" }
        let envp = (inherited.map { "\($0.key)=\($0.value)" } + added).map { strdup($0) } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program, &actions, &attributes, argv, envp)
        close(writeEnd)
        guard spawned == 0 else {
            close(readEnd)
            throw ScriptError(file: program, "cannot run \(program): \(String(cString: strerror(spawned)))")
        }
        return ChildProcess(pid: pid, output: readEnd)
    }

    /// Appends what the child has printed since the last call to `buffer` (keeping its last `outputLimit` bytes); false
    /// once the output is closed (the child and everything it started have exited or closed it).
    @discardableResult
    package func readOutput(into buffer: inout [UInt8]) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16 << 10)
        while true {
            let count = read(output, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            if count == 0 { return false }
            if count < 0 { return true }
            buffer += chunk[0..<count]
            if buffer.count > Self.outputLimit { buffer.removeFirst(buffer.count - Self.outputLimit) }
        }
    }

    /// The exit status as a shell reports it (the code, or 128 + the signal) once the child has exited, else nil.
    package var exitStatus: Int32? {
        if status == nil {
            var raw: Int32 = 0
            if waitpid(pid, &raw, WNOHANG) == pid { status = Self.shellStatus(raw) }
        }
        return status
    }

    /// Whether the child ended by calling `exit` (rather than by a signal).
    package static func exited(normally status: Int32) -> Bool { status < 128 }

    /// Ends the child, its process group and every process descended from it at once, and reaps it.
    package func stop() {
        if status == nil { Self.killDescendants(of: pid) }
        kill(-pid, SIGKILL)
        guard status == nil else { return }
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
        status = Self.shellStatus(raw)
    }

    /// Kills every process descended from `root` (children, theirs, …): programs that put their children in process
    /// groups of their own (the Swift compiler's driver does) cannot hide them.
    package static func killDescendants(of root: pid_t) {
        var parentOf: [pid_t: pid_t] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let id = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let nameEnd = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
            if fields.count > 1, let parent = pid_t(fields[1]) { parentOf[id] = parent }
        }
        var frontier = [root]
        while let next = frontier.popLast() {
            for (child, parent) in parentOf where parent == next {
                kill(child, SIGKILL)
                frontier.append(child)
            }
        }
    }

    private static func shellStatus(_ raw: Int32) -> Int32 { (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F) }

    /// Waits until `descriptors` can be read (or `seconds` pass); the ones ready.
    package static func waitReadable(_ descriptors: [Int32], seconds: Double) -> [Int32] {
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&polled, nfds_t(polled.count), Int32(max(0, min(seconds, 10)) * 1000))
        guard ready > 0 else { return [] }
        return polled.filter { $0.revents != 0 }.map(\.fd)
    }

    /// Runs `program` to completion or to `timeLimit` seconds (then it and its group are killed), collecting what it
    /// prints. The wait never depends on the output closing, since a grandchild can hold it open.
    package static func run(_ program: String, _ arguments: [String], timeLimit: Double) throws -> Result {
        let child = try spawn(program, arguments)
        var output: [UInt8] = []
        let start = Date().timeIntervalSince1970
        var timedOut = false
        var open = true
        while child.exitStatus == nil {
            if open {
                _ = waitReadable([child.output], seconds: 0.05)
                open = child.readOutput(into: &output)
            } else {
                usleep(10_000)
            }
            if Date().timeIntervalSince1970 - start > timeLimit {
                timedOut = true
                child.stop()
            }
        }
        let drainEnd = Date().timeIntervalSince1970 + drainTime
        while open && !timedOut && Date().timeIntervalSince1970 < drainEnd {
            _ = waitReadable([child.output], seconds: 0.05)
            open = child.readOutput(into: &output)
        }
        child.stop()
        return Result(status: child.exitStatus ?? 0, output: String(decoding: output, as: UTF8.self), timedOut: timedOut)
    }
}
