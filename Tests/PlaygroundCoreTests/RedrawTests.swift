import LayerKit
import Scenes
import Testing

@_spi(App) @testable import PlaygroundCore

/// Whether the window draws is derived from what it shows (`FrameState`), and the controls are built again only when
/// their `ChromeState` changes.
@Suite("Redraw")
struct RedrawTests {
    /// The idle drip button, paused, with a frame drawn: nothing to draw until something that shows changes.
    func stillApp() throws -> PlaygroundApp {
        let app = try makeTestApp("drip")
        app.handle(.key(.space, []))
        app.update(realSeconds: 0.1)
        app.overlays.hint = nil
        app.didRedraw()
        return app
    }

    @Test func eachChangeToWhatShowsAsksForAFrameAndOnlyOne() throws {
        let app = try stillApp()
        #expect(!app.wantsRedraw)
        let changes: [(String, InputEvent)] = [
            ("help", .key(.character("h"), [])), ("help closed", .key(.character("h"), [])), ("statistics", .key(.character("f"), [])),
            ("outlines", .key(.character("l"), [])), ("outlines off", .key(.character("l"), [])), ("speed", .key(.character("s"), [])),
            ("playing", .key(.space, [])), ("paused", .key(.space, [])), ("editor", .key(.character("e"), [])),
            ("resized", .resize(Size(width: 1100, height: 700), scale: 1)), ("exposed", .exposed),
            ("a step back", .key(.left, [])),
        ]
        for (what, event) in changes {
            app.handle(event)
            #expect(app.wantsRedraw, "\(what): no frame asked for")
            app.didRedraw()
            #expect(!app.wantsRedraw, "\(what): frames asked for after one was drawn")
        }
        // Closing the editor, the scene is built again for the viewport a moment later: a frame for each.
        app.handle(.key(.escape, []))
        #expect(!app.editor.isOpen && app.wantsRedraw)
        app.didRedraw()
        app.update(realSeconds: PlaygroundApp.viewportSettlingSeconds + 0.01)
        app.didRedraw()
        #expect(!app.wantsRedraw)
        // A click on the button reaches the scene: its download starts (a frame), and it moves while playing.
        let drip = try #require(app.scene as? DripScene)
        let placement = app.layout.scenePlacement(sceneSize: drip.size)
        let press = Point(placement.origin.x + drip.buttonCenter.x * placement.scale, placement.origin.y + drip.buttonCenter.y * placement.scale)
        app.handle(.mouseDown(press))
        app.handle(.mouseUp(press))
        #expect(drip.state == .downloading && app.wantsRedraw)
    }

    @Test func movingThePointerOrClickingNothingDrawsNothing() throws {
        let app = try stillApp()
        app.handle(.mouseMove(Point(20, 300)))
        app.handle(.mouseMove(Point(600, 120)))
        #expect(!app.wantsRedraw)
        // The empty end of the scene bar: nothing there.
        let bar = app.layout.sceneBar
        app.handle(.mouseDown(Point(bar.maxX - 5, bar.midY)))
        app.handle(.mouseUp(Point(bar.maxX - 5, bar.midY)))
        #expect(!app.wantsRedraw)
    }

    @Test func aNoticeAsksForFramesUntilItGoes() throws {
        let app = try stillApp()
        app.show(notice: "saved", seconds: 1)
        #expect(app.wantsRedraw)
        app.didRedraw()
        app.update(realSeconds: 1.01)
        #expect(app.overlays.notice == nil && app.wantsRedraw, "the notice's going is a frame")
        app.didRedraw()
        #expect(!app.wantsRedraw)
    }

    @Test func theEditorsEditsAndMessagesAreFrames() throws {
        let app = try makeTestApp("ripple")
        app.handle(.key(.space, []))
        app.setEditorOpen(true)
        app.update(realSeconds: PlaygroundApp.viewportSettlingSeconds + 0.01)
        app.overlays.hint = nil
        app.didRedraw()
        #expect(!app.wantsRedraw)
        let before = app.editor.appearance
        app.handle(.key(.up, []))
        #expect(app.editor.appearance != before && app.wantsRedraw, "a nudge re-times the scene")
        app.didRedraw()
        app.handle(.key(.character("z"), .control))
        #expect(app.editor.message != nil && app.wantsRedraw, "undone, and said")
        app.didRedraw()
        // The message goes after five seconds: that is a frame too.
        app.update(realSeconds: PlaygroundApp.editorMessageSeconds + 0.1)
        #expect(app.editor.message == nil && app.wantsRedraw)
    }

    @Test func theControlsAreBuiltAgainOnlyWhenWhatTheyShowChanges() throws {
        let app = try stillApp()
        let view = ChromeView()
        let first = view.tree(for: app)
        #expect(view.tree(for: app) === first, "same state: the same layers")
        app.update(realSeconds: 0.5)
        #expect(view.tree(for: app) === first, "paused time passing: the same layers")
        app.handle(.key(.right, []))
        #expect(view.tree(for: app) === first, "a step: the knob and digits move in place")
        app.handle(.key(.character("h"), []))
        let withHelp = view.tree(for: app)
        #expect(withHelp !== first && withHelp.rootLayer.sublayer(named: "help") != nil)
        app.handle(.key(.character("h"), []))
        #expect(view.tree(for: app).rootLayer.sublayer(named: "help") == nil)
        // With a live panel (the statistics) they are built every frame.
        app.handle(.key(.character("f"), []))
        let live = view.tree(for: app)
        #expect(view.tree(for: app) !== live && live.rootLayer.sublayer(named: "statistics") != nil)
    }

    /// Every stored property of the app and of the editor is either part of what a frame shows or said not to be: a
    /// new one fails here until it is placed.
    @Test func everyStoredPropertyIsPlaced() throws {
        let app = try makeTestApp("drip")
        let shown: Set<String> = [
            "session", "clock", "layout", "scale", "loadError", "overlays", "statistics", "editor", "timeline", "recentFiles", "recording",
        ]
        // The scene is built from the settings (a new scene shows); the cursor is the shell's; the rest are jobs and records.
        let notShown: Set<String> = [
            "settings", "pointer", "recentlyUsedFiles", "settingsStore", "dialogMailbox", "isDialogOpen", "textOfNamingKey", "realTime",
            "viewportSettles", "editorMessageSeen", "editorMessageExpiry", "nextSettingsCheck", "windowPosition", "fileModified",
            "nextFileCheck", "compiling", "compileMailbox", "drawnState", "renderedState", "hostsScripts", "environment",
        ]
        #expect(Self.storedProperties(of: app) == shown.union(notShown))
        // The overlays: all show but when the notice goes.
        let overlays = Self.storedProperties(of: app.overlays)
        let chrome = Self.storedProperties(of: app.chromeState)
        #expect(overlays.subtracting(["noticeExpiry", "inspectedPath", "showsOutlines", "showsHelp"]).isSubset(of: chrome))
        // The editor's: in its appearance by name (a drag and the kept presets in their own form), or kept for undo,
        // caches, and a counter.
        let editor = Self.storedProperties(of: app.editor)
        let appearance = Self.storedProperties(of: app.editor.appearance)
        let editorNotShown: Set<String> = [
            "originals", "undoStack", "redoStack", "dragStart", "springDrag", "curveFit", "springFit", "settlingMemo", "messageNumber",
        ]
        let shownOtherwise: Set<String> = ["dragStart", "springDrag", "store"]
        #expect(editor.subtracting(editorNotShown).subtracting(shownOtherwise) == appearance.subtracting(["isDragging", "keptPresets", "keptSprings"]))
    }

    static func storedProperties(of value: Any) -> Set<String> {
        Set(Mirror(reflecting: value).children.compactMap(\.label))
    }
}
