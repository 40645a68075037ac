import Foundation
import LayerKit
import UIKit
import XCTest

/// The mouse as UIKit touches: hit testing by the views' geometry, the touch methods, and tap and pan recognizers.
/// (XCTest: Swift Testing looks for a cross-import overlay of a module named UIKit.)
final class TouchTests: XCTestCase {
    /// Records the touch methods it gets, with the touch's location in itself.
    final class TouchView: UIView, @unchecked Sendable {
        var calls: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            let p = touches.first!.location(in: self)
            calls.append("began \(Int(p.x)),\(Int(p.y))")
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("cancelled") }
    }

    final class Handler {
        var taps: [CGPoint] = []
        var pans: [(UIGestureRecognizer.State, CGPoint)] = []
        func tapped(_ recognizer: UITapGestureRecognizer) { taps.append(recognizer.location(in: recognizer.view)) }
        func panned(_ recognizer: UIPanGestureRecognizer) { pans.append((recognizer.state, recognizer.translation(in: nil))) }
    }

    func testTheFrontmostViewUnderThePointGetsTheTouchInItsOwnCoordinates() {
        let (_, root) = makeScene()
        let card = TouchView(frame: CGRect(x: 100, y: 50, width: 200, height: 100))
        let badge = TouchView(frame: CGRect(x: 150, y: 10, width: 40, height: 40))
        root.addSubview(card)
        card.addSubview(badge)
        // Scaled 2x about its centre (170, 30 in the card): a point 5 units from the centre is 10 from it on screen.
        badge.transform = CGAffineTransform(scaleX: 2, y: 2)
        let router = TouchRouter(root: root)
        XCTAssertTrue(router.press(at: CGPoint(x: 280, y: 90), time: 0))
        router.release(at: CGPoint(x: 280, y: 90), time: 0.1)
        XCTAssertTrue(badge.calls == ["began 25,25", "ended"] && card.calls.isEmpty)
        // Outside the badge, inside the card.
        router.press(at: CGPoint(x: 110, y: 140), time: 1)
        router.move(to: CGPoint(x: 120, y: 140), time: 1.1)
        router.release(at: CGPoint(x: 120, y: 140), time: 1.2)
        XCTAssertTrue(card.calls == ["began 10,90", "moved", "ended"])
        // The badge's scaled part beyond the card's bounds is not found there (UIKit tests the superview's bounds first).
        card.calls = []
        badge.calls = []
        XCTAssertTrue(!router.press(at: CGPoint(x: 280, y: 45), time: 2))
        router.release(at: CGPoint(x: 280, y: 45), time: 2.1)
        XCTAssertTrue(card.calls.isEmpty && badge.calls.isEmpty)
    }

    func testHiddenTransparentAndNonInteractiveViewsArePassedOver() {
        let (_, root) = makeScene()
        let back = TouchView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = TouchView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        let router = TouchRouter(root: root)
        for change in [{ front.isHidden = true }, { front.alpha = 0 }, { front.isUserInteractionEnabled = false }] {
            front.isHidden = false
            front.alpha = 1
            front.isUserInteractionEnabled = true
            change()
            back.calls = []
            router.press(at: CGPoint(x: 50, y: 50), time: 0)
            router.release(at: CGPoint(x: 50, y: 50), time: 0)
            XCTAssertTrue(back.calls == ["began 50,50", "ended"] && front.calls.isEmpty)
        }
    }

    func testATapCallsItsActionAndCancelsTheViewsTouch() {
        let (_, root) = makeScene()
        let button = TouchView(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        root.addSubview(button)
        let handler = Handler()
        let tap = UITapGestureRecognizer(target: handler, action: Selector(handler.tapped))
        button.addGestureRecognizer(tap)
        let router = TouchRouter(root: root)
        XCTAssertTrue(router.isInteractive(at: CGPoint(x: 30, y: 30)) && !router.isInteractive(at: CGPoint(x: 300, y: 200)))
        router.press(at: CGPoint(x: 30, y: 30), time: 0)
        router.move(to: CGPoint(x: 36, y: 30), time: 0.05)
        router.release(at: CGPoint(x: 36, y: 30), time: 0.1)
        XCTAssertTrue(handler.taps == [CGPoint(x: 16, y: 10)] && tap.state == .ended)
        XCTAssertTrue(button.calls == ["began 10,10", "moved", "cancelled"])
        // Moving more than 10 points is not a tap: the view gets the whole touch.
        button.calls = []
        router.press(at: CGPoint(x: 30, y: 30), time: 1)
        router.move(to: CGPoint(x: 45, y: 30), time: 1.05)
        router.release(at: CGPoint(x: 45, y: 30), time: 1.1)
        XCTAssertTrue(handler.taps.count == 1 && button.calls == ["began 10,10", "moved", "ended"])
        // Two taps required: the second one, soon after and near the first, is the gesture.
        tap.numberOfTapsRequired = 2
        for time in [2.0, 2.2] {
            router.press(at: CGPoint(x: 30, y: 30), time: time)
            router.release(at: CGPoint(x: 30, y: 30), time: time + 0.05)
        }
        XCTAssertTrue(handler.taps.count == 2)
        for time in [3.0, 3.5] {
            router.press(at: CGPoint(x: 30, y: 30), time: time)
            router.release(at: CGPoint(x: 30, y: 30), time: time + 0.05)
        }
        XCTAssertTrue(handler.taps.count == 2)
    }

    func testAPanBeginsAfterTenPointsAndReportsTranslationAndVelocity() {
        let (_, root) = makeScene()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(card)
        let handler = Handler()
        let pan = UIPanGestureRecognizer(target: handler, action: Selector(handler.panned))
        card.addGestureRecognizer(pan)
        let tap = UITapGestureRecognizer(target: handler, action: Selector(handler.tapped))
        card.addGestureRecognizer(tap)
        let router = TouchRouter(root: root)
        router.press(at: CGPoint(x: 50, y: 50), time: 0)
        router.move(to: CGPoint(x: 55, y: 50), time: 0.1)
        XCTAssertTrue(handler.pans.isEmpty)
        router.move(to: CGPoint(x: 62, y: 50), time: 0.2)
        router.move(to: CGPoint(x: 70, y: 60), time: 0.25)
        // 8 and 10 points in 0.05 s.
        let velocity = pan.velocity(in: nil)
        XCTAssertEqual(Double(velocity.x), 160, accuracy: 1e-9)
        XCTAssertEqual(Double(velocity.y), 200, accuracy: 1e-9)
        router.release(at: CGPoint(x: 70, y: 60), time: 0.3)
        XCTAssertTrue(handler.pans.map(\.0) == [.began, .changed, .ended])
        XCTAssertTrue(handler.pans.map(\.1) == [CGPoint(x: 12, y: 0), CGPoint(x: 20, y: 10), CGPoint(x: 20, y: 10)])
        // The pan took the touch: the tap failed.
        XCTAssertTrue(handler.taps.isEmpty && tap.state == .failed)
        // Code that moves the view by the translation and sets it back to zero.
        pan.setTranslation(.zero, in: nil)
        XCTAssertTrue(pan.translation(in: nil) == .zero)
    }

    func testALongPressBeginsAtItsDeadlineAndCancelsTheViewsTouch() {
        let (_, root) = makeScene()
        let view = TouchView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        final class Target {
            var handle: (UILongPressGestureRecognizer) -> Void = { _ in }
            func held(_ recognizer: UILongPressGestureRecognizer) { handle(recognizer) }
        }
        let target = Target()
        target.handle = { states.append($0.state) }
        let press = UILongPressGestureRecognizer(target: target, action: Selector(target.held))
        view.addGestureRecognizer(press)
        let router = TouchRouter(root: root)
        router.press(at: CGPoint(x: 50, y: 50), time: 1)
        XCTAssertEqual(router.nextDeadline, 1.5)
        router.move(to: CGPoint(x: 55, y: 50), time: 1.2)
        router.reachDeadlines(at: 1.4)
        XCTAssertTrue(states.isEmpty)
        router.reachDeadlines(at: 1.5)
        XCTAssertEqual(states, [.began])
        XCTAssertNil(router.nextDeadline)
        router.move(to: CGPoint(x: 90, y: 50), time: 1.7)
        router.release(at: CGPoint(x: 90, y: 50), time: 1.8)
        XCTAssertEqual(states, [.began, .changed, .ended])
        XCTAssertEqual(view.calls, ["began 50,50", "moved", "cancelled"])
        // Moving beyond the allowable movement first: no long press, the view gets the whole touch.
        view.calls = []
        router.press(at: CGPoint(x: 50, y: 50), time: 3)
        router.move(to: CGPoint(x: 65, y: 50), time: 3.1)
        XCTAssertNil(router.nextDeadline)
        router.release(at: CGPoint(x: 65, y: 50), time: 3.9)
        XCTAssertEqual(states.count, 3)
        XCTAssertEqual(view.calls, ["began 50,50", "moved", "ended"])
    }

    func testConvertingPointsFollowsFramesBoundsAndTransforms() {
        let (_, root) = makeScene()
        let outer = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        outer.bounds.origin = CGPoint(x: 10, y: 0)
        let inner = UIView(frame: CGRect(x: 20, y: 30, width: 40, height: 40))
        root.addSubview(outer)
        outer.addSubview(inner)
        XCTAssertTrue(inner.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 110, y: 130))
        XCTAssertTrue(inner.convert(CGPoint(x: 110, y: 130), from: nil) == CGPoint(x: 0, y: 0))
        XCTAssertTrue(outer.convert(CGPoint(x: 20, y: 30), to: inner) == CGPoint(x: 0, y: 0))
        inner.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // A quarter turn about the centre (40, 50 in outer): the inner top-left corner lands at (60, 30) in outer.
        let corner = inner.convert(CGPoint(x: 0, y: 0), to: outer)
        XCTAssertTrue(abs(corner.x - 60) < 1e-9 && abs(corner.y - 30) < 1e-9)
    }
}
