import Foundation
import LayerKit
import QuartzCore
import UIKit
import XCTest

/// Spring slots: the springs one line of code makes are one slot of the editor, and setting its constants re-times
/// every animation made there from the next frame. Expected motions are the closed-form solutions, worked out here.
final class SpringSlotTests: XCTestCase {
    /// Fraction of the way after `t` seconds for an underdamped spring of mass `m` released at rest.
    private func underdamped(_ t: Double, m: Double = 1, k: Double, c: Double) -> Double {
        let w0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
    }

    func testOneLinesSpringsAreOneSlotAndFollowItsEdits() {
        let (tree, root) = makeScene()
        var layers: [CALayer] = []
        for i in 0..<2 {
            let layer = CALayer()
            root.layer.addSublayer(layer)
            let spring = CASpringAnimation(keyPath: "opacity"); let line = #line
            spring.fromValue = 0
            spring.toValue = 1
            spring.damping = 5
            spring.duration = spring.settlingDuration
            spring.beginTime = CACurrentMediaTime() + Double(i) * 0.25
            layer.add(spring, forKey: "fade")
            layers.append(layer)
            XCTAssertEqual(tree.springSlots.map(\.name), ["SpringSlotTests.swift:\(line)"])
        }
        let slot = tree.springSlots[0].slot
        XCTAssertEqual(slot.origin.form, .constants)
        XCTAssertEqual(slot.original.damping, 5)
        XCTAssertEqual(presented(.opacity, of: layers[0], in: tree, at: 0.1).number!, underdamped(0.1, k: 100, c: 5), accuracy: 1e-9)
        // Damping 15 from now on, for both animations, each at its own moment; the durations follow the settling time.
        slot.set(SpringConstants(damping: 15))
        for t in [0.3, 0.6] {
            XCTAssertEqual(presented(.opacity, of: layers[0], in: tree, at: t).number!, underdamped(t, k: 100, c: 15), accuracy: 1e-9)
            XCTAssertEqual(tree.presentationProperties(of: layers[1]).opacity, underdamped(t - 0.25, k: 100, c: 15), accuracy: 1e-9)
        }
        let animation = layers[0].animation(forKey: "fade") as! CASpringAnimation
        XCTAssertEqual(animation.duration, SpringConstants(damping: 15).settlingDuration)
        // Done (damping 15 settles just after 1 s, damping 5 would last 2.855 s): the model value shows.
        XCTAssertEqual(presented(.opacity, of: layers[0], in: tree, at: 1.1).number, 1)
    }

    func testUIKitSpringFittedToItsDurationKeepsTheFit() {
        let (tree, root) = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        var finished: Double?
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
            animations: { view.center.x = 105 }, completion: { _ in finished = CACurrentMediaTime() })
        let slot = tree.springSlots[0].slot
        XCTAssertEqual(slot.origin.form, .dampingRatio)
        XCTAssertEqual(SpringSlot.fittedDuration(of: slot.constants), 1, accuracy: 1e-12)
        // Ratio 0.8 fitted to 2 s: the animation now lasts 2 s, and its completion runs then.
        let edited = SpringConstants(dampingRatio: 0.8, settlingIn: 2)
        slot.set(edited)
        let omega = log(1500) / (0.8 * 2)
        for t in [0.3, 1.2] {
            let x = presented(.position, of: view.layer, in: tree, at: t).point!.x
            XCTAssertEqual(x, 5 + 100 * underdamped(t, k: omega * omega, c: 2 * 0.8 * omega), accuracy: 1e-6, "at \(t)")
        }
        tree.advance(to: 3)
        XCTAssertEqual(finished ?? .nan, 2, accuracy: 1e-9)
    }

    func testAnEditNamedBeforeItsSpringIsMadeApplies() {
        let (tree, root) = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        let line = #line + 3
        tree.springSlotNames["SpringSlotTests.swift:\(line)"] = "tap"
        tree.setSpring(SpringConstants(perceptualDuration: 0.4, bounce: 0.5), forSlot: "tap")
        UIView.animate(springDuration: 0.8, bounce: 0, animations: { view.center.y = 45 })
        XCTAssertEqual(tree.springSlots.map(\.name), ["tap"])
        XCTAssertEqual(tree.springSlots[0].slot.original.perceptualDuration, 0.8, accuracy: 1e-12)
        let omega = 2 * Double.pi / 0.4
        let y = presented(.position, of: view.layer, in: tree, at: 0.1).point!.y
        XCTAssertEqual(y, 5 + 40 * underdamped(0.1, k: omega * omega, c: 2 * 0.5 * omega), accuracy: 1e-6)
    }
}
