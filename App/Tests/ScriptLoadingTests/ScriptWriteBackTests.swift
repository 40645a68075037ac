import Foundation
import LayerKit
import PlaygroundTestSupport
import Scenes
import Scripts
import Testing

@_spi(App) @testable import PlaygroundCore

/// W on a script: the edited curve's four literals are rewritten in place and nothing else; the app reloads the
/// script at the same moment and keeps running while it compiles.
@Suite("Script write-back and reload", .serialized)
struct ScriptWriteBackTests {
    static let folder = scriptTestFolder("script-writeback")

    static func makeApp(_ path: String) throws -> PlaygroundApp {
        try PlaygroundApp(
            sceneSpec: path, windowSize: Size(width: 1280, height: 800), scale: 1, settings: SceneSettings(pixelScale: 1),
            presets: UserPresetStore(path: folder + "/presets.json"))
    }

    static let script = """
        import LayerKit

        // TimingFunction(slot: "pop", controlPoints: 9, 9, 9, 9) in a comment is left alone.
        let pop = TimingFunction(slot: "pop", controlPoints: 0.25, 0.1, 0.25, 1.0)
        let other = TimingFunction(slot: "other", controlPoints: 0.5, 0.0, 0.5, 1.0)

        func makeScene(root: Layer) {
            let box = Layer()
            box.name = "box"
            let slide = BasicAnimation(keyPath: "position.x")
            slide.fromValue = 0.0
            slide.toValue = 100.0
            slide.duration = 2
            slide.timingFunction = pop
            box.add(slide, forKey: "slide")
            root.addSublayer(box)
        }

        """

    @Test func rewriteTouchesOnlyTheFourLiterals() {
        let (text, found, _) = ScriptSlotWriter.rewrite(Self.script, slots: ["pop": CurvePoints(0.1, 0.9, 0.2, 1)])
        #expect(found == ["pop"])
        let before = Array(Self.script.utf8), after = Array(text.utf8)
        // The differing bytes lie between the call's "controlPoints: " and its ")".
        let head = "let pop = TimingFunction(slot: \"pop\", controlPoints: "
        let range = Self.script.range(of: head)!
        let callStart = Self.script.utf8.distance(from: Self.script.utf8.startIndex, to: range.upperBound)
        #expect(Array(after.prefix(callStart)) == Array(before.prefix(callStart)))
        let beforeEnd = before[callStart...].firstIndex(of: UInt8(ascii: ")"))!
        let afterEnd = after[callStart...].firstIndex(of: UInt8(ascii: ")"))!
        #expect(Array(after[afterEnd...]) == Array(before[beforeEnd...]))
        #expect(String(decoding: after[callStart..<afterEnd], as: UTF8.self) == "0.1, 0.9, 0.2, 1.0")
    }

    @Test func callsWithoutFourLiteralsAreNotWritten() {
        let text =
            "let a = TimingFunction(slot: \"a\", controlPoints: x, 0, 1, 1)\n"
            + "let b = TimingFunction(slot: \"b\", controlPoints: -0.5, 1e-1, 1_0, .5)\n"
        #expect(CurveCall.scan(Array(text.utf8)).compactMap(\.slot) == ["b"])
        let (_, found, _) = ScriptSlotWriter.rewrite(text, slots: ["a": CurvePoints(0, 0, 1, 1)])
        #expect(found.isEmpty)
    }

    @Test func theAppEditsWritesBackAndReloadsAtTheSameMoment() throws {
        let path = try writeTestFile(Self.script, named: "pop.swift", in: Self.folder)
        let app = try Self.makeApp(path)
        // Globals are made on first use: "other", used by nothing, never becomes a slot.
        #expect(app.scene.tree.timingFunctionSlots.map(\.name) == ["pop"])
        app.update(realSeconds: 0.5)
        app.handle(.key(.character("e"), []))
        app.editor.set(CurvePoints(0.1, 0.9, 0.2, 1), in: app.scene)
        app.handle(.key(.character("w"), []))
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            written
                == Self.script.replacingOccurrences(of: "controlPoints: 0.25, 0.1, 0.25, 1.0", with: "controlPoints: 0.1, 0.9, 0.2, 1.0"))
        // The file changed: the app compiles it in the background, keeps playing, then takes over at the same moment.
        var waited = 0.0
        app.update(realSeconds: 0)
        while app.isReloading && waited < 60 {
            Thread.sleep(forTimeInterval: 0.05)
            waited += 0.05
            app.update(realSeconds: 0)
        }
        #expect(!app.isReloading && app.loadError == nil)
        #expect(app.time == 0.5)
        let box = try #require(app.display.path(ofLayerNamed: "box"))
        let x = try #require(app.display.presentationNumber(at: box, keyPath: "position.x"))
        let pop = try #require(app.scene.tree.timingFunction(named: "pop"))
        #expect(pop.controlPoints.x1 == 0.1 && abs(x - 100 * pop.value(at: 0.25)) < 1e-9)
    }

    /// A playground page's curve is a slot like a script's: W writes into the page's Contents.swift, and the page
    /// reloads at the same moment.
    @Test func aPlaygroundPagesCurveIsEditedAndWrittenBack() throws {
        let bundle = Self.folder + "/Curves.playground"
        try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        let page = """
            import UIKit
            import PlaygroundSupport

            let stage = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 0
            slide.toValue = 100
            slide.duration = 2
            slide.timingFunction = CAMediaTimingFunction(controlPoints: 0.3, 0.0, 0.2, 1.0)
            stage.layer.add(slide, forKey: "slide")
            PlaygroundPage.current.liveView = stage

            """
        try page.write(toFile: bundle + "/Contents.swift", atomically: true, encoding: .utf8)
        let app = try Self.makeApp(bundle)
        #expect(app.scene.tree.timingFunctionSlots.map(\.name) == ["slide.timingFunction"])
        app.update(realSeconds: 0.5)
        app.handle(.key(.character("e"), []))
        app.editor.set(CurvePoints(0.6, 0.1, 0.3, 0.9), in: app.scene)
        app.handle(.key(.character("w"), []))
        let written = try String(contentsOfFile: bundle + "/Contents.swift", encoding: .utf8)
        #expect(written == page.replacingOccurrences(of: "controlPoints: 0.3, 0.0, 0.2, 1.0", with: "controlPoints: 0.6, 0.1, 0.3, 0.9"))
        var waited = 0.0
        app.update(realSeconds: 0)
        while app.isReloading && waited < 60 {
            Thread.sleep(forTimeInterval: 0.05)
            waited += 0.05
            app.update(realSeconds: 0)
        }
        #expect(!app.isReloading && app.loadError == nil && app.time == 0.5)
    }

    /// A page's springs are slots too: the script's host reports them, an edit re-times them there, and W writes the
    /// numbers of each spring's own form into the page.
    @Test func aPagesSpringsAreTunedAndWrittenBack() throws {
        let bundle = Self.folder + "/Springs.playground"
        try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        let page = """
            import UIKit
            import PlaygroundSupport

            let stage = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let puck = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            puck.layer.name = "puck"
            stage.addSubview(puck)
            let box = UIView(frame: CGRect(x: 200, y: 0, width: 20, height: 20))
            stage.addSubview(box)
            let pop = CASpringAnimation(keyPath: "position.x")
            pop.fromValue = 0
            pop.toValue = 100
            pop.damping = 6
            pop.duration = pop.settlingDuration
            puck.layer.add(pop, forKey: "pop")
            UIView.animate(springDuration: 0.6, bounce: 0.2) { box.center.y = 150 }
            PlaygroundPage.current.liveView = stage

            """
        try page.write(toFile: bundle + "/Contents.swift", atomically: true, encoding: .utf8)
        let app = try Self.makeApp(bundle)
        app.update(realSeconds: 0.1)
        #expect(app.scene.springSlots.map(\.name) == ["pop", "Contents.swift:16"])
        app.handle(.key(.character("e"), []))
        let curves = app.editor.slots(of: app.scene).count
        app.editor.select(slot: curves, in: app.scene)
        app.editor.setSpring(SpringConstants(stiffness: 100, damping: 12), in: app.scene)
        app.editor.select(slot: curves + 1, in: app.scene)
        app.editor.setSpring(SpringConstants(perceptualDuration: 0.45, bounce: 0.35), in: app.scene)
        // The host re-times its springs: the puck is where the edited spring puts it (ω0 = 10, ζ = 0.6).
        app.update(realSeconds: 0.1)
        let puck = try #require(app.display.path(ofLayerNamed: "puck"))
        let x = try #require(app.display.presentationNumber(at: puck, keyPath: "position.x"))
        let t = app.time, wd = 10 * (1 - 0.36).squareRoot()
        #expect(abs(x - 100 * (1 - exp(-6 * t) * (cos(wd * t) + 6 / wd * sin(wd * t)))) < 1e-9)
        #expect(app.scene.springSlots.map(\.constants.damping) == [12, SpringConstants(perceptualDuration: 0.45, bounce: 0.35).damping])
        app.handle(.key(.character("w"), []))
        let written = try String(contentsOfFile: bundle + "/Contents.swift", encoding: .utf8)
        #expect(
            written
                == page.replacingOccurrences(of: "pop.damping = 6", with: "pop.damping = 12")
                .replacingOccurrences(of: "springDuration: 0.6, bounce: 0.2", with: "springDuration: 0.45, bounce: 0.35"))
    }

    /// Core Animation code as published: its literal curves are slots without any edit, named after what they are
    /// assigned to (or FILE:LINE), every curve one line makes follows the edits, and W writes into that line.
    static let coreAnimationScript = """
        import UIKit

        class Pulse: UIView {
            let ease = CAMediaTimingFunction(controlPoints: 0.3, 0.0, 0.2, 1.0)

            func start() {
                for index in 0..<3 {
                    let dot = CALayer()
                    let move = CABasicAnimation(keyPath: "position.x")
                    move.fromValue = 0
                    move.toValue = 100 * (index + 1)
                    move.duration = 1
                    move.timingFunction = CAMediaTimingFunction(controlPoints: 0.9, 0.0, 0.1, 1.0)
                    dot.add(move, forKey: "move")
                    layer.addSublayer(dot)
                }
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 0
                fade.timingFunction = ease
                layer.add(fade, forKey: "fade")
            }
        }

        func makeScene(root: UIView) {
            let pulse = Pulse(frame: root.bounds)
            root.addSubview(pulse)
            pulse.start()
        }

        """

    @Test func coreAnimationCurvesAreSlotsAndAreWrittenBack() throws {
        let path = try writeTestFile(Self.coreAnimationScript, named: "Pulse.swift", in: Self.folder)
        let app = try Self.makeApp(path)
        // In the order the curves were made: the view's property first.
        #expect(app.scene.tree.timingFunctionSlots.map(\.name) == ["ease", "move.timingFunction"])
        app.update(realSeconds: 0.5)
        app.handle(.key(.character("e"), []))
        app.editor.select(slot: 1, in: app.scene)
        app.editor.set(CurvePoints(0.5, 0.25, 0.5, 0.75), in: app.scene)
        // All three dots' curves (made by one line) follow the edit, in the script's scene host.
        #expect(app.display.presentationNumber(at: [0, 3], keyPath: "position.x") == nil)
        for index in 0..<3 {
            let x = try #require(app.display.presentationNumber(at: [0, index], keyPath: "position.x"))
            #expect(abs(x - 100 * Double(index + 1) * independentEase((0.5, 0.25, 0.5, 0.75), 0.5)) < 1e-9)
        }
        app.handle(.key(.character("w"), []))
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            written
                == Self.coreAnimationScript.replacingOccurrences(
                    of: "CAMediaTimingFunction(controlPoints: 0.9, 0.0, 0.1, 1.0)", with: "CAMediaTimingFunction(controlPoints: 0.5, 0.25, 0.5, 0.75)"))
    }

    @Test func curvesAreNamedAfterWhatTheyAreAssignedTo() {
        let text = """
            let a = CAMediaTimingFunction(controlPoints: 0.1, 0, 0.2, 1)
            let b: CAMediaTimingFunction = CAMediaTimingFunction(controlPoints: 0.1, 0, 0.2, 1)
            fade.timingFunction = CAMediaTimingFunction(controlPoints: 0.1, 0, 0.2, 1)
            group.timingFunctions = [CAMediaTimingFunction(controlPoints: 0.1, 0, 0.2, 1)]
            let a2 = a == CAMediaTimingFunction(controlPoints: 0.1, 0, 0.2, 1)
            // let c = CAMediaTimingFunction(controlPoints: 0.1, 0, 0.2, 1)
            let d = CAMediaTimingFunction(controlPoints: x, 0, 0.2, 1)
            let e = CAMediaTimingFunction(controlPoints: 0.1, 0, 0.2, 1); let e = CAMediaTimingFunction(controlPoints: 1, 1, 1, 1)
            """
        let calls = CurveCall.scan(Array(text.utf8))
        #expect(calls.map(\.variable) == ["a", "b", "fade.timingFunction", nil, nil, "e", "e"])
        #expect(calls.map(\.line) == [1, 2, 3, 4, 5, 8, 8])
        let names = CurveCall.automaticSlotNames(in: [("F.swift", calls)])
        #expect(names == ["F.swift:1": "a", "F.swift:2": "b", "F.swift:3": "fade.timingFunction", "F.swift:4": "F.swift:4", "F.swift:5": "F.swift:5", "F.swift:8": "F.swift:8"])
    }
}
