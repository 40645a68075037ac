import Foundation
import LayerKit
import UIKit
import XCTest

/// Layer, animation and view subclasses written the way animation libraries write them: overriding what Apple's SDK
/// declares `open`, `init(layer:)`, `required init?(coder:)`, layout and actions.
final class SubclassingTests: XCTestCase {
    final class RingLayer: CAShapeLayer, @unchecked Sendable {
        var ringColor = UIColor.red
        var layouts = 0
        var colourChanges = 0
        var removed = false

        override init() {
            super.init()
            fillColor = nil
            strokeColor = ringColor.cgColor
        }

        override init(layer: Any) {
            super.init(layer: layer)
            if let other = layer as? RingLayer { ringColor = other.ringColor }
        }

        required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override var backgroundColor: CGColor? {
            didSet { colourChanges += 1 }
        }

        override func layoutSublayers() {
            super.layoutSublayers()
            layouts += 1
            path = UIBezierPath(ovalIn: bounds).cgPath
        }

        override func action(forKey event: String) -> CAAction? {
            event == "opacity" ? NSNull() : super.action(forKey: event)
        }

        override func removeFromSuperlayer() {
            removed = true
            super.removeFromSuperlayer()
        }
    }

    final class Forever: CABasicAnimation, @unchecked Sendable {
        override var repeatCount: Float {
            get { .infinity }
            set {}
        }
    }

    final class Badge: UIView, @unchecked Sendable {
        var resizes = 0
        override var bounds: CGRect {
            didSet { resizes += 1 }
        }
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    func testALayerSubclassCopiesLaysOutAndChoosesItsActions() throws {
        let (tree, root) = makeScene()
        let ring = RingLayer()
        ring.ringColor = .blue
        ring.lineWidth = 3
        ring.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        root.layer.addSublayer(ring)
        tree.advance(to: 0.1)
        // Laid out before the frame: its path is its bounds' oval.
        XCTAssertEqual(ring.layouts, 1)
        XCTAssertEqual(ring.path, UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 20)).cgPath)

        // A copy made as Core Animation makes presentation copies.
        let copy = RingLayer(layer: ring)
        XCTAssertEqual(copy.ringColor, .blue)
        XCTAssertEqual(copy.lineWidth, 3)
        XCTAssertEqual(copy.bounds.size, CGSize(width: 40, height: 20))
        XCTAssertNil(copy.superlayer)

        // Its own action: no implicit fade of the opacity; the colour still fades by default.
        ring.opacity = 0.5
        ring.backgroundColor = UIColor.green.cgColor
        XCTAssertEqual(ring.animationKeys(), ["backgroundColor"])
        XCTAssertEqual(ring.colourChanges, 1)
        // Core Animation's optional keys, as code chains on them.
        XCTAssertEqual(ring.animationKeys()?.contains("opacity"), false)

        ring.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
        tree.advance(to: 0.2)
        XCTAssertEqual(ring.layouts, 2)

        // The sublayers array is settable; a removed layer hears it.
        let dot = CALayer()
        root.layer.sublayers = [dot]
        XCTAssertTrue(ring.removed)
        XCTAssert(root.layer.sublayers?.count == 1 && dot.superlayer === root.layer)
        XCTAssertNil(dot.animationKeys()?.first)
    }

    func testAnimationAndViewSubclasses() {
        let (tree, root) = makeScene()
        let pulse = Forever(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0
        pulse.duration = 1
        let layer = CALayer()
        root.layer.addSublayer(layer)
        layer.add(pulse, forKey: "pulse")
        // Repeats for ever: still there, mid-way, long after one second.
        XCTAssertEqual(Double(presented(.opacity, of: layer, in: tree, at: 10.5).number ?? .nan), 0.5, accuracy: 1e-9)

        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssert(badge.layer is CAShapeLayer)
        badge.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        XCTAssertEqual(badge.resizes, 1)
    }

    /// As published layer subclasses write it: `super.init(coder:)` from their required initializer.
    final class Tile: CALayer, @unchecked Sendable {
        let tint: CGColor
        init(tint: CGColor) {
            self.tint = tint
            super.init()
        }
        override init() {
            tint = UIColor.clear.cgColor
            super.init()
        }
        override init(layer: Any) {
            tint = (layer as? Tile)?.tint ?? UIColor.clear.cgColor
            super.init(layer: layer)
        }
        required init?(coder aDecoder: NSCoder) {
            tint = UIColor.gray.cgColor
            super.init(coder: aDecoder)
        }
    }

    func testALayerSubclassCallsTheArchiveInitializer() throws {
        // Layers are not read from archives here: the layer has its default values.
        let tile = try XCTUnwrap(Tile(coder: NSKeyedArchiver(requiringSecureCoding: false)))
        XCTAssertEqual(tile.tint, UIColor.gray.cgColor)
        XCTAssertEqual(tile.bounds, .zero)
        XCTAssertEqual(tile.opacity, 1)
        XCTAssertEqual(Tile(tint: UIColor.red.cgColor).tint, UIColor.red.cgColor)
    }
}

