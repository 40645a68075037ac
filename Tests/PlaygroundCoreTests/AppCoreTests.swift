import FileOutput
import Foundation
@testable import LayerKit
import PlaygroundTestSupport
import Raster
import Scenes
import Testing

@_spi(App) @testable import PlaygroundCore

/// The app core driven by synthetic events and a synthetic clock.
@Suite("App core")
struct AppCoreTests {
    func makeApp(_ scene: String = "splash") throws -> PlaygroundApp {
        try PlaygroundApp(sceneSpec: scene, windowSize: Size(width: 1280, height: 800), scale: 1, settings: SceneSettings(pixelScale: 1))
    }

    func key(_ c: String, _ modifiers: Modifiers = []) -> InputEvent { .key(.character(c), modifiers) }

    /// Lets real time pass (10 ms steps, at most 10 s) until a background reload has been taken over.
    func waitForReload(_ app: PlaygroundApp) {
        var waited = 0.0
        while app.isReloading && waited < 10 {
            Thread.sleep(forTimeInterval: 0.01)
            waited += 0.01
            app.update(realSeconds: 0)
        }
    }

    /// A scene file whose emitters together exceed a frame's particles is drawn within the budget, and the window says so.
    @Test func tooManyParticlesAreCappedAndSaid() throws {
        let folder = try ScratchFolder.named("particles")
        let dot = PixelBuffer(width: 2, height: 2)
        dot.fill(0xFFFF_FFFF)
        try dot.writePNG(to: folder + "/dot.png")
        let cell = #"{"birthRate": 5000, "lifetime": 100, "velocity": 20, "emissionRange": 6.28, "contents": "dot.png"}"#
        let emitters = (0..<40).map { #"{"type": "emitter", "bounds": [0, 0, 10, 10], "position": [\#($0 * 30), 100], "emitterCells": [\#(cell)]}"# }
        let file = folder + "/many.json"
        try #"{"size": [1280, 400], "layers": [\#(emitters.joined(separator: ", "))]}"#.write(toFile: file, atomically: true, encoding: .utf8)
        let app = try makeApp(file)
        let composer = FrameComposer(threads: 1)
        let frame = PixelBuffer(width: 1280, height: 800)
        // 40 emitters of 5,000 a second: about 10,000 particles after 0.05 s, within a frame's 20,000; 400,000 at 2 s.
        app.update(realSeconds: 0.05)
        composer.render(app, into: frame.target)
        #expect(app.banner == nil)
        app.update(realSeconds: 2)
        composer.render(app, into: frame.target)
        #expect(app.banner?.isWarning == true && app.banner?.text == LayerRenderer.particlesCappedWarning)
    }

    @Test func playbackPausesStepsAndSlowsDown() throws {
        let app = try makeApp()
        app.update(realSeconds: 0.5)
        #expect(app.time == 0.5)
        app.handle(.key(.space, []))
        app.update(realSeconds: 1)
        #expect(app.time == 0.5 && app.clock.isPaused)
        app.handle(.key(.right, []))
        #expect(abs(app.time - (0.5 + 1.0 / 60)) < 1e-12)
        app.handle(.key(.left, []))
        app.handle(.key(.left, []))
        #expect(abs(app.time - (0.5 - 1.0 / 60)) < 1e-12)
        app.handle(.key(.space, []))
        for expected in [0.5, 0.25, 0.1, 1.0] {
            app.handle(key("s"))
            #expect(app.clock.speed == expected)
        }
        app.handle(key("s"))
        let before = app.time
        app.update(realSeconds: 1)
        #expect(abs(app.time - before - 0.5) < 1e-12)
    }

    @Test func numberKeysAndTheSceneBarSwitchScenes() throws {
        let app = try makeApp()
        for (index, name) in SceneCatalog.names.enumerated() {
            app.handle(key("\(index + 1)"))
            #expect(app.sceneSpec == name && app.scene.title == name && app.time == 0)
        }
        let button = app.layout.sceneButton(1)
        app.handle(.mouseDown(button.center))
        app.handle(.mouseUp(button.center))
        #expect(app.sceneSpec == "ripple")
    }

    @Test func xCopiesTheAnimationsUnderThePointerAsSwift() throws {
        let app = try makeApp("ripple")
        app.update(realSeconds: 0.2)
        // Over the rings of the border-only ripple: the front ring's animations, as a function adding them to a layer.
        let ripple = try #require(app.scene.tree.rootLayer.sublayer(named: "ringRipple"))
        let placement = app.layout.scenePlacement(sceneSize: app.scene.size)
        let inScene = Point(ripple.position.x + 50, ripple.position.y)
        app.handle(.mouseMove(Point(placement.origin.x + inScene.x * placement.scale, placement.origin.y + inScene.y * placement.scale)))
        guard case .copy(let code)? = app.handle(key("x")) else {
            Issue.record("X should copy")
            return
        }
        #expect(code.hasPrefix("// The animations of the layer layer \"pulsingLayer2\""))
        #expect(code.contains("func addPulsingLayer2Animations(to layer: CALayer) {"))
        #expect(app.overlays.notice == "copied the animations of pulsingLayer2 as Core Animation Swift")
        #expect(code.contains("CAAnimationGroup()") && code.contains("layer.add(group, forKey: \"plulsing\")"))
        // Over nothing animated: the whole scene.
        app.handle(.mouseMove(Point(2, WindowLayout.barHeight + 2)))
        guard case .copy(let scene)? = app.handle(key("x")) else {
            Issue.record("X should copy")
            return
        }
        #expect(scene.contains("func makeScene(root: CALayer)") && app.overlays.notice?.contains("scene") == true)
    }

    @Test func theTimelineShowsOneLoopOfALoopingSceneWithLabels() throws {
        let app = try makeApp("worm")
        #expect(app.loopPeriod == 2.4)
        app.update(realSeconds: 5.0)
        // The third loop: 4.8 ... 7.2 s; the knob's time maps into it.
        #expect(app.timelineRange.start == 4.8 && abs(app.timelineRange.end - 7.2) < 1e-12)
        let track = app.layout.track
        #expect(abs(app.timelineTime(at: track.midX) - 6.0) < 1e-9)
        // Scrubbing keeps the range still under the pointer, even across the loop's end.
        app.handle(.mouseDown(Point(track.maxX - 1, track.midY)))
        app.handle(.mouseMove(Point(track.maxX, track.midY)))
        #expect(app.timelineRange.start == 4.8)
        app.handle(.mouseUp(Point(track.maxX, track.midY)))
        app.handle(key("g"))
        #expect(app.timelineRange == TimelineRange(start: 0, end: 10) && app.overlays.notice == "timeline: all time")
        // Labels under the track, at a round step.
        let timeline = ChromeView().tree(for: app).rootLayer.sublayer(named: "timeline")
        let labels = timeline?.sublayers?.compactMap { ($0 as? TextLayer)?.string } ?? []
        #expect(["0", "1", "2", "5", "10"].allSatisfy(labels.contains) || ["0", "2", "4", "6", "8", "10"].allSatisfy(labels.contains), "\(labels)")
        // The drip does not loop: all time.
        app.handle(key("4"))
        #expect(app.loopPeriod == nil && app.timelineRange.start == 0)
    }

    @Test func screenshotsNeverOverwriteAndFallBackToAWritableFolder() throws {
        let base = NSTemporaryDirectory() + "capture-\(getpid())-\(UUID().uuidString)"
        let pictures = base + "/Pictures"
        try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: base) }
        // user-dirs.dirs names the pictures folder the desktop way.
        try FileManager.default.createDirectory(atPath: base + "/config", withIntermediateDirectories: true)
        try "XDG_PICTURES_DIR=\"$HOME/Pictures\"\n".write(toFile: base + "/config/user-dirs.dirs", atomically: true, encoding: .utf8)
        let environment = ["HOME": base, "XDG_CONFIG_HOME": base + "/config"]
        #expect(CaptureFolder.candidates(environment: environment).first == pictures)
        // Three shots in the same second get three names.
        let paths = try (0..<3).map { _ in try CaptureFolder.write(Data([1]), stem: "playground-x", extension: "png", environment: environment) }
        #expect(paths == [pictures + "/playground-x.png", pictures + "/playground-x-2.png", pictures + "/playground-x-3.png"])
        // A folder that cannot be written to, even by root (/proc), is passed over for the next one.
        let path = try CaptureFolder.write(Data([1]), stem: "shot-\(UUID().uuidString)", extension: "png", environment: ["XDG_PICTURES_DIR": "/proc", "HOME": base])
        #expect(!path.hasPrefix("/proc/") && FileManager.default.fileExists(atPath: path))
        try? FileManager.default.removeItem(atPath: path)
    }

    @Test func withOutlinesOnAClickInspectsTheLayerLive() throws {
        let app = try makeApp("ripple")
        app.update(realSeconds: 0.5)
        app.handle(key("l"))
        let ripple = try #require(app.scene.tree.rootLayer.sublayer(named: "ringRipple"))
        let placement = app.layout.scenePlacement(sceneSize: app.scene.size)
        let point = Point(placement.origin.x + (ripple.position.x + 50) * placement.scale, placement.origin.y + ripple.position.y * placement.scale)
        app.handle(.mouseDown(point))
        app.handle(.mouseUp(point))
        // The click went to the inspector, not the scene (which would drop a pulse).
        #expect(app.session.actions.isEmpty)
        let layer = try #require(app.inspectedLayer)
        #expect(layer.name == "pulsingLayer2")
        let lines = try #require(app.inspectorLines)
        #expect(lines[0] == "pulsingLayer2 · layer layer")
        let scale = app.scene.tree.presentationProperties(of: layer).transform.m11
        #expect(lines.contains { $0.hasPrefix("plulsing: transform.scale = \(NumberText.decimal(scale, places: 3))") }, "\(lines)")
        // Live: later (this ring starts pulsing at 2 s), other values; scrubbing back rebuilds the scene and the pick
        // stays on the same layer.
        app.update(realSeconds: 2)
        #expect(app.inspectorLines != lines)
        app.seek(to: 0.2)
        #expect(app.inspectedLayer?.name == "pulsingLayer2" && app.inspectedLayer !== layer)
        // The selected curve's users are outlined: the ripple's slot is used by all nine rings.
        app.handle(key("e"))
        let slot = try #require(app.editor.selectedFunction(in: app.scene))
        #expect(app.scene.tree.layers(using: slot.function).count == 9)
        app.handle(key("e"))
        app.handle(key("l"))
        #expect(app.inspectedLayer == nil)
    }

    @Test func overlaysToggleAndKeysQuit() throws {
        let app = try makeApp()
        app.handle(key("f")); app.handle(key("l")); app.handle(key("h"))
        #expect(app.overlays.showsStatistics && app.overlays.showsOutlines && app.overlays.showsHelp)
        #expect(app.handle(.key(.escape, [])) == nil && !app.overlays.showsHelp)
        app.handle(key("?"))
        #expect(app.overlays.showsHelp)
        #expect(app.handle(key("q", .control)) == .quit)
        #expect(app.handle(.quit) == .quit)
        if case .screenshot(let stem, let withControls)? = app.handle(.key(.f12, [])) {
            #expect(stem.hasPrefix("playground-") && withControls)
        } else {
            Issue.record("F12 should ask for a screenshot")
        }
        if case .screenshot(let stem, let withControls)? = app.handle(key("s", [.control, .shift])) {
            #expect(stem.hasSuffix("-scene") && !withControls)
        } else {
            Issue.record("Ctrl+Shift+S should ask for a screenshot of the scene alone")
        }
    }

    @Test func scrubbingLandsOnTheDraggedTimeAndReplaysActions() throws {
        let app = try makeApp("drip")
        let drip = try #require(app.scene as? DripScene)
        let button = app.layout.scenePlacement(sceneSize: app.scene.size)
        let center = Point(button.origin.x + drip.buttonCenter.x * button.scale, button.origin.y + drip.buttonCenter.y * button.scale)
        app.update(realSeconds: 1)
        app.handle(.mouseDown(center)); app.handle(.mouseUp(center))
        #expect((app.scene as? DripScene)?.state == .downloading)
        app.update(realSeconds: 3)
        // Drag the timeline back to 2.5 s: the scene is rebuilt and the click (at 1 s) replayed.
        let track = app.layout.track
        let x = track.minX + track.width * 2.5 / app.timeline.end
        app.handle(.mouseDown(Point(x, track.midY)))
        #expect(app.timeline.isScrubbing && abs(app.time - 2.5) < 1e-9)
        let scrubbed = try #require(app.scene as? DripScene)
        #expect(scrubbed.state == .downloading)
        #expect(abs(scrubbed.progress - 90.0 / 60 / 6.18) < 1e-9)
        let later = track.minX + track.width * 0.5 / app.timeline.end
        app.handle(.mouseMove(Point(later, track.midY)))
        #expect(abs(app.time - 0.5) < 1e-9 && (app.scene as? DripScene)?.state == .idle)
        app.handle(.mouseUp(Point(later, track.midY)))
        #expect(!app.timeline.isScrubbing && !app.clock.isPaused)
    }

    @Test func clicksReachTheSceneOnlyInsideTheButtonShape() throws {
        let app = try makeApp("drip")
        let drip = try #require(app.scene as? DripScene)
        let placement = app.layout.scenePlacement(sceneSize: app.scene.size)
        func window(_ p: Point) -> Point { Point(placement.origin.x + p.x * placement.scale, placement.origin.y + p.y * placement.scale) }
        // Inside the button's square bounds, outside its circle: nothing.
        let corner = window(drip.buttonCenter + Point(68, 68))
        app.handle(.mouseDown(corner)); app.handle(.mouseUp(corner))
        #expect(drip.state == .idle)
        app.handle(.mouseMove(corner))
        #expect(app.pointer.cursor == .arrow)
        let inside = window(drip.buttonCenter + Point(40, 40))
        app.handle(.mouseMove(inside))
        #expect(app.pointer.cursor == .hand)
        app.handle(.mouseDown(inside)); app.handle(.mouseUp(inside))
        #expect(drip.state == .downloading)
    }

    @Test func restartAndRedrawPolicy() throws {
        let app = try makeApp("drip")
        app.update(realSeconds: 2)
        app.handle(key("r"))
        #expect(app.time == 0)
        app.didRedraw()
        // The idle drip button has nothing moving: no redraw needed.
        app.update(realSeconds: 0.1)
        #expect(!app.wantsRedraw)
        app.handle(.key(.space, []))
        #expect(app.wantsRedraw)
    }

    @Test func aBrokenSceneFileIsReportedWhileTheLastGoodOneRuns() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("playground-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("scene.json")
        try Data(#"{"size": [200, 100], "layers": [{"name": "box", "frame": [0, 0, 50, 50], "opacity": 0.5}]}"#.utf8).write(to: file)
        let app = try makeApp(file.path)
        #expect(app.scene.title == "scene.json" && app.loadError == nil)
        try Data(#"{"size": [200, 100], "layers": [{"name": "box", "opacity": "lots"}]}"#.utf8).write(to: file)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: file.path)
        // The new version is read in the background: the window keeps playing meanwhile (a file this small may be read
        // before the same update looks for it).
        app.update(realSeconds: 0.6)
        #expect(app.isReloading || app.loadError != nil)
        waitForReload(app)
        #expect(app.loadError?.contains("scene.json:1:") == true && app.loadError?.contains("layers[0].opacity") == true)
        #expect(app.scene.tree.rootLayer.sublayer(named: "box") != nil)
        try Data(#"{"size": [200, 100], "layers": [{"name": "box2", "frame": [0, 0, 50, 50]}]}"#.utf8).write(to: file)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(10)], ofItemAtPath: file.path)
        app.update(realSeconds: 0.6)
        waitForReload(app)
        #expect(app.loadError == nil && app.scene.tree.rootLayer.sublayer(named: "box2") != nil)
    }

    @Test func framesRenderWithChromeAndOutlines() throws {
        let app = try makeApp("worm")
        app.handle(key("f")); app.handle(key("l")); app.handle(key("h"))
        app.update(realSeconds: 0.5)
        let frame = PixelBuffer(width: 1280, height: 800)
        let result = FrameComposer(threads: 2).render(app, into: frame.target)
        #expect(result.layers > 10)
        // The scene bar's first button is drawn in its colour at its place.
        let p = app.layout.sceneButton(0).origin + Point(4, 4)
        #expect(frame.pixel(x: Int(p.x), y: Int(p.y)) != frame.pixel(x: 5, y: 400))
    }

    /// A window large enough for the splash's grid to be evaluated and recorded on two cores draws the frame one core
    /// draws.
    @Test func theWindowsFrameOnTwoCoresIsTheFrameOnOne() throws {
        let app = try PlaygroundApp(
            sceneSpec: "splash", windowSize: Size(width: 2560, height: 1440), scale: 0.5, settings: SceneSettings(pixelScale: 0.5))
        app.update(realSeconds: 1.2)
        let one = PixelBuffer(width: 1280, height: 720), two = PixelBuffer(width: 1280, height: 720)
        FrameComposer(threads: 1).render(app, into: one.target)
        let composer = FrameComposer(threads: 2)
        composer.render(app, into: two.target)
        #expect(composer.sceneRenderer.fork != nil && composer.sceneRenderer.presentation.split != nil)
        #expect(zip(one.pixelArray, two.pixelArray).filter { $0 != $1 }.count == 0)
    }
}

@Suite("The status line keeps up")
struct StatusLineTests {
    /// The drip's percentage in the scene bar is the one its button shows, every frame of a download.
    @Test func theDripsStatusMatchesItsButtonEveryFrame() throws {
        let app = try PlaygroundApp(
            sceneSpec: "drip", windowSize: Size(width: 1280, height: 800), scale: 1, settings: SceneSettings(pixelScale: 1))
        let drip = try #require(app.scene as? DripScene)
        let placement = app.layout.scenePlacement(sceneSize: app.scene.size)
        let center = Point(placement.origin.x + drip.buttonCenter.x * placement.scale, placement.origin.y + drip.buttonCenter.y * placement.scale)
        app.update(realSeconds: 0.5)
        app.handle(.mouseDown(center)); app.handle(.mouseUp(center))
        let view = ChromeView()
        for _ in 0..<120 {
            app.update(realSeconds: 1.0 / 60)
            let tree = view.tree(for: app)
            let shown = (tree.rootLayer.sublayer(named: "sceneStatus") as? TextLayer)?.string ?? ""
            let percent = Int(((app.scene as? DripScene)?.progress ?? 0) * 100)
            #expect(shown.contains("\(percent) %"), "status \"\(shown)\" at \(percent) %")
        }
    }
}
