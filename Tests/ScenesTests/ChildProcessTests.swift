import Foundation
import Scripts
import Testing

/// Children the playground starts end with it: at their time limit, the child, its process group and every process
/// descended from it (the Swift driver puts its frontends in groups of their own).
@Suite("Child processes")
struct ChildProcessTests {
    /// Processes whose command line contains `marker`.
    func running(_ marker: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { entry in
            guard Int(entry) != nil, let line = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return false }
            return String(decoding: line.map { $0 == 0 ? 32 : $0 }, as: UTF8.self).contains(marker)
        }
    }

    @Test func aTimedOutChildTakesItsWholeFamilyWithIt() throws {
        let seconds = "4\(getpid() % 1000).25"
        // A grandchild in a session (and group) of its own, and one in the child's group.
        let result = try ChildProcess.run(
            "/bin/bash", ["-c", "setsid sleep \(seconds) & sleep \(seconds) & echo started; wait"], timeLimit: 0.5)
        #expect(result.timedOut && result.output.contains("started"))
        Thread.sleep(forTimeInterval: 0.2)
        #expect(running("sleep \(seconds)").isEmpty)
    }

    @Test func outputAndStatusComeBack() throws {
        let result = try ChildProcess.run("/bin/sh", ["-c", "echo out; echo err >&2; exit 3"], timeLimit: 5)
        #expect(!result.timedOut && result.status == 3)
        #expect(result.output.contains("out") && result.output.contains("err"))
    }
}
