import Foundation
import Raster

/// What the window remembers between runs (`$XDG_CONFIG_HOME/animation-playground/settings.json`): the last scene
/// or file, the recent files, the window's size and place, the playback speed, and which panels were open.
public struct AppSettings: Codable, Equatable, Sendable {
    public var version = 1
    /// The last scene: a built-in scene's name, or a scene file's or script's path.
    public var scene: String?
    /// Scene files and scripts opened, most recent first (at most `maximumRecentFiles`).
    public var recentFiles: [String] = []
    public var windowWidth: Double?
    public var windowHeight: Double?
    public var windowX: Int?
    public var windowY: Int?
    /// The slow-motion factor (one of `PlaybackClock.speeds`).
    public var speed: Double = 1
    public var editorOpen = false
    public var showsStatistics = false
    public var showsOutlines = false
    /// Whether the first-start hint has been shown.
    public var hintShown = false
    /// True while a window runs with these settings: still true at the next start means the last one did not end
    /// cleanly (nil in files from before it was kept).
    public var isOpen: Bool?

    public static let maximumRecentFiles = 5

    public init() {}

    /// The window size, if one was kept and it is usable.
    public var windowSize: Size? {
        guard let w = windowWidth, let h = windowHeight, w.isFinite, h.isFinite, w >= 1, h >= 1 else { return nil }
        return Size(width: min(w, 16384), height: min(h, 16384))
    }

    /// Puts `path` first among the recent files.
    public mutating func noteRecent(_ path: String) {
        recentFiles.removeAll { $0 == path }
        recentFiles.insert(path, at: 0)
        if recentFiles.count > Self.maximumRecentFiles { recentFiles.removeLast(recentFiles.count - Self.maximumRecentFiles) }
    }
}

/// Where the settings live, loaded once and saved when asked.
public final class SettingsStore {
    public let path: String
    public private(set) var settings: AppSettings
    /// Whether there was no settings file (the first start).
    public let isFirstStart: Bool
    /// What went wrong loading (and where the bad file was kept).
    public let problem: String?

    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        (ConfigFile<AppSettings>.folder(environment: environment) as NSString).appendingPathComponent("settings.json")
    }

    public init(path: String = SettingsStore.defaultPath()) {
        self.path = path
        let loaded = ConfigFile<AppSettings>(path: path).load()
        settings = loaded.contents ?? AppSettings()
        isFirstStart = loaded.contents == nil && loaded.problem == nil
        problem = loaded.problem
    }

    /// Saves `settings` (atomically); a failure is returned as a sentence for the window, not thrown.
    @discardableResult
    public func save(_ settings: AppSettings) -> String? {
        self.settings = settings
        do {
            try ConfigFile<AppSettings>(path: path).save(settings)
            return nil
        } catch {
            return "could not save the settings to \(path): \(error.localizedDescription)"
        }
    }
}
