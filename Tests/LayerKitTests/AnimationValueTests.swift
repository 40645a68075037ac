import Foundation
import Testing

@testable import LayerKit

@Suite("Basic, keyframe, spring animations and key paths")
struct AnimationValueTests {
    @Test func fromToByCombinations() {
        func x(from: Double?, to: Double?, by: Double?) -> Double {
            let layer = Layer()
            layer.position = Point(40, 0)
            let tree = tree(with: layer)
            let animation = BasicAnimation(keyPath: "position.x")
            animation.fromValue = from
            animation.toValue = to
            animation.byValue = by
            animation.duration = 1
            layer.add(animation, forKey: "move")
            tree.advance(to: 0.5)
            return tree.presentationProperties(of: layer).position.x
        }
        #expect(close(x(from: 10, to: 20, by: nil), 15))
        #expect(close(x(from: 10, to: nil, by: 20), 20))  // 10 → 30
        #expect(close(x(from: nil, to: 20, by: 10), 15))  // 10 → 20
        #expect(close(x(from: 10, to: nil, by: nil), 25))  // 10 → current 40
        #expect(close(x(from: nil, to: 20, by: nil), 30))  // current 40 → 20
        #expect(close(x(from: nil, to: nil, by: 20), 50))  // 40 → 60
        #expect(close(x(from: nil, to: nil, by: nil), 40))
    }

    @Test func additiveAddsToTheModelValue() {
        let layer = Layer()
        layer.position = Point(100, 50)
        let tree = tree(with: layer)
        let wobble = KeyframeAnimation(keyPath: "position")
        wobble.values = [Point.zero, Point(10, -4), Point.zero]
        wobble.isAdditive = true
        wobble.duration = 2
        layer.add(wobble, forKey: "wobble")
        tree.advance(to: 1)
        #expect(tree.presentationProperties(of: layer).position == Point(110, 46))
    }

    @Test func cumulativeRepeatsContinueFromTheLastEnd() {
        let layer = Layer()
        let tree = tree(with: layer)
        let step = BasicAnimation(keyPath: "position.x")
        step.fromValue = 0.0
        step.toValue = 10.0
        step.duration = 1
        step.repeatCount = 3
        step.isCumulative = true
        layer.add(step, forKey: "step")
        tree.advance(to: 1.5)
        #expect(close(tree.presentationProperties(of: layer).position.x, 15))
        tree.advance(to: 2.25)
        #expect(close(tree.presentationProperties(of: layer).position.x, 22.5))
    }

    func keyframeValue(_ configure: (KeyframeAnimation) -> Void, at fraction: Double) -> Double {
        let layer = Layer()
        let tree = tree(with: layer)
        let animation = KeyframeAnimation(keyPath: "position.x")
        animation.duration = 1
        configure(animation)
        layer.add(animation, forKey: "k")
        tree.advance(to: fraction)
        return tree.presentationProperties(of: layer).position.x
    }

    @Test func linearKeyframesFollowKeyTimesAndSegmentCurves() {
        let setup: (KeyframeAnimation) -> Void = {
            $0.values = [0.0, 10.0, 20.0]; $0.keyTimes = [0, 0.25, 1]
        }
        #expect(close(keyframeValue(setup, at: 0.125), 5))
        #expect(close(keyframeValue(setup, at: 0.625), 15))
        #expect(close(keyframeValue(setup, at: 0.25), 10))
        let eased: (KeyframeAnimation) -> Void = {
            $0.values = [0.0, 10.0, 20.0]
            $0.timingFunctions = [TimingFunction(name: .easeIn), TimingFunction(name: .linear)]
        }
        #expect(close(keyframeValue(eased, at: 0.25), 10 * TimingFunction(name: .easeIn).value(at: 0.5)))
        #expect(close(keyframeValue(eased, at: 0.75), 15))
    }

    @Test func discreteKeyframesJump() {
        let setup: (KeyframeAnimation) -> Void = {
            $0.values = [1.0, 2.0, 3.0]; $0.calculationMode = .discrete
        }
        #expect(keyframeValue(setup, at: 0.2) == 1)
        #expect(keyframeValue(setup, at: 0.34) == 2)
        #expect(keyframeValue(setup, at: 0.9) == 3)
        let timed: (KeyframeAnimation) -> Void = {
            $0.values = [1.0, 2.0, 3.0]; $0.calculationMode = .discrete; $0.keyTimes = [0, 0.1, 0.2, 1]
        }
        #expect(keyframeValue(timed, at: 0.15) == 2 && keyframeValue(timed, at: 0.5) == 3)
    }

    @Test func pacedKeyframesMoveAtConstantSpeed() {
        // Distances 10 and 20: the first value change takes a third of the time.
        let setup: (KeyframeAnimation) -> Void = {
            $0.values = [0.0, 10.0, 30.0]; $0.calculationMode = .paced; $0.keyTimes = [0, 0.9, 1]
        }
        #expect(close(keyframeValue(setup, at: 0.5), 15))
        #expect(close(keyframeValue(setup, at: 0.2), 6))
    }

    @Test func cubicKeyframesPassThroughTheirValuesSmoothly() {
        let setup: (KeyframeAnimation) -> Void = {
            $0.values = [0.0, 10.0, 0.0, 10.0]; $0.calculationMode = .cubic
        }
        #expect(close(keyframeValue(setup, at: 1.0 / 3), 10, 1e-9))
        // Full tension flattens the tangents: each segment is a smoothstep between its values.
        let tense: (KeyframeAnimation) -> Void = {
            $0.values = [0.0, 10.0]; $0.calculationMode = .cubic; $0.tensionValues = [1, 1]
        }
        #expect(close(keyframeValue(tense, at: 0.25), 10 * (3 * 0.0625 - 2 * 0.015625)))
        // Catmull-Rom through 0, 10, 20 is the straight line.
        let straight: (KeyframeAnimation) -> Void = {
            $0.values = [0.0, 10.0, 20.0, 30.0]; $0.calculationMode = .cubic
        }
        #expect(close(keyframeValue(straight, at: 0.5), 15, 1e-9))
        let paced: (KeyframeAnimation) -> Void = {
            $0.values = [0.0, 10.0, 30.0]; $0.calculationMode = .cubicPaced
        }
        #expect(keyframeValue(paced, at: 0.5) > 10)
    }

    @Test func motionAlongAPathWithRotation() {
        let layer = Layer()
        let tree = tree(with: layer)
        var path = Path()
        path.move(to: Point(0, 0)); path.addLine(to: Point(100, 0)); path.addLine(to: Point(100, 100))
        let move = KeyframeAnimation(keyPath: "position")
        move.path = path
        move.calculationMode = .paced
        move.rotationMode = .rotateAuto
        move.duration = 1
        layer.add(move, forKey: "move")
        tree.advance(to: 0.25)
        #expect(close(tree.presentationProperties(of: layer).position.x, 50, 1e-6))
        tree.advance(to: 0.75)
        let p = tree.presentationProperties(of: layer)
        #expect(close(p.position.x, 100, 1e-6) && close(p.position.y, 50, 1e-6))
        // Heading down the screen: rotated a quarter turn clockwise.
        #expect(close(p.transform.m11, 0, 1e-9) && close(p.transform.m12, 1, 1e-9))
    }

    @Test func springFollowsTheDampedOscillator() {
        let spring = SpringAnimation(keyPath: "position.x")
        spring.mass = 1; spring.stiffness = 100; spring.damping = 10
        // ζ = 0.5, ω0 = 10, ωd = 10·√0.75: x(t) = e^(−5t)(cos ωd t + (5/ωd) sin ωd t).
        let t = 0.3, wd = 10 * 0.75.squareRoot()
        let expected = 1 - exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t))
        #expect(close(spring.springProgress(at: t), expected, 1e-12))
        #expect(spring.springProgress(at: 0.35) > 1)  // overshoot
        #expect(abs(spring.displacement(at: spring.settlingDuration)) <= 0.001)
        let critical = SpringAnimation(keyPath: "position.x")
        critical.damping = 20
        #expect(close(critical.springProgress(at: 0.2), 1 - (1 + 10 * 0.2) * exp(-2), 1e-12))
        let fromRatio = SpringAnimation(keyPath: "opacity", dampingRatio: 0.4, response: 1)
        #expect(close(fromRatio.damping / (2 * (fromRatio.stiffness * fromRatio.mass).squareRoot()), 0.4, 1e-12))
    }

    @Test func transformsInterpolateByDecomposition() {
        let start = Transform3DScale(Transform3DMakeRotation(-Double.pi / 4, 0, 0, 1), 0.25, 0.25, 1)
        let half = start.interpolated(to: .identity, at: 0.5)
        // Halfway: rotation −π/8 and scale 0.625 (not an element-wise blend).
        let expected = Transform3DScale(Transform3DMakeRotation(-Double.pi / 8, 0, 0, 1), 0.625, 0.625, 1)
        for (a, b) in zip(half.elements, expected.elements) { #expect(close(a, b, 1e-12)) }
        #expect(close(start.decomposed!.rotationZ, -Double.pi / 4, 1e-12))
    }

    @Test func transformKeyPathsSetOneComponent() {
        let layer = Layer()
        let tree = tree(with: layer)
        let scale = BasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 1.0; scale.toValue = 2.0; scale.duration = 1
        layer.add(scale, forKey: "scale")
        let spin = BasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0.0; spin.toValue = Double.pi; spin.duration = 1
        layer.add(spin, forKey: "spin")
        tree.advance(to: 0.5)
        let t = tree.presentationProperties(of: layer).transform
        // Scale 1.5 and a quarter turn.
        #expect(close(t.m11, 0, 1e-12) && close(t.m12, 1.5, 1e-12) && close(t.m21, -1.5, 1e-12))
        #expect(AnimatableKeyPath("bounds.size.width")?.component == .width)
        #expect(AnimatableKeyPath("transform.nonsense") == nil && AnimatableKeyPath("frame") == nil)
    }

    @Test func keyPathsParseAsCoreAnimationSpellsThem() {
        // Every property by its key, and nothing for a key that differs by case, by a space, or is empty.
        for property in LayerProperty.allCases {
            let parsed = AnimatableKeyPath(property.rawValue)
            #expect(parsed?.property == property && parsed?.component == nil, "\(property)")
        }
        #expect(AnimatableKeyPath("Opacity") == nil && AnimatableKeyPath("opacity ") == nil && AnimatableKeyPath("") == nil)
        let parsed: [(String, LayerProperty, AnimatableKeyPath.Component?)] = [
            ("position.x", .position, .x), ("anchorPoint.y", .anchorPoint, .y), ("bounds.origin.y", .bounds, .originY),
            ("bounds.size", .bounds, .size), ("transform.rotation", .transform, .rotationZ),
            ("sublayerTransform.translation.z", .sublayerTransform, .translationZ),
            ("instanceTransform.scale.x", .instanceTransform, .scaleX),
            // A trailing dot names the whole property, as splitting at every dot and joining the rest gives.
            ("opacity.", .opacity, nil),
        ]
        for (keyPath, property, component) in parsed {
            let result = AnimatableKeyPath(keyPath)
            #expect(result?.property == property && result?.component == component, "\(keyPath)")
        }
        let unknowns = [
            ".x", "position..x", "position.x.", "bounds.size.", "transform.scale.x.y", "opacity.x", "frame.x", "é.x",
            "position.\u{301}x", "opacity\u{0}", "transform.scale\u{301}",
        ]
        for unknown in unknowns {
            #expect(AnimatableKeyPath(unknown) == nil, "\(unknown)")
        }
    }

    @Test func aValueThatCannotBeAnimatedIsNamedUntilReplaced() {
        let keyframes = KeyframeAnimation(keyPath: "opacity")
        keyframes.values = [0.0, "half", 1.0]
        #expect(keyframes.valueProblems == ["values[1] is a String, which cannot be animated"])
        keyframes.values = [0.0, 0.5, 1.0]
        #expect(keyframes.valueProblems.isEmpty && keyframes.keyframes == [.number(0), .number(0.5), .number(1)])
        let basic = BasicAnimation(keyPath: "opacity")
        basic.toValue = "x"
        basic.fromValue = 0.0
        #expect(basic.valueProblems == ["toValue is a String, which cannot be animated"])
        basic.toValue = 1.0
        #expect(basic.valueProblems.isEmpty)
    }

    @Test func colorsInterpolateComponentWise() {
        let layer = Layer()
        let tree = tree(with: layer)
        let tint = BasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = Color.white
        tint.toValue = Color(red8: 15, green8: 78, blue8: 101)
        tint.duration = 1
        layer.add(tint, forKey: "tint")
        tree.advance(to: 0.5)
        let c = tree.presentationProperties(of: layer).backgroundColor!
        #expect(close(c.red, (1 + 15.0 / 255) / 2) && close(c.blue, (1 + 101.0 / 255) / 2))
    }
}
