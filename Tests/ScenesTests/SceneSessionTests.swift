import Foundation
import LayerKit
import SceneFiles
import Sessions
import Testing

@testable import Scenes

/// The one rebuild path: whatever route reaches a moment (straight there, back and forth, through a resize or
/// a new version of the file), the scene is the same as when played straight to it.
@Suite("Scene session")
struct SceneSessionTests {
    /// Every layer's presentation properties, in tree order.
    func snapshot(_ scene: PlaygroundScene) -> [LayerProperties] {
        var all: [LayerProperties] = []
        scene.tree.rootLayer.forEachLayer { all.append(scene.tree.presentationProperties(of: $0)) }
        return all
    }

    @Test func seekingBackReplaysTheActionsExactly() throws {
        let size = Size(width: 600, height: 500)
        let session = try SceneSession(spec: "drip", size: size)
        let drip = { session.scene as! DripScene }
        session.seek(to: 0.5)
        session.send(.press(drip().buttonCenter))
        session.send(.release(drip().buttonCenter))
        session.seek(to: 4.2)
        let straight = snapshot(session.scene)
        let progress = drip().progress
        session.seek(to: 1)
        #expect(session.time == 1 && session.actions.count == 2)
        session.seek(to: 4.2)
        let replayed = snapshot(session.scene) == straight
        #expect(replayed && drip().progress == progress)
        // An action after the moment rewound to is forgotten, as when rewinding a recording.
        session.send(.scroll(dy: 10, at: drip().buttonCenter))
        #expect(session.actions.count == 3)
        session.seek(to: 4)
        #expect(session.actions.count == 2 && drip().progress < progress)
    }

    @Test func aModeSwitchSurvivesRebuildsAndResizes() throws {
        let session = try SceneSession(spec: "splash", size: Size(width: 400, height: 700), settings: SceneSettings(pixelScale: 1))
        session.seek(to: 1)
        #expect(session.send(.key("m")))
        #expect((session.scene as! SplashScene).mode == .ping && session.time == 0 && session.actions.isEmpty)
        session.seek(to: 2)
        session.restart()
        #expect((session.scene as! SplashScene).mode == .ping)
        session.seek(to: 1.5)
        session.resize(to: Size(width: 800, height: 600), settings: SceneSettings(pixelScale: 1))
        #expect((session.scene as! SplashScene).mode == .ping && session.scene.size == Size(width: 800, height: 600))
        #expect(session.time == 1.5)
    }

    @Test func resizingKeepsTheMomentAndTheActions() throws {
        let session = try SceneSession(spec: "worm", size: Size(width: 500, height: 600))
        session.seek(to: 1)
        session.send(.key("enter"))
        session.seek(to: 1.3)
        session.resize(to: Size(width: 640, height: 400), settings: SceneSettings())
        let worm = try #require(session.scene as? WormScene)
        #expect(session.time == 1.3 && worm.isHiding)
        let hud = try #require(worm.tree.rootLayer.sublayer(named: "wormHUD"))
        #expect(abs(worm.tree.presentationProperties(of: hud).transform.m11 - 1.2) < 1e-6)
    }

    @Test func aNewVersionOfTheFileTakesOverAtTheSameMoment() throws {
        let folder = NSTemporaryDirectory() + "session-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/scene.json"
        func scene(duration: Double) -> String {
            #"{"size": [100, 100], "layers": [{"name": "box", "bounds": [0, 0, 10, 10], "position": [0, 0], "#
                + #""animations": [{"type": "basic", "keyPath": "position.x", "fromValue": 0, "toValue": 100, "#
                + #""duration": \#(duration)}]}]}"#
        }
        try scene(duration: 4).write(toFile: path, atomically: true, encoding: .utf8)
        let session = try SceneSession(spec: path)
        session.seek(to: 1)
        try scene(duration: 2).write(toFile: path, atomically: true, encoding: .utf8)
        try session.replaceSource(with: SceneSource(spec: path))
        let box = try #require(session.scene.tree.rootLayer.sublayer(named: "box"))
        #expect(session.time == 1 && session.scene.tree.presentationProperties(of: box).position.x == 50)
        try "{ broken".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: SceneFileError.self) { try session.replaceSource(with: SceneSource(spec: path)) }
        #expect(session.scene.tree.rootLayer.sublayer(named: "box") === box)
    }

    @Test func preparationRunsOnEveryBuild() throws {
        let session = try SceneSession(spec: "ripple", size: Size(width: 600, height: 400))
        var prepared = 0
        session.prepare = { scene in
            prepared += 1
            scene.tree.timingFunction(named: "rippleTimingFunction")?.setControlPoints(0, 0, 1, 1)
        }
        session.seek(to: 2)
        session.seek(to: 1)
        session.restart()
        session.resize(to: Size(width: 700, height: 400), settings: SceneSettings())
        #expect(prepared == 4)
        #expect(session.scene.tree.timingFunction(named: "rippleTimingFunction")?.controlPoints.x1 == 0)
    }
}
