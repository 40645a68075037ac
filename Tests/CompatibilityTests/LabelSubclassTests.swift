import Foundation
import LayerKit
import UIKit
import XCTest

/// A label with padding, written as published code writes it: `drawText(in:)` overridden to call `super` with an inset
/// rectangle. The text goes there; an override that does not call `super` shows no text.
final class LabelSubclassTests: XCTestCase {
    final class PaddedLabel: UILabel {
        var insets = UIEdgeInsets(top: 10, left: 40, bottom: 30, right: 20)
        override func drawText(in rect: CGRect) {
            // Code of this kind often reads the context too: one is current.
            XCTAssertNotNil(UIGraphicsGetCurrentContext())
            super.drawText(in: rect.inset(by: insets))
        }
    }

    final class SilentLabel: UILabel {
        override func drawText(in rect: CGRect) {}
    }

    func textLayers(_ label: UILabel) -> [TextLayer] { label.layer.sublayers?.compactMap { $0 as? TextLayer } ?? [] }

    func testAPaddedLabelSetsItsTextInTheInsetRectangle() throws {
        let label = PaddedLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        label.text = "Padded"
        label.font = .systemFont(ofSize: 20)
        label.layoutIfNeeded()
        let line = try XCTUnwrap(textLayers(label).first)
        let frame = line.model.frame
        // 40 in from the left, 140 wide (200 − 40 − 20), centred in the 60 points between 10 and 70.
        XCTAssertEqual(frame.minX, 40)
        XCTAssertEqual(frame.width, 140)
        XCTAssertEqual(frame.midY, 40, accuracy: 1e-9)
        XCTAssertEqual(line.string, "Padded")

        // Several lines too: they break at the inset width.
        label.numberOfLines = 0
        label.text = "Padded labels wrap inside their insets"
        label.layoutIfNeeded()
        for layer in textLayers(label) where layer.string != nil {
            XCTAssertEqual(layer.model.frame.minX, 40)
            XCTAssertLessThanOrEqual(TextLayer.width(of: layer.string ?? "", fontSize: 20, fontPath: label.font.fontPath), 140.5)
        }
    }

    func testALabelWhoseDrawTextDoesNotCallSuperShowsNoText() {
        let label = SilentLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Hidden"
        label.layoutIfNeeded()
        XCTAssertTrue(textLayers(label).allSatisfy { $0.string == nil })
    }
}
