import Foundation
import LayerKit
import PlaygroundTestSupport
import UIKit
import XCTest

/// Core Animation's key-value coding as iOS code uses it (values kept on animations and layers under any key,
/// properties set and read by key path), and the target–selector forms of display links and timers.
final class KeyValueCodingTests: XCTestCase {
    private final class Tagger: CAAnimationDelegate {
        var stopped: [(name: String?, layer: CALayer?)] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            stopped.append((anim.value(forKey: "name") as? String, anim.value(forKey: "layer") as? CALayer))
        }
    }

    func testAnAnimationKeepsValuesUnderAnyKeyAndTheAddedCopyHasThem() {
        let (tree, root) = makeScene()
        let layer = CALayer()
        root.layer.addSublayer(layer)
        let tagger = Tagger()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 0.5
        fade.delegate = tagger
        fade.setValue("fade", forKey: "name")
        fade.setValue(layer, forKey: "layer")
        fade.setValue(1, forKey: "dropped")
        fade.setValue(nil, forKey: "dropped")
        XCTAssertNil(fade.value(forKey: "dropped"))
        layer.add(fade, forKey: "fade")
        // Set after adding: the layer's copy does not see it, as on iOS.
        fade.setValue("late", forKey: "name")
        tree.advance(to: 1)
        XCTAssertEqual(tagger.stopped.count, 1)
        XCTAssertEqual(tagger.stopped.first?.name, "fade")
        XCTAssert(tagger.stopped.first?.layer === layer)
    }

    func testALayerSetsAndReadsItsPropertiesByKeyPath() {
        let (tree, root) = makeScene()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.layer.addSublayer(layer)
        layer.setValue(0.25, forKey: "opacity")
        XCTAssertEqual(layer.opacity, 0.25)
        // Set by key, a property animates as an assignment does: 0.25 s on Core Animation's default curve.
        let halfway = 1 + (0.25 - 1) * independentEase((0.25, 0.1, 0.25, 1), 0.5)
        XCTAssert(close(presented(.opacity, of: layer, in: tree, at: 0.125).number ?? -1, halfway))
        layer.setValue(CGFloat(40), forKeyPath: "position.x")
        layer.setValue(Float.pi / 2, forKeyPath: "transform.rotation.z")
        layer.setValue(NSValue(cgPoint: CGPoint(x: 0, y: 1)), forKey: "anchorPoint")
        XCTAssertEqual(layer.position.x, 40)
        XCTAssertEqual(layer.anchorPoint, CGPoint(x: 0, y: 1))
        XCTAssert(close(layer.transform.m12, 1, 1e-7) && close(layer.transform.m21, -1, 1e-7))
        // Read back as Core Animation boxes them.
        XCTAssertEqual(layer.value(forKeyPath: "position.x") as? Double, 40)
        XCTAssertEqual(layer.value(forKey: "opacity") as? NSNumber, NSNumber(value: 0.25))
        XCTAssertEqual(layer.value(forKey: "position") as? CGPoint, CGPoint(x: 40, y: 0))
        XCTAssertEqual(layer.value(forKey: "bounds") as? CGRect, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssert(close((layer.value(forKeyPath: "transform.rotation.z") as? Double) ?? 0, .pi / 2, 1e-6))
    }

    func testKeysThatNameNoPropertyKeepTheCodesValues() {
        let layer = CALayer()
        layer.setValue(3, forKey: "index")
        layer.setValue("card", forKeyPath: "kind.name")
        XCTAssertEqual(layer.value(forKey: "index") as? Int, 3)
        XCTAssertEqual(layer.value(forKeyPath: "kind.name") as? String, "card")
        layer.setValue(nil, forKey: "index")
        XCTAssertNil(layer.value(forKey: "index"))
        XCTAssertNil(layer.value(forKey: "never set"))
    }

    func testAValueOfTheWrongKindIsReportedAndChangesNothing() {
        let layer = CALayer()
        layer.name = "card"
        _ = RuntimeIssues.take()
        layer.setValue("red", forKey: "backgroundColor")
        layer.setValue(CGPoint(x: 1, y: 2), forKeyPath: "position.x")
        XCTAssertNil(layer.backgroundColor)
        XCTAssertEqual(layer.position, .zero)
        let issues = RuntimeIssues.take()
        XCTAssertEqual(issues.count, 2)
        XCTAssert(issues[0].contains("card") && issues[0].contains("'backgroundColor'") && issues[0].contains("String"), issues[0])
        XCTAssert(issues[1].contains("a point, but 'position.x' takes a number"), issues[1])
    }

    private final class Ticker {
        var log: [String] = []
        func step(_ link: CADisplayLink) { log.append("step \(link.timestamp)") }
        func tick() { log.append("tick") }
        func fired(_ timer: Timer) { log.append("fired \(timer.timeInterval)") }
    }

    func testSelectorsCallTheirTargetWithTheSender() {
        let (tree, _) = makeScene()
        let ticker = Ticker()
        // What `#selector(step(_:))` and `#selector(Ticker.tick)` become in a script.
        CADisplayLink(target: ticker, selector: Selector(ticker.step)).add(to: .main, forMode: .common)
        CADisplayLink(target: ticker, selector: Selector(Ticker.tick)).add(to: .main, forMode: .common)
        tree.advance(to: 0.5)
        XCTAssertEqual(ticker.log, ["step 0.5", "tick"])
        // A method whose argument is not the sender's type is not called.
        Timer(timeInterval: 2, target: ticker, selector: Selector(ticker.step), userInfo: nil, repeats: true).fire()
        Timer(timeInterval: 2, target: ticker, selector: Selector(Ticker.fired), userInfo: nil, repeats: true).fire()
        XCTAssertEqual(ticker.log, ["step 0.5", "tick", "fired 2.0"])
    }
}
