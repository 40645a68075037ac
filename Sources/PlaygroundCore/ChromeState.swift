import FileOutput
import LayerKit

/// Everything the window's controls show, as one value: `Chrome` draws from it alone, and `ChromeView` builds its
/// layers again only when it differs from the value they were built from. What changes every frame (the time, the
/// statistics, the inspector's values, the editor's panel) is not in it: those are `LivePanels`.
struct ChromeState: Equatable {
    struct Banner: Equatable {
        var text: String
        var isWarning: Bool
    }

    struct FileTab: Equatable {
        /// Its place in the recent files (the number key that opens it is the scene count plus this plus one).
        var index: Int
        var path: String
    }

    struct Hint: Equatable {
        var text: String
        /// 1 until its last second, then fading to 0.
        var opacity: Double
    }

    struct HelpSection: Equatable {
        var title: String
        var lines: [String]
    }

    var layout: WindowLayout
    /// The built-in scene's name, or the file's path: the selected button or tab.
    var sceneSpec: String
    var status: String?
    var isPaused: Bool
    var speed: Double
    var timelineRange: TimelineRange
    var banner: Banner?
    var notice: String?
    var fileTabs: [FileTab]
    var openPrompt: String?
    /// The recording's progress in whole percent.
    var recordingPercent: Int?
    var hint: Hint?
    /// The help panel's sections when it is shown.
    var help: [HelpSection]?
    var helpPage: Int
    var showsStatistics: Bool
    var isInspecting: Bool
    var editorOpen: Bool
    var galleryOpen: Bool
    /// Pixels per point (the statistics panel says it).
    var scale: Double

    /// Whether some of the controls change every frame while shown: then they are built every frame.
    var hasLivePanels: Bool { editorOpen || (help == nil && (showsStatistics || isInspecting)) }
}

/// The start and end of the timeline, in seconds of scene time.
struct TimelineRange: Equatable {
    var start: Double
    var end: Double
}

/// The controls whose values change from frame to frame, read from the app each time they are built.
struct LivePanels {
    /// The frame statistics' lines (F), if shown.
    var statistics: [String]?
    /// The inspected layer's lines (L and a click), if any.
    var inspector: [String]?
    /// The curve editor's panel and its preset gallery, when open.
    var editor: [Layer] = []
}

extension PlaygroundApp {
    /// What the controls show now.
    var chromeState: ChromeState {
        ChromeState(
            layout: layout, sceneSpec: sceneSpec, status: scene.status, isPaused: clock.isPaused, speed: clock.speed,
            timelineRange: timelineRange, banner: banner.map { ChromeState.Banner(text: $0.text, isWarning: $0.isWarning) },
            notice: overlays.notice, fileTabs: visibleFileTabs, openPrompt: overlays.openPrompt,
            recordingPercent: recording.map { Int($0.progress * 100) },
            hint: overlays.hint.map { ChromeState.Hint(text: $0.text, opacity: hintOpacity) },
            help: overlays.showsHelp ? helpSections : nil, helpPage: overlays.helpPage, showsStatistics: overlays.showsStatistics, isInspecting: overlays.inspectedPath != nil,
            editorOpen: editor.isOpen, galleryOpen: editor.isOpen && editor.galleryOpen, scale: scale)
    }

    /// The panels that change every frame, for the state's live parts.
    func livePanels(for state: ChromeState) -> LivePanels {
        var panels = LivePanels()
        if state.showsStatistics && state.help == nil {
            let s = statistics
            panels.statistics = [
                // The frame of scene time at 60 per second: what ← and → step through while paused.
                String(format: "%.1f fps   frame %d", s.framesPerSecond, Int(min(max(time * 60 + 1e-6, 0), 1e15).rounded(.down))),
                String(format: "render %.2f ms   present %.2f ms", s.renderMilliseconds, s.presentMilliseconds),
                "\(s.layerCount) layers   \(NumberText.decimal(state.scale))× pixels",
            ]
        }
        if state.isInspecting && state.help == nil { panels.inspector = inspectorLines }
        if state.editorOpen { panels.editor.append(CurveEditorPanel.layer(for: self)) }
        if state.galleryOpen { panels.editor.append(PresetGallery.layer(for: self)) }
        return panels
    }
}
