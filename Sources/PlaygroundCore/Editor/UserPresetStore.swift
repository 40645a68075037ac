import Foundation

/// The user's saved curves and springs, in `$XDG_CONFIG_HOME/animation-playground/curves.json` (default
/// `~/.config/animation-playground/curves.json`), kept as a `ConfigFile`: saved atomically, a corrupt file moved
/// aside and reported.
@_spi(App) public final class UserPresetStore {
    @_spi(App) public struct Preset: Codable, Hashable, Sendable {
        @_spi(App) public var name: String
        @_spi(App) public var points: CurvePoints
    }

    /// A spring kept by its feel: its perceptual duration (seconds) and bounce, which any form of spring code can take.
    @_spi(App) public struct SpringPreset: Codable, Hashable, Sendable {
        @_spi(App) public var name: String
        @_spi(App) public var perceptualDuration: Double
        @_spi(App) public var bounce: Double
    }

    private struct File: Codable {
        var version = 1
        var presets: [Preset]
        /// Absent in files written before springs could be kept.
        var springs: [SpringPreset]?
    }

    @_spi(App) public let path: String
    @_spi(App) public private(set) var presets: [Preset] = []
    @_spi(App) public private(set) var springs: [SpringPreset] = []
    /// What went wrong loading (and where the bad file was kept), for the window to show.
    @_spi(App) public private(set) var problem: String?

    /// The default location under the XDG config directory.
    @_spi(App) public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        (ConfigFile<File>.folder(environment: environment) as NSString).appendingPathComponent("curves.json")
    }

    @_spi(App) public init(path: String = UserPresetStore.defaultPath()) {
        self.path = path
        let loaded = ConfigFile<File>(path: path).load()
        presets = loaded.contents?.presets ?? []
        springs = (loaded.contents?.springs ?? []).filter { $0.perceptualDuration.isFinite && $0.perceptualDuration > 0 && $0.bounce.isFinite }
        problem = loaded.problem
    }

    /// Adds (or replaces by name) a preset and saves.
    @_spi(App) public func save(_ preset: Preset, beforeRename: () throws -> Void = {}) throws {
        var next = presets.filter { $0.name != preset.name }
        next.append(preset)
        try ConfigFile<File>(path: path).save(File(presets: next, springs: springs), beforeRename: beforeRename)
        presets = next
    }

    /// Adds (or replaces by name) a spring preset and saves.
    @_spi(App) public func save(_ spring: SpringPreset) throws {
        var next = springs.filter { $0.name != spring.name }
        next.append(spring)
        try ConfigFile<File>(path: path).save(File(presets: presets, springs: next))
        springs = next
    }
}
