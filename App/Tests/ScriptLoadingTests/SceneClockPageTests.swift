import Foundation
import LayerKit
import Sessions
import Testing

@testable import Scenes

/// A page that sequences its animation as tutorials do, with `DispatchQueue.main.asyncAfter`, a cancelled work item
/// and repeating `Timer.scheduledTimer`s, runs on the scene clock: headless, at the exact times, and the same after
/// seeking back.
@Suite("Delays and timers on the scene clock", .serialized)
struct SceneClockPageTests {
    static let folder = scriptTestFolder("scene-clock-page-tests")

    static let page = """
        import UIKit
        import PlaygroundSupport

        let stage = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.layer.name = "box"
        stage.addSubview(box)
        let ticks = UIView(frame: .zero)
        ticks.layer.name = "ticks"
        stage.addSubview(ticks)

        // Half a second in, the box slides right over a second.
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.center.x = 210 })
        }
        // A work item cancelled before its time never runs.
        let drop = DispatchWorkItem { box.center.y = 190 }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: drop)
        drop.cancel()
        // A timer counts quarter seconds into the width of a view, and stops itself after four.
        Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
            ticks.frame.size.width += 1
            if ticks.frame.width == 4 { timer.invalidate() }
        }

        PlaygroundPage.current.liveView = stage
        """

    func layer(named name: String, in session: SceneSession) -> Layer? {
        var found: Layer?
        session.scene.tree.rootLayer.forEachLayer { if $0.name == name { found = $0 } }
        return found
    }

    @Test func delaysAndTimersRunAtTheirSceneTimesAndReplay() throws {
        let path = try writeTestFile(Self.page, named: "Sequenced.swift", in: Self.folder)
        let session = try SceneSession(spec: path, size: Size(width: 300, height: 200))
        func state(at time: Double) throws -> (x: Double, y: Double, ticks: Double) {
            session.seek(to: time)
            let tree = session.scene.tree
            let box = tree.presentationProperties(of: try #require(layer(named: "box", in: session)))
            let ticks = tree.presentationProperties(of: try #require(layer(named: "ticks", in: session)))
            return (box.position.x, box.position.y, ticks.bounds.width)
        }
        let early = try state(at: 0.45)
        #expect(early.x == 10 && early.y == 10 && early.ticks == 1)
        let moving = try state(at: 1)
        #expect(abs(moving.x - (10 + 200 * 0.5)) < 1e-6 && moving.ticks == 4)
        let done = try state(at: 3)
        #expect(done.x == 210 && done.y == 10 && done.ticks == 4, "the timer stopped itself, the cancelled item never ran")
        // Back to 1 s: the scene is built again and its delays and timers replay.
        let again = try state(at: 1)
        #expect(again.x == moving.x && again.ticks == moving.ticks)
    }
}
