import Foundation

/// Folders for the files a test writes, inside one folder of the test process's own
/// (`<temporary folder>/playground-tests-<process id>`). That folder and all in it are removed when the process exits;
/// folders left by test processes that are no longer running (a crash, a kill) are removed the first time it is made.
public enum ScratchFolder {
    /// The folder `name` inside the process's scratch folder, made with its parents when missing.
    /// - Parameter name: a relative path; `""` names the process's scratch folder itself.
    public static func named(_ name: String) throws -> String {
        _ = prepared
        let folder = name.isEmpty ? root : root + "/" + name
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    private static let prefix = "playground-tests-"
    private static let root = NSTemporaryDirectory() + prefix + String(getpid())

    private static let prepared: Void = {
        let temporary = NSTemporaryDirectory(), manager = FileManager.default
        for entry in (try? manager.contentsOfDirectory(atPath: temporary)) ?? [] where entry.hasPrefix(prefix) {
            guard let owner = pid_t(entry.dropFirst(prefix.count)), owner != getpid() else { continue }
            if kill(owner, 0) != 0 && errno == ESRCH { try? manager.removeItem(atPath: temporary + entry) }
        }
        atexit { try? FileManager.default.removeItem(atPath: ScratchFolder.root) }
    }()
}
