import Foundation
import LayerKit
import UIKit
import XCTest

/// `presentation()` as custom-property tutorials use it (`presentation()?.progress` to start the next animation from
/// where the last one is), key-value coding of animations and layers as iOS code reads it (`as? CGFloat`), and views
/// whose `layerClass` is a layer class of their own.
final class PresentationTests: XCTestCase {
    /// A layer with a drawn property, as the script compiler writes `@NSManaged var progress: CGFloat`.
    final class ProgressLayer: CALayer, @unchecked Sendable {
        var progress: CGFloat { get { keyedValue(forKey: "progress", default: CGFloat()) } set { setValue(newValue, forKey: "progress") } }
        var madeByInit = false

        override init() {
            super.init()
            madeByInit = true
        }

        override init(layer: Any) { super.init(layer: layer) }

        required init?(coder: NSCoder) { super.init(coder: coder) }

        override class func needsDisplay(forKey key: String) -> Bool { key == "progress" || super.needsDisplay(forKey: key) }
    }

    final class Meter: UIView, @unchecked Sendable {
        override class var layerClass: AnyClass { ProgressLayer.self }
    }

    func testThePresentationIsOfTheLayersClassWithItsAnimatedValues() throws {
        let (tree, root) = makeScene()
        let layer = ProgressLayer()
        XCTAssertNil(layer.presentation(), "not on screen: no presentation")
        root.layer.addSublayer(layer)
        let fill = CABasicAnimation(keyPath: "progress")
        fill.fromValue = 0
        fill.toValue = 0.8
        fill.duration = 2
        fill.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(fill, forKey: "fill")
        tree.advance(to: 0.5)
        let shown = try XCTUnwrap(layer.presentation())
        XCTAssertTrue(type(of: shown) == ProgressLayer.self)
        // A quarter of the way through a linear 0 → 0.8.
        XCTAssertEqual(shown.progress, 0.2, accuracy: 1e-9)
        XCTAssertEqual(layer.progress, 0, "the model value is unchanged")
        // Set in a tree, position and strokeEnd animate implicitly for 0.25 s: the presentation catches up after.
        layer.position = CGPoint(x: 40, y: 30)
        let shape = CAShapeLayer()
        root.layer.addSublayer(shape)
        shape.strokeEnd = 0.25
        XCTAssertEqual(layer.presentation()?.position, CGPoint(x: 0, y: 0))
        tree.advance(to: 1)
        XCTAssertEqual(layer.presentation()?.position, CGPoint(x: 40, y: 30))
        XCTAssertEqual(layer.presentation()?.progress ?? 0, 0.4, accuracy: 1e-9)
        XCTAssertEqual(shape.presentation()?.strokeEnd, 0.25, "a shape layer's presentation is a shape layer")
    }

    func testAnimationsAndLayersAnswerKeyValueCodingAsIOSCodeReadsIt() {
        let fill = CABasicAnimation(keyPath: "progress")
        fill.toValue = 0.33
        fill.duration = 1.5
        XCTAssertEqual(fill.value(forKey: "toValue") as? CGFloat, 0.33)
        XCTAssertEqual(fill.value(forKey: "duration") as? Double, 1.5)
        XCTAssertEqual(fill.value(forKey: "keyPath") as? String, "progress")
        XCTAssertNil(fill.value(forKey: "fromValue"))
        fill.setValue("tag", forKey: "toValue")
        XCTAssertEqual(fill.value(forKey: "toValue") as? String, "tag", "a value kept under the key comes first")

        let (_, root) = makeScene()
        let layer = CALayer()
        root.layer.addSublayer(layer)
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        XCTAssertEqual(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, .pi / 2, accuracy: 1e-12)
        // A shape layer's key on a plain layer is the code's own.
        layer.setValue(CGFloat(6), forKey: "lineWidth")
        XCTAssertEqual(layer.value(forKey: "lineWidth") as? CGFloat, 6)
    }

    func testAViewMakesItsOwnLayerClassWithItsInit() {
        let meter = Meter(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let layer = meter.layer as? ProgressLayer
        XCTAssertNotNil(layer)
        XCTAssertEqual(layer?.madeByInit, true)
        XCTAssertTrue(layer?.delegate === meter)
    }

    func testAPresentationsModelIsTheLayer() throws {
        let (tree, root) = makeScene()
        let layer = ProgressLayer()
        root.layer.addSublayer(layer)
        XCTAssertTrue(layer.model() === layer)
        let presentation = try XCTUnwrap(layer.presentation())
        XCTAssertTrue(presentation.model() === layer)
        tree.advance(to: 0.1)
    }
}

