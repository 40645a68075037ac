import Foundation
import LayerKit
import Raster
import Scenes
import Testing

@_spi(App) @testable import PlaygroundCore

@Suite("Curve editor")
struct CurveEditorTests {
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("curves-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func makeApp(_ scene: String, presets: URL) throws -> PlaygroundApp {
        try PlaygroundApp(
            sceneSpec: scene, windowSize: Size(width: 1280, height: 800), scale: 1,
            settings: SceneSettings(pixelScale: 1), presets: UserPresetStore(path: presets.appendingPathComponent("curves.json").path))
    }

    @Test func editingASlotRetimesItsUsersOnlyAndKeepsTime() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = try makeApp("splash", presets: directory)
        app.update(realSeconds: 0.3)
        let circle = try #require(app.scene.tree.rootLayer.sublayer(named: "circleLayer"))
        let square = try #require(app.scene.tree.rootLayer.sublayer(named: "squareLayer"))
        let strokeBefore = app.scene.tree.presentationProperties(of: circle).strokeEnd
        let squareBefore = app.scene.tree.presentationProperties(of: square)
        app.handle(.key(.character("e"), []))
        #expect(app.editor.isOpen && app.editor.selectedFunction(in: app.scene)?.name == "strokeEndTimingFunction")
        app.editor.set(CurvePoints(0, 0, 1, 1), in: app.scene)
        // Same scene time, same iteration: circleLayer's strokeEnd now follows a linear curve at (0.3 + 2.1) / 2.5.
        #expect(app.time == 0.3)
        let strokeAfter = app.scene.tree.presentationProperties(of: circle).strokeEnd
        #expect(abs(strokeAfter - 2.4 / 2.5) < 1e-9 && strokeAfter != strokeBefore)
        // The square uses other curves: untouched.
        #expect(app.scene.tree.presentationProperties(of: square) == squareBefore)
        // A restart keeps the edit (it is re-applied by slot name).
        app.handle(.key(.character("r"), []))
        #expect(CurvePoints(app.editor.selectedFunction(in: app.scene)!.function) == CurvePoints(0, 0, 1, 1))
    }

    @Test func nudgesAndDragsClampXAndAllowOvershoot() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = try makeApp("ripple", presets: directory)
        app.setEditorOpen(true)
        let function = try #require(app.editor.selectedFunction(in: app.scene)).function
        // Handle 1 starts at (0.25, 0.1): Up raises y by 0.01, Shift+Up by 0.1.
        app.handle(.key(.up, []))
        #expect(abs(function.controlPoints.y1 - 0.11) < 1e-12)
        for _ in 0..<30 { app.handle(.key(.up, [.shift])) }
        #expect(function.controlPoints.y1 == 2)
        for _ in 0..<10 { app.handle(.key(.left, [.shift])) }
        #expect(function.controlPoints.x1 == 0)
        app.handle(.key(.tab, [])); app.handle(.key(.tab, []))
        #expect(app.editor.selectedHandle == 2)
        // Drag handle 2 far outside the square: x clamps to 1, y to −1.
        let geometry = app.editorGeometry
        let handle = geometry.window(Point(function.controlPoints.x2, function.controlPoints.y2))
        app.handle(.mouseDown(handle))
        app.handle(.mouseMove(handle + Point(400, 900)))
        app.handle(.mouseUp(handle + Point(400, 900)))
        #expect(function.controlPoints.x2 == 1 && function.controlPoints.y2 == -1)
        // One drag is one undo step.
        app.handle(.key(.character("z"), [.control]))
        #expect(function.controlPoints.x2 == 0.25 && function.controlPoints.y2 == 1)
        app.handle(.key(.character("z"), [.control, .shift]))
        #expect(function.controlPoints.x2 == 1)
        app.handle(.key(.character("o"), []))
        #expect(CurvePoints(function) == CurvePoints(0.25, 0.1, 0.25, 1))
    }

    @Test func copyAndPasteRoundTripInAllThreeForms() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = try makeApp("worm", presets: directory)
        app.setEditorOpen(true)
        let function = try #require(app.editor.selectedFunction(in: app.scene)).function
        let curve = CurvePoints(0.68, -0.55, 0.265, 1.55)
        app.editor.set(curve, in: app.scene)
        let forms: [(Modifiers, String)] = [
            ([.control], "CAMediaTimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)"),
            ([.control, .shift], "cubic-bezier(0.68, -0.55, 0.265, 1.55)"),
            ([.control, .alt], "TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)"),
        ]
        for (modifiers, expected) in forms {
            #expect(app.handle(.key(.character("c"), modifiers)) == .copy(expected))
            app.editor.set(CurvePoints(0, 0, 1, 1), in: app.scene)
            #expect(app.handle(.key(.character("v"), [.control])) == .paste)
            app.paste(expected)
            #expect(CurvePoints(function) == curve)
        }
        app.paste("0.1 0.2 0.3 0.4")
        #expect(CurvePoints(function) == CurvePoints(0.1, 0.2, 0.3, 0.4))
        app.paste("nonsense")
        #expect(CurvePoints(function) == CurvePoints(0.1, 0.2, 0.3, 0.4))
        #expect(CurveText.parse("cubic-bezier(1.5, 0, 0.5, 1)") == nil)
        // Typing a number into the focused field.
        app.handle(.key(.tab, []))
        for c in "0.75" { app.handle(.key(.character(String(c)), [])) }
        app.handle(.key(.enter, []))
        #expect(function.controlPoints.y1 == 0.75)
    }

    @Test func userPresetsSurviveRestartsCorruptionAndCrashes() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("config/animation-playground/curves.json").path
        let store = UserPresetStore(path: path)
        try store.save(UserPresetStore.Preset(name: "snappy", points: CurvePoints(0.2, 0.9, 0.3, 1)))
        #expect(UserPresetStore(path: path).presets == store.presets)
        // A crash between writing the temporary file and renaming it leaves the old file whole.
        struct Crash: Error {}
        #expect(throws: Crash.self) {
            try store.save(UserPresetStore.Preset(name: "lost", points: CurvePoints(0, 0, 1, 1))) { throw Crash() }
        }
        let reloaded = UserPresetStore(path: path)
        #expect(reloaded.presets.map(\.name) == ["snappy"] && reloaded.problem == nil)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
        #expect(leftovers == ["curves.json"])
        // A corrupt file is kept aside and reported, not overwritten.
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: path))
        let corrupt = UserPresetStore(path: path)
        #expect(corrupt.presets.isEmpty && corrupt.problem?.contains("kept it as") == true)
        let kept = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
        #expect(kept.contains { $0.hasPrefix("curves.json.corrupt-") } && !kept.contains("curves.json"))
        #expect(UserPresetStore.defaultPath(environment: ["XDG_CONFIG_HOME": "/x"]) == "/x/animation-playground/curves.json")
        #expect(UserPresetStore.defaultPath(environment: ["HOME": "/home/u"]) == "/home/u/.config/animation-playground/curves.json")
    }

    @Test func writingBackChangesOnlyTheSlotValues() throws {
        let original = """
            {
              "size": [100, 100],
              "timingFunctions": { "pop": [0.25, 0.1, 0.25, 1.0], "named": "easeIn" },
              "layers": [ { "name": "a", "opacity": 0.5 } ]
            }
            """
        let rewritten = try SceneFileSlotWriter.rewrite(
            original, slots: ["pop": CurvePoints(0.5, -0.25, 0.125, 1.5), "named": CurvePoints(0, 0, 1, 1)])
        #expect(
            rewritten == """
                {
                  "size": [100, 100],
                  "timingFunctions": { "pop": [0.5, -0.25, 0.125, 1.5], "named": [0, 0, 1, 1] },
                  "layers": [ { "name": "a", "opacity": 0.5 } ]
                }
                """)
        // End to end: edit a scene file's slot in the app and write it back.
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("scene.json")
        try Data(original.utf8).write(to: file)
        let app = try makeApp(file.path, presets: directory)
        app.setEditorOpen(true)
        app.handle(.key(.up, []))
        app.handle(.key(.character("w"), []))
        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved.contains(#""pop": [0.25, 0.11, 0.25, 1]"#) && saved.contains(#""layers": [ { "name": "a", "opacity": 0.5 } ]"#))
    }

    @Test func thePreviewFollowsTheProgressOfAnAnimationUsingTheSlot() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = try makeApp("splash", presets: directory)
        app.update(realSeconds: 0.3)
        let slot = try #require(app.scene.tree.timingFunction(named: "strokeEndTimingFunction"))
        // The circle's group loops every 3 s from 2.1 s in; its strokeEnd child (2.5 s long) is (0.3 + 2.1) / 2.5 through.
        let progress = try #require(app.editor.progress(of: slot, in: app.scene))
        #expect(abs(progress - 2.4 / 2.5) < 1e-9)
    }

    @Test func presetsCycleAndIncludeTheUsersOwn() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = try makeApp("drip", presets: directory)
        app.setEditorOpen(true)
        app.handle(.key(.character("k"), []))
        app.handle(.key(.enter, []))
        #expect(app.editor.store.presets.count == 1)
        let function = try #require(app.editor.selectedFunction(in: app.scene)).function
        app.handle(.key(.character("p"), []))
        #expect(app.editor.currentPresetName == "linear" && CurvePoints(function) == CurvePoints(0, 0, 1, 1))
        app.handle(.key(.character("p"), [.shift]))
        #expect(app.editor.currentPresetName?.hasPrefix("★ ") == true)
        #expect(CurvePresets.all.count >= 30)
    }

    @Test func aKeptPresetIsNamedByTyping() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = try makeApp("drip", presets: directory)
        app.setEditorOpen(true)
        let slot = try #require(app.editor.selectedFunction(in: app.scene))
        app.handle(.key(.character("k"), []))
        // SDL follows the K key press with its text, "k": it does not go into the name.
        app.handle(.text("k"))
        #expect(app.editor.naming == "\(slot.name) 1")
        // The field takes every key: the characters come as text (with their case), keys do nothing else.
        for _ in 0..<60 { app.handle(.key(.backspace, [])) }
        #expect(app.editor.naming == "")
        app.handle(.key(.character("p"), []))
        app.handle(.key(.space, []))
        #expect(app.editor.naming == "" && app.editor.currentPresetName == nil && !app.clock.isPaused)
        app.handle(.text("Bouncy Ünïcode"))
        app.handle(.text("\nin"))
        app.handle(.key(.backspace, []))
        #expect(app.editor.naming == "Bouncy Ünïcodei")
        app.handle(.key(.enter, []))
        #expect(app.editor.naming == nil)
        #expect(app.editor.store.presets.map(\.name) == ["Bouncy Ünïcodei"])
        #expect(app.editor.store.presets[0].points == CurvePoints(slot.function))
        // Saved for the next start, and found again by name.
        #expect(UserPresetStore(path: app.editor.store.path).presets.map(\.name) == ["Bouncy Ünïcodei"])
        #expect(app.editor.presets.contains { $0.name == "★ Bouncy Ünïcodei" })

        // Escape cancels; an empty name keeps nothing; the same name replaces the preset.
        app.handle(.key(.character("k"), []))
        app.handle(.key(.escape, []))
        #expect(app.editor.naming == nil && app.editor.isOpen)
        app.handle(.key(.character("k"), []))
        for _ in 0..<60 { app.handle(.key(.backspace, [])) }
        app.handle(.text("   "))
        app.handle(.key(.enter, []))
        #expect(app.editor.store.presets.count == 1 && app.editor.message == "a preset needs a name")
        app.handle(.key(.up, []))
        app.handle(.key(.character("k"), []))
        for _ in 0..<60 { app.handle(.key(.backspace, [])) }
        app.handle(.text("Bouncy Ünïcodei"))
        app.handle(.key(.enter, []))
        #expect(app.editor.store.presets.count == 1)
        #expect(app.editor.store.presets[0].points == CurvePoints(try #require(app.editor.selectedFunction(in: app.scene)).function))
        // Names stop at 40 characters.
        app.handle(.key(.character("k"), []))
        app.handle(.text(String(repeating: "x", count: 60)))
        #expect(app.editor.naming?.count == 40)
    }
}

@Suite("Curve editor messages")
struct CurveEditorMessageTests {
    func makeApp(_ scene: String) throws -> PlaygroundApp { try makeTestApp(scene) }

    @Test func aTypedValueOutsideItsRangeIsSetToTheEndAndSaysSo() throws {
        let app = try makeApp("ripple")
        app.setEditorOpen(true)
        app.handle(.key(.tab, []))
        app.handle(.key(.tab, []))
        #expect(app.editor.focusedField == 2)
        for character in "1.7" { app.handle(.key(.character(String(character)), [])) }
        app.handle(.key(.enter, []))
        let function = try #require(app.editor.selectedFunction(in: app.scene)).function
        #expect(function.controlPoints.x2 == 1)
        #expect(app.editor.message == "x2 = 1.7 is outside 0 to 1: set to 1.000")
        // Within range: no message of its own.
        app.editor.clearMessage()
        app.editor.focus(field: 2)
        for character in "0.6" { app.handle(.key(.character(String(character)), [])) }
        app.handle(.key(.enter, []))
        #expect(function.controlPoints.x2 == 0.6 && app.editor.message == nil)
    }

    @Test func writingBackABuiltInSceneSaysWhyNot() throws {
        let app = try makeApp("worm")
        app.setEditorOpen(true)
        app.handle(.key(.character("w"), []))
        #expect(app.editor.message?.contains("worm is built in, with no file to write into") == true)
    }

    @Test func messagesExpireAndDoNotFollowToAnotherScene() throws {
        let app = try makeApp("ripple")
        app.setEditorOpen(true)
        app.handle(.key(.character("p"), []))
        #expect(app.editor.message?.hasPrefix("preset:") == true)
        app.update(realSeconds: 4)
        #expect(app.editor.message != nil)
        // A new message starts its own five seconds.
        app.handle(.key(.character("p"), []))
        app.update(realSeconds: 4)
        #expect(app.editor.message != nil)
        app.update(realSeconds: 1.1)
        #expect(app.editor.message == nil)
        app.handle(.key(.character("p"), []))
        app.selectScene("drip")
        #expect(app.editor.message == nil)
    }
}

@Suite("Number keys with the editor open")
struct EditorNumberKeyTests {
    @Test func numberKeysSwitchScenesUnlessANumberIsBeingEdited() throws {
        let app = try makeTestApp("ripple")
        app.setEditorOpen(true)
        app.handle(.key(.character("3"), []))
        #expect(app.sceneSpec == "worm" && app.editor.typing == nil, "3 switches to the third scene")
        // A click on the y2 field: digits go into it until Enter.
        let field = app.editorGeometry.field(3)
        app.handle(.mouseDown(Point(field.midX, field.midY)))
        app.handle(.mouseUp(Point(field.midX, field.midY)))
        #expect(app.editor.isEditingField && app.editor.focusedField == 3)
        for character in "0.5" { app.handle(.key(.character(String(character)), [])) }
        #expect(app.sceneSpec == "worm" && app.editor.typing == "0.5")
        app.handle(.key(.enter, []))
        #expect(app.editor.selectedFunction(in: app.scene)?.function.controlPoints.y2 == 0.5)
        app.handle(.key(.character("4"), []))
        #expect(app.sceneSpec == "drip", "after Enter the number keys switch scenes again")
    }
}

@Suite("Naming a kept preset")
struct PresetNamingTests {
    @Test func theSuggestedNameIsSelectedAndTheUsualEditingKeysWork() throws {
        let app = try makeTestApp("ripple")
        app.setEditorOpen(true)
        let editor = app.editor
        editor.beginNaming(in: app.scene)
        let suggested = try #require(editor.naming)
        #expect(editor.isNameSelected && suggested.hasSuffix(" 1"))
        // Typing replaces the suggestion, then appends.
        editor.typeName("Soft")
        editor.typeName(" landing")
        #expect(editor.naming == "Soft landing")
        // Ctrl+Backspace takes the last word, Ctrl+U the rest.
        app.handle(.key(.backspace, [.control]))
        #expect(editor.naming == "Soft ")
        app.handle(.key(.character("u"), [.control]))
        #expect(editor.naming == "")
        // Backspace on the selected suggestion clears it all.
        editor.cancelNaming()
        editor.beginNaming(in: app.scene)
        app.handle(.key(.backspace, []))
        #expect(editor.naming == "" && !editor.isNameSelected)
    }
}

@Suite("Pasting curves by name")
struct CurveNameTests {
    /// CSS's keywords and Core Animation's names, with the control points the CSS and Core Animation specifications give.
    @Test func cssKeywordsAndCoreAnimationNamesParse() {
        #expect(CurveText.parse("ease-in-out") == CurvePoints(0.42, 0, 0.58, 1))
        #expect(CurveText.parse("transition-timing-function: ease;") == CurvePoints(0.25, 0.1, 0.25, 1))
        #expect(CurveText.parse("ease-in") == CurvePoints(0.42, 0, 1, 1))
        #expect(CurveText.parse(" EASE-OUT ") == CurvePoints(0, 0, 0.58, 1))
        #expect(CurveText.parse("linear") == CurvePoints(0, 0, 1, 1))
        #expect(CurveText.parse(".easeInEaseOut") == CurvePoints(0.42, 0, 0.58, 1))
        #expect(CurveText.parse("kCAMediaTimingFunctionEaseIn") == CurvePoints(0.42, 0, 1, 1))
        #expect(CurveText.parse("bouncy") == nil)
    }
}
