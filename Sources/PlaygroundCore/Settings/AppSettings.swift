import Foundation
import Raster

/// What the window remembers between runs (`$XDG_CONFIG_HOME/animation-playground/settings.json`): the last scene
/// or file, the recent files, the window's size and place, the playback speed, and which panels were open.
@_spi(App) public struct AppSettings: Codable, Equatable, Sendable {
    var version = 1
    /// The last scene: a built-in scene's name, or a scene file's or script's path.
    @_spi(App) public var scene: String?
    /// Scene files and scripts opened, in the order of their tabs (at most `maximumRecentFiles`): a file keeps its tab
    /// and its number key while it stays among them.
    var recentFiles: [String] = []
    /// The same files, most recently used first: which tab a new file takes over when all are in use (nil in files
    /// from before it was kept: then the tabs' order).
    var recentlyUsed: [String]?
    var windowWidth: Double?
    var windowHeight: Double?
    @_spi(App) public var windowX: Int?
    @_spi(App) public var windowY: Int?
    /// The slow-motion factor (one of `PlaybackClock.speeds`).
    @_spi(App) public var speed: Double = 1
    var editorOpen = false
    var showsStatistics = false
    var showsOutlines = false
    /// Whether the first-start hint has been shown.
    var hintShown = false
    /// True while a window runs with these settings: still true at the next start means the last one did not end
    /// cleanly (nil in files from before it was kept).
    var isOpen: Bool?

    static let maximumRecentFiles = 5

    @_spi(App) public init() {}

    /// The window size, if one was kept and it is usable.
    @_spi(App) public var windowSize: Size? {
        guard let w = windowWidth, let h = windowHeight, w.isFinite, h.isFinite, w >= 1, h >= 1 else { return nil }
        return Size(width: min(w, 16384), height: min(h, 16384))
    }

    /// Notes that `path` was opened: a file with a tab keeps it; a new one takes the next tab, or, when all are in use,
    /// the tab of the file used least recently. No tab changes its number.
    @_spi(App) public mutating func noteRecent(_ path: String) {
        var used = (recentlyUsed ?? recentFiles).filter { $0 != path && recentFiles.contains($0) }
        used.insert(path, at: 0)
        if !recentFiles.contains(path) {
            if recentFiles.count < Self.maximumRecentFiles {
                recentFiles.append(path)
            } else if let oldest = used.last, let index = recentFiles.firstIndex(of: oldest) {
                recentFiles[index] = path
                used.removeLast()
            }
        }
        recentlyUsed = used
    }
}

/// Where the settings live, loaded once and saved when asked.
@_spi(App) public final class SettingsStore {
    @_spi(App) public let path: String
    @_spi(App) public private(set) var settings: AppSettings
    /// Whether there was no settings file (the first start).
    let isFirstStart: Bool
    /// What went wrong loading (and where the bad file was kept).
    @_spi(App) public let problem: String?

    @_spi(App) public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        (ConfigFile<AppSettings>.folder(environment: environment) as NSString).appendingPathComponent("settings.json")
    }

    @_spi(App) public init(path: String = SettingsStore.defaultPath()) {
        self.path = path
        let loaded = ConfigFile<AppSettings>(path: path).load()
        settings = loaded.contents ?? AppSettings()
        isFirstStart = loaded.contents == nil && loaded.problem == nil
        problem = loaded.problem
    }

    /// Saves `settings` (atomically); a failure is returned as a sentence for the window, not thrown.
    @discardableResult
    @_spi(App) public func save(_ settings: AppSettings) -> String? {
        self.settings = settings
        do {
            try ConfigFile<AppSettings>(path: path).save(settings)
            return nil
        } catch {
            return "could not save the settings to \(path): \(error.localizedDescription)"
        }
    }
}
