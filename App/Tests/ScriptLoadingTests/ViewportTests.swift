import Foundation
import LayerKit
import Testing

@_spi(App) @testable import PlaygroundCore

@testable import Scenes

/// A script's scene is built at the viewport's size; opening or closing the editor, or resizing the window, builds it
/// again for the new viewport once the size has held for 0.3 s (not at every step of a window being dragged).
@Suite("A script's scene follows the viewport", .serialized)
struct ViewportTests {
    static let folder = scriptTestFolder("viewport-tests")

    @Test func aScriptsSceneIsBuiltAgainForTheViewportOnceItSettles() throws {
        let path = try writeTestFile(
            "import LayerKit\n\nfunc makeScene(root: Layer) {\n    root.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6)\n}\n",
            named: "fills.swift", in: Self.folder)
        let app = try PlaygroundApp(
            sceneSpec: path, windowSize: Size(width: 1280, height: 800), scale: 1, settings: SceneSettings(pixelScale: 1),
            presets: UserPresetStore(path: Self.folder + "/presets.json"))
        let full = app.layout.viewport.size
        #expect(app.scene.size == full)
        app.setEditorOpen(true)
        let narrow = app.layout.viewport.size
        #expect(narrow.width < full.width)
        app.update(realSeconds: 0.1)
        #expect(app.scene.size == full, "not yet: the viewport may still change")
        app.update(realSeconds: 0.25)
        #expect(app.scene.size == narrow)
        app.setEditorOpen(false)
        app.update(realSeconds: 0.35)
        #expect(app.scene.size == full, "closing the editor leaves no bars")
        // A window dragged larger in steps: one rebuild, at the size it ends at.
        for width in stride(from: 1300.0, through: 1500, by: 50) {
            app.handle(.resize(Size(width: width, height: 900), scale: 1))
            app.update(realSeconds: 0.05)
        }
        #expect(app.scene.size == full)
        app.update(realSeconds: 0.3)
        #expect(app.scene.size == app.layout.viewport.size && app.layout.size == Size(width: 1500, height: 900))
    }

    /// A scene built again whose animations are over has nothing moving, yet the window draws until the host's first
    /// frame of it has come (before, it showed an empty scene until the next event).
    @Test func theWindowDrawsUntilARebuiltScenesFirstFrameComes() throws {
        let path = try writeTestFile(
            // Slow to build: the host's first frame comes well after the window first asks for it.
            "import Foundation\nimport LayerKit\n\nfunc makeScene(root: Layer) {\n    usleep(600_000)\n"
                + "    root.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6)\n}\n",
            named: "still.swift", in: Self.folder)
        let app = try PlaygroundApp(
            sceneSpec: path, windowSize: Size(width: 1280, height: 800), scale: 1, settings: SceneSettings(pixelScale: 1),
            presets: UserPresetStore(path: Self.folder + "/presets.json"))
        let composer = FrameComposer(threads: 1)
        let pixels = PixelBuffer(width: 1280, height: 800)
        _ = composer.render(app, into: pixels.target)
        app.update(realSeconds: 0.1)
        _ = composer.render(app, into: pixels.target)
        app.overlays.hint = nil
        app.didRedraw()
        #expect(!app.wantsRedraw, "a still scene with its frame: nothing to draw")
        app.setEditorOpen(true)
        app.update(realSeconds: 0.35)
        #expect(app.scene.size == app.layout.viewport.size)
        var frames = 0
        while app.wantsRedraw && frames < 400 {
            app.didRedraw()
            _ = composer.render(app, into: pixels.target)
            app.update(realSeconds: 0.01)
            frames += 1
        }
        #expect(!app.wantsRedraw && frames < 400)
        // What was drawn last is the rebuilt scene's own frame: its colour fills the viewport.
        let viewport = app.layout.viewport
        let inside = pixels.pixel(x: Int(viewport.midX), y: Int(viewport.midY))
        #expect(inside == Color(red: 0.2, green: 0.4, blue: 0.6).premultipliedARGB, "\(String(inside, radix: 16))")
    }
}
