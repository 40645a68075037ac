import Foundation
import LayerKit
import Scenes
import Testing

@_spi(App) @testable import PlaygroundCore

/// Files in (a dropped file, Ctrl+O, the scene bar's recent files) and what the window remembers.
@Suite("Files and settings", .serialized)
struct FilesAndSettingsTests {
    static let folder = scriptTestFolder("files-settings")

    func write(_ name: String, _ text: String) throws -> String {
        try writeTestFile(text, named: name, in: Self.folder)
    }

    func sceneFile(_ name: String, color: String = "#336699") throws -> String {
        try write(
            name,
            """
            {"size": [200, 100], "layers": [{"name": "box", "bounds": [0, 0, 50, 50], "position": [100, 50], "backgroundColor": "\(color)"}]}
            """)
    }

    /// Lets real time pass (0.05 s steps, at most `limit` seconds) until `done` holds.
    func pump(_ app: PlaygroundApp, limit: Double, until done: () -> Bool) {
        var waited = 0.0
        while !done() && waited < limit {
            Thread.sleep(forTimeInterval: 0.05)
            waited += 0.05
            app.update(realSeconds: 0.05)
        }
    }

    /// An app on `scene`, reading the process's environment with `variables` set (the process's own environment is
    /// never changed: other tests read it at the same time).
    func makeApp(
        _ scene: String = "ripple", store: SettingsStore? = nil, variables: [String: String] = [:]
    ) throws -> PlaygroundApp {
        try PlaygroundApp(
            sceneSpec: scene, windowSize: Size(width: 1280, height: 800), scale: 1, settings: SceneSettings(pixelScale: 1),
            presets: UserPresetStore(path: Self.folder + "/curves.json"), settingsStore: store,
            environment: ProcessInfo.processInfo.environment.merging(variables) { $1 })
    }

    @Test func aDroppedFileOpensAndStaysInTheSceneBar() throws {
        let first = try sceneFile("first.json"), second = try sceneFile("second.json", color: "#aa0000")
        let app = try makeApp()
        app.handle(.drop(first))
        #expect(app.sceneSpec == first && app.windowTitle == "Animation Playground — first.json")
        app.handle(.drop(second))
        // A new file takes the next tab; the others keep their numbers.
        #expect(app.recentFiles == [first, second])
        // Switching to a built-in scene keeps the files' tabs; a click on a tab (or its number) goes back.
        app.handle(.key(.character("2"), []))
        #expect(app.sceneSpec == "ripple" && app.recentFiles == [first, second])
        let tab = app.layout.fileTab(1)
        app.handle(.mouseDown(Point(tab.midX, tab.midY)))
        #expect(app.sceneSpec == second)
        app.handle(.key(.character("5"), []))
        #expect(app.sceneSpec == first)
        #expect(app.recentFiles == [first, second])
        // Not a scene, or not there: a notice, and the scene keeps running.
        app.handle(.drop(Self.folder + "/curves.txt"))
        #expect(app.sceneSpec == first && app.overlays.notice?.hasPrefix("no such file") == true)
        let text = try write("notes.txt", "hello")
        app.handle(.drop(text))
        #expect(app.sceneSpec == first && app.overlays.notice?.hasPrefix("not a scene") == true)
    }

    @Test func aDroppedScriptCompilesWhileTheSceneKeepsPlaying() throws {
        let script = try write(
            "dropped.swift",
            """
            import UIKit
            func makeScene(root: UIView) {
                let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                dot.layer.name = "dot"
                root.addSubview(dot)
            }
            """)
        let app = try makeApp()
        app.handle(.drop(script))
        #expect(app.isReloading && app.sceneSpec == "ripple")
        pump(app, limit: 60) { !app.isReloading }
        #expect(app.sceneSpec == script && app.display.path(ofLayerNamed: "dot") != nil)
    }

    @Test func ctrlOWithoutADialogTakesATypedPath() throws {
        let file = try sceneFile("typed.json")
        let app = try makeApp(variables: ["PLAYGROUND_FILE_DIALOG": "none"])
        app.handle(.key(.character("o"), [.control]))
        #expect(app.overlays.openPrompt == "")
        // Keys that mean something else (here 1 and E) only type while the prompt is up.
        app.handle(.key(.character("1"), []))
        app.handle(.text(file))
        #expect(app.overlays.openPrompt == file && app.sceneSpec == "ripple" && !app.editor.isOpen)
        app.handle(.key(.backspace, []))
        app.handle(.text("n"))
        app.handle(.key(.enter, []))
        #expect(app.overlays.openPrompt == nil && app.sceneSpec == file)
        app.handle(.key(.character("o"), [.control]))
        app.handle(.key(.escape, []))
        #expect(app.overlays.openPrompt == nil && app.sceneSpec == file)
    }

    @Test func ctrlOAsksTheDialogProgram() throws {
        let file = try sceneFile("chosen.json")
        let dialog = try write("dialog.sh", "#!/bin/sh\necho '\(file)'\n")
        chmod(dialog, 0o755)
        let app = try makeApp(variables: ["PLAYGROUND_FILE_DIALOG": dialog])
        app.handle(.key(.character("o"), [.control]))
        pump(app, limit: 10) { app.sceneSpec == file }
        #expect(app.sceneSpec == file)
    }

    @Test func settingsRoundTripAndTheHintShowsOnce() throws {
        let path = Self.folder + "/settings-\(UUID().uuidString).json"
        let file = try sceneFile("remembered.json")
        let first = SettingsStore(path: path)
        #expect(first.isFirstStart)
        let app = try makeApp(store: first)
        #expect(app.overlays.hint != nil && app.hintOpacity == 1)
        app.update(realSeconds: PlaygroundApp.hintSeconds + 0.1)
        #expect(app.overlays.hint == nil)
        app.handle(.drop(file))
        app.handle(.key(.character("s"), []))
        app.handle(.key(.character("f"), []))
        app.handle(.key(.character("e"), []))
        app.saveSettings(windowPosition: (120, 80))
        let again = SettingsStore(path: path)
        #expect(!again.isFirstStart && again.problem == nil)
        let saved = again.settings
        #expect(saved.scene == file && saved.recentFiles == [file] && saved.speed == 0.5 && saved.showsStatistics && saved.editorOpen)
        #expect(saved.windowX == 120 && saved.windowY == 80 && saved.windowSize == Size(width: 1280, height: 800) && saved.hintShown)
        let restored = try makeApp(store: again)
        #expect(restored.overlays.hint == nil && restored.clock.speed == 0.5 && restored.overlays.showsStatistics && restored.editor.isOpen)
        #expect(restored.recentFiles == [file])
    }

    @Test func aCorruptSettingsFileIsKeptAsideAndReported() throws {
        let path = Self.folder + "/settings-\(UUID().uuidString).json"
        try "{ not json".write(toFile: path, atomically: true, encoding: .utf8)
        let store = SettingsStore(path: path)
        #expect(!store.isFirstStart && store.problem?.contains("kept it as \(path).corrupt-") == true)
        #expect(!FileManager.default.fileExists(atPath: path))
        let app = try makeApp(store: store)
        #expect(app.overlays.notice == store.problem)
        app.saveSettings(windowPosition: nil)
        #expect(SettingsStore(path: path).problem == nil)
    }

    @Test func ctrlRRecordsTheCurrentLoopIntoThePicturesFolder() throws {
        let pictures = Self.folder + "/Pictures-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
        let app = try PlaygroundApp(
            sceneSpec: "worm", windowSize: Size(width: 320, height: 240), scale: 1, settings: SceneSettings(pixelScale: 1),
            presets: UserPresetStore(path: Self.folder + "/curves.json"),
            environment: ProcessInfo.processInfo.environment.merging(["XDG_PICTURES_DIR": pictures]) { $1 })
        app.update(realSeconds: 3)
        // The worm loops every 2.4 s: at 3 s the current loop is 2.4 ... 4.8 s.
        #expect(app.recordingSpan.start == 2.4 && app.recordingSpan.duration == 2.4)
        app.handle(.key(.character("r"), [.control]))
        #expect(app.recordingProgress != nil)
        pump(app, limit: 120) { app.recordingProgress == nil }
        let files = try FileManager.default.contentsOfDirectory(atPath: pictures)
        #expect(files.count == 1 && files[0].hasPrefix("playground-") && files[0].hasSuffix(".gif"), "\(files)")
        #expect(app.overlays.notice == "saved \(pictures)/\(files.first ?? "")")
        let size = (try? FileManager.default.attributesOfItem(atPath: pictures + "/" + (files.first ?? "")))?[.size] as? Int ?? 0
        #expect(size > 1000)
    }
}
