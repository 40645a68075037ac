import Foundation
import LayerKit
import UIKit
import XCTest

/// Core Text's lines as text-animation tutorials use them: an attributed string laid out with `CTLine`, its runs walked
/// for each glyph and its position, the glyphs' outlines joined into one path for a shape layer. Expected numbers are
/// DejaVu Sans's, read with fontTools (see `CoreTextTests`): "E" is glyph 40 and advances 1294 of 2048 units per em.
final class CoreTextLineTests: XCTestCase {
    override func setUpWithError() throws {
        guard UIFont.systemFont(ofSize: 10).fontPath?.hasSuffix("DejaVuSans.ttf") == true else {
            throw XCTSkip("the metrics below are DejaVu Sans's")
        }
    }

    /// The letters of `text` as one path, written the way the tutorials write it (runs through `CFArrayGetValueAtIndex`,
    /// the run's font from its attributes, one glyph at a time).
    func letters(_ text: NSAttributedString) -> CGMutablePath {
        let letters = CGMutablePath()
        let line = CTLineCreateWithAttributedString(text)
        let runArray = CTLineGetGlyphRuns(line)
        for runIndex in 0..<CFArrayGetCount(runArray) {
            let run = unsafeBitCast(CFArrayGetValueAtIndex(runArray, runIndex), to: CTRun.self)
            let dictRef: CFDictionary = CTRunGetAttributes(run)
            let dict: NSDictionary = dictRef as NSDictionary
            let runFont = dict[kCTFontAttributeName as String] as! CTFont
            for runGlyphIndex in 0..<CTRunGetGlyphCount(run) {
                let thisGlyphRange = CFRangeMake(runGlyphIndex, 1)
                var glyph = CGGlyph()
                var position = CGPoint()
                CTRunGetGlyphs(run, thisGlyphRange, &glyph)
                CTRunGetPositions(run, thisGlyphRange, &position)
                if let letter = CTFontCreatePathForGlyph(runFont, glyph, nil) {
                    letters.addPath(letter, transform: CGAffineTransform(translationX: position.x, y: position.y))
                }
            }
        }
        return letters
    }

    func testALinesRunsHoldEachGlyphAtItsPosition() throws {
        let big = UIFont.systemFont(ofSize: 100), small = CTFontCreateWithName("DejaVu Sans" as CFString, 50, nil)
        let text = NSMutableAttributedString(string: "EE", attributes: [.font: big])
        text.append(NSAttributedString(string: "E", attributes: [NSAttributedString.Key(kCTFontAttributeName as String): small]))
        let line = CTLineCreateWithAttributedString(text)
        let runs = CTLineGetGlyphRuns(line) as! [CTRun]
        XCTAssertEqual(runs.count, 2)
        XCTAssertEqual(CTLineGetGlyphCount(line), 3)
        let unit = 100.0 / 2048
        var glyphs = [CGGlyph](repeating: 0, count: 2), positions = [CGPoint](repeating: .zero, count: 2)
        CTRunGetGlyphs(runs[0], CFRange(location: 0, length: 0), &glyphs)
        CTRunGetPositions(runs[0], CFRange(location: 0, length: 0), &positions)
        XCTAssertEqual(glyphs, [40, 40])
        XCTAssertEqual(positions.map { Double($0.x) }, [0, 1294 * unit])
        XCTAssertEqual(positions.map(\.y), [0, 0])
        CTRunGetPositions(runs[1], CFRangeMake(0, 1), &positions)
        XCTAssertEqual(Double(positions[0].x), 2 * 1294 * unit, accuracy: 1e-9)
        XCTAssertEqual(CTRunGetStringRange(runs[0]), CFRange(location: 0, length: 2))
        XCTAssertEqual(CTRunGetStringRange(runs[1]), CFRange(location: 2, length: 1))
        // The run's font is the string's, read as the tutorials read it.
        XCTAssertTrue((CTRunGetAttributes(runs[0]) as! [String: Any])[kCTFontAttributeName as String] as? UIFont === big)
        XCTAssertTrue(CTRunGetAttributes(runs[1])[kCTFontAttributeName] as? CTFont === small)
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 1
        let width = CTLineGetTypographicBounds(line, &ascent, &descent, &leading)
        XCTAssertEqual(width, 2 * 1294 * unit + 1294 * 50.0 / 2048, accuracy: 1e-9)
        XCTAssertEqual(ascent, CTFontGetAscent(big))
        XCTAssertEqual(descent, CTFontGetDescent(big))
        XCTAssertEqual(leading, 0)
        XCTAssertEqual(CTRunGetTypographicBounds(runs[0], CFRangeMake(1, 1), nil, nil, nil), 1294 * unit, accuracy: 1e-9)
        // Out of range asks for nothing.
        var untouched: [CGGlyph] = [7]
        CTRunGetGlyphs(runs[1], CFRangeMake(1, 1), &untouched)
        CTRunGetGlyphs(runs[1], CFRangeMake(Int.min, 0), &untouched)
        CTRunGetGlyphs(runs[1], CFRangeMake(0, Int.max), &untouched)
        XCTAssertEqual(untouched, [7])
        XCTAssertNil(CFArrayGetValueAtIndex(CTLineGetGlyphRuns(line), 2))
    }

    func testCharactersTheFontLacksAreARunOfTheFontFoundForThem() throws {
        let font = UIFont.systemFont(ofSize: 40)
        let text = NSAttributedString(string: "E\u{1F600}E", attributes: [.font: font, .kern: 2.0])
        let runs = CTLineGetGlyphRuns(CTLineCreateWithAttributedString(text)) as! [CTRun]
        guard runs.count == 3 else { throw XCTSkip("no emoji font installed") }
        XCTAssertEqual(runs.map(CTRunGetStringRange), [CFRangeMake(0, 1), CFRangeMake(1, 2), CFRangeMake(3, 1)])
        let emojiFont = try XCTUnwrap(CTRunGetAttributes(runs[1])[kCTFontAttributeName] as? CTFont)
        XCTAssertFalse(emojiFont === font)
        XCTAssertEqual(CTFontGetSize(emojiFont), 40)
        var indices = [CFIndex](repeating: -1, count: 1)
        CTRunGetStringIndices(runs[2], CFRangeMake(0, 0), &indices)
        XCTAssertEqual(indices, [3])
        // Kerning adds 2 points after each glyph, the last one too, as Core Text kerns: in each advance, so the next
        // glyph starts where the advance ends, and in the line's width.
        let first = try XCTUnwrap(CTRunGetAdvancesPtr(runs[0])).pointee.width
        let emoji = try XCTUnwrap(CTRunGetAdvancesPtr(runs[1])).pointee.width
        let last = try XCTUnwrap(CTRunGetAdvancesPtr(runs[2])).pointee.width
        XCTAssertEqual(Double(first), 1294 * 40.0 / 2048 + 2, accuracy: 1e-9)
        XCTAssertEqual(Double(last), Double(first), accuracy: 1e-9)
        XCTAssertEqual(Double(try XCTUnwrap(CTRunGetPositionsPtr(runs[2])).pointee.x), Double(first + emoji), accuracy: 1e-9)
        let width = CTLineGetTypographicBounds(CTLineCreateWithAttributedString(text), nil, nil, nil)
        XCTAssertEqual(width, Double(first + emoji + last), accuracy: 1e-9)
    }

    /// The letters' path, drawn by a flipped shape layer, puts ink where a label puts its text.
    func testTheLettersPathDrawsTheTextUpright() throws {
        let font = UIFont.systemFont(ofSize: 60)
        let path = letters(NSAttributedString(string: "EEE", attributes: [.font: font]))
        let unit = 60.0 / 2048
        XCTAssertEqual(Double(path.boundingBox.minX), 201 * unit, accuracy: 0.01)
        XCTAssertEqual(Double(path.boundingBox.maxX), 2 * 1294 * unit + 1163 * unit, accuracy: 0.01)
        XCTAssertEqual(Double(path.boundingBox.maxY), 1493 * unit, accuracy: 0.01)
        let (_, root) = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.backgroundColor = .white
        root.addSubview(view)
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 10, y: 10, width: 180, height: 60)
        layer.isGeometryFlipped = true
        layer.path = path
        view.layer.addSublayer(layer)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { context in
            view.layer.render(in: context.cgContext)
        }.cgImage!
        // Each E's stem, from the baseline (the layer's bottom, y = 70) up to the cap height; nothing between the letters.
        func isInk(_ x: Double, _ y: Double) -> Bool { image.pixel(x: Int(x), y: Int(y)) & 0xFF_FFFF == 0 }
        for index in 0..<3 {
            let stem = 10 + (Double(index) * 1294 + 201) * unit + 2
            XCTAssertTrue(isInk(stem, 68), "E \(index) at its baseline")
            XCTAssertTrue(isInk(stem, 70 - 1493 * unit + 2), "E \(index) at its cap height")
            XCTAssertFalse(isInk(10 + (Double(index) * 1294 + 1163) * unit + 4, 60), "after E \(index)")
        }
    }
}
