import Foundation
import LayerKit
import UIKit
import XCTest

/// `UISlider`, `UISwitch`, `UIStepper` and `UISegmentedControl` driven as a user drives them (through the touch
/// router, as the window's mouse does) and drawn: their events, values and pixels against what iOS shows.
final class ValueControlTests: XCTestCase {
    final class Log {
        var events: [String] = []
        func changed(_ sender: UIControl) {
            switch sender {
            case let slider as UISlider: events.append("slider \(slider.value)")
            case let toggle as UISwitch: events.append("switch \(toggle.isOn)")
            case let stepper as UIStepper: events.append("stepper \(stepper.value)")
            case let segments as UISegmentedControl: events.append("segment \(segments.selectedSegmentIndex)")
            default: events.append("?")
            }
        }
    }

    /// The view's pixels at one pixel per point, as 0xAARRGGBB.
    private func pixels(of view: UIView) -> (Int, Int) -> UInt32 {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { context in
            view.layer.render(in: context.cgContext)
        }
        let buffer = image.cgImage!
        return { x, y in buffer.pixel(x: x, y: y) }
    }

    func testASliderDrawsItsValueAndFollowsADragOfItsThumb() {
        let (_, root) = makeScene()
        let slider = UISlider(frame: CGRect(x: 100, y: 100, width: 200, height: 31))
        slider.maximumValue = 10
        slider.value = 5
        root.addSubview(slider)
        let log = Log()
        slider.addTarget(log, action: Selector(log.changed), for: .valueChanged)
        // The thumb's centre moves over 200 − 28 = 172 points: at 5 of 10 it is at 14 + 86 = 100.
        let pixel = pixels(of: slider)
        XCTAssertEqual(pixel(50, 15), 0xFF00_7AFF, "the track before the thumb is system blue")
        XCTAssertEqual(pixel(100, 15), 0xFFFF_FFFF, "the thumb is white")
        XCTAssertEqual(pixel(160, 15) >> 24, 0x33, "the track after it is the 20 % grey fill")
        XCTAssertEqual(pixel(50, 5), 0, "the track is 4 points tall")

        let router = TouchRouter(root: root)
        // A press on the track away from the thumb does nothing, as on iOS.
        router.press(at: CGPoint(x: 130, y: 115), time: 0)
        router.move(to: CGPoint(x: 150, y: 115), time: 0.1)
        router.release(at: CGPoint(x: 150, y: 115), time: 0.2)
        XCTAssertEqual(slider.value, 5)
        // Grabbed 4 points right of its centre (at x 200 in the scene), then moved by 26 points (the centre at 126 in
        // the slider: (126 − 14) / 172 × 10 = 6.5116) and by 43 in all (43 / 172 × 10 = 2.5 more than 5).
        router.press(at: CGPoint(x: 204, y: 115), time: 1)
        router.move(to: CGPoint(x: 230, y: 118), time: 1.1)
        router.move(to: CGPoint(x: 247, y: 118), time: 1.2)
        router.release(at: CGPoint(x: 247, y: 118), time: 1.3)
        XCTAssertEqual(slider.value, 7.5, accuracy: 1e-5)
        XCTAssertEqual(log.events.count, 2)
        XCTAssertEqual(log.events.last, "slider 7.5")
        // Far past the end it stops at the maximum; not continuous: one event, at the release.
        slider.isContinuous = false
        router.press(at: CGPoint(x: 243, y: 115), time: 2)
        router.move(to: CGPoint(x: 390, y: 115), time: 2.1)
        router.move(to: CGPoint(x: 395, y: 115), time: 2.2)
        XCTAssertEqual(log.events.count, 2)
        router.release(at: CGPoint(x: 395, y: 115), time: 2.3)
        XCTAssertEqual(log.events, ["slider 6.511628", "slider 7.5", "slider 10.0"])
    }

    func testASwitchTogglesOnATapAndKeepsItsSize() {
        let (tree, root) = makeScene()
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        XCTAssertEqual(toggle.frame, CGRect(x: 10, y: 10, width: 51, height: 31))
        root.addSubview(toggle)
        let log = Log()
        toggle.addTarget(log, action: Selector(log.changed), for: .valueChanged)
        var pixel = pixels(of: toggle)
        XCTAssertEqual(pixel(40, 15), 0xFFE9_E9E9, "off: a light grey track")
        XCTAssertEqual(pixel(15, 15), 0xFFFF_FFFF, "the thumb on the left")
        let router = TouchRouter(root: root)
        router.press(at: CGPoint(x: 20, y: 25), time: 0)
        router.release(at: CGPoint(x: 20, y: 25), time: 0.1)
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(log.events, ["switch true"])
        tree.advance(to: 1)
        pixel = pixels(of: toggle)
        XCTAssertEqual(pixel(12, 15), 0xFF34_C759, "on: a green track")
        XCTAssertEqual(pixel(36, 15), 0xFFFF_FFFF, "the thumb on the right")
        toggle.setOn(false, animated: false)
        XCTAssertEqual(log.events.count, 1, "setting it in code sends nothing")
    }

    func testAStepperStepsWithinItsLimitsAndRepeatsWhileHeld() {
        let (tree, root) = makeScene()
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(stepper.frame.size, CGSize(width: 94, height: 32))
        stepper.maximumValue = 3
        stepper.stepValue = 0.5
        root.addSubview(stepper)
        let log = Log()
        stepper.addTarget(log, action: Selector(log.changed), for: .valueChanged)
        let router = TouchRouter(root: root)
        // The minus half at the minimum does nothing.
        router.press(at: CGPoint(x: 20, y: 16), time: 0)
        router.release(at: CGPoint(x: 20, y: 16), time: 0.1)
        XCTAssertEqual(stepper.value, 0)
        // Held on plus from 1 s: a step at once, then at 1.5, 1.6, 1.7, 1.8 s; at 1.8 it reaches 3 and stops.
        tree.advance(to: 1)
        router.press(at: CGPoint(x: 70, y: 16), time: 1)
        tree.advance(to: 1.55)
        XCTAssertEqual(stepper.value, 1)
        tree.advance(to: 2.5)
        router.release(at: CGPoint(x: 70, y: 16), time: 2.5)
        XCTAssertEqual(stepper.value, 3)
        XCTAssertEqual(log.events, ["stepper 0.5", "stepper 1.0", "stepper 1.5", "stepper 2.0", "stepper 2.5", "stepper 3.0"])
        stepper.wraps = true
        router.press(at: CGPoint(x: 70, y: 16), time: 3)
        router.release(at: CGPoint(x: 70, y: 16), time: 3.1)
        XCTAssertEqual(stepper.value, 0, "past the maximum it wraps to the minimum")
    }

    func testASegmentedControlSelectsTheSegmentReleasedOn() {
        let (tree, root) = makeScene()
        let control = UISegmentedControl(items: ["Linear", "Ease", "Spring"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        root.addSubview(control)
        let log = Log()
        control.addTarget(log, action: Selector(log.changed), for: .valueChanged)
        let router = TouchRouter(root: root)
        router.press(at: CGPoint(x: 150, y: 16), time: 0)
        router.move(to: CGPoint(x: 250, y: 16), time: 0.1)
        router.release(at: CGPoint(x: 250, y: 16), time: 0.2)
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertEqual(log.events, ["segment 2"])
        tree.advance(to: 1)
        let pixel = pixels(of: control)
        XCTAssertEqual(pixel(205, 4), 0xFFFF_FFFF, "the thumb sits on the third segment, inset by 2 points")
        XCTAssertTrue((1..<0xFF).contains(pixel(201, 16) >> 24), "the translucent grey box shows in the inset")
        XCTAssertNotEqual(pixel(105, 4), 0xFFFF_FFFF, "no thumb on the second")
        control.setEnabled(false, forSegmentAt: 1)
        router.press(at: CGPoint(x: 150, y: 16), time: 2)
        router.release(at: CGPoint(x: 150, y: 16), time: 2.1)
        XCTAssertEqual(control.selectedSegmentIndex, 2, "a disabled segment cannot be chosen")
        XCTAssertEqual(control.titleForSegment(at: 1), "Ease")
        XCTAssertEqual(control.numberOfSegments, 3)
    }
}

/// A label too narrow for its text cuts it with an ellipsis where `lineBreakMode` says, as UIKit draws it; its
/// intrinsic size stays the whole text's.
final class LabelTruncationTests: XCTestCase {
    private func shown(_ label: UILabel) -> String? { (label.layer.sublayers?.first as? CATextLayer)?.string }

    func testALongTextIsCutWithAnEllipsis() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        label.text = "A rather long title"
        let whole = label.intrinsicContentSize.width
        XCTAssertGreaterThan(whole, 60)
        label.layoutIfNeeded()
        let tail = shown(label) ?? ""
        XCTAssertTrue(tail.hasSuffix("…") && "A rather long title".hasPrefix(String(tail.dropLast())), tail)
        XCTAssertEqual(label.intrinsicContentSize.width, whole, "the intrinsic size is the whole text's")
        // What is shown fits: one more character would not.
        let probe = UILabel()
        probe.text = tail
        XCTAssertLessThanOrEqual(probe.intrinsicContentSize.width, 61)
        probe.text = String("A rather long title".prefix(tail.count)) + "…"
        XCTAssertGreaterThan(probe.intrinsicContentSize.width, 60)

        label.lineBreakMode = .byTruncatingHead
        label.layoutIfNeeded()
        XCTAssertTrue(shown(label)?.hasPrefix("…") == true && "A rather long title".hasSuffix(String(shown(label)!.dropFirst())))
        label.lineBreakMode = .byClipping
        label.layoutIfNeeded()
        XCTAssertEqual(shown(label), "A rather long title")
        label.frame.size.width = 400
        label.lineBreakMode = .byTruncatingTail
        label.layoutIfNeeded()
        XCTAssertEqual(shown(label), "A rather long title", "wide enough: whole")
    }
}
