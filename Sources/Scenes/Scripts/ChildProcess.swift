import Foundation

/// Runs a program to completion or to a time limit, collecting what it prints (stdout and stderr together, the
/// last `outputLimit` bytes). The child gets a process group of its own, so that whatever it starts (the Swift
/// runtime's backtracer, after a trap) is stopped with it; and the wait never depends on the output pipe closing,
/// since such a grandchild can hold it open.
enum ChildProcess {
    struct Result {
        var status: Int32
        var output: String
        var timedOut: Bool
    }

    static let outputLimit = 64 << 10
    /// How long output may still arrive after the child has exited (a backtrace is written then).
    static let drainTime = 3.0

    static func run(_ program: String, _ arguments: [String], timeLimit: Double) throws -> Result {
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { throw ScriptError(file: program, "cannot run \(program): no pipe") }
        let (readEnd, writeEnd) = (pipe[0], pipe[1])
        defer { close(readEnd) }
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))

        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program, &actions, &attributes, argv, environ)
        close(writeEnd)
        guard spawned == 0 else {
            throw ScriptError(file: program, "cannot run \(program): \(String(cString: strerror(spawned)))")
        }

        var output = Data()
        func read(until deadline: Double) -> Bool {
            var buffer = [UInt8](repeating: 0, count: 16 << 10)
            var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            while true {
                let left = deadline - Date().timeIntervalSince1970
                if left <= 0 { return false }
                let ready = poll(&descriptor, 1, Int32(min(left, 0.05) * 1000))
                if ready < 0 && errno == EINTR { continue }
                if ready <= 0 { return false }
                let count = Glibc.read(readEnd, &buffer, buffer.count)
                if count <= 0 { return true }
                output.append(buffer, count: count)
                if output.count > outputLimit { output = output.suffix(outputLimit) }
            }
        }

        let start = Date().timeIntervalSince1970
        var status: Int32 = 0
        var exited = false
        var timedOut = false
        var closed = false
        while !exited {
            if !closed { closed = read(until: Date().timeIntervalSince1970 + 0.05) } else { usleep(10_000) }
            if waitpid(pid, &status, WNOHANG) == pid { exited = true; break }
            if Date().timeIntervalSince1970 - start > timeLimit {
                timedOut = true
                kill(-pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                exited = true
            }
        }
        if !closed && !timedOut { _ = read(until: Date().timeIntervalSince1970 + drainTime) }
        kill(-pid, SIGKILL)
        // The exit status as a shell reports it: the code, or 128 + the signal.
        let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(status: code, output: String(decoding: output, as: UTF8.self), timedOut: timedOut)
    }
}
