import Foundation

/// The one way the playground writes files: into a temporary beside the target, flushed, then renamed over
/// it, so a reader never sees half a file. Temporaries are named `.NAME.playground-partial-PID-RANDOM` (or, for
/// working folders, `playground-partial-PID-RANDOM`), so that a later run can recognise and remove those left
/// by a process that was killed; every write first cleans its folder of them.
public enum AtomicFile {
    static let marker = "playground-partial-"

    /// Writes `data` to `path`. `durable` also flushes the file and its folder to the disk (for what the
    /// user wrote: presets, scene files, scripts). `beforeRename` runs between the flush and the rename (tests
    /// use it to simulate a crash there).
    public static func write(_ data: Data, to path: String, durable: Bool = false, beforeRename: () throws -> Void = {}) throws {
        let temporary = temporaryPath(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path, errno) }
        do {
            try data.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                    if written < 0 && errno == EINTR { continue }
                    guard written > 0 else { throw failure(path, errno) }
                    offset += written
                }
            }
            if durable && fsync(descriptor) != 0 { throw failure(path, errno) }
            close(descriptor)
            try beforeRename()
            try commit(temporary, to: path, durable: durable)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
    }

    /// A fresh temporary name beside `path`, keeping its extension (tools such as ffmpeg read it). Cleans the
    /// folder of temporaries that dead processes left first.
    public static func temporaryPath(for path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        removeStale(in: directory.isEmpty ? "." : directory)
        let name = (path as NSString).lastPathComponent
        let suffix = (name as NSString).pathExtension.isEmpty ? "" : "." + (name as NSString).pathExtension
        let temporary = ".\(name).\(marker)\(getpid())-\(UInt32.random(in: 0...UInt32.max))\(suffix)"
        return directory.isEmpty ? temporary : (directory as NSString).appendingPathComponent(temporary)
    }

    /// A new, empty working folder in `directory` (default: the system's temporary folder), removed by the caller
    /// when done; if the process dies first, by a later run.
    public static func makeWorkingFolder(in directory: String = NSTemporaryDirectory()) throws -> String {
        let base = directory
        removeStale(in: base)
        let folder = (base as NSString).appendingPathComponent("\(marker)\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Renames a finished temporary over `path`; `durable` flushes the folder so the rename survives a crash.
    public static func commit(_ temporary: String, to path: String, durable: Bool = false) throws {
        guard rename(temporary, path) == 0 else { throw failure(path, errno) }
        guard durable else { return }
        let directory = (path as NSString).deletingLastPathComponent
        let folder = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// Removes the temporaries in `directory` whose process is gone.
    public static func removeStale(in directory: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names {
            guard let range = name.range(of: marker) else { continue }
            let digits = name[range.upperBound...].prefix { $0.isNumber }
            guard let pid = Int32(digits), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent(name))
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> CocoaError {
        CocoaError(
            .fileWriteUnknown,
            userInfo: [
                NSFilePathErrorKey: path,
                NSLocalizedDescriptionKey: "\(path): \(String(cString: strerror(code)))",
            ])
    }
}
