import Foundation
import Testing

@testable import FileOutput

@Suite("Atomic files")
struct AtomicFileTests {
    func scratchFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "atomic-file-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A process id that no running process has.
    func deadProcessID() -> Int32 {
        var pid: Int32 = 4_000_000
        while kill(pid, 0) == 0 || errno != ESRCH { pid -= 1 }
        return pid
    }

    @Test func writeReplacesTheFileAndLeavesNoTemporary() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/out.json"
        try AtomicFile.write(Data("first".utf8), to: path)
        try AtomicFile.write(Data("second".utf8), to: path, durable: true)
        #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self) == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.json"])
    }

    @Test func aFailureBeforeTheRenameKeepsTheOldFile() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/presets.json"
        try AtomicFile.write(Data("old".utf8), to: path)
        struct Crash: Error {}
        #expect(throws: Crash.self) { try AtomicFile.write(Data("new".utf8), to: path, beforeRename: { throw Crash() }) }
        #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["presets.json"])
    }

    @Test func temporariesOfDeadProcessesAreCleanedLiveOnesKept() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dead = deadProcessID()
        let leftovers = [".frame.png.playground-partial-\(dead)-17.png", "playground-partial-\(dead)-ABC"]
        let live = ".other.png.playground-partial-\(getppid())-5.png"
        for name in leftovers + [live] { _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data([1])) }
        try FileManager.default.createDirectory(atPath: folder + "/" + leftovers[1] + "-frames", withIntermediateDirectories: true)
        try AtomicFile.write(Data("x".utf8), to: folder + "/frame.png")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder)) == [live, "frame.png"])
    }
}
