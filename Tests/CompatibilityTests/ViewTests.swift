import Foundation
import LayerKit
import PlaygroundTestSupport
import UIKit
import XCTest

/// Views as UIKit defines their geometry, and block animations against hand-computed values.
final class ViewTests: XCTestCase {
    private func assertClose(_ a: CGFloat, _ b: Double, _ tolerance: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Double(a), b, accuracy: tolerance, file: file, line: line)
    }

    /// A gradient view, as tutorials write one: the view is backed by the layer class it names.
    final class GradientView: UIView, @unchecked Sendable {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    final class SpinnerView: UIView, @unchecked Sendable {
        override class var layerClass: AnyClass { CAReplicatorLayer.self }
    }

    func testLayerClassMakesTheNewLayerKinds() {
        let gradient = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let layer = gradient.layer as? CAGradientLayer
        XCTAssertNotNil(layer)
        layer?.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        layer?.startPoint = CGPoint(x: 0, y: 0.5)
        XCTAssertEqual(layer?.colors?.count, 2)
        XCTAssertEqual(layer?.startPoint, CGPoint(x: 0, y: 0.5))
        XCTAssertTrue(SpinnerView().layer is CAReplicatorLayer)
    }

    func testFrameBoundsCenterAndTransformAgree() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(view.center, CGPoint(x: 60, y: 45))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        // The frame is the transformed bounds' bounding box about the centre; bounds and centre stay.
        XCTAssertEqual(view.frame, CGRect(x: -40, y: -5, width: 200, height: 100))
        XCTAssertEqual(view.bounds.size, CGSize(width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        assertClose(view.frame.width, 50, 1e-9)
        assertClose(view.frame.height, 100, 1e-9)
        view.transform = .identity
        view.center = CGPoint(x: 100, y: 100)
        XCTAssertEqual(view.frame, CGRect(x: 50, y: 75, width: 100, height: 50))
        view.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        XCTAssertEqual(view.frame, CGRect(x: 90, y: 90, width: 20, height: 20))
        view.alpha = 0.25
        XCTAssertEqual(view.layer.opacity, 0.25)
    }

    func testAViewCannotBeAddedInsideItself() {
        let outer = UIView(), inner = UIView()
        outer.addSubview(inner)
        _ = RuntimeIssues.take()
        inner.addSubview(outer)
        XCTAssertEqual(RuntimeIssues.take().count, 1)
        XCTAssertTrue(inner.subviews.isEmpty && outer.superview == nil && inner.layer.sublayers == nil)
    }

    func testHierarchyMirrorsTheLayers() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: b)
        XCTAssertEqual(parent.subviews, [a, c, b])
        XCTAssert(parent.layer.sublayers?.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0.layer) })
        parent.bringSubviewToFront(a)
        XCTAssertEqual(parent.subviews, [c, b, a])
        XCTAssert(parent.layer.sublayers?.last === a.layer)
        b.removeFromSuperview()
        XCTAssertNil(b.superview)
        XCTAssertEqual(parent.subviews, [c, a])
        a.tag = 7
        XCTAssert(parent.viewWithTag(7) === a)
        XCTAssertEqual(a.tintColor, UIColor.systemBlue)
        parent.tintColor = .red
        XCTAssertEqual(a.tintColor, UIColor.red)
    }

    func testSubviewsGoAboveLayersAddedDirectly() {
        let parent = UIView(), a = UIView(), b = UIView()
        let shape = CAShapeLayer(), gradient = CAGradientLayer()
        parent.layer.addSublayer(shape)
        parent.addSubview(a)
        parent.layer.addSublayer(gradient)
        parent.addSubview(b)
        // A subview added last is drawn over every layer before it; one inserted below a sibling goes just under it.
        XCTAssert(parent.layer.sublayers?.map { ObjectIdentifier($0) } == [shape, a.layer, gradient, b.layer].map { ObjectIdentifier($0) })
        let c = UIView()
        parent.insertSubview(c, belowSubview: b)
        XCTAssert(
            parent.layer.sublayers?.map { ObjectIdentifier($0) }
                == [shape, a.layer, gradient, c.layer, b.layer].map { ObjectIdentifier($0) })
        parent.bringSubviewToFront(a)
        XCTAssert(
            parent.layer.sublayers?.map { ObjectIdentifier($0) }
                == [shape, gradient, c.layer, b.layer, a.layer].map { ObjectIdentifier($0) })
    }

    func testLayoutRunsWhenNeeded() {
        final class Column: UIView, @unchecked Sendable {
            var passes = 0
            override func layoutSubviews() {
                passes += 1
                for (index, view) in subviews.enumerated() {
                    view.frame = CGRect(x: 0, y: CGFloat(index) * 10, width: bounds.width, height: 10)
                }
            }
        }
        let column = Column(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        column.addSubview(UIView())
        column.addSubview(UIView())
        column.layoutIfNeeded()
        XCTAssertEqual(column.passes, 1)
        XCTAssertEqual(column.subviews[1].frame, CGRect(x: 0, y: 10, width: 50, height: 10))
        column.layoutIfNeeded()
        XCTAssertEqual(column.passes, 1)
        column.frame = CGRect(x: 0, y: 0, width: 80, height: 100)
        column.layoutIfNeeded()
        XCTAssertEqual(column.passes, 2)
        XCTAssertEqual(column.subviews[0].frame.width, 80)
    }

    func testChangesOutsideABlockDoNotAnimate() {
        let (tree, root) = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        view.alpha = 0.5
        view.layer.position = CGPoint(x: 50, y: 50)
        XCTAssert(view.layer.animationKeys().isEmpty)
        // A plain layer in the same tree does animate implicitly.
        let layer = CALayer()
        root.layer.addSublayer(layer)
        layer.opacity = 0.5
        XCTAssert(layer.animationKeys() == ["opacity"] && view.layer.tree === tree)
    }

    func testAnimateEasesFromTheScreenValueWithDelay() {
        let (tree, root) = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        var finished: [String] = []
        UIView.animate(
            withDuration: 2, delay: 0.5, options: [], animations: { view.center.x = 105 },
            completion: { _ in finished.append("move@\(CACurrentMediaTime())") })
        UIView.animate(
            withDuration: 1, animations: { view.alpha = 0 }, completion: { _ in finished.append("fade@\(CACurrentMediaTime())") })
        // Model values change at once; the screen follows.
        XCTAssertEqual(view.center.x, 105)
        let ease = { (x: Double) in independentEase((0.42, 0, 0.58, 1), x) }
        for t in [0.25, 0.5, 1.0, 1.7, 2.5] {
            let x = presented(.position, of: view.layer, in: tree, at: t).point?.x ?? .nan
            let expected = t < 0.5 ? 5 : 5 + 100 * ease((t - 0.5) / 2)
            XCTAssertEqual(x, expected, accuracy: 1e-6, "x at \(t)")
        }
        XCTAssertEqual(finished, ["fade@1.0", "move@2.5"])
    }

    func testCurvesRepeatAndAutoreverse() {
        let (tree, root) = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse], animations: { view.alpha = 0 })
        XCTAssertEqual(presented(.opacity, of: view.layer, in: tree, at: 0.25).number ?? .nan, 0.75, accuracy: 1e-9)
        XCTAssertEqual(presented(.opacity, of: view.layer, in: tree, at: 1.25).number ?? .nan, 0.25, accuracy: 1e-9)
        XCTAssertEqual(presented(.opacity, of: view.layer, in: tree, at: 10.5).number ?? .nan, 0.5, accuracy: 1e-9)
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn, animations: { view.center.y = 100 })
        let start = 10.5
        XCTAssertEqual(
            presented(.position, of: view.layer, in: tree, at: start + 0.3).point?.y ?? .nan,
            5 + 95 * independentEase((0.42, 0, 1, 1), 0.3),
            accuracy: 1e-6)
    }

    func testSpringSettlesWithinItsDuration() {
        let (tree, root) = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
            animations: {
                view.center.x = 1005
            })
        // ω = ln(1500) / (0.3 · 1 s); the damped oscillator x(t) = 1 − e^(−ζωt)(cos ω_d t + ζω/ω_d sin ω_d t).
        let zeta = 0.3, omega = log(1500.0) / 0.3, omegaD = omega * (1 - zeta * zeta).squareRoot()
        for t in [0.1, 0.3, 0.6] {
            let progress = 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
            XCTAssertEqual(presented(.position, of: view.layer, in: tree, at: t).point?.x ?? .nan, 5 + 1000 * progress, accuracy: 1e-6)
        }
        let late = presented(.position, of: view.layer, in: tree, at: 0.999).point?.x ?? .nan
        XCTAssertEqual(late, 1005, accuracy: 1000.0 / 1500 * 1.1)
    }

    func testKeyframesHoldBetweenTheirFramesUnderOneEaseInOut() {
        let (tree, root) = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        var done: Double?
        UIView.animateKeyframes(
            withDuration: 4, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 105 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 205 }
            }, completion: { _ in done = CACurrentMediaTime() })
        XCTAssertEqual(view.center.x, 205)
        // Overall progress p = easeInEaseOut(t / 4); x goes 5 → 105 over p in 0...0.25, holds to 0.5, then → 205.
        for t in [0.5, 1.5, 2.2, 3.0, 3.9] {
            let p = independentEase((0.42, 0, 0.58, 1), t / 4)
            let expected = p < 0.25 ? 5 + 100 * p / 0.25 : p < 0.5 ? 105 : 105 + 100 * (p - 0.5) / 0.5
            XCTAssertEqual(presented(.position, of: view.layer, in: tree, at: t).point?.x ?? .nan, expected, accuracy: 1e-6, "x at \(t)")
        }
        tree.advance(to: 5)
        XCTAssertEqual(done, 4)
    }

    func testPerformWithoutAnimationInsideABlock() {
        let (tree, root) = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        XCTAssert(view.layer.tree === tree)
        UIView.animate(withDuration: 1) {
            view.alpha = 0.5
            UIView.performWithoutAnimation { view.center = CGPoint(x: 30, y: 30) }
        }
        XCTAssertEqual(view.layer.animationKeys(), ["opacity"])
    }

    func testLabelsMeasureAndCentreTheirText() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        label.text = "Hello"
        label.font = .systemFont(ofSize: 20)
        let size = label.sizeThatFits(.zero)
        XCTAssert(size.width > 20 && size.width < 100 && size.height > 18 && size.height < 30, "\(size)")
        label.layoutIfNeeded()
        let text = label.layer.sublayers?.first
        XCTAssertEqual(Double(text?.model.frame.midY ?? .nan), 30, accuracy: 0.5)
        label.sizeToFit()
        XCTAssertEqual(label.bounds.size, size)
        label.attributedText = NSAttributedString(string: "Wide", attributes: [.kern: 4])
        XCTAssertEqual(label.text, "Wide")
        XCTAssertEqual((label.layer.sublayers?.first as? TextLayer)?.letterSpacing, 4)
    }

    /// With `numberOfLines` 0 a label breaks its text at spaces into lines that fit its width (each one the most words
    /// that fit), and at newlines; the lines are stacked a line apart, the block centred; with `numberOfLines` 2 the
    /// second line ends in an ellipsis; one line stays the default.
    func testLabelsOfSeveralLinesWrapAtSpacesAndNewlines() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
        label.font = .systemFont(ofSize: 17)
        let text = "The quick brown fox jumps over the lazy dog"
        label.text = text
        label.layoutIfNeeded()
        XCTAssertEqual(label.layer.sublayers?.compactMap { ($0 as? TextLayer)?.string }.count, 1)
        label.numberOfLines = 0
        label.layoutIfNeeded()
        func shown() -> [TextLayer] { label.layer.sublayers?.compactMap { $0 as? TextLayer } ?? [] }
        let lines = shown().compactMap(\.string)
        func width(_ s: String) -> Double { TextLayer.width(of: s, fontSize: 17, fontPath: label.font.fontPath) }
        XCTAssertGreaterThan(lines.count, 2)
        XCTAssertEqual(lines.joined(separator: " "), text)
        for line in lines { XCTAssertLessThanOrEqual(width(line), 120.5, line) }
        for (line, next) in zip(lines, lines.dropFirst()) {
            XCTAssertGreaterThan(width(line + " " + String(next.split(separator: " ")[0])), 120.5, "\(line) could take more")
        }
        let frames = shown().map(\.model.frame)
        let height = frames[0].height
        for (index, frame) in frames.enumerated() { XCTAssertEqual(frame.minY, frames[0].minY + Double(index) * height, accuracy: 1e-9) }
        XCTAssertEqual(frames[0].minY + frames.last!.maxY, 200, accuracy: 1e-9, "centred")
        let size = label.sizeThatFits(CGSize(width: 120, height: 0))
        XCTAssertEqual(Double(size.height), (height * Double(lines.count)).rounded(.up))
        label.text = "one\ntwo"
        label.layoutIfNeeded()
        XCTAssertEqual(shown().compactMap(\.string), ["one", "two"])
        label.numberOfLines = 2
        label.text = text
        label.layoutIfNeeded()
        let two = shown().compactMap(\.string)
        XCTAssertEqual(two.count, 2)
        XCTAssertEqual(two[0], lines[0])
        XCTAssert(two[1].hasSuffix("…") && width(two[1]) <= 120.5, two[1])
        label.preferredMaxLayoutWidth = 120
        XCTAssertEqual(label.intrinsicContentSize.height, (height * 2).rounded(.up))
    }

    func testColours() {
        XCTAssertEqual(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1), .red)
        XCTAssertEqual(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1).cgColor, Color(red: 0, green: 1, blue: 0))
        XCTAssertEqual(UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 1).cgColor, Color(red: 0.4, green: 0.8, blue: 0.8))
        XCTAssertEqual(UIColor.white.withAlphaComponent(0.5).cgColor.alpha, 0.5)
        var r: CGFloat = 0, a: CGFloat = 0
        UIColor.systemBlue.getRed(&r, green: nil, blue: nil, alpha: &a)
        XCTAssertEqual(r, 0)
        XCTAssertEqual(a, 1)
    }

    func testABackgroundColourSetOnTheLayerIsTheViews() {
        let view = UIView()
        let tint = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        view.backgroundColor = tint
        XCTAssert(view.backgroundColor === tint)
        view.layer.backgroundColor = UIColor.red.cgColor
        XCTAssertEqual(view.backgroundColor?.cgColor, UIColor.red.cgColor)
        view.layer.backgroundColor = nil
        XCTAssertNil(view.backgroundColor)
        view.backgroundColor = .clear
        XCTAssertEqual(view.backgroundColor, UIColor.clear)
    }

    func testRoundedCornersAndImages() {
        let path = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), byRoundingCorners: [.topLeft, .bottomRight],
            cornerRadii: CGSize(width: 10, height: 10))
        XCTAssert(path.contains(CGPoint(x: 99.5, y: 0.5)))
        XCTAssertFalse(path.contains(CGPoint(x: 0.5, y: 0.5)))
        XCTAssertFalse(path.contains(CGPoint(x: 99.5, y: 49.5)))
        _ = RuntimeIssues.take()
        SceneEnvironment.current.resourceFolders = [NSTemporaryDirectory()]
        XCTAssertNil(UIImage(named: "no-such-image-\(getpid())"))
        XCTAssertEqual(RuntimeIssues.take().count, 1)
    }

    /// As on iOS, a named image is cached: one decode however often it is asked for, a new one once the file changes.
    func testNamedImagesAreDecodedOnceWhileUnchanged() throws {
        let folder = try ScratchFolder.named("named-images")
        let file = folder + "/dot@2x.png"
        let red = PixelBuffer(width: 4, height: 2)
        red.fill(0xFFFF_0000)
        try red.writePNG(to: file)
        SceneEnvironment.current.resourceFolders = [folder]
        let first = try XCTUnwrap(UIImage(named: "dot")), second = try XCTUnwrap(UIImage(named: "dot"))
        XCTAssert(first.cgImage === second.cgImage)
        XCTAssertEqual(first.size, CGSize(width: 2, height: 1))
        let blue = PixelBuffer(width: 4, height: 2)
        blue.fill(0xFF00_00FF)
        try blue.writePNG(to: file)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: file)
        let changed = try XCTUnwrap(UIImage(named: "dot"))
        XCTAssert(changed.cgImage !== first.cgImage)
        XCTAssertEqual(changed.cgImage?.pixel(x: 0, y: 0), 0xFF00_00FF)
    }

    /// `UIImageView(image:)` shows the image at once, at its size (an initializer's own assignment does not run the
    /// property's observer, so the view must not rely on it).
    func testAnImageViewMadeWithAnImageShowsIt() {
        let pixels = PixelBuffer(width: 3, height: 2)
        let view = UIImageView(image: UIImage(cgImage: pixels, scale: 2))
        XCTAssert(view.layer.contents === pixels)
        XCTAssertEqual(view.layer.contentsScale, 2)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 1.5, height: 1))
    }

    func testAHighlightedImageViewShowsItsHighlightedImage() {
        let plain = PixelBuffer(width: 2, height: 2), lit = PixelBuffer(width: 2, height: 2)
        let view = UIImageView(image: UIImage(cgImage: plain))
        view.highlightedImage = UIImage(cgImage: lit)
        XCTAssert(view.layer.contents === plain)
        view.isHighlighted = true
        XCTAssert(view.layer.contents === lit)
        view.isHighlighted = false
        XCTAssert(view.layer.contents === plain)
        view.isHighlighted = true
        view.highlightedImage = nil
        XCTAssert(view.layer.contents === plain, "highlighted without a highlighted image: the image")
    }

    func testAnAttributedStringStartedEmptyTakesWhatIsAppended() {
        let text = NSMutableAttributedString()
        XCTAssertEqual(text.length, 0)
        text.append(NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 20)]))
        text.append(NSAttributedString(string: " world"))
        XCTAssertEqual(text.string, "Hello world")
        XCTAssertNotNil(text.attribute(.font, at: 0, effectiveRange: nil))
        XCTAssertNil(text.attribute(.font, at: 6, effectiveRange: nil))
    }
}
