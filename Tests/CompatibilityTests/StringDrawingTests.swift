import Foundation
import LayerKit
import UIKit
import XCTest

/// Text drawn and measured with `NSString`'s drawing methods and a paragraph style, as drawing code writes it. Glyph
/// numbers are DejaVu Sans's, read with fontTools: "E" advances 1294 of 2048 units, its stem starts at 201 and is 174
/// wide; the font's line height is its ascender plus descender (and no line gap).
final class StringDrawingTests: XCTestCase {
    override func setUpWithError() throws {
        guard UIFont.systemFont(ofSize: 10).fontPath?.hasSuffix("DejaVuSans.ttf") == true else {
            throw XCTSkip("the metrics below are DejaVu Sans's")
        }
    }

    let font = UIFont.systemFont(ofSize: 20)
    var unit: Double { 20.0 / 2048 }

    func style(_ configure: (NSMutableParagraphStyle) -> Void) -> NSParagraphStyle {
        let style = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
        configure(style)
        return style
    }

    func testTheBoundingRectWrapsAtTheWidthAndAddsTheSpacing() {
        let lineHeight = Double(font.lineHeight)
        XCTAssertEqual(lineHeight, Double(font.ascender - font.descender), accuracy: 1e-9)
        // "EEE" is 3 × 1294 units (37.9 points): one word fits 60 points, two do not.
        let plain = ("EEE EEE EEE" as NSString).boundingRect(
            with: CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin, attributes: [.font: font],
            context: nil)
        XCTAssertEqual(Double(plain.width), 3 * 1294 * unit, accuracy: 1e-9)
        XCTAssertEqual(Double(plain.height), 3 * lineHeight, accuracy: 1e-9)
        let spaced = "EEE EEE EEE\nE".boundingRect(
            with: CGSize(width: 60, height: 1000), options: [.usesLineFragmentOrigin, .usesFontLeading],
            attributes: [.font: font, .paragraphStyle: style { $0.lineSpacing = 4; $0.paragraphSpacing = 10 }], context: nil)
        XCTAssertEqual(Double(spaced.height), 4 * lineHeight + 3 * 4 + 10, accuracy: 1e-9)
        // Without the line fragment origin: one line, from its baseline.
        let oneLine = "EEE EEE".boundingRect(with: CGSize(width: 60, height: 100), attributes: [.font: font], context: nil)
        XCTAssertEqual(Double(oneLine.width), (7 * 1294 - 1294 + 651) * unit, accuracy: 0.01)
        XCTAssertEqual(Double(oneLine.minY), -Double(font.ascender), accuracy: 1e-9)
    }

    func testDrawnLinesAreAlignedAndOnlyWholeLinesShow() throws {
        func draw(_ alignment: NSTextAlignment, height: CGFloat) -> CGImage {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return UIGraphicsImageRenderer(size: CGSize(width: 100, height: 80), format: format).image { _ in
                let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: style { $0.alignment = alignment }]
                ("E\nE" as NSString).draw(in: CGRect(x: 0, y: 0, width: 100, height: height), withAttributes: attributes)
            }.cgImage!
        }
        let advance = 1294 * unit, lineHeight = Double(font.lineHeight)
        func inkInStem(_ image: CGImage, left: Double, line: Int) -> Bool {
            let x = Int(left + (201 + 87) * unit), y = Int(Double(line) * lineHeight + Double(font.ascender) - 3)
            return image.pixel(x: x, y: y) >> 24 == 0xFF
        }
        for (alignment, left) in [(NSTextAlignment.left, 0.0), (.natural, 0), (.center, (100 - advance) / 2), (.right, 100 - advance)] {
            let image = draw(alignment, height: 80)
            XCTAssertTrue(inkInStem(image, left: left, line: 0), "\(alignment) first line")
            XCTAssertTrue(inkInStem(image, left: left, line: 1), "\(alignment) second line")
            XCTAssertFalse(inkInStem(image, left: left + advance, line: 0), "\(alignment): nothing right of the E")
        }
        // A rectangle one and a half lines tall shows the first line only.
        let short = draw(.left, height: CGFloat(1.5 * lineHeight))
        XCTAssertTrue(inkInStem(short, left: 0, line: 0))
        XCTAssertFalse(inkInStem(short, left: 0, line: 1))
    }

    func testTruncatingStylesKeepAParagraphOnOneLine() {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: style { $0.lineBreakMode = .byTruncatingTail }]
        let rect = "EEE EEE EEE".boundingRect(with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        XCTAssertEqual(Double(rect.height), Double(font.lineHeight), accuracy: 1e-9)
        XCTAssertLessThanOrEqual(Double(rect.width), 60.5)
        // The last line that fits says more text follows.
        let cut = "EEE EEE EEE".boundingRect(
            with: CGSize(width: 60, height: CGFloat(2.2 * Double(font.lineHeight))), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
            attributes: [.font: font], context: nil)
        XCTAssertEqual(Double(cut.height), 2 * Double(font.lineHeight), accuracy: 1e-9)
    }

    func testParagraphStylesCopyAndALabelTakesItsAlignment() {
        let centred = style { $0.alignment = .center; $0.lineSpacing = 3 }
        let copy = centred.mutableCopy() as! NSMutableParagraphStyle
        XCTAssertEqual(copy.alignment, .center)
        XCTAssertEqual(copy.lineSpacing, 3)
        XCTAssertTrue(copy.isEqual(centred))
        copy.lineSpacing = -2
        XCTAssertEqual(copy.lineSpacing, 0, "negative spacing is none")
        XCTAssertEqual(NSParagraphStyle.default.alignment, .natural)
        XCTAssertEqual(NSParagraphStyle.default.lineBreakMode, .byWordWrapping)
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Hi", attributes: [.font: font, .paragraphStyle: style { $0.alignment = .right }])
        XCTAssertEqual(label.textAlignment, .right)
        XCTAssertEqual(NSAttributedString(string: "EEE", attributes: [.font: font]).size().width, CGFloat(3 * 1294 * unit), accuracy: 1e-9)
    }
}
