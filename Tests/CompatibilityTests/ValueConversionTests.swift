import Foundation
import LayerKit
import XCTest
import UIKit

/// Every value type iOS code passes through `fromValue`, `toValue` and `values`, for each kind of key path: the
/// animation runs halfway (linear, 1 s) and the presented value is the hand-computed midpoint.
final class ValueConversionTests: XCTestCase {
    private func midpoint(_ keyPath: String, _ from: Any, _ to: Any, on layer: Layer = Layer()) -> AnimationValue? {
        let (tree, root) = makeScene()
        root.layer.addSublayer(layer)
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        layer.add(animation, forKey: "test")
        guard let parsed = AnimatableKeyPath(keyPath) else { return nil }
        tree.advance(to: 0.5)
        return parsed.read(from: tree.presentationProperties(of: layer))
    }

    func testNumbersOfEveryType() {
        let pairs: [(Any, Any)] = [
            (CGFloat(0.2), CGFloat(0.6)), (0.2, 0.6), (Float(0.2), Float(0.6)), (NSNumber(value: 0.2), NSNumber(value: 0.6)),
            (Int8(0), UInt16(1)),
        ]
        let expected = [0.4, 0.4, 0.4, 0.4, 0.5]
        for ((from, to), want) in zip(pairs, expected) {
            XCTAssert(close(midpoint("opacity", from, to)?.number ?? .nan, want, 1e-6), "\(type(of: from))")
        }
        XCTAssert(midpoint("position.x", 10, 30)?.number == 20)
        XCTAssert(AnimationValue(any: true) == .number(1) && AnimationValue(any: false) == .number(0))
    }

    func testPointsSizesAndRects() {
        let p = Point(15, 25)
        XCTAssert(midpoint("position", CGPoint(x: 10, y: 20), CGPoint(x: 20, y: 30))?.point == p)
        XCTAssert(midpoint("position", NSValue(cgPoint: CGPoint(x: 10, y: 20)), NSValue(cgPoint: CGPoint(x: 20, y: 30)))?.point == p)
        let size = midpoint("bounds.size", NSValue(cgSize: CGSize(width: 10, height: 0)), CGSize(width: 30, height: 40))
        XCTAssert(size == .size(Size(width: 20, height: 20)))
        let rect = midpoint("bounds", NSValue(cgRect: CGRect(x: 0, y: 0, width: 10, height: 10)), CGRect(x: 10, y: 20, width: 30, height: 50))
        XCTAssert(rect?.rect == Rect(x: 5, y: 10, width: 20, height: 30))
    }

    func testTransformsAndTheirBoxes() {
        let rotated = midpoint(
            "transform", NSValue(caTransform3D: CATransform3DIdentity), NSValue(caTransform3D: CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
        // Halfway through a quarter turn is an eighth of a turn (transforms interpolate by decomposition).
        let t = rotated?.transform
        XCTAssert(close(t?.m11 ?? .nan, cos(Double.pi / 4)) && close(t?.m12 ?? .nan, sin(Double.pi / 4)))
        let affine = midpoint("transform", CGAffineTransform.identity, NSValue(cgAffineTransform: CGAffineTransform(scaleX: 3, y: 5)))
        XCTAssert(close(affine?.transform?.m11 ?? .nan, 2) && close(affine?.transform?.m22 ?? .nan, 3))
        XCTAssert(NSValue(caTransform3D: CATransform3DMakeScale(2, 3, 4)).caTransform3DValue == Transform3D(scaleX: 2, y: 3, z: 4))
        XCTAssert(NSValue(cgAffineTransform: CGAffineTransform(translationX: 4, y: 5)).cgAffineTransformValue.tx == 4)
    }

    func testColoursAndPaths() {
        let colour = midpoint("backgroundColor", UIColor.black.cgColor, UIColor(white: 1, alpha: 1).cgColor)?.color
        XCTAssert(colour == Color(red: 0.5, green: 0.5, blue: 0.5))
        let from = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        let to = CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 30), transform: nil)
        guard case .path(let path?)? = midpoint("path", from, to, on: CAShapeLayer()) else {
            XCTFail("no path")
            return
        }
        XCTAssert(path.controlPointBounds == Rect(x: 5, y: 5, width: 20, height: 20))
    }

    func testKeyframeValuesAndNumberKeyTimes() {
        let (tree, root) = makeScene()
        let layer = CALayer()
        root.layer.addSublayer(layer)
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = [NSValue(cgPoint: .zero), CGPoint(x: 100, y: 0), Point(100, 100)]
        animation.keyTimes = [0, 0.25, 1] as [NSNumber]
        animation.duration = 2
        layer.add(animation, forKey: "move")
        XCTAssert(close(presented(.position, of: layer, in: tree, at: 0.25).point, Point(50, 0)))
        XCTAssert(close(presented(.position, of: layer, in: tree, at: 1.25).point, Point(100, 50)))
        XCTAssert(animation.keyTimes == [0, 0.25, 1])
    }

    func testAValueOfAnotherTypeIsReportedWithItsKeyPathAndType() {
        let (_, root) = makeScene()
        let layer = CALayer()
        layer.name = "badge"
        root.layer.addSublayer(layer)
        _ = RuntimeIssues.take()
        let wrongType = CABasicAnimation(keyPath: "opacity")
        wrongType.toValue = "0.5"
        layer.add(wrongType, forKey: "fade")
        let wrongKind = CAKeyframeAnimation(keyPath: "opacity")
        wrongKind.values = [0.0, CGPoint(x: 1, y: 1)]
        layer.add(wrongKind, forKey: "blink")
        let uiColor = CABasicAnimation(keyPath: "backgroundColor")
        uiColor.toValue = UIColor.red
        layer.add(uiColor, forKey: "tint")
        let noSuchKey = CABasicAnimation(keyPath: "shadowWobble")
        layer.add(noSuchKey, forKey: "wobble")
        let issues = RuntimeIssues.take()
        XCTAssert(
            issues == [
                "layer badge, animation 'fade': toValue is a String, which cannot be animated",
                "layer badge, animation 'blink': values[1] is a point, but 'opacity' takes a number",
                "layer badge, animation 'tint': toValue is a UIColor, which cannot be animated",
                "layer badge, animation 'wobble': 'shadowWobble' is not an animatable key path",
            ])
        // The good values of a half-wrong animation are kept; a valid assignment clears the note.
        wrongType.toValue = 0.5
        layer.add(wrongType, forKey: "fade")
        XCTAssert(RuntimeIssues.take().isEmpty)
    }
}
