import Foundation
import LayerKit
import PlaygroundTestSupport
import UIKit
import XCTest

/// Transitions as published code writes them: `CATransition` around a change of a layer, `UIView.transition` with a
/// flip or a cross-dissolve. Positions, angles and opacities at chosen times are worked out here from the durations and
/// Core Animation's curves.
final class TransitionTests: XCTestCase {
    private func standIn(in layer: CALayer) -> CALayer? { layer.sublayers?.first { $0.name == "transition" } }

    func testAPushSlidesTheNewContentInFromTheRight() throws {
        let (tree, root) = makeScene()
        let label = CATextLayer()
        label.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        label.position = CGPoint(x: 200, y: 150)
        label.backgroundColor = UIColor.red.cgColor
        root.layer.addSublayer(label)
        tree.advance(to: 1)

        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 0.5
        push.timingFunction = CAMediaTimingFunction(name: .linear)
        var done = false
        push.completion = { done = $0 }
        label.add(push, forKey: "push")
        label.backgroundColor = UIColor.blue.cgColor
        tree.advance(to: 1.001)
        let stage = try XCTUnwrap(standIn(in: root.layer))
        XCTAssertTrue(label.isHidden)
        XCTAssertEqual(stage.position, label.position)
        let sides = try XCTUnwrap(stage.sublayers)
        XCTAssertEqual(sides.count, 2)
        // Old below, new on top; at 1.25 s, half-way: the old moved half its width left, the new is half-way in.
        let old = sides[0], new = sides[1]
        XCTAssertEqual(old.contents?.pixel(x: 0, y: 0), 0xFFFF_0000)
        XCTAssertEqual(new.contents?.pixel(x: 0, y: 0), 0xFF00_00FF)
        tree.advance(to: 1.25)
        XCTAssertEqual(tree.presentationProperties(of: old).transform.m41, -50, accuracy: 1e-6)
        XCTAssertEqual(tree.presentationProperties(of: new).transform.m41, 50, accuracy: 1e-6)
        tree.advance(to: 1.6)
        XCTAssertTrue(done)
        XCTAssertNil(standIn(in: root.layer))
        XCTAssertFalse(label.isHidden)
    }

    func testAViewFlipsInPerspectiveAndCrossDissolves() throws {
        let (tree, root) = makeScene()
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 120))
        card.backgroundColor = .red
        root.addSubview(card)
        tree.advance(to: 0.5)
        var ends: [Bool] = []
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {
            card.backgroundColor = .blue
        }, completion: { ends.append($0) })
        XCTAssertEqual(card.backgroundColor, .blue, "the change is made at once")
        tree.advance(to: 0.51)
        let stage = try XCTUnwrap(standIn(in: root.layer))
        let old = try XCTUnwrap(stage.sublayers?.first { $0.contents?.pixel(x: 0, y: 0) == 0xFFFF_0000 })
        let new = try XCTUnwrap(stage.sublayers?.first { $0.contents?.pixel(x: 0, y: 0) == 0xFF00_00FF })
        XCTAssertFalse(old.isDoubleSided)
        XCTAssertNotEqual(stage.sublayerTransform.m34, 0, "in perspective")
        // A quarter of the way: the old side has turned a quarter of a half turn about y, the new is a half turn behind.
        tree.advance(to: 0.75)
        let oldTurn = tree.presentationProperties(of: old).transform, newTurn = tree.presentationProperties(of: new).transform
        XCTAssertEqual(oldTurn.m11, cos(Double.pi / 4), accuracy: 1e-9)
        XCTAssertEqual(newTurn.m11, cos(3 * Double.pi / 4), accuracy: 1e-9)
        tree.advance(to: 1.6)
        XCTAssertEqual(ends, [true])
        XCTAssertNil(standIn(in: root.layer))

        // A cross-dissolve, eased in and out: the old side fades as the new one appears.
        UIView.transition(with: card, duration: 0.4, options: .transitionCrossDissolve, animations: { card.alpha = 0.5 })
        tree.advance(to: 1.61)
        let fade = try XCTUnwrap(standIn(in: root.layer))
        let sides = try XCTUnwrap(fade.sublayers)
        tree.advance(to: 1.8)
        let p = independentEase((0.42, 0, 0.58, 1), 0.2 / 0.4)
        XCTAssertEqual(Double(tree.presentationProperties(of: sides[1]).opacity), 1 - p, accuracy: 1e-3)
        XCTAssertEqual(Double(tree.presentationProperties(of: sides[0]).opacity), p, accuracy: 1e-3)
    }

    func testTransitionFromOneViewToAnotherReplacesIt() {
        let (tree, root) = makeScene()
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(holder)
        let front = UIView(frame: holder.bounds), back = UIView(frame: holder.bounds)
        holder.addSubview(front)
        var finished = false
        UIView.transition(from: front, to: back, duration: 0.3, options: .transitionFlipFromRight) { finished = $0 }
        XCTAssert(front.superview == nil && back.superview === holder)
        tree.advance(to: 0.5)
        XCTAssertTrue(finished)
    }
}
