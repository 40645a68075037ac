import Foundation
import LayerKit
import UIKit
import XCTest

/// UIKit Dynamics written as tutorials write it: a reference view, behaviors, views as items. Expected values come from
/// the units Apple documents (gravity 1 = 1000 points/s², a push of 1 on a 100 × 100 view of density 1 = 100
/// points/s²) and from mechanics (a pendulum's period, momentum), not from the simulation's output.
final class DynamicsTests: XCTestCase {
    let dt = 1.0 / 120

    final class Ball: UIView, @unchecked Sendable {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }

    final class Recorder: NSObject, UICollisionBehaviorDelegate, UIDynamicAnimatorDelegate {
        var events: [String] = []
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                               withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
            events.append("began \(identifier.map { "\($0)" } ?? "bounds") y=\(Int(p.y.rounded()))")
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                               withBoundaryIdentifier identifier: NSCopying?) {
            events.append("ended \(identifier.map { "\($0)" } ?? "bounds")")
        }
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("paused") }
        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resumed") }
    }

    /// Distance fallen after n steps of the semi-implicit Euler the animator uses: a·dt²·n(n+1)/2.
    func fallen(_ acceleration: Double, steps n: Double) -> Double { acceleration * dt * dt * n * (n + 1) / 2 }

    func testGravityIsAThousandPointsPerSecondSquaredWhateverTheMass() {
        let (tree, root) = makeScene()
        let small = UIView(frame: CGRect(x: 50, y: 0, width: 20, height: 20))
        let big = UIView(frame: CGRect(x: 200, y: 0, width: 120, height: 120))
        root.addSubview(small)
        root.addSubview(big)
        let animator = UIDynamicAnimator(referenceView: root)
        animator.addBehavior(UIGravityBehavior(items: [small, big]))
        tree.advance(to: 0.5)
        XCTAssertEqual(Double(small.center.y), 10 + fallen(1000, steps: 60), accuracy: 1e-6)
        XCTAssertEqual(Double(big.center.y), 60 + fallen(1000, steps: 60), accuracy: 1e-6)
        // Within a step of the exact ½·g·t².
        XCTAssertEqual(Double(small.center.y) - 10, 0.5 * 1000 * 0.25, accuracy: 1000 * 0.5 * dt)
        XCTAssertEqual(animator.elapsedTime(), 0.5, accuracy: 1e-9)
        XCTAssertTrue(small.center.x == 60 && small.transform.isIdentity)
    }

    func testGravityAngleAndMagnitudeAreOneVector() {
        let gravity = UIGravityBehavior()
        gravity.setAngle(0, magnitude: 0.5)
        XCTAssertTrue(close(Double(gravity.gravityDirection.dx), 0.5) && close(Double(gravity.gravityDirection.dy), 0))
        gravity.gravityDirection = CGVector(dx: 0, dy: -2)
        XCTAssertTrue(close(Double(gravity.angle), -Double.pi / 2) && close(Double(gravity.magnitude), 2))
        gravity.magnitude = 0
        XCTAssertTrue(gravity.angle == 0 && gravity.magnitude == 0)
    }

    func testAPushOfOneMovesAHundredPointSquareOfDensityOneAtAHundredPointsPerSecond() {
        let (tree, root) = makeScene()
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let small = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(box)
        root.addSubview(small)
        let animator = UIDynamicAnimator(referenceView: root)
        let kick = UIPushBehavior(items: [box], mode: .instantaneous)
        kick.pushDirection = CGVector(dx: 1, dy: 0)
        let properties = UIDynamicItemBehavior(items: [box, small])
        animator.addBehavior(properties)
        animator.addBehavior(kick)
        // A continuous push on a quarter of the area: four times the acceleration.
        let steady = UIPushBehavior(items: [small], mode: .continuous)
        steady.magnitude = 1
        animator.addBehavior(steady)
        tree.advance(to: dt)
        XCTAssertTrue(close(properties.linearVelocity(for: box), Point(100, 0), 1e-9))
        XCTAssertFalse(kick.active, "an instantaneous push turns itself off once applied")
        tree.advance(to: 1)
        XCTAssertEqual(Double(box.center.x), 50 + 100 * 1, accuracy: 1e-6)
        XCTAssertEqual(Double(small.center.x), 25 + fallen(400, steps: 120), accuracy: 1e-6)
        // Set active again, it pushes once more.
        kick.active = true
        tree.advance(to: 1.5)
        XCTAssertTrue(close(properties.linearVelocity(for: box), Point(200, 0), 1e-9))
    }

    func testABoxFallsOntoTheReferenceBoundsAndTheAnimatorPausesAtRest() {
        let (tree, root) = makeScene()
        let box = UIView(frame: CGRect(x: 150, y: 20, width: 80, height: 60))
        root.addSubview(box)
        let animator = UIDynamicAnimator(referenceView: root)
        let recorder = Recorder()
        animator.delegate = recorder
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = recorder
        animator.addBehavior(UIGravityBehavior(items: [box]))
        animator.addBehavior(collision)
        XCTAssertTrue(animator.isRunning)
        for frame in 1...240 { tree.advance(to: Double(frame) / 60) }
        // The scene is 400 x 300: the box rests on its bottom edge, upright, where it fell.
        XCTAssertEqual(Double(box.frame.maxY), 300, accuracy: 0.6)
        XCTAssertEqual(Double(box.center.x), 190, accuracy: 1e-6)
        XCTAssertTrue(box.transform.isIdentity)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(recorder.events, ["resumed", "began bounds y=300", "paused"])
        // Settling stops the clock of the simulation; a new behavior starts it again.
        let elapsed = animator.elapsedTime()
        tree.advance(to: 5)
        XCTAssertEqual(animator.elapsedTime(), elapsed)
        let push = UIPushBehavior(items: [box], mode: .instantaneous)
        push.setAngle(-.pi / 2, magnitude: 2)
        animator.addBehavior(push)
        tree.advance(to: 5.1)
        XCTAssertTrue(animator.isRunning && box.frame.maxY < 299)
        XCTAssertEqual(Array(recorder.events.suffix(2)), ["resumed", "ended bounds"])
    }

    func testElasticityOneBouncesBackToTheHeightItFellFrom() {
        let (tree, root) = makeScene()
        let ball = Ball(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        let dull = Ball(frame: CGRect(x: 250, y: 100, width: 40, height: 40))
        root.addSubview(ball)
        root.addSubview(dull)
        let animator = UIDynamicAnimator(referenceView: root)
        animator.addBehavior(UIGravityBehavior(items: [ball, dull]))
        let collision = UICollisionBehavior(items: [ball, dull])
        collision.addBoundary(withIdentifier: "floor" as NSCopying, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 400, y: 300))
        animator.addBehavior(collision)
        let bouncy = UIDynamicItemBehavior(items: [ball])
        bouncy.elasticity = 1
        animator.addBehavior(bouncy)
        // Dropped 160 points: it lands after √(2·160/1000) = 0.566 s and is back up at 1.13 s.
        var highest = Double.infinity
        for frame in 1...80 {
            tree.advance(to: Double(frame) / 60)
            if frame > 45 { highest = min(highest, Double(ball.center.y)) }
        }
        XCTAssertEqual(highest, 120, accuracy: 160 * 0.04)
        XCTAssertEqual(Double(dull.frame.maxY), 300, accuracy: 0.6)
    }

    func testEqualBoxesMeetingHeadOnWithElasticityOneSwapVelocities() {
        let (tree, root) = makeScene()
        let left = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        let right = UIView(frame: CGRect(x: 300, y: 100, width: 50, height: 50))
        root.addSubview(left)
        root.addSubview(right)
        let animator = UIDynamicAnimator(referenceView: root)
        let properties = UIDynamicItemBehavior(items: [left, right])
        properties.elasticity = 1
        properties.addLinearVelocity(CGPoint(x: 200, y: 0), for: left)
        animator.addBehavior(properties)
        animator.addBehavior(UICollisionBehavior(items: [left, right]))
        // 250 points apart at 200 points/s: they meet at 1.25 s.
        tree.advance(to: 2)
        XCTAssertTrue(close(properties.linearVelocity(for: left), Point(0, 0), 1))
        XCTAssertTrue(close(properties.linearVelocity(for: right), Point(200, 0), 1))
        XCTAssertEqual(Double(right.center.x), 325 + 200 * 0.75, accuracy: 3)
    }

    func testASnapReachesItsPointAndDampingOneDoesNotOvershoot() {
        for (damping, overshoots) in [(CGFloat(1), false), (0.1, true)] {
            let (tree, root) = makeScene()
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            root.addSubview(box)
            let animator = UIDynamicAnimator(referenceView: root)
            let snap = UISnapBehavior(item: box, snapTo: CGPoint(x: 220, y: 20))
            snap.damping = damping
            animator.addBehavior(snap)
            var farthest = 0.0
            for frame in 1...240 {
                tree.advance(to: Double(frame) / 60)
                farthest = max(farthest, Double(box.center.x))
            }
            XCTAssertEqual(Double(box.center.x), 220, accuracy: 0.5)
            XCTAssertEqual(Double(box.center.y), 20, accuracy: 0.5)
            XCTAssertEqual(farthest > 221, overshoots, "damping \(damping): farthest \(farthest)")
            XCTAssertFalse(animator.isRunning)
        }
    }

    func testARigidAttachmentIsAPendulumOfItsLength() {
        let (tree, root) = makeScene()
        let bob = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(bob)
        // 100 points from the anchor, 5° off the vertical.
        let anchor = CGPoint(x: 200, y: 50)
        let angle = 5.0 * .pi / 180
        bob.center = CGPoint(x: 200 + 100 * sin(angle), y: 50 + 100 * cos(angle))
        let animator = UIDynamicAnimator(referenceView: root)
        let attachment = UIAttachmentBehavior(item: bob, attachedToAnchor: anchor)
        XCTAssertEqual(Double(attachment.length), 100, accuracy: 1e-9)
        animator.addBehavior(attachment)
        animator.addBehavior(UIGravityBehavior(items: [bob]))
        var crossings: [Double] = []
        var previous = Double(bob.center.x) - 200
        for step in 1...(120 * 5) {
            let time = Double(step) * dt
            tree.advance(to: time)
            let x = Double(bob.center.x) - 200
            let distance = ((x * x) + pow(Double(bob.center.y) - 50, 2)).squareRoot()
            XCTAssertEqual(distance, 100, accuracy: 0.5)
            if (previous > 0) != (x > 0) { crossings.append(time) }
            previous = x
        }
        // Small swings of a simple pendulum: T = 2π·√(L/g), with L = 100 points and g = 1000 points/s².
        let period = 2 * Double.pi * (100.0 / 1000).squareRoot()
        XCTAssertTrue(crossings.count >= 4)
        XCTAssertEqual((crossings[crossings.count - 1] - crossings[0]) / Double(crossings.count - 1) * 2, period,
                       accuracy: period * 0.03)
    }

    func testAPathBoundaryHoldsAnItemAndNamesItselfToTheDelegate() {
        let (tree, root) = makeScene()
        let ball = Ball(frame: CGRect(x: 180, y: 60, width: 40, height: 40))
        root.addSubview(ball)
        let animator = UIDynamicAnimator(referenceView: root)
        let collision = UICollisionBehavior(items: [ball])
        let recorder = Recorder()
        collision.collisionDelegate = recorder
        // A bowl: a circle of radius 120 about (200, 150).
        collision.addBoundary(withIdentifier: "bowl" as NSCopying,
                              for: UIBezierPath(ovalIn: CGRect(x: 80, y: 30, width: 240, height: 240)))
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        // Without friction or resistance it would roll to and fro for ever.
        let resistance = UIDynamicItemBehavior(items: [ball])
        resistance.resistance = 3
        animator.addBehavior(resistance)
        tree.advance(to: 3)
        // It rests at the bottom of the bowl: its centre 100 points below the bowl's.
        XCTAssertEqual(Double(ball.center.x), 200, accuracy: 1)
        XCTAssertEqual(Double(ball.center.y), 250, accuracy: 1)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(recorder.events.first, "began bowl y=270")
        XCTAssertTrue(collision.boundaryIdentifiers?.count == 1 && collision.boundary(withIdentifier: "bowl" as NSCopying) != nil)
        collision.removeBoundary(withIdentifier: "bowl" as NSCopying)
        tree.advance(to: 3.5)
        XCTAssertTrue(ball.center.y > 300)
    }

    func testTheMotionIsTheSameAtAnyFrameRate() {
        func run(frames: Int) -> [CGPoint] {
            let (tree, root) = makeScene()
            let boxes = (0..<4).map { i in UIView(frame: CGRect(x: 60 + 70 * i, y: 20 * i, width: 50, height: 30)) }
            for box in boxes {
                root.addSubview(box)
                box.transform = CGAffineTransform(rotationAngle: 0.3)
            }
            let animator = UIDynamicAnimator(referenceView: root)
            let collision = UICollisionBehavior(items: boxes)
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
            animator.addBehavior(UIGravityBehavior(items: boxes))
            for frame in 1...frames { tree.advance(to: 2 * Double(frame) / Double(frames)) }
            return boxes.map(\.center)
        }
        XCTAssertEqual(run(frames: 120), run(frames: 50))
        XCTAssertEqual(run(frames: 120), run(frames: 1))
    }

    func testBrokenItemsDoNotSpoilTheOthers() {
        let (tree, root) = makeScene()
        let lost = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        lost.center = CGPoint(x: CGFloat.nan, y: 100)
        let flat = UIView(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        let huge = UIView(frame: CGRect(x: 0, y: 0, width: 1e12, height: 1e12))
        let box = UIView(frame: CGRect(x: 180, y: 0, width: 40, height: 40))
        for view in [lost, flat, huge, box] { root.addSubview(view) }
        let animator = UIDynamicAnimator(referenceView: root)
        let collision = UICollisionBehavior(items: [lost, flat, box])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [lost, flat, huge, box]))
        let strange = UIDynamicItemBehavior(items: [box])
        strange.density = -1
        strange.resistance = .infinity
        animator.addBehavior(strange)
        tree.advance(to: 2)
        XCTAssertTrue(box.center.x.isFinite && box.center.y.isFinite && flat.center.y.isFinite)
        XCTAssertTrue(box.frame.maxY <= 300.5)
    }

    func testAnAnimatorNothingHoldsStops() {
        let (tree, root) = makeScene()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(box)
        do {
            let animator = UIDynamicAnimator(referenceView: root)
            animator.addBehavior(UIGravityBehavior(items: [box]))
        }
        tree.advance(to: 1)
        XCTAssertEqual(box.center, CGPoint(x: 5, y: 5))
    }
}

private func close(_ a: CGPoint, _ b: Point, _ tolerance: Double) -> Bool {
    abs(Double(a.x) - b.x) <= tolerance && abs(Double(a.y) - b.y) <= tolerance
}
