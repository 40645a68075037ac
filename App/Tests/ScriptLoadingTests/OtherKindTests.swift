import Foundation
import LayerKit
import PlaygroundTestSupport
import Scenes
import Scripts
import Testing

@_spi(App) @testable import PlaygroundCore

/// The bridge written: a property animator's spring chosen (Shift+B) to be a curve is written by W as the closest
/// cubic Bézier, the script loads again and plays it as a curve slot; the same back to a spring.
@Suite("A slot written as the other kind", .serialized)
struct OtherKindTests {
    static let folder = scriptTestFolder("other-kind")

    static let script = """
        import UIKit

        func makeScene(root: UIView) {
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            box.layer.name = "box"
            root.addSubview(box)
            let animator = UIViewPropertyAnimator(duration: 1.2, dampingRatio: 0.7) {
                box.center.x = 210
            }
            animator.startAnimation()
        }

        """

    /// Plays on until the app has seen the file change (it looks every quarter second) and has loaded it again.
    static func reloaded(_ app: PlaygroundApp) {
        var waited = 0.0
        app.update(realSeconds: 0.3)
        #expect(app.isReloading)
        while app.isReloading && waited < 60 {
            Thread.sleep(forTimeInterval: 0.05)
            waited += 0.05
            app.update(realSeconds: 0)
        }
    }

    @Test func aSpringWrittenAsACurveAndBack() throws {
        let path = try writeTestFile(Self.script, named: "Glide.swift", in: Self.folder)
        let app = try PlaygroundApp(
            sceneSpec: path, windowSize: Size(width: 1280, height: 800), scale: 1, settings: SceneSettings(pixelScale: 1),
            presets: UserPresetStore(path: Self.folder + "/presets.json"))
        app.update(realSeconds: 0.3)
        #expect(app.scene.springSlots.map(\.name) == ["animator"])
        app.handle(.key(.character("e"), []))
        app.editor.select(slot: app.editor.slots(of: app.scene).count, in: app.scene)
        app.handle(.key(.character("b"), [.shift]))
        #expect(app.editor.message?.hasPrefix("W writes animator as the curve") == true)
        app.handle(.key(.character("w"), []))

        // The damping ratio's argument is now the fitted curve's two points, and nothing else changed.
        let written = try String(contentsOfFile: path, encoding: .utf8)
        let pattern = #/controlPoint1: CGPoint\(x: ([-0-9.]+), y: ([-0-9.]+)\), controlPoint2: CGPoint\(x: ([-0-9.]+), y: ([-0-9.]+)\)/#
        let match = try #require(written.firstMatch(of: pattern))
        let p = (Double(match.1)!, Double(match.2)!, Double(match.3)!, Double(match.4)!)
        #expect(written.replacingOccurrences(of: String(match.0), with: "dampingRatio: 0.7") == Self.script)
        // The curve follows the spring UIKit fits to 1.2 s within a few percent of the distance.
        let spring = SpringConstants(dampingRatio: 0.7, settlingIn: 1.2)
        for step in 0...20 {
            let x = Double(step) / 20
            #expect(abs(independentEase(p, x) - spring.progress(at: x * 1.2)) < 0.06)
        }

        // Loaded again, the animator's curve is a curve slot.
        Self.reloaded(app)
        #expect(app.loadError == nil)
        #expect(app.scene.springSlots.isEmpty)
        #expect(app.scene.tree.timingFunctionSlots.map(\.name) == ["animator"])
        let box = try #require(app.display.path(ofLayerNamed: "box"))
        let x = try #require(app.display.presentationNumber(at: box, keyPath: "position.x"))
        #expect(abs(x - (10 + 200 * independentEase(p, app.time / 1.2))) < 1e-6)

        // And back: the curve as the damping ratio of its closest spring.
        app.editor.select(slot: 0, in: app.scene)
        app.handle(.key(.character("b"), [.shift]))
        #expect(app.editor.message?.hasPrefix("W writes animator as a spring of damping ratio") == true)
        app.handle(.key(.character("w"), []))
        let back = try String(contentsOfFile: path, encoding: .utf8)
        let argument = try #require(back.firstMatch(of: #/dampingRatio: ([0-9.]+)\)/#))
        let ratio = try #require(Double(argument.1))
        #expect(abs(ratio - 0.7) <= 0.05)
        #expect(back.replacingOccurrences(of: String(argument.0), with: "dampingRatio: 0.7)") == Self.script)
        Self.reloaded(app)
        #expect(app.scene.springSlots.map(\.name) == ["animator"])
        #expect(app.scene.tree.timingFunctionSlots.isEmpty)
    }

    @Test func codeWithoutTheOtherFormSaysWhy() throws {
        let script = """
            import UIKit

            func makeScene(root: UIView) {
                let pop = CASpringAnimation(keyPath: "opacity")
                pop.fromValue = 0
                pop.damping = 8
                root.layer.add(pop, forKey: "pop")
            }

            """
        let path = try writeTestFile(script, named: "Pop.swift", in: Self.folder)
        let app = try PlaygroundApp(
            sceneSpec: path, windowSize: Size(width: 1280, height: 800), scale: 1, settings: SceneSettings(pixelScale: 1),
            presets: UserPresetStore(path: Self.folder + "/presets.json"))
        app.update(realSeconds: 0.1)
        app.handle(.key(.character("e"), []))
        app.editor.select(slot: app.editor.slots(of: app.scene).count, in: app.scene)
        app.handle(.key(.character("b"), [.shift]))
        #expect(app.editor.message?.contains("Pop.swift:4: this code says its timing's kind by what it makes") == true)
        #expect(app.editor.springsWrittenAsCurves.isEmpty)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == script)
    }
}
