import Foundation
import LayerKit
import UIKit
import XCTest

/// Core Text's glyph functions as animation tutorials use them (a letter's outline as a shape layer's path, shown
/// upright with `isGeometryFlipped`). The expected glyph metrics were read from DejaVu Sans (the default font `make
/// setup` installs) with fontTools: "E" is glyph 40, its outline spans x 201…1163 and y 0…1493 of 2048 units per em,
/// and it advances 1294 units; the horizontal header's ascender is 1901, its descender −483 and its line gap 0; the OS/2
/// table is version 1 (no cap or x height), and "H" rises to 1493, "x" to 1120.
final class CoreTextTests: XCTestCase {
    override func setUpWithError() throws {
        guard UIFont.systemFont(ofSize: 10).fontPath?.hasSuffix("DejaVuSans.ttf") == true else {
            throw XCTSkip("the metrics below are DejaVu Sans's")
        }
    }

    /// The tutorials' own helper, as published.
    func path(from string: String, font: UIFont) -> UIBezierPath? {
        var unichars = [UniChar](string.utf16)
        var glyphs = [CGGlyph](repeating: 0, count: unichars.count)
        let success = CTFontGetGlyphsForCharacters(font, &unichars, &glyphs, unichars.count)
        if success {
            return UIBezierPath(cgPath: CTFontCreatePathForGlyph(font, glyphs.first!, nil)!)
        }
        return nil
    }

    func testAGlyphOutlineIsInGlyphSpaceAtTheFontSize() {
        let font = UIFont.systemFont(ofSize: 100)
        var characters: [UniChar] = Array("E".utf16)
        var glyphs: [CGGlyph] = [0]
        XCTAssertTrue(CTFontGetGlyphsForCharacters(font, &characters, &glyphs, 1))
        XCTAssertEqual(glyphs, [40])
        var bounds = CGRect.zero
        CTFontGetBoundingRectsForGlyphs(font, .horizontal, &glyphs, &bounds, 1)
        let unit = 100.0 / 2048
        XCTAssertEqual(Double(bounds.minX), 201 * unit, accuracy: 1e-6)
        XCTAssertEqual(Double(bounds.maxX), 1163 * unit, accuracy: 1e-6)
        // y up: the baseline at 0, the cap height above it.
        XCTAssertEqual(Double(bounds.minY), 0, accuracy: 1e-6)
        XCTAssertEqual(Double(bounds.maxY), 1493 * unit, accuracy: 1e-6)
        var advance = CGSize.zero
        XCTAssertEqual(CTFontGetAdvancesForGlyphs(font, .horizontal, &glyphs, &advance, 1), 1294 * unit, accuracy: 1e-9)
        XCTAssertEqual(Double(advance.width), 1294 * unit, accuracy: 1e-9)
        XCTAssertEqual(CTFontGetSize(font), 100)
        XCTAssertTrue(path(from: "E", font: font)!.cgPath.contains(CGPoint(x: 15, y: 36)))
        XCTAssertFalse(path(from: "E", font: font)!.cgPath.contains(CGPoint(x: 15, y: -36)))
    }

    func testTheFontsVerticalMeasures() {
        let unit = 30.0 / 2048
        let font = UIFont.systemFont(ofSize: 30)
        XCTAssertEqual(CTFontGetUnitsPerEm(font), 2048)
        XCTAssertEqual(Double(CTFontGetAscent(font)), 1901 * unit, accuracy: 1e-9)
        XCTAssertEqual(Double(CTFontGetDescent(font)), 483 * unit, accuracy: 1e-9)
        XCTAssertEqual(Double(CTFontGetLeading(font)), 0)
        XCTAssertEqual(Double(CTFontGetCapHeight(font)), 1493 * unit, accuracy: 1e-9)
        XCTAssertEqual(Double(CTFontGetXHeight(font)), 1120 * unit, accuracy: 1e-9)
        // UIKit's: the descender negative, the line the sum.
        XCTAssertEqual(Double(font.ascender), 1901 * unit, accuracy: 1e-9)
        XCTAssertEqual(Double(font.descender), -483 * unit, accuracy: 1e-9)
        XCTAssertEqual(Double(font.lineHeight), (1901 + 483) * unit, accuracy: 1e-9)
        XCTAssertEqual(Double(font.capHeight), 1493 * unit, accuracy: 1e-9)
        XCTAssertEqual(Double(font.xHeight), 1120 * unit, accuracy: 1e-9)
        XCTAssertEqual(font.leading, 0)
    }

    func testCharactersWithoutAGlyphAreZeroAndSurrogatePairsTakeTwoPlaces() {
        let font = CTFontCreateWithName("Menlo" as CFString, 0, nil)
        XCTAssertEqual(CTFontGetSize(font), 12)
        // A G clef (a surrogate pair, not in DejaVu Sans) between two letters.
        var characters = [UniChar]("E\u{1D11E}F".utf16)
        var glyphs = [CGGlyph](repeating: 7, count: characters.count)
        XCTAssertEqual(characters.count, 4)
        XCTAssertFalse(CTFontGetGlyphsForCharacters(font, &characters, &glyphs, characters.count))
        XCTAssertEqual(glyphs, [40, 0, 0, 41])
        XCTAssertNil(CTFontCreatePathForGlyph(font, 0, nil))
        var shift = CGAffineTransform(translationX: 10, y: 0)
        let moved = CTFontCreatePathForGlyph(font, 40, &shift)!
        XCTAssertEqual(Double(moved.boundingBox.minX), 10 + 201 * 12.0 / 2048, accuracy: 1e-6)
    }

    func testAFlippedShapeLayerShowsAGlyphUpright() {
        let (_, root) = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.backgroundColor = .white
        root.addSubview(view)
        let layer = CAShapeLayer()
        layer.frame = view.layer.frame.insetBy(dx: 50, dy: 50)
        view.layer.addSublayer(layer)
        layer.path = path(from: "E", font: UIFont.systemFont(ofSize: 100))?.cgPath
        layer.isGeometryFlipped = true
        // The flip mirrors sublayers too: a dot at the top of the layer's coordinates shows at its bottom.
        let dot = CALayer()
        dot.frame = CGRect(x: 80, y: 0, width: 10, height: 10)
        dot.backgroundColor = UIColor.red.cgColor
        layer.addSublayer(dot)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { context in
            view.layer.render(in: context.cgContext)
        }.cgImage!
        // The layer's bottom (y = 150 in the view) is the baseline: the E's stem starts at x = 59.8 and rises from
        // y = 150 to 150 − 72.9; above the cap height and below the baseline is white.
        let unit = 100.0 / 2048
        func isInk(_ x: Double, _ y: Double) -> Bool { image.pixel(x: Int(x), y: Int(y)) & 0xFF_FFFF == 0 }
        XCTAssertTrue(isInk(50 + 201 * unit + 3, 148))
        XCTAssertTrue(isInk(50 + 201 * unit + 3, 150 - 1493 * unit + 2))
        XCTAssertFalse(isInk(50 + 201 * unit + 3, 150 - 1493 * unit - 2))
        XCTAssertFalse(isInk(50 + 201 * unit + 3, 152))
        XCTAssertEqual(image.pixel(x: 135, y: 145) & 0xFF_FFFF, 0xFF_0000)
        XCTAssertEqual(image.pixel(x: 135, y: 55) & 0xFF_FFFF, 0xFF_FFFF)
    }
}
