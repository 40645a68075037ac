import FileOutput
import Foundation

/// A JSON file of the user's under `$XDG_CONFIG_HOME/animation-playground/` (default `~/.config/…`): read once,
/// written atomically and durably (`AtomicFile`), so a crash mid-save leaves the old file. A file that cannot be
/// read is moved aside to a backup and reported, never overwritten. The one mechanism for the curve presets and
/// the window's settings.
struct ConfigFile<Contents: Codable> {
    let path: String

    /// The app's folder under the XDG config directory.
    static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) as NSString).appendingPathComponent(".config")
        return (base as NSString).appendingPathComponent("animation-playground")
    }

    /// The contents, nil when there is no file; `problem` says what went wrong with a bad file and where it was kept.
    func load() -> (contents: Contents?, problem: String?) {
        guard FileManager.default.fileExists(atPath: path) else { return (nil, nil) }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return (try JSONDecoder().decode(Contents.self, from: data), nil)
        } catch {
            let backup = path + ".corrupt-\(Int(Date().timeIntervalSince1970))"
            let moved = (try? FileManager.default.moveItem(atPath: path, toPath: backup)) != nil
            return (nil, "\(path) could not be read (\(Self.reason(error))); " + (moved ? "kept it as \(backup)" : "left it in place"))
        }
    }

    private static func reason(_ error: Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error { return context.debugDescription }
        return error.localizedDescription
    }

    /// Writes `contents` atomically and durably. `beforeRename` lets tests simulate a crash between the flush and
    /// the rename.
    func save(_ contents: Contents, beforeRename: () throws -> Void = {}) throws {
        let directory = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(try encoder.encode(contents), to: path, durable: true, beforeRename: beforeRename)
    }
}
