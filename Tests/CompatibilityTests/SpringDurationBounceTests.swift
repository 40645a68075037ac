import Foundation
import LayerKit
import PlaygroundTestSupport
import UIKit
import XCTest

/// iOS 17's springs by perceived duration and bounce, in UIKit and Core Animation: the motion of a mass-1 spring with
/// stiffness (2π/duration)² and damping ratio 1 − bounce, computed here in closed form.
final class SpringDurationBounceTests: XCTestCase {
    /// The fraction of the way to the target after `t` seconds, released at rest.
    private func progress(_ t: Double, duration: Double, bounce: Double) -> Double {
        let omega = 2 * Double.pi / duration, zeta = 1 - bounce
        if zeta >= 1 { return 1 - exp(-omega * t) * (1 + omega * t) }
        let damped = omega * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
    }

    func testUIViewSpringDurationAndBounce() {
        let (tree, root) = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        var ended: Double?
        UIView.animate(
            springDuration: 0.6, bounce: 0.3, animations: { view.center.x = 105 }, completion: { _ in ended = CACurrentMediaTime() })
        for t in [0.1, 0.25, 0.42, 0.8] {
            let x = presented(.position, of: view.layer, in: tree, at: t).point?.x ?? .nan
            XCTAssertEqual(x, 5 + 100 * progress(t, duration: 0.6, bounce: 0.3), accuracy: 1e-6, "at \(t)")
            // Bounce 0.3: past the target near the first peak (π/ω_d ≈ 0.42 s).
            if t == 0.42 { XCTAssertGreaterThan(x, 109) }
        }
        // The completion runs at the settling duration, Core Animation's: when the envelope e^(−ζωt)·(1 + ζω/ω_d) of the
        // oscillation falls to 0.001 of the distance (ζ = 0.7, ω = 2π/0.6).
        let omega = 2 * Double.pi / 0.6, zeta = 0.7
        let settled = log((1 + zeta / (1 - zeta * zeta).squareRoot()) / 0.001) / (zeta * omega)
        tree.advance(to: 2)
        XCTAssertEqual(ended ?? .nan, settled, accuracy: 1e-9)
        // No bounce: critically damped, never past the target.
        UIView.animate(springDuration: 0.5, bounce: 0, animations: { view.center.y = 45 })
        for t in [2.1, 2.3, 2.6] {
            let y = presented(.position, of: view.layer, in: tree, at: t).point?.y ?? .nan
            XCTAssertEqual(y, 5 + 40 * progress(t - 2, duration: 0.5, bounce: 0), accuracy: 1e-6, "at \(t)")
        }
        // Settled (within 0.1 % after about 0.73 s), the animation is over and the model value shows.
        XCTAssertEqual(presented(.position, of: view.layer, in: tree, at: 2.9).point?.y, 45)
    }

    func testCASpringAnimationPerceptualDurationAndBounce() {
        let spring = CASpringAnimation(perceptualDuration: 0.4, bounce: 0.25)
        let omega = 2 * Double.pi / 0.4
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.stiffness, omega * omega, accuracy: 1e-9)
        XCTAssertEqual(spring.damping, 2 * 0.75 * omega, accuracy: 1e-9)
        XCTAssertEqual(spring.duration, spring.settlingDuration)
        for t in [0.05, 0.2, 0.5] {
            XCTAssertEqual(spring.springProgress(at: t), progress(t, duration: 0.4, bounce: 0.25), accuracy: 1e-9, "at \(t)")
        }
    }
}

/// Core Animation's spring values: the settling duration as Apple's documentation gives it, divided by `speed`;
/// critically and overdamped springs; the setters' clamps; and iOS 17's duration and bounce read back. Expected
/// values are worked out here from the spring's closed form.
final class SpringSettlingTests: XCTestCase {
    /// Mass 1, stiffness 100 (ω = 10), released at rest: an underdamped spring settles when its envelope
    /// e^(−ζωt)·(1 + ζω/ω_d) reaches 0.001.
    private func underdampedSettling(damping: Double) -> Double {
        let zeta = damping / 20, omegaD = 10 * (1 - zeta * zeta).squareRoot()
        return log((1 + zeta * 10 / omegaD) / 0.001) / (zeta * 10)
    }

    func testSettlingDurationsAsAppleDocumentsThem() {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.damping = 5
        XCTAssertEqual(spring.settlingDuration, underdampedSettling(damping: 5), accuracy: 1e-12)
        XCTAssertEqual(spring.settlingDuration, 2.85, accuracy: 0.01, "\"approximately 2.85 seconds\"")
        spring.damping = 15
        XCTAssertEqual(spring.settlingDuration, underdampedSettling(damping: 15), accuracy: 1e-12)
        XCTAssertTrue((1.0...1.1).contains(spring.settlingDuration), "\"just over 1 second\"")
        spring.speed = 2
        XCTAssertEqual(spring.settlingDuration, underdampedSettling(damping: 15) / 2, accuracy: 1e-12)
        spring.speed = 1
        // Critical (damping 20): (1 + 10t)·e^(−10t) is 0.00123 at 0.9 s and 0.000499 at 1.0 s, stepping by 0.1 s.
        spring.damping = 20
        XCTAssertEqual(spring.settlingDuration, 1.0, accuracy: 1e-9)
        // Overdamped without allowsOverdamping moves as the critical spring does.
        spring.damping = 25
        XCTAssertFalse(spring.allowsOverdamping)
        XCTAssertEqual(spring.settlingDuration, 1.0, accuracy: 1e-9)
        XCTAssertEqual(spring.springProgress(at: 0.3), 1 - (1 + 10 * 0.3) * exp(-3), accuracy: 1e-12)
        // With it: x'' + 25x' + 100x = 0 has roots −5 and −20; released at rest, x = (4/3)e^(−5t) − (1/3)e^(−20t):
        // 0.00122 at 1.4 s, 0.00074 at 1.5 s.
        spring.allowsOverdamping = true
        XCTAssertEqual(spring.springProgress(at: 0.3), 1 - (4.0 / 3 * exp(-1.5) - 1.0 / 3 * exp(-6)), accuracy: 1e-12)
        XCTAssertEqual(spring.settlingDuration, 1.5, accuracy: 1e-9)
        // Without damping it never settles.
        spring.damping = 0
        XCTAssertEqual(spring.settlingDuration, Double(Float.greatestFiniteMagnitude))
    }

    func testSettersClampAsCoreAnimationDoes() {
        let spring = CASpringAnimation()
        spring.mass = 0
        spring.stiffness = -4
        spring.damping = -1
        XCTAssertEqual([spring.mass, spring.stiffness, spring.damping], [1, 100, 10])
        spring.damping = .nan
        XCTAssertEqual(spring.damping, 10)
    }

    func testPerceptualDurationAndBounceReadBack() {
        // Apple's SwiftUI documentation: Spring(duration: 0.5, bounce: 0.3) is mass 1.0, stiffness 157.9, damping 17.6.
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        XCTAssertEqual(spring.stiffness, 157.9, accuracy: 0.05)
        XCTAssertEqual(spring.damping, 17.6, accuracy: 0.05)
        XCTAssertEqual(spring.perceptualDuration, 0.5, accuracy: 1e-12)
        XCTAssertEqual(spring.bounce, 0.3, accuracy: 1e-12)
        // And Spring(mass: 1, stiffness: 100, damping: 10) is duration 0.63, bounce 0.5.
        let plain = CASpringAnimation()
        XCTAssertEqual(plain.perceptualDuration, 0.63, accuracy: 0.005)
        XCTAssertEqual(plain.bounce, 0.5, accuracy: 1e-12)
        // A negative bounce is overdamped: damping ratio 1 / (1 + bounce).
        let heavy = CASpringAnimation(perceptualDuration: 0.5, bounce: -0.5)
        XCTAssertTrue(heavy.allowsOverdamping)
        XCTAssertEqual(heavy.bounce, -0.5, accuracy: 1e-12)
        XCTAssertEqual(heavy.damping, 2 * 2 * (2 * Double.pi / 0.5), accuracy: 1e-9)
    }

    func testAnAnimationWithoutADurationTakesTheTransactions() {
        let (tree, root) = makeScene()
        let layer = CALayer()
        root.layer.addSublayer(layer)
        let spring = CASpringAnimation(keyPath: "opacity")
        spring.fromValue = 1
        spring.toValue = 0
        layer.add(spring, forKey: "fade")
        XCTAssertEqual(layer.animation(forKey: "fade")?.duration, 0.25, "Core Animation's default, not the settling duration")
        XCTAssertEqual(spring.duration, 0, "the caller's animation keeps its own")
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        let fade = CABasicAnimation(keyPath: "opacity")
        layer.add(fade, forKey: "slow")
        CATransaction.commit()
        XCTAssertEqual(layer.animation(forKey: "slow")?.duration, 2)
        _ = tree
    }

    func testPacedKeyframesIgnoreKeyTimesAndTheTimingFunction() {
        let (tree, root) = makeScene()
        let layer = CALayer()
        root.layer.addSublayer(layer)
        let move = CAKeyframeAnimation(keyPath: "position.x")
        move.values = [0, 10, 30]
        move.keyTimes = [0, 0.9, 1]
        move.timingFunction = CAMediaTimingFunction(name: .easeIn)
        move.calculationMode = .paced
        move.duration = 2
        layer.add(move, forKey: "move")
        // Constant speed over the whole 30 points: half-way in time is 15.
        XCTAssertEqual(presented(.position, of: layer, in: tree, at: 1).point?.x ?? .nan, 15, accuracy: 1e-9)
        XCTAssertEqual(presented(.position, of: layer, in: tree, at: 1.5).point?.x ?? .nan, 22.5, accuracy: 1e-9)
    }

    func testACompletionWithNoAnimationsRunsAtTheCommit() {
        let (tree, root) = makeScene()
        let layer = CALayer()
        root.layer.addSublayer(layer)
        let long = CABasicAnimation(keyPath: "opacity")
        long.duration = 10
        layer.add(long, forKey: "long")
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        CATransaction.commit()
        XCTAssertTrue(ran, "nothing to wait for: at once, not when an unrelated animation ends")
        _ = tree
    }
}
