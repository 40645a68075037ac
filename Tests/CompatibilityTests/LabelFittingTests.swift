import Foundation
import LayerKit
import UIKit
import XCTest

/// A label that shrinks its font to fit its width, a font's family, and a view that tells assistive technologies what
/// it is, as published components write them. DejaVu Sans's "E" advances 1294 of 2048 units (fontTools).
final class LabelFittingTests: XCTestCase {
    override func setUpWithError() throws {
        guard UIFont.systemFont(ofSize: 10).fontPath?.hasSuffix("DejaVuSans.ttf") == true else {
            throw XCTSkip("the metrics below are DejaVu Sans's")
        }
    }

    func shownSize(_ label: UILabel) throws -> Double {
        label.layoutIfNeeded()
        return try XCTUnwrap(label.layer.sublayers?.compactMap { $0 as? TextLayer }.first).fontSize
    }

    func testALabelShrinksItsFontToFitDownToTheLeastScale() throws {
        // Ten E's at 20 points are 126.4 points wide; the label is 100.
        let needed = 10 * 1294.0 / 2048 * 20
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.font = .systemFont(ofSize: 20)
        label.text = String(repeating: "E", count: 10)
        XCTAssertEqual(try shownSize(label), 20, "without adjusting")
        label.adjustsFontSizeToFitWidth = true
        XCTAssertEqual(try shownSize(label), 20, "a scale factor of 0 keeps the size")
        label.minimumScaleFactor = 0.5
        XCTAssertEqual(try shownSize(label), 20 * 100 / needed, accuracy: 1e-9)
        XCTAssertEqual(label.font.pointSize, 20, "the font stays as set")
        label.minimumScaleFactor = 0.9
        XCTAssertEqual(try shownSize(label), 18, accuracy: 1e-9)
        XCTAssertEqual(label.intrinsicContentSize.width, CGFloat(needed.rounded(.up)), "the intrinsic size is the font's")
        label.numberOfLines = 0
        XCTAssertEqual(try shownSize(label), 20, "labels of several lines do not shrink")
        label.numberOfLines = 1
        label.text = "EE"
        XCTAssertEqual(try shownSize(label), 20, "text that fits keeps its size")
    }

    final class Meter: UIView {
        var level = 0.5
        override var accessibilityValue: String? {
            get { "\(Int(level * 100)) percent" }
            set {}
        }
    }

    func testAFontsFamilyAndAViewsAccessibility() {
        XCTAssertEqual(UIFont.systemFont(ofSize: 12).familyName, "DejaVu Sans")
        let meter = Meter()
        meter.isAccessibilityElement = true
        meter.accessibilityLabel = "Level"
        meter.accessibilityTraits = .updatesFrequently
        XCTAssertEqual(meter.accessibilityValue, "50 percent")
        XCTAssertTrue(meter.accessibilityTraits.contains(.updatesFrequently))
        XCTAssertEqual(meter.accessibilityLabel, "Level")
    }

    func testAFontsDescriptorMakesItsBoldAndItalicFaces() throws {
        let font = UIFont.systemFont(ofSize: 16)
        let descriptor = font.fontDescriptor
        XCTAssertEqual(descriptor.pointSize, 16)
        XCTAssertTrue(descriptor.symbolicTraits.isEmpty)
        let bold = UIFont(descriptor: try XCTUnwrap(descriptor.withSymbolicTraits(.traitBold)), size: 0)
        XCTAssertEqual(bold.pointSize, 16)
        XCTAssertEqual(bold.fontPath, UIFont.boldSystemFont(ofSize: 16).fontPath)
        XCTAssertTrue(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        let italic = UIFont(descriptor: try XCTUnwrap(descriptor.withSymbolicTraits([.traitItalic, .traitBold])), size: 20)
        XCTAssertEqual(italic.pointSize, 20)
        XCTAssertTrue(italic.fontDescriptor.symbolicTraits.isSuperset(of: [.traitItalic, .traitBold]))
        XCTAssertEqual(italic.familyName, "DejaVu Sans")
        let mono = UIFont(descriptor: UIFontDescriptor(name: "monospace", size: 11), size: 0)
        XCTAssertTrue(mono.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        XCTAssertEqual(mono.pointSize, 11)
    }
}

