import LayerKit
import Synchronization
import Scenes

/// One scene as the playground runs it: its source, the scene built from it, the user's timed actions and the
/// scene time. Every way a scene is rebuilt (seeking backward, restarting, reloading a changed file, resizing,
/// recording with clicks, tests) goes through `rebuild(at:)`: build from the source, `prepare` it (the curve
/// editor puts its edits back), replay the actions, advance to the time. Scene time only moves forward
/// otherwise; `seek(to:)` an earlier time is a rebuild.
public final class SceneSession {
    public private(set) var source: SceneSource
    public private(set) var scene: PlaygroundScene
    /// The size built-in scenes are laid out for, in points (nil: the default); scene files have their own.
    public private(set) var size: Size?
    public private(set) var settings: SceneSettings
    /// The user's actions since the last restart, with their scene times.
    public private(set) var actions: [(time: Double, action: SceneAction)] = []
    /// Changes whenever what the scene shows changes other than by time passing: a rebuild, a new version, an action
    /// the scene took. Unique across sessions in the process, so a new session's first is never an old one's.
    public private(set) var revision = SceneSession.nextRevision()
    private static let revisions = Atomic<Int>(0)
    private static func nextRevision() -> Int { revisions.add(1, ordering: .relaxed).newValue }
    /// Actions after which the scene rebuilt itself (a mode switch): they configure every later build.
    private var configuration: [SceneAction] = []
    /// Runs on every newly built scene before anything is replayed (the curve editor re-applies its edits).
    public var prepare: ((PlaygroundScene) -> Void)? {
        didSet { prepare?(scene) }
    }

    /// Seconds of scene time since the scene (re)started.
    public var time: Double { scene.tree.currentTime }

    /// - Parameter scene: the source's scene, when it has been built already (on another thread, say).
    /// - Throws: the source's error (a broken scene file).
    public init(source: SceneSource, scene: PlaygroundScene? = nil, size: Size? = nil, settings: SceneSettings = SceneSettings()) throws {
        self.source = source
        self.size = size
        self.settings = settings
        self.scene = try scene ?? source.makeScene(size: size, settings: settings)
    }

    /// A session on a built-in scene's name or a scene file's path.
    public convenience init(spec: String, size: Size? = nil, settings: SceneSettings = SceneSettings()) throws {
        try self.init(source: SceneSource(spec: spec), size: size, settings: settings)
    }

    /// Moves to `time` (clamped at 0): forward by advancing the scene, backward by `rebuild(at:)`.
    public func seek(to time: Double) {
        let target = max(0, time.isFinite ? time : 0)
        if target < self.time { rebuild(at: target) } else { scene.advance(to: target) }
    }

    /// Builds the scene anew from its source and brings it to `time`: the configuring actions, then the user's
    /// actions up to `time` at their times (later ones are forgotten, as when rewinding a recording).
    public func rebuild(at time: Double) {
        guard let fresh = try? source.makeScene(size: size, settings: settings) else { return }
        install(fresh, at: time)
    }

    private func install(_ fresh: PlaygroundScene, at time: Double) {
        revision = Self.nextRevision()
        scene = fresh
        for action in configuration { _ = scene.handle(action) }
        prepare?(scene)
        actions.removeAll { $0.time > time }
        for entry in actions {
            scene.advance(to: entry.time)
            _ = scene.handle(entry.action)
        }
        scene.advance(to: time)
    }

    /// Gives the scene a user action at the current time; returns whether the scene used it. An action after
    /// which the scene rebuilt itself restarts the session with it as configuration.
    @discardableResult
    public func send(_ action: SceneAction) -> Bool {
        let before = ObjectIdentifier(scene.tree)
        guard scene.handle(action) else { return false }
        revision = Self.nextRevision()
        if ObjectIdentifier(scene.tree) != before {
            configuration.append(action)
            actions.removeAll()
            prepare?(scene)
        } else {
            actions.append((time, action))
        }
        return true
    }

    /// Back to scene time 0 without the user's actions (a mode chosen stays).
    public func restart() {
        actions.removeAll()
        rebuild(at: 0)
    }

    /// Lays the scene out for a new size or pixel density, at the same moment: a built-in scene at once; a file's (a
    /// script runs its code again) only when `rebuildingFiles`, which the app asks for once the size has settled.
    public func resize(to size: Size, settings: SceneSettings, rebuildingFiles: Bool = false) {
        guard size != self.size || settings.pixelScale != self.settings.pixelScale else { return }
        guard !source.isFile || rebuildingFiles else { return }
        self.size = size
        self.settings = settings
        rebuild(at: time)
    }

    /// Switches to a new version of the source (a scene file saved again), at the same moment with the same
    /// actions. Nothing changes if it does not build.
    /// - Parameter scene: the new version's scene, when it has been built already (at this session's size).
    /// - Throws: the new version's error.
    public func replaceSource(with newSource: SceneSource, scene: PlaygroundScene? = nil) throws {
        let fresh = try scene ?? newSource.makeScene(size: size, settings: settings)
        source = newSource
        install(fresh, at: time)
    }
}
