import FileOutput
import Foundation
import LayerKit
import Scenes
import Sessions

/// The playground's state and behaviour, without SDL: which scene runs, the playback clock, the overlays,
/// and what every key, click and drag does. The SDL shell feeds it events and wall-clock time and draws
/// what `FrameComposer` makes of it; tests drive it the same way with synthetic events and a synthetic clock.
@_spi(App) public final class PlaygroundApp {
    /// The running scene with its source, actions and time: every rebuild goes through it.
    @_spi(App) public private(set) var session: SceneSession
    @_spi(App) public var scene: PlaygroundScene { session.scene }
    /// The built-in scene's name, or the scene file's path.
    @_spi(App) public var sceneSpec: String { session.source.spec }
    /// Seconds of scene time.
    @_spi(App) public var time: Double { session.time }
    @_spi(App) public internal(set) var clock = PlaybackClock()
    @_spi(App) public internal(set) var layout: WindowLayout
    /// Pixels per point.
    @_spi(App) public private(set) var scale: Double
    /// Scene options; `pixelScale` follows the screen's pixels per point.
    @_spi(App) public private(set) var settings: SceneSettings
    /// A scene file's problem (file:line:column: message), shown in the window while the last good version runs.
    @_spi(App) public internal(set) var loadError: String?
    /// What the banner under the scene bar says: the load error, else the scene's warnings (a script's values that
    /// cannot be animated). Nil when all is well.
    var banner: ChromeState.Banner? {
        if let loadError { return ChromeState.Banner(text: loadError, isWarning: false) }
        if let fault = (scene as? HostedScene)?.fault { return ChromeState.Banner(text: fault, isWarning: false) }
        let warnings = scene.warnings + (statistics.particlesCapped ? [LayerRenderer.particlesCappedWarning] : [])
        return warnings.isEmpty ? nil : ChromeState.Banner(text: warnings.joined(separator: "\n"), isWarning: true)
    }
    /// The panels over the scene, the inspected layer, and the messages that go by themselves.
    @_spi(App) public internal(set) var overlays = Overlays()
    @_spi(App) public internal(set) var pointer = PointerState()
    @_spi(App) public var statistics = FrameStatistics()
    /// The timing-curve editor (E).
    @_spi(App) public let editor: CurveEditor
    /// The timeline's range and a scrub in progress.
    @_spi(App) public internal(set) var timeline = TimelineState()

    /// Scene files and scripts opened, most recent first: the scene bar's file tabs.
    @_spi(App) public internal(set) var recentFiles: [String] = []
    /// The recent files, most recently used first (`AppSettings.recentlyUsed`).
    var recentlyUsedFiles: [String]?
    /// Where the window's settings are kept (nil: nothing is remembered, as in tests).
    let settingsStore: SettingsStore?
    /// Where a file dialog's answer arrives.
    let dialogMailbox = Mailbox<String?>()
    /// The recording being made (Ctrl+R), if any.
    var recording: RecordingJob?
    var isDialogOpen = false

    /// The text event SDL sends for the key that just started naming a preset (K): it is not part of the name.
    var textOfNamingKey: String?
    private var realTime = 0.0
    /// Seconds of real time since the app started.
    var realTimeNow: Double { realTime }
    /// When a file's scene is to be built again for the viewport, once its size has stopped changing.
    private var viewportSettles: Double?
    /// The editor message last seen, and when it expires.
    private var editorMessageSeen = 0
    private var editorMessageExpiry = 0.0
    /// When the settings are next compared with those saved.
    var nextSettingsCheck = 0.0
    /// Where the window is on the screen, as the shell last said (nil: not known).
    @_spi(App) public var windowPosition: (x: Int, y: Int)?
    /// When the scene file was last seen changed (set again after W writes it).
    var fileModified: Date?
    private var nextFileCheck = 0.0
    /// The script being compiled in the background (a new version of the running one, or one being opened), and
    /// where the outcome arrives.
    var compiling: (spec: String, isReload: Bool)?
    let compileMailbox = Mailbox<Result<PreparedScene, Error>>()
    /// What the last frame drawn showed (nil: none drawn yet), and what the frame being drawn shows (taken as it starts,
    /// so that what changes while it is drawn and presented is drawn in the next).
    var drawnState: FrameState?
    var renderedState: FrameState?

    /// Whether scripts run in scene hosts of their own. Always in the window; `bench --window --in-process` runs them
    /// in its own process instead, to measure what isolation costs.
    @_spi(App) public let hostsScripts: Bool

    /// The environment the app takes the desktop's settings from (the file dialog, the capture folder).
    let environment: [String: String]

    /// - Throws: the scene's error (unknown name, broken file) at start-up, for the command line to report.
    /// - Parameters:
    ///   - presets: where the editor keeps user curves (default: under `$XDG_CONFIG_HOME`).
    ///   - environment: the environment variables to read the desktop's settings from (default: the process's).
    @_spi(App) public init(
        sceneSpec: String, windowSize: Size, scale: Double, settings: SceneSettings = SceneSettings(),
        presets: UserPresetStore = UserPresetStore(), settingsStore: SettingsStore? = nil, hostsScripts: Bool = true,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        self.hostsScripts = hostsScripts
        self.environment = environment
        layout = WindowLayout(size: windowSize)
        self.scale = scale
        self.settings = settings
        self.settingsStore = settingsStore
        editor = CurveEditor(store: presets)
        session = try SceneSession(source: Self.source(for: sceneSpec, size: layout.viewport.size, hosted: hostsScripts), size: layout.viewport.size, settings: settings)
        loadError = FontLibrary.missingFontMessage
        adopt(session)
        restoreSettings()
        if session.source.isFile { noteRecent(session.source.spec) }
    }

    /// Starts showing a session's scene: the editor's edits follow it through every rebuild.
    func adopt(_ session: SceneSession) {
        self.session = session
        session.prepare = { [editor] scene in editor.reapply(to: scene) }
        fileModified = Self.modificationDate(session.source.spec)
        timeline.end = 10
    }

    // MARK: Time

    /// Wall-clock time passed: moves the scene (unless paused), checks a scene file for changes twice a second,
    /// and expires notices.
    @_spi(App) public func update(realSeconds: Double) {
        // A message the editor said since the last update was said at its time, before this one's seconds.
        if editor.messageNumber != editorMessageSeen {
            editorMessageSeen = editor.messageNumber
            editorMessageExpiry = realTime + Self.editorMessageSeconds
        }
        realTime += max(0, realSeconds)
        if !timeline.isScrubbing {
            session.seek(to: time + clock.sceneSeconds(forRealSeconds: realSeconds))
            if time > timeline.end { timeline.end = (time / 10).rounded(.up) * 10 }
        }
        if overlays.notice != nil && realTime >= overlays.noticeExpiry { overlays.notice = nil }
        if session.source.isFile && realTime >= nextFileCheck {
            nextFileCheck = realTime + 0.25
            reloadIfChanged()
        }
        finishCompile()
        finishDialog()
        finishRecording()
        saveChangedSettings()
        if let hint = overlays.hint, realTime >= hint.expiry { overlays.hint = nil }
        expireEditorMessage()
        if let settles = viewportSettles, realTime >= settles {
            viewportSettles = nil
            session.resize(to: layout.viewport.size, settings: settings, rebuildingFiles: true)
        }
    }

    /// The viewport changed (the window's size, the editor opening or closing): a file's scene (a script's, a page's,
    /// a scene file's) is built again for it a moment later, once the size settles, so that it fills the viewport
    /// without rebuilding for every step of a window being dragged larger.
    func viewportDidChange() {
        if session.source.isFile { viewportSettles = realTime + Self.viewportSettlingSeconds }
    }

    /// How long the viewport must stay the same before a file's scene is built again for it.
    static let viewportSettlingSeconds = 0.3

    /// How long an editor message stays.
    static let editorMessageSeconds = 5.0

    /// An editor message goes after five seconds (a new one starts its own five).
    private func expireEditorMessage() {
        if editor.message != nil && editor.messageNumber == editorMessageSeen && realTime >= editorMessageExpiry { editor.clearMessage() }
    }

    /// Moves the scene to `time` exactly: forward by advancing; backward by rebuilding it and replaying the
    /// user's actions up to then (actions after `time` are forgotten, as when rewinding a recording).
    @_spi(App) public func seek(to time: Double) {
        session.seek(to: time)
    }

    func restartScene() {
        session.restart()
        timeline.end = 10
    }

    /// Scene points of a window point.
    func scenePoint(_ point: Point) -> Point {
        let placement = layout.scenePlacement(sceneSize: scene.size)
        return Point((point.x - placement.origin.x) / placement.scale, (point.y - placement.origin.y) / placement.scale)
    }

    private func send(_ action: SceneAction) -> Bool {
        let actionsBefore = session.actions.count
        guard session.send(action) else { return false }
        // The scene rebuilt itself with the action (a mode switch): the timeline starts again.
        if session.actions.count <= actionsBefore { timeline.end = 10 }
        return true
    }

    // MARK: Input

    /// Applies one event; returns what the shell must do, if anything.
    @discardableResult
    @_spi(App) public func handle(_ event: InputEvent) -> AppRequest? {
        switch event {
        case .quit:
            return .quit
        case .visibility(let visible):
            // The scene hears it as an app going to the background and back (scripts' UIApplication notifications).
            _ = session.send(.activation(visible))
        case .exposed:
            drawnState = nil
        case .key(let key, let modifiers):
            return handleKey(key, modifiers)
        case .drop(let path):
            open(path)
        case .text(let text):
            defer { textOfNamingKey = nil }
            if overlays.openPrompt != nil {
                typePrompt(text)
                return nil
            }
            if editor.isOpen && editor.naming != nil && text.lowercased() != textOfNamingKey {
                editor.typeName(text)
            }
        case .mouseDown(let point):
            if editor.isOpen && layout.editorPanel.contains(point) {
                editorMouseDown(point)
            } else if editor.isOpen && editor.galleryOpen && layout.viewport.contains(point) {
                galleryMouseDown(point)
            } else if layout.sceneBar.contains(point) {
                for (index, name) in SceneCatalog.names.enumerated() where layout.sceneButton(index).contains(point) {
                    selectScene(name)
                }
                for (place, tab) in visibleFileTabs.enumerated() where layout.fileTab(place).contains(point) {
                    open(tab.path)
                }
            } else if isOnTimeline(point) {
                timeline.scrubRange = timelineRange
                timeline.isScrubbing = true
                timeline.wasPausedBeforeScrub = clock.isPaused
                clock.isPaused = true
                seek(to: timelineTime(at: point.x))
            } else if layout.viewport.contains(point) {
                // With the outlines on, a click picks a layer to inspect rather than reaching the scene.
                if overlays.showsOutlines {
                    inspect(at: point)
                    return nil
                }
                let local = scenePoint(point)
                pointer.pressInScene = local
                _ = send(.press(local))
            }
        case .mouseMove(let point):
            pointer.hover = point
            if editor.isDragging {
                editor.drag(to: editorGeometry.curve(point), in: scene)
            } else if timeline.isScrubbing {
                seek(to: timelineTime(at: point.x))
            } else if let from = pointer.pressInScene {
                let to = scenePoint(point)
                pointer.pressInScene = to
                _ = send(.drag(from: from, to: to))
            }
            updateCursor(point)
        case .mouseUp(let point):
            if editor.isDragging {
                editor.endDrag(in: scene)
            } else if timeline.isScrubbing {
                timeline.isScrubbing = false
                timeline.scrubRange = nil
                clock.isPaused = timeline.wasPausedBeforeScrub
            } else if pointer.pressInScene != nil {
                pointer.pressInScene = nil
                _ = send(.release(scenePoint(point)))
            }
        case .scroll(let dy, let point):
            if layout.viewport.contains(point) { _ = send(.scroll(dy: dy, at: scenePoint(point))) }
        case .resize(let size, let newScale):
            scale = newScale
            let densityChanged = newScale != settings.pixelScale
            guard size != layout.size || densityChanged else { return nil }
            settings.pixelScale = newScale
            layout = WindowLayout(size: size, editorOpen: editor.isOpen)
            // Built-in scenes lay themselves out for the viewport: rebuilt and replayed to the same moment.
            session.resize(to: layout.viewport.size, settings: settings)
            viewportDidChange()
        }
        return nil
    }

    private func handleKey(_ key: Key, _ modifiers: Modifiers) -> AppRequest? {
        textOfNamingKey = nil
        if handlePromptKey(key) { return nil }
        if overlays.showsHelp && [.left, .right, .pageUp, .pageDown].contains(key) && helpPageCount > 1 {
            turnHelpPage(by: key == .left || key == .pageUp ? -1 : 1)
            return nil
        }
        if editor.isOpen, let handled = handleEditorKey(key, modifiers) { return handled }
        if modifiers.contains(.control) {
            switch key {
            case .character("q"): return .quit
            case .character("s"): return screenshotRequest(withControls: !modifiers.contains(.shift))
            case .character("o"): startOpening()
            case .character("r"): startRecording(video: modifiers.contains(.shift))
            default: return nil
            }
        }
        switch key {
        case .escape:
            if overlays.showsHelp { overlays.showsHelp = false; return nil }
            return .quit
        case .f12: return screenshotRequest(withControls: !modifiers.contains(.shift))
        case .space: clock.isPaused.toggle()
        case .right: if clock.isPaused { seek(to: time + PlaybackClock.frameStep) }
        case .left: if clock.isPaused { seek(to: time - PlaybackClock.frameStep) }
        case .enter: _ = send(.key("enter"))
        case .pageUp: turnPage(by: -1)
        case .pageDown: turnPage(by: 1)
        case .character(let c):
            if let digit = Int(c), (1...SceneCatalog.names.count).contains(digit) {
                selectScene(SceneCatalog.names[digit - 1])
                return nil
            }
            if let digit = Int(c), digit > SceneCatalog.names.count, recentFiles.indices.contains(digit - SceneCatalog.names.count - 1) {
                open(recentFiles[digit - SceneCatalog.names.count - 1])
                return nil
            }
            switch c {
            case "s": clock.cycleSpeed()
            case "r": restartScene()
            case "f": overlays.showsStatistics.toggle()
            case "l":
                overlays.showsOutlines.toggle()
                if !overlays.showsOutlines { overlays.inspectedPath = nil }
            case "h", "?":
                overlays.showsHelp.toggle()
                overlays.helpPage = 0
            case "e": setEditorOpen(true)
            case "x": return copyAnimationsAsSwift()
            case "g":
                timeline.showsOneLoop.toggle()
                if let period = loopPeriod {
                    show(notice: timeline.showsOneLoop ? "timeline: one loop (\(NumberText.decimal(period, places: 2)) s)" : "timeline: all time")
                } else {
                    show(notice: "timeline: all time (this scene does not loop)")
                }
            default: _ = send(.key(c))
            }
        default: break
        }
        return nil
    }

    /// X: the animations of the layer under the pointer (the nearest one up its superlayers that has any) as Core
    /// Animation Swift, or the whole scene's when there is none, for the clipboard.
    private func copyAnimationsAsSwift() -> AppRequest {
        let point = pointer.hover.flatMap { layout.viewport.contains($0) ? scenePoint($0) : nil }
        let code = display.swiftCode(at: point)
        show(notice: code.notice)
        return .copy(code.text)
    }

    private func screenshotRequest(withControls: Bool) -> AppRequest {
        .screenshot(stem: CaptureFolder.stem() + (withControls ? "" : "-scene"), withControls: withControls)
    }

    /// Shows a message for three seconds (the shell reports a saved screenshot this way).
    @_spi(App) public func show(notice message: String, seconds: Double = 3) {
        overlays.notice = message
        overlays.noticeExpiry = realTime + seconds
    }

    private func isOnTimeline(_ point: Point) -> Bool {
        let track = layout.track
        return point.y >= layout.timeline.minY && point.x >= track.minX - 8 && point.x <= track.maxX + 8
    }

    private func updateCursor(_ point: Point) {
        let next: Cursor
        if timeline.isScrubbing || isOnTimeline(point) {
            next = .horizontalResize
        } else if layout.sceneBar.contains(point) {
            next = SceneCatalog.names.indices.contains { layout.sceneButton($0).contains(point) } ? .hand : .arrow
        } else if layout.viewport.contains(point) {
            next = scene.isInteractive(at: scenePoint(point)) ? .hand : .arrow
        } else {
            next = .arrow
        }
        if next != pointer.cursor { pointer.cursor = next }
    }
}
