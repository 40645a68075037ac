import Foundation
import LayerKit
import PlaygroundTestSupport
import UIKit
import XCTest

/// `UIViewPropertyAnimator` on the scene clock: values computed from UIKit's curves, blocks with delay factors,
/// completions and their positions, stopping and finishing.
final class PropertyAnimatorTests: XCTestCase {
    private func x(_ view: UIView, _ tree: LayerTree, at time: Double) -> Double {
        presented(.position, of: view.layer, in: tree, at: time).point?.x ?? .nan
    }

    func testBlocksAnimateWithTheCurveAndDelayFactorsAndCompletionsHearTheEnd() {
        let (tree, root) = makeScene()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(a)
        root.addSubview(b)
        var ends: [String] = []
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeIn) { a.center.x = 105 }
        animator.addAnimations({ b.center.x = 45 }, delayFactor: 0.5)
        animator.addCompletion { position in ends.append("\(position)@\(CACurrentMediaTime())") }
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(a.center.x, 5, "nothing changes before the start")
        animator.startAnimation(afterDelay: 0.25)
        XCTAssertEqual(animator.state, .active)
        let easeIn = { (t: Double) in independentEase((0.42, 0, 1, 1), t) }
        for t in [0.1, 0.75, 1.25, 1.75, 2.2] {
            XCTAssertEqual(x(a, tree, at: t), 5 + 100 * easeIn(min(max((t - 0.25) / 2, 0), 1)), accuracy: 1e-6, "a at \(t)")
            // b waits half the duration, then takes the other half.
            XCTAssertEqual(x(b, tree, at: t), 5 + 40 * easeIn(min(max((t - 1.25) / 1, 0), 1)), accuracy: 1e-6, "b at \(t)")
        }
        tree.advance(to: 3)
        XCTAssertEqual(ends, ["end@2.25"])
        XCTAssertEqual(animator.state, .inactive)
    }

    func testControlPointsSpringsAndRunningAnimators() {
        let (tree, root) = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.2, y: 0.8), controlPoint2: CGPoint(x: 0.3, y: 1)) {
            view.alpha = 0
        }.startAnimation()
        XCTAssertEqual(
            presented(.opacity, of: view.layer, in: tree, at: 0.4).number ?? .nan, 1 - independentEase((0.2, 0.8, 0.3, 1), 0.4),
            accuracy: 1e-6)
        // Started at 0.4 s with a delay of 0.5 s: linear from 0.9 s to 1.9 s.
        var done: [String] = []
        let running = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.center.y = 25 },
            completion: { done.append("\($0)@\(CACurrentMediaTime())") })
        XCTAssert(running.isRunning)
        XCTAssertEqual(presented(.position, of: view.layer, in: tree, at: 1.15).point?.y ?? .nan, 5 + 20 * 0.25, accuracy: 1e-6)
        tree.advance(to: 1.8)
        XCTAssert(done.isEmpty)
        tree.advance(to: 2)
        XCTAssertEqual(done, ["end@1.9"])
        // A spring animator (started at 2 s) overshoots, then settles on its target within its duration: 1/1500 of
        // the distance left, at most.
        let spring = UIViewPropertyAnimator(duration: 0.8, dampingRatio: 0.4) { view.center.x = 305 }
        spring.startAnimation()
        XCTAssertGreaterThan(presented(.position, of: view.layer, in: tree, at: 2.15).point?.x ?? .nan, 305)
        XCTAssertEqual(presented(.position, of: view.layer, in: tree, at: 2.8).point?.x ?? .nan, 305, accuracy: 300.0 / 1500)
    }

    func testStoppingLeavesTheScreenValueAndFinishingChoosesThePosition() {
        let (tree, root) = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.x = 105 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        tree.advance(to: 0.5)
        animator.stopAnimation(false)
        XCTAssertEqual(animator.state, .stopped)
        XCTAssertEqual(view.center.x, 30, accuracy: 1e-9)
        XCTAssertEqual(x(view, tree, at: 1), 30, accuracy: 1e-9)
        XCTAssert(positions.isEmpty)
        animator.finishAnimation(at: .start)
        XCTAssertEqual(view.center.x, 5)
        XCTAssertEqual(positions, [.start])
        // Stopped without finishing: no completion, the view stays where it was shown.
        let other = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 55 }
        other.addCompletion { positions.append($0) }
        other.startAnimation()
        tree.advance(to: 1.5)
        other.stopAnimation(true)
        tree.advance(to: 4)
        XCTAssertEqual(view.center.x, 30, accuracy: 1e-9)
        XCTAssertEqual(other.state, .inactive)
        XCTAssertEqual(positions, [.start])
    }

    /// The classic scrubbing demo: a paused animator driven by `fractionComplete` (linearly, UIKit's default), then let
    /// go to finish with its curve over what is left of the duration.
    func testPausingScrubbingAndContinuing() {
        let (tree, root) = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        var ends: [String] = []
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) { view.center.x = 105 }
        animator.addCompletion { position in ends.append("\(position)@\(CACurrentMediaTime())") }
        let easeInOut = { (t: Double) in independentEase((0.42, 0, 0.58, 1), t) }
        animator.startAnimation()
        tree.advance(to: 0.5)
        animator.pauseAnimation()
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(animator.state, .active)
        XCTAssertEqual(Double(animator.fractionComplete), 0.25, accuracy: 1e-9)
        // Paused, the view stays where the curve had it, however long the pause.
        XCTAssertEqual(x(view, tree, at: 0.9), 5 + 100 * easeInOut(0.25), accuracy: 1e-6)
        XCTAssertEqual(x(view, tree, at: 1.4), 5 + 100 * easeInOut(0.25), accuracy: 1e-6)
        // Scrubbed, it follows the fraction linearly.
        animator.fractionComplete = 0.6
        XCTAssertEqual(x(view, tree, at: 1.5), 65, accuracy: 1e-6)
        animator.fractionComplete = 0.2
        XCTAssertEqual(x(view, tree, at: 1.6), 25, accuracy: 1e-6)
        // Let go at 1.6 s, it goes on to the end over 80 % of the 2 s, eased in and out, then completes.
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        XCTAssertTrue(animator.isRunning)
        for t in [1.8, 2.4, 3.0] {
            XCTAssertEqual(x(view, tree, at: t), 25 + 80 * easeInOut((t - 1.6) / 1.6), accuracy: 1e-6, "at \(t)")
        }
        XCTAssertEqual(Double(animator.fractionComplete), 0.2 + 0.8 * (1.4 / 1.6), accuracy: 1e-9)
        tree.advance(to: 3.5)
        XCTAssertEqual(ends, ["end@3.2"])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(x(view, tree, at: 3.6), 105, accuracy: 1e-9)
    }

    /// An inactive animator scrubbed is paused at that fraction; reversed, it goes back to the start and says so.
    func testScrubbingAnInactiveAnimatorAndReversing() {
        let (tree, root) = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        var ends: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { ends.append($0) }
        animator.fractionComplete = 0.3
        XCTAssertEqual(animator.state, .active)
        XCTAssertEqual(Double(tree.presentationProperties(of: view.layer, at: 0.1).opacity), 0.7, accuracy: 1e-6)
        animator.isReversed = true
        animator.startAnimation()
        // Back to the start over the 0.3 s it had come.
        XCTAssertEqual(Double(tree.presentationProperties(of: view.layer, at: 0.25).opacity), 0.85, accuracy: 1e-6)
        tree.advance(to: 0.5)
        XCTAssertEqual(ends, [.start])
        XCTAssertEqual(Double(tree.presentationProperties(of: view.layer, at: 0.6).opacity), 1, accuracy: 1e-9)
    }

    /// Reversing a running animator turns it back at once; with `pausesOnCompletion` it waits at its end, paused.
    func testReversingWhileRunningAndPausingOnCompletion() {
        let (tree, root) = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        var ends: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.y = 105 }
        animator.addCompletion { ends.append($0) }
        animator.pausesOnCompletion = true
        animator.startAnimation()
        tree.advance(to: 0.4)
        animator.isReversed = true
        // From 45 (40 % of the way) back to 5 over 0.4 s.
        XCTAssertEqual(tree.presentationProperties(of: view.layer, at: 0.6).position.y, 25, accuracy: 1e-6)
        tree.advance(to: 1.0)
        XCTAssertEqual(ends, [], "paused at its end, it has not completed")
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(Double(animator.fractionComplete), 0, accuracy: 1e-9)
        XCTAssertEqual(tree.presentationProperties(of: view.layer, at: 1.2).position.y, 5, accuracy: 1e-9)
    }

    func testTimingParametersGiveACurveOrASpring() {
        let (tree, root) = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        // A linear cubic: a quarter of the way at a quarter of the duration.
        let linear = UIViewPropertyAnimator(duration: 1, timingParameters: UICubicTimingParameters(animationCurve: .linear))
        linear.addAnimations { view.center.x = 105 }
        linear.startAnimation()
        XCTAssertEqual(x(view, tree, at: 0.25), 30, accuracy: 1e-9)
        tree.advance(to: 1.5)
        // Mass 1, stiffness 100, damping 10: ω₀ = 10, ζ = 0.5, ω_d = 10·√0.75. From 0 moved by 100 it is at
        // 100·(1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d · sin ω_d t)) after t; the 0.2 s asked for is not used: it lasts its
        // settling duration.
        let physics = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        let spring = UIViewPropertyAnimator(duration: 0.2, timingParameters: physics)
        spring.addAnimations { view.center.x = 205 }
        var ended: [Double] = []
        spring.addCompletion { _ in ended.append(tree.currentTime) }
        spring.startAnimation()
        let wd = 10 * 0.75.squareRoot(), t = 0.2
        let expected = 105 + 100 * (1 - exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t)))
        XCTAssertEqual(x(view, tree, at: 1.5 + t), expected, accuracy: 1e-6)
        XCTAssertEqual(spring.duration, SpringConstants(mass: 1, stiffness: 100, damping: 10).settlingDuration, accuracy: 1e-12)
        tree.advance(to: 1.5 + 0.3)
        XCTAssert(ended.isEmpty, "still moving after the duration it was given")
        tree.advance(to: 1.5 + spring.duration + 0.02)
        XCTAssertEqual(ended.count, 1)
        XCTAssertEqual(view.center.x, 205)
    }
}
