import Foundation
import LayerKit
import Testing

@testable import Scenes

/// Details of the seeds that the first version had wrong, each checked against the seed's code.
@Suite("Seed details")
struct SeedDetailTests {

    @Test func splashWordmarkLeavesTheGapTheLogoFills() throws {
        let scene = SplashScene(size: Size(width: 400, height: 700), scale: 1)
        let label = try #require(scene.tree.rootLayer.sublayer(named: "wordmark") as? TextLayer)
        // `generateLogoLabel()`: "F", nine spaces, "BER", 50 pt, sized to fit.
        #expect(label.string == "F         BER")
        #expect(label.fontSize == 50)
        #expect(label.bounds.width == label.preferredFrameSize().width && label.bounds.width > 200)
        let f = try #require(label.horizontalExtent(ofCharacterAt: 0))
        let b = try #require(label.horizontalExtent(ofCharacterAt: 10))
        // The logo's centre is the screen's centre; in the label's coordinates (the tiles are at rest at 0 s):
        scene.advance(to: 0)
        let logo = scene.tree.convert(Point(200, 350), to: label)
        #expect(
            f.upperBound < logo.x - Splash.radius && logo.x + Splash.radius < b.lowerBound,
            "gap \(f.upperBound)...\(b.lowerBound), logo \(logo.x) ± \(Splash.radius)")
        #expect(close(logo.y, label.bounds.midY, 1e-6))
    }

    @Test func dripHoldsShrinksThenSpringsBack() throws {
        let scene = DripScene(size: Size(width: 600, height: 500))
        let c = scene.button.center
        _ = scene.handle(.press(c)); _ = scene.handle(.release(c))
        scene.advance(to: 1)
        _ = scene.handle(.scroll(dy: 100, at: c))
        #expect(scene.state == .done)
        let disc = scene.button.progressLayer
        func scale(at time: Double) -> Double {
            scene.advance(to: time)
            return scene.tree.presentationProperties(of: disc).transform.m11
        }
        let easeInEaseOut = (0.42, 0.0, 0.58, 1.0)
        // Held at 1 for 1.2 s, then 1 → 0.9 over 0.9 s, ease-in-ease-out.
        #expect(close(scale(at: 1.5), 1))
        #expect(close(scale(at: 2.5), 1 - 0.1 * ease(easeInEaseOut, 0.3 / 0.9), 1e-6))
        #expect(close(scale(at: 3.0), 1 - 0.1 * ease(easeInEaseOut, 0.8 / 0.9), 1e-6))
        // Then a spring 0.9 → 1 with damping ratio 0.4 and a 0.63 s response, from rest.
        let omega = 2 * Double.pi / 0.63, zeta = 0.4, omegaD = omega * (1 - zeta * zeta).squareRoot()
        func spring(_ t: Double) -> Double {
            1 - 0.1 * exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
        }
        #expect(close(scale(at: 3.5), spring(0.4), 1e-6))
        #expect(scale(at: 3.5) > 1)
        #expect(close(scale(at: 5.0), 1, 1e-4))
    }

    @Test func wormShowAndHideEaseInAndOutAsAWhole() throws {
        let scene = WormScene(size: Size(width: 500, height: 600))
        let easeInEaseOut = (0.42, 0.0, 0.58, 1.0)
        func scale(at time: Double) throws -> Double {
            scene.advance(to: time)
            let hud = try #require(scene.tree.rootLayer.sublayer(named: "wormHUD"))
            return scene.tree.presentationProperties(of: hud).transform.m11
        }
        // Show: 0.1 → 1.3 → 1 in two linear halves of 0.6 s, the whole eased.
        for t in [0.1, 0.2, 0.45] {
            let p = ease(easeInEaseOut, t / 0.6)
            let expected = p < 0.5 ? 0.1 + 1.2 * p / 0.5 : 1.3 - 0.3 * (p - 0.5) / 0.5
            #expect(close(try scale(at: t), expected, 1e-6), "show at \(t)")
        }
        scene.advance(to: 1)
        _ = scene.handle(.key("enter"))
        for t in [1.1, 1.5] {
            let p = ease(easeInEaseOut, (t - 1) / 0.6)
            let expected = p < 0.5 ? 1 + 0.2 * p / 0.5 : 1.2 - 1.1 * (p - 0.5) / 0.5
            #expect(close(try scale(at: t), expected, 1e-6), "hide at \(t)")
        }
    }

    @Test func dropletsAreDrawnAboveTheDisc() throws {
        let scene = DripScene(size: Size(width: 600, height: 500))
        let layers = scene.button.layer.sublayers ?? []
        let droplets = try #require(layers.firstIndex { $0 === scene.button.droplets })
        let disc = try #require(layers.firstIndex { $0 === scene.button.progressLayer })
        #expect(droplets == layers.count - 1 && disc < droplets)
    }
}
