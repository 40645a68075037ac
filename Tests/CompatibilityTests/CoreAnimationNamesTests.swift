import Foundation
import LayerKit
import XCTest
import PlaygroundTestSupport
import UIKit

final class CoreAnimationNamesTests: XCTestCase {
    /// A point mapped by a transform, as a row vector [x y 0 1] · M with the perspective divide.
    private func map(_ p: (Double, Double), _ t: CATransform3D) -> (Double, Double) {
        let w = p.0 * t.m14 + p.1 * t.m24 + t.m44
        return ((p.0 * t.m11 + p.1 * t.m21 + t.m41) / w, (p.0 * t.m12 + p.1 * t.m22 + t.m42) / w)
    }

    func testTransformFunctionsComposeAsCoreAnimationDocuments() {
        // CATransform3DRotate(t, ...) rotates first, then applies t: (1, 0) turns to (0, 1) (y down), then moves.
        let t = CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), .pi / 2, 0, 0, 1)
        let p = map((1, 0), t)
        XCTAssert(close(p.0, 10) && close(p.1, 1))
        let scaled = CATransform3DScale(CATransform3DMakeTranslation(5, 5, 0), 2, 3, 1)
        let q = map((1, 1), scaled)
        XCTAssert(close(q.0, 7) && close(q.1, 8))
        let concat = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(1, 0, 0))
        XCTAssert(close(map((1, 1), concat).0, 3))
        let product = CATransform3DConcat(t, CATransform3DInvert(t))
        XCTAssert(product.elements.enumerated().allSatisfy { close($1, CATransform3DIdentity.elements[$0], 1e-12) })
        // A singular transform has no inverse and comes back unchanged.
        let flat = CATransform3DMakeScale(0, 1, 1)
        XCTAssert(CATransform3DInvert(flat) == flat)
        XCTAssert(CATransform3DIsAffine(t) && !CATransform3DIsAffine(CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: -0.002, m41: 0, m42: 0, m43: 0, m44: 1)))
        let affine = CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)))
        XCTAssert(affine == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    }

    func testBothSpellingsOfTheOptionTypes() {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fillMode = kCAFillModeForwards
        XCTAssert(animation.fillMode == .forwards)
        animation.fillMode = CAMediaTimingFillMode.both
        XCTAssert(animation.fillMode == kCAFillModeBoth)
        let easeIn = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseIn)
        XCTAssert(easeIn.controlPoints == (0.42, 0, 1, 1))
        let custom = CAMediaTimingFunction(controlPoints: 0.25, 0, 0.2, 1)
        XCTAssert(close(custom.value(at: 0.5), independentEase((0.25, 0, 0.2, 1), 0.5), 1e-6))
        let shape = CAShapeLayer()
        shape.lineCap = kCALineCapRound
        shape.lineJoin = .bevel
        XCTAssert(shape.lineCap == .round && shape.lineJoin == kCALineJoinBevel)
        animation.repeatCount = HUGE
        XCTAssert(animation.repeatCount == .infinity)
    }

    /// `CAMediaTimingFunctionName` is a string-backed name, as Apple's typed constant is: Swift 4.2's migrator wrote
    /// helpers that make one from a string (`CAMediaTimingFunctionName(rawValue:)`, not optional) and read it back, and
    /// component libraries (RAMPaperSwitch) still carry them. The documented control points: ease-out (0, 0, 0.58, 1).
    func testTimingFunctionNamesAreMadeFromStrings() {
        func convertToCAMediaTimingFunctionName(_ input: String) -> CAMediaTimingFunctionName {
            return CAMediaTimingFunctionName(rawValue: input)
        }
        let easeOut = CAMediaTimingFunction(name: convertToCAMediaTimingFunctionName("easeOut"))
        XCTAssert(easeOut.controlPoints == (0, 0, 0.58, 1))
        XCTAssertEqual(CAMediaTimingFunctionName.easeInEaseOut.rawValue, "easeInEaseOut")
        XCTAssertEqual(kCAMediaTimingFunctionDefault, CAMediaTimingFunctionName(rawValue: "default"))
        switch convertToCAMediaTimingFunctionName("linear") {
        case .linear: break
        default: XCTFail("a name made from \"linear\" is .linear")
        }
        // A name that is none of the five: the linear curve, reported.
        _ = RuntimeIssues.take()
        let unknown = CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: "bouncy"))
        XCTAssert(unknown.controlPoints == (0, 0, 1, 1))
        XCTAssert(RuntimeIssues.take().contains { $0.contains("\"bouncy\"") })
    }

    func testTransactionsActOnTheCurrentSceneTree() {
        let (tree, root) = makeScene()
        let layer = CALayer()
        tree.transaction.withoutActions { root.layer.addSublayer(layer) }
        var completedAt: Double?
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.setCompletionBlock { completedAt = CACurrentMediaTime() }
        layer.opacity = 0
        CATransaction.commit()
        XCTAssert(close(presented(.opacity, of: layer, in: tree, at: 0.5).number ?? .nan, 0.75))
        XCTAssert(completedAt == nil)
        tree.advance(to: 3)
        XCTAssert(completedAt == 2)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 1
        CATransaction.commit()
        XCTAssert(layer.animationKeys().isEmpty)
        // Outside a transaction the implicit one's defaults hold: 0.25 s.
        layer.opacity = 0.5
        XCTAssert(layer.animation(forKey: "opacity")?.duration == 0.25)
    }

    func testMediaTimeAndDisplayLinksFollowTheSceneClock() {
        let (tree, _) = makeScene()
        XCTAssert(CACurrentMediaTime() == 0)
        var stamps: [Double] = []
        let link = CADisplayLink { link in stamps.append(link.timestamp) }
        link.add(to: .main, forMode: .common)
        tree.advance(to: 0.5)
        tree.advance(to: 0.75)
        XCTAssert(CACurrentMediaTime() == 0.75)
        link.isPaused = true
        tree.advance(to: 1)
        link.isPaused = false
        link.invalidate()
        tree.advance(to: 2)
        XCTAssert(stamps == [0.5, 0.75])
    }

    /// A frame interval of 3 calls the handler on every third frame.
    func testADisplayLinksFrameIntervalSkipsFrames() {
        let (tree, _) = makeScene()
        var stamps: [Double] = []
        let link = CADisplayLink { link in stamps.append(link.timestamp) }
        link.frameInterval = 3
        link.add(to: .main, forMode: .common)
        for frame in 1...7 { tree.advance(to: Double(frame) / 10) }
        XCTAssertEqual(stamps, [0.3, 0.6])
        link.invalidate()
    }

    /// A link taken off its run loop stops, and runs again when added back, as on iOS.
    func testADisplayLinkRemovedFromItsRunLoopStopsUntilAddedAgain() {
        let (tree, _) = makeScene()
        var stamps: [Double] = []
        let link = CADisplayLink { link in stamps.append(link.timestamp) }
        link.add(to: .current, forMode: .common)
        tree.advance(to: 0.5)
        link.remove(from: .current, forMode: .common)
        tree.advance(to: 1)
        link.add(to: .main, forMode: .default)
        tree.advance(to: 1.5)
        XCTAssert(stamps == [0.5, 1.5])
    }

    func testConvertTimeAndEmitterSubCellsThroughTheCoreAnimationNames() {
        // A layer twice as fast as the clock: the clock's 0.25 s is its 0.5 s (QuartzCore once shadowed this method with
        // one that called itself).
        let (tree, _) = makeScene()
        let layer = CALayer()
        layer.speed = 2
        tree.rootLayer.addSublayer(layer)
        XCTAssert(close(layer.convertTime(CFTimeInterval(0.25), from: nil), 0.5))
        let spark = CAEmitterCell()
        spark.birthRate = 10
        spark.beginTime = 0.5
        spark.duration = 0.25
        let rocket = CAEmitterCell()
        rocket.emitterCells = [spark]
        XCTAssert(rocket.emitterCells?.first === spark && spark.beginTime == 0.5 && spark.duration == 0.25)
    }

    func testPresentationShowsTheValueOnScreen() {
        let (tree, root) = makeScene()
        let layer = CALayer()
        root.layer.addSublayer(layer)
        XCTAssert(CALayer().presentation() == nil)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        layer.add(move, forKey: "move")
        tree.advance(to: 0.25)
        XCTAssert(layer.presentation()?.position.x == 25)
    }

    func testCoreGraphicsArcsTurnTheOtherWayFromUIKitsOnAYDownLayer() {
        // UIKit: clockwise on screen from angle 0 to π/2 passes through the lower right (y down).
        let uikit = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssert(uikit.bounds.minX > -1e-9 && uikit.bounds.maxY > 9.99)
        // Core Graphics: "clockwise" in a y-up space, which on a y-down layer runs the long way round (through y < 0).
        let cg = CGMutablePath()
        cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssert(cg.boundingBox.minX < -9.99 && cg.boundingBox.minY < -9.99)
        XCTAssert(cg.currentPoint.x.magnitude < 1e-9 && close(Double(cg.currentPoint.y), 10))
    }

    func testMutablePathsBuildInPlace() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 5, y: 15), control2: CGPoint(x: 2, y: 12))
        path.closeSubpath()
        path.addRect(CGRect(x: 30, y: 0, width: 5, height: 5))
        path.addEllipse(in: CGRect(x: 40, y: 0, width: 10, height: 10))
        path.addRoundedRect(in: CGRect(x: 60, y: 0, width: 10, height: 10), cornerWidth: 2, cornerHeight: 2)
        XCTAssert(path.boundingBox == CGRect(x: 0, y: 0, width: 70, height: 15))
        XCTAssert(path.contains(CGPoint(x: 45, y: 5)) && !path.contains(CGPoint(x: 38, y: 5)))
        let shape = CAShapeLayer()
        shape.path = path
        XCTAssert(shape.path == path)
        shape.lineDashPattern = [4, 2]
        XCTAssert(shape.dashLengths == [4, 2])
    }
}

final class SceneQueueTests: XCTestCase {
    func testSceneQueueRunsOnTheSceneClockInOrder() {
        let (tree, _) = makeScene()
        var log: [String] = []
        // Times to the microsecond: `async` runs a nanosecond later, after the events of the moment it was called at.
        func at(_ what: String) { log.append(what + "@" + String(format: "%.6f", CACurrentMediaTime())) }
        DispatchQueue.scene.asyncAfter(deadline: .now() + 1.5) { at("late") }
        DispatchQueue.scene.asyncAfter(seconds: 0.25) {
            at("early")
            DispatchQueue.scene.async { at("next") }
        }
        tree.advance(to: 1)
        XCTAssertEqual(log, ["early@0.250000", "next@0.250000"])
        tree.advance(to: 10)
        XCTAssertEqual(log, ["early@0.250000", "next@0.250000", "late@1.500000"])
        XCTAssert(tree.rootLayer.animationKeys().isEmpty)
    }
}

/// A delegate written with Core Animation's signatures.
final class DelegateTests: XCTestCase {
    final class Watcher: CAAnimationDelegate {
        var log: [String] = []
        func animationDidStart(_ anim: CAAnimation) { log.append("start@\(CACurrentMediaTime())") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)@\(CACurrentMediaTime())") }
    }

    func testDelegatesHearStartAndStopOnTheSceneClock() {
        let (tree, root) = makeScene()
        let layer = CALayer()
        root.layer.addSublayer(layer)
        let watcher = Watcher()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.5
        fade.beginTime = CACurrentMediaTime() + 0.25
        fade.delegate = watcher
        layer.add(fade, forKey: "fade")
        let cut = CABasicAnimation(keyPath: "position.x")
        cut.duration = 5
        cut.delegate = watcher
        layer.add(cut, forKey: "cut")
        tree.advance(to: 2)
        layer.removeAnimation(forKey: "cut")
        XCTAssertEqual(watcher.log, ["start@0.0", "start@0.25", "stop true@0.75", "stop false@2.0"])
    }
}

final class ContentsRectAndCornerNamesTests: XCTestCase {
    func testCoreAnimationSpellings() {
        let (tree, root) = makeScene()
        let layer = CALayer()
        root.layer.addSublayer(layer)
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        XCTAssertEqual(layer.maskedCorners, [.minXMinY, .maxXMaxY])
        layer.contentsRect = CGRect(x: 0.25, y: 0, width: 0.25, height: 1)
        XCTAssertEqual(layer.model.contentsRect, Rect(x: 0.25, y: 0, width: 0.25, height: 1))
        let frames = CAKeyframeAnimation(keyPath: "contentsRect")
        frames.values = [NSValue(cgRect: CGRect(x: 0, y: 0, width: 0.5, height: 1)), CGRect(x: 0.5, y: 0, width: 0.5, height: 1)]
        frames.calculationMode = .discrete
        frames.duration = 1
        layer.add(frames, forKey: "frames")
        XCTAssertEqual(presented(.contentsRect, of: layer, in: tree, at: 0.75).rect, Rect(x: 0.5, y: 0, width: 0.5, height: 1))
    }
}
