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
        // The completion runs once the spring stays within 0.1 % of the distance.
        var settled = 0.0
        for step in 0..<24_000 where abs(1 - progress(Double(step) / 4800, duration: 0.6, bounce: 0.3)) > 0.001 {
            settled = Double(step) / 4800
        }
        tree.advance(to: 2)
        XCTAssertEqual(ended ?? .nan, settled, accuracy: 1.0 / 240 + 1.0 / 4800)
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
