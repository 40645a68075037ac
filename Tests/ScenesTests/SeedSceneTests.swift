import Foundation
import LayerKit
import Raster
import Testing

@testable import Scenes

/// Each scene's values at chosen times, against what the tutorial's numbers give when the test works them
/// out itself (its own evaluation of the curves), plus the interactions.
@Suite("The four seed scenes")
struct SeedSceneTests {
    func properties(_ scene: PlaygroundScene, _ name: String) throws -> LayerProperties {
        let layer = try #require(scene.tree.rootLayer.sublayer(named: name), "no layer \(name)")
        return scene.tree.presentationProperties(of: layer)
    }

    let strokeEnd = (1.00, 0.0, 0.35, 1.0), circle = (0.65, 0.0, 0.40, 1.0), ripple = (0.25, 0.0, 0.2, 1.0)

    @Test(arguments: [0.0, 0.3, 0.39, 0.95, 2.0])
    func splashLogoFollowsTheTutorialsCurves(time: Double) throws {
        let scene = SplashScene(size: Size(width: 400, height: 700), scale: 1)
        scene.advance(to: time)
        // Every logo group loops over 3 s, starting 2.1 s in.
        let local = (time + 2.1).truncatingRemainder(dividingBy: 3)
        let expectedStrokeEnd = local < 2.5 ? ease(strokeEnd, local / 2.5) : 1.0
        #expect(close(try properties(scene, "circleLayer").strokeEnd, expectedStrokeEnd, 1e-7))
        let f = local / 3, knee = 1 - 0.5 / 3
        let expectedLineWidth = f < knee ? 5 * ease(strokeEnd, f / knee) : 5 * (1 - ease(circle, (f - knee) / (1 - knee)))
        #expect(close(try properties(scene, "lineLayer").lineWidth, expectedLineWidth, 1e-6))
        // The mask collapses in the last half second: bounds 75 → 14 on the circle curve.
        let mask = try properties(scene, "maskLayer")
        let expectedMask = local < 2.5 ? 75.0 : 75 + (14 - 75) * ease(circle, (local - 2.5) / 0.5)
        #expect(close(mask.bounds.width, expectedMask, 1e-6))
    }

    @Test func splashTilesFadeAndRippleWithDistance() throws {
        let scene = SplashScene(size: Size(width: 400, height: 700), scale: 1)
        let time = 0.9
        scene.advance(to: time)
        let grid = scene.grid!
        let tile = grid.tiles[2][3]
        let distance = grid.distanceFromCenterTile(tile)
        let delay = 0.0006666 * distance
        let local = (time - delay + 1.05).truncatingRemainder(dividingBy: 3)
        let f = local / 3
        // Opacity keyframes [0, 1, 0.45, 0.6, 0, 0] at [0, 0.61, 0.7, 0.767, 0.95, 1].
        let expectedOpacity: Double
        if f < 0.61 {
            expectedOpacity = ease((0.42, 0, 0.58, 1), f / 0.61)
        } else if f < 0.7 {
            expectedOpacity = 1 + (0.45 - 1) * ease(ripple, (f - 0.61) / 0.09)
        } else {
            Issue.record("choose a time in the first two segments (f = \(f))")
            return
        }
        let p = scene.tree.presentationProperties(of: tile)
        #expect(close(p.opacity, expectedOpacity, 1e-7))
        // The additive ripple offset: zero before key time 0.61, then outward in proportion to distance.
        let offset = grid.normalizedVectorFromCenterTile(tile) * (0.025 * distance)
        let expectedOffset = f < 0.61 ? Point.zero : offset * ease(ripple, (f - 0.61) / 0.09)
        #expect(
            close(p.position.x - tile.position.x, expectedOffset.x, 1e-6) && close(p.position.y - tile.position.y, expectedOffset.y, 1e-6))
        // Outer-ring tiles only fade.
        #expect(grid.tiles[0][0].animation(forKey: "ripple").map { ($0 as! AnimationGroup).animations!.count } == 1)
        #expect(tile.animation(forKey: "ripple").map { ($0 as! AnimationGroup).animations!.count } == 3)
    }

    @Test func splashPingFlowDissolvesIntoTheMainScreen() throws {
        let scene = SplashScene(size: Size(width: 400, height: 700), mode: .ping, handshakeDelay: 2, scale: 1)
        scene.advance(to: 2.275)
        let splash = try properties(scene, "splashView")
        #expect(close(splash.opacity, 1 - ease((0, 0, 0.58, 1), 0.5), 1e-6))
        scene.advance(to: 2.6)
        #expect(scene.tree.rootLayer.sublayer(named: "splashView") == nil)
        #expect(scene.tree.rootLayer.sublayer(named: "mainScreen") != nil)
        #expect(scene.handle(.key("m")) && scene.mode == .loop)
    }

    @Test func rippleLayersPulseStaggeredByAThird() throws {
        let scene = RippleScene(size: Size(width: 900, height: 400))
        let time = 1.6
        scene.advance(to: time)
        let pulses = try #require(scene.tree.rootLayer.sublayer(named: "avatarRipple")?.sublayers)
        for (index, layer) in pulses.enumerated() {
            let local = time - Double(index)
            let p = scene.tree.presentationProperties(of: layer)
            let expected = local < 0 ? 1 : 1 + 0.423 * ease((0.25, 0.1, 0.25, 1), local / 3)
            #expect(close(p.transform.m11, expected, 1e-7), "pulsingLayer\(index)")
        }
        // A click drops a one-shot pulse, removed when it ends.
        #expect(scene.handle(.press(Point(100, 100))))
        #expect(scene.tree.rootLayer.sublayer(named: "drop1") != nil && scene.liveDrops == 1)
        scene.advance(to: time + 3.01)
        #expect(scene.tree.rootLayer.sublayer(named: "drop1") == nil && scene.liveDrops == 0)
    }

    @Test func wormStretchesShrinksAndSteps() throws {
        let scene = WormScene(size: Size(width: 500, height: 600))
        scene.advance(to: 0.3)
        let stretch = (0.42, 0.0, 1.0, 0.55)
        let first = try properties(scene, "firstWormShapeLayer")
        #expect(close(first.strokeEnd, 0.5 * ease(stretch, 0.3 / 0.75), 1e-7))
        #expect(close(first.strokeStart, 0))
        #expect(close(first.transform.m41, -20 * ease((0, 0, 0.58, 1), 0.3 / 1.18), 1e-7))
        let hud = try properties(scene, "wormHUD")
        // The pop: 0.1 → 1.3 over the first 0.3 s.
        #expect(close(hud.transform.m11, 1.3, 1e-9))
        scene.advance(to: 1.5)
        let second = try properties(scene, "secondWormShapeLayer")
        // Second worm: strokeEnd2 0.5 → 1 from 1.35 s for 0.75 s.
        #expect(close(second.strokeEnd, 0.5 + 0.5 * ease(stretch, 0.15 / 0.75), 1e-7))
    }

    @Test func wormHidesThenRemovesItselfAndComesBack() throws {
        let scene = WormScene(size: Size(width: 500, height: 600))
        scene.advance(to: 1)
        #expect(scene.handle(.key("enter")))
        scene.advance(to: 1.3)
        #expect(close(try properties(scene, "wormHUD").transform.m11, 1.2, 1e-9))
        scene.advance(to: 1.61)
        #expect(scene.tree.rootLayer.sublayer(named: "wormHUD") == nil && !scene.isShowing)
        #expect(scene.handle(.press(Point(10, 10))))
        #expect(scene.isShowing)
        #expect(scene.handle(.key("m")))
        scene.advance(to: 2.5)
        #expect(try properties(scene, "wormHUD").bounds.width == 80)
        #expect(try properties(scene, "firstWormShapeLayer").lineWidth == 8)
    }

    @Test func dripGoesThroughItsStatesByClicks() throws {
        let scene = DripScene(size: Size(width: 600, height: 500))
        let center = scene.button.center
        func click(_ point: Point) { _ = scene.handle(.press(point)); _ = scene.handle(.release(point)) }
        // Outside the round button (inside its square corner) nothing happens.
        click(center + Point(70, 70))
        #expect(scene.state == .idle)
        click(center)
        #expect(scene.state == .downloading)
        scene.advance(to: 3.09)
        // Steady: 0 → 1 in 6.18 s, simulated in whole 1/60 s steps (185 of them by 3.09 s).
        let expected = 185.0 / 60 / 6.18
        #expect(close(scene.progress, expected, 1e-9))
        #expect(close(try properties(scene, "progressLayer").transform.m11, expected, 1e-9))
        click(center)
        #expect(scene.state == .paused)
        scene.advance(to: 5)
        #expect(close(scene.progress, expected, 1e-9))
        click(center)
        scene.advance(to: 5 + 3.1)
        #expect(scene.state == .done && scene.progress == 1)
        click(center)
        #expect(scene.state == .idle && scene.progress == 0)
    }

    @Test func dropletsFlyForTwoSecondsAndNeverPileUp() throws {
        let scene = DripScene(size: Size(width: 600, height: 500))
        _ = scene.handle(.press(scene.button.center)); _ = scene.handle(.release(scene.button.center))
        scene.advance(to: 1)
        let first = try #require(scene.button.droplets.sublayers?.first)
        scene.advance(to: 3.5)
        #expect(first.superlayer == nil)
        // Ten minutes of a very fast, hand-throttled download: the droplet count stays bounded.
        _ = scene.handle(.key("t")); _ = scene.handle(.key("t")); _ = scene.handle(.key("t"))
        #expect(scene.profileName == "very fast")
        var most = 0
        var time = 3.5
        while time < 600 {
            time += 0.5
            scene.advance(to: time)
            most = max(most, scene.dropletCount)
            if scene.state == .done { _ = scene.handle(.press(scene.button.center)); _ = scene.handle(.release(scene.button.center)) }
            if scene.state == .idle { _ = scene.handle(.press(scene.button.center)); _ = scene.handle(.release(scene.button.center)) }
        }
        #expect(most <= DripScene.maximumDroplets)
        var count = 0
        scene.tree.rootLayer.forEachLayer { _ in count += 1 }
        #expect(count < 60)
    }

    @Test func dragAndScrollSetProgressByHand() throws {
        let scene = DripScene(size: Size(width: 600, height: 500))
        let c = scene.button.center
        _ = scene.handle(.press(c)); _ = scene.handle(.release(c))
        _ = scene.handle(.press(c))
        _ = scene.handle(.drag(from: c, to: c + Point(0, -45)))
        _ = scene.handle(.release(c + Point(0, -45)))
        #expect(close(scene.progress, 0.3, 1e-9) && scene.state == .paused)
        _ = scene.handle(.scroll(dy: 5, at: c))
        #expect(close(scene.progress, 0.4, 1e-9))
    }

    @Test func everyBuiltInSceneLoadsByName() throws {
        for name in SceneCatalog.names {
            let scene = try SceneCatalog.scene(named: name, size: Size(width: 640, height: 480))
            #expect(scene.title == name)
            scene.advance(to: 0.5)
            for (layer, _) in scene.animatedKeyPaths {
                #expect(scene.tree.rootLayer.sublayer(named: layer) != nil, "\(name): \(layer)")
            }
        }
        #expect(throws: CatalogError.self) { try SceneCatalog.scene(named: "nope") }
    }
}
