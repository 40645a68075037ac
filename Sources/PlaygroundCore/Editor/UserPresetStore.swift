import Foundation
import Raster

/// The user's saved curves, in `$XDG_CONFIG_HOME/animation-playground/curves.json` (default
/// `~/.config/animation-playground/curves.json`). Saved atomically (temporary file, flush, rename), so a
/// crash mid-save leaves the old file. A corrupt or unreadable file is moved aside to a backup and
/// reported, never overwritten.
public final class UserPresetStore {
    public struct Preset: Codable, Hashable, Sendable {
        public var name: String
        public var points: CurvePoints
    }

    private struct File: Codable {
        var version = 1
        var presets: [Preset]
    }

    public let path: String
    public private(set) var presets: [Preset] = []
    /// What went wrong loading (and where the bad file was kept), for the window to show.
    public private(set) var problem: String?

    /// The default location under the XDG config directory.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) as NSString).appendingPathComponent(".config")
        return ((base as NSString).appendingPathComponent("animation-playground") as NSString).appendingPathComponent("curves.json")
    }

    public init(path: String = UserPresetStore.defaultPath()) {
        self.path = path
        load()
    }

    private func load() {
        guard FileManager.default.fileExists(atPath: path) else { return }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            presets = try JSONDecoder().decode(File.self, from: data).presets
        } catch {
            let backup = path + ".corrupt-\(Int(Date().timeIntervalSince1970))"
            let moved = (try? FileManager.default.moveItem(atPath: path, toPath: backup)) != nil
            problem = "\(path) could not be read (\(Self.reason(error))); " + (moved ? "kept it as \(backup)" : "left it in place")
        }
    }

    private static func reason(_ error: Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error { return context.debugDescription }
        return error.localizedDescription
    }

    /// Adds (or replaces by name) a preset and saves.
    public func save(_ preset: Preset, beforeRename: () throws -> Void = {}) throws {
        var next = presets.filter { $0.name != preset.name }
        next.append(preset)
        try write(next, beforeRename: beforeRename)
        presets = next
    }

    /// Writes the list atomically and durably (`AtomicFile`). `beforeRename` lets tests simulate a crash
    /// between the flush and the rename.
    private func write(_ list: [Preset], beforeRename: () throws -> Void) throws {
        let directory = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(try encoder.encode(File(presets: list)), to: path, durable: true, beforeRename: beforeRename)
    }
}
