import Foundation
import Testing

@testable import LayerKit

/// The new animatable properties go through the same timing machinery as the old ones: additive, keyframe and
/// spring animations, checked against values computed here.
@Suite("New properties' timing")
struct NewPropertyTimingTests {
    @Test func additiveKeyframeAndSpringAnimationsDriveTheNewProperties() {
        let layer = GradientLayer()
        let t = tree(with: layer)
        t.transaction.withoutActions {
            layer.shadowRadius = 4
            layer.startPoint = Point(0, 0)
        }
        // Additive: the animation's value is added to the model's 4.
        let grow = BasicAnimation(keyPath: "shadowRadius")
        grow.fromValue = 0.0
        grow.toValue = 8.0
        grow.duration = 2
        grow.isAdditive = true
        layer.add(grow, forKey: "grow")
        // Linear keyframes through three points, evenly timed over 2 s.
        let move = KeyframeAnimation(keyPath: "startPoint")
        move.values = [Point(0, 0), Point(1, 0), Point(1, 1)]
        move.duration = 2
        layer.add(move, forKey: "move")
        // A spring (mass 1, stiffness 100, damping 10: ω0 = 10, ζ = 0.5) on shadowOpacity from 0 to 1.
        let spring = SpringAnimation(keyPath: "shadowOpacity")
        spring.fromValue = 0.0
        spring.toValue = 1.0
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "spring")
        t.advance(to: 0.3)
        let p = t.presentationProperties(of: layer)
        #expect(abs(p.shadowRadius - (4 + 8 * 0.15)) < 1e-12)
        // 0.3 s is 0.15 of the animation: 0.3 of the way through the first of two even segments.
        #expect(abs(p.startPoint.x - 0.15 / 0.5) < 1e-12 && p.startPoint.y == 0)
        let wd = 10 * 0.75.squareRoot()
        let progress = 1 - exp(-5 * 0.3) * (cos(wd * 0.3) + 5 / wd * sin(wd * 0.3))
        #expect(abs(p.shadowOpacity - progress) < 1e-9)
        t.advance(to: 1.5)
        let later = t.presentationProperties(of: layer)
        #expect(abs(later.startPoint.x - 1) < 1e-12 && abs(later.startPoint.y - 0.5) < 1e-12)
    }
}
