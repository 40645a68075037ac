import Foundation
import LayerKit
import Raster
import UIKit
import XCTest

/// Core Text's frames and drawing as code written for iOS uses them: a framesetter breaks an attributed string into the
/// lines that fit a path's box, and `CTFrameDraw` draws them into a flipped context. Glyph numbers are DejaVu Sans's
/// (see `CoreTextTests`): "E" advances 1294 of 2048 units per em, its stem starts at 201, its cap height is 1493.
final class CoreTextFrameTests: XCTestCase {
    override func setUpWithError() throws {
        guard UIFont.systemFont(ofSize: 10).fontPath?.hasSuffix("DejaVuSans.ttf") == true else {
            throw XCTSkip("the metrics below are DejaVu Sans's")
        }
    }

    func frame(_ text: String, size: CGFloat, in rect: CGRect) -> CTFrame {
        let string = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: size)])
        let framesetter = CTFramesetterCreateWithAttributedString(string)
        return CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), CGPath(rect: rect, transform: nil), nil)
    }

    func testLinesBreakAtSpacesAndStackFromTheTopOfTheBox() throws {
        // "EEE" is 3 × 1294 units wide (37.9 points at 20): one word fits 60 points, two do not.
        let font = UIFont.systemFont(ofSize: 20)
        let ascent = Double(CTFontGetAscent(font)), descent = Double(CTFontGetDescent(font))
        let made = frame("EEE EEE EEE", size: 20, in: CGRect(x: 5, y: 5, width: 60, height: 200))
        let lines = CTFrameGetLines(made) as! [CTLine]
        XCTAssertEqual(lines.map(CTLineGetStringRange), [CFRangeMake(0, 4), CFRangeMake(4, 4), CFRangeMake(8, 3)])
        XCTAssertEqual(lines.map(CTLineGetGlyphCount), [4, 4, 3])
        var origins = [CGPoint](repeating: .zero, count: 3)
        CTFrameGetLineOrigins(made, CFRangeMake(0, 0), &origins)
        for (index, origin) in origins.enumerated() {
            XCTAssertEqual(Double(origin.x), 0)
            XCTAssertEqual(Double(origin.y), 200 - ascent - Double(index) * (ascent + descent), accuracy: 1e-9)
        }
        XCTAssertEqual(CTFrameGetVisibleStringRange(made), CFRangeMake(0, 11))
        XCTAssertEqual(CTFrameGetStringRange(made), CFRangeMake(0, 11))
        // Ranges outside the lines copy nothing.
        var untouched = [CGPoint(x: 7, y: 7)]
        CTFrameGetLineOrigins(made, CFRangeMake(Int.min, 0), &untouched)
        CTFrameGetLineOrigins(made, CFRangeMake(2, Int.max), &untouched)
        XCTAssertEqual(untouched, [CGPoint(x: 7, y: 7)])
    }

    func testOnlyWholeLinesThatFitAreInTheFrame() {
        let font = UIFont.systemFont(ofSize: 20)
        let lineHeight = Double(CTFontGetAscent(font) + CTFontGetDescent(font))
        let made = frame("EEE EEE EEE", size: 20, in: CGRect(x: 0, y: 0, width: 60, height: 2 * lineHeight + 1))
        XCTAssertEqual(CFArrayGetCount(CTFrameGetLines(made)), 2)
        XCTAssertEqual(CTFrameGetVisibleStringRange(made), CFRangeMake(0, 8))
        // A range of the string: from its third character, two words.
        let string = NSAttributedString(string: "EEE EEE EEE", attributes: [.font: font])
        let part = CTFramesetterCreateFrame(
            CTFramesetterCreateWithAttributedString(string), CFRangeMake(4, 7), CGPath(rect: CGRect(x: 0, y: 0, width: 60, height: 100), transform: nil), nil)
        XCTAssertEqual((CTFrameGetLines(part) as! [CTLine]).map(CTLineGetStringRange), [CFRangeMake(4, 4), CFRangeMake(8, 3)])
    }

    func testNewlinesEndLinesAndAnEmptyParagraphTakesALine() {
        let font = UIFont.systemFont(ofSize: 20)
        let lineHeight = Double(CTFontGetAscent(font) + CTFontGetDescent(font))
        let string = NSAttributedString(string: "EE\n\nE", attributes: [.font: font])
        let framesetter = CTFramesetterCreateWithAttributedString(string)
        let made = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), CGPath(rect: CGRect(x: 0, y: 0, width: 300, height: 300), transform: nil), nil)
        let lines = CTFrameGetLines(made) as! [CTLine]
        XCTAssertEqual(lines.map(CTLineGetStringRange), [CFRangeMake(0, 3), CFRangeMake(3, 1), CFRangeMake(4, 1)])
        XCTAssertEqual(lines.map(CTLineGetGlyphCount), [2, 0, 1])
        var fit = CFRange()
        let size = CTFramesetterSuggestFrameSizeWithConstraints(
            framesetter, CFRange(), nil, CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude), &fit)
        XCTAssertEqual(fit, CFRangeMake(0, 5))
        XCTAssertEqual(Double(size.height), 3 * lineHeight, accuracy: 1e-9)
        XCTAssertEqual(Double(size.width), 2 * 1294 * 20.0 / 2048, accuracy: 1e-9)
    }

    /// The Core Text tutorials' drawing: the context flipped to y up, the frame drawn in a rectangle's path.
    func testAFrameDrawsItsLinesInTheirColourIntoAFlippedContext() throws {
        let font = UIFont.systemFont(ofSize: 40)
        let ascent = Double(CTFontGetAscent(font))
        let string = NSAttributedString(string: "EE", attributes: [.font: font, .foregroundColor: UIColor.red])
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100), format: format).image { renderer in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 200, height: 100))
            let context = renderer.cgContext
            context.textMatrix = .identity
            context.translateBy(x: 0, y: 100)
            context.scaleBy(x: 1, y: -1)
            let framesetter = CTFramesetterCreateWithAttributedString(string)
            let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), CGPath(rect: CGRect(x: 10, y: 10, width: 180, height: 80), transform: nil), nil)
            CTFrameDraw(frame, context)
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 190, y: 0, width: 10, height: 10))
        }.cgImage!
        // The box's top is 10 pixels from the image's top: the baseline is an ascent below it.
        let unit = 40.0 / 2048, baseline = 10 + ascent
        func pixel(_ x: Double, _ y: Double) -> UInt32 { image.pixel(x: Int(x), y: Int(y)) & 0xFF_FFFF }
        for index in 0..<2 {
            let stem = 10 + (Double(index) * 1294 + 201) * unit + 2
            XCTAssertEqual(pixel(stem, baseline - 2), 0xFF_0000, "E \(index) at its baseline")
            XCTAssertEqual(pixel(stem, baseline - 1493 * unit + 2), 0xFF_0000, "E \(index) at its cap height")
            XCTAssertEqual(pixel(stem, baseline - 1493 * unit - 3), 0xFF_FFFF, "above E \(index)")
            XCTAssertEqual(pixel(stem, baseline + 3), 0xFF_FFFF, "below E \(index)")
        }
        // The context's own fill colour was left as the code set it.
        XCTAssertEqual(pixel(195, 95), 0x00_00FF)
    }

    func testALineDrawsAtTheTextPosition() throws {
        let line = CTLineCreateWithAttributedString(
            NSAttributedString(string: "E", attributes: [.font: UIFont.systemFont(ofSize: 40), NSAttributedString.Key(kCTForegroundColorAttributeName as String): UIColor.green.cgColor]))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let unit = 40.0 / 2048
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format).image { renderer in
            let context = renderer.cgContext
            // y down, unflipped: the glyph is drawn upside down below the text position, as on iOS.
            context.textPosition = CGPoint(x: 20, y: 30)
            CTLineDraw(line, context)
        }.cgImage!
        let stem = 20 + 201 * unit + 2
        XCTAssertEqual(image.pixel(x: Int(stem), y: 32) & 0xFF_FFFF, 0x00_FF00)
        XCTAssertEqual(image.pixel(x: Int(stem), y: Int(30 + 1493 * unit - 2)) & 0xFF_FFFF, 0x00_FF00)
        XCTAssertEqual(image.pixel(x: Int(stem), y: 27) >> 24, 0)
    }
}

/// A typesetter's breaks and lines, carets on a line, and Core Foundation's way of making the string, as published code
/// writes them. "E" advances 1294 of 2048 units per em in DejaVu Sans.
final class CoreTextTypesetterTests: XCTestCase {
    override func setUpWithError() throws {
        guard UIFont.systemFont(ofSize: 10).fontPath?.hasSuffix("DejaVuSans.ttf") == true else {
            throw XCTSkip("the metrics below are DejaVu Sans's")
        }
    }

    func testATypesetterSuggestsBreaksAndMakesLines() throws {
        let font = CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil)
        let string = CFAttributedStringCreate(kCFAllocatorDefault, "EEE EEE\nEE" as CFString, [kCTFontAttributeName: font] as CFDictionary)!
        let typesetter = CTTypesetterCreateWithAttributedString(string)
        // 60 points hold one word (37.9) but not two: the first line is "EEE " and the second "EEE\n".
        XCTAssertEqual(CTTypesetterSuggestLineBreak(typesetter, 0, 60), 4)
        XCTAssertEqual(CTTypesetterSuggestLineBreak(typesetter, 4, 60), 4)
        XCTAssertEqual(CTTypesetterSuggestLineBreak(typesetter, 4, 1000), 4)
        XCTAssertEqual(CTTypesetterSuggestLineBreak(typesetter, 8, 1000), 2)
        XCTAssertEqual(CTTypesetterSuggestLineBreak(typesetter, 10, 1000), 0)
        let line = CTTypesetterCreateLine(typesetter, CFRangeMake(4, 4))
        XCTAssertEqual(CTLineGetStringRange(line), CFRangeMake(4, 4))
        XCTAssertEqual(CTLineGetGlyphCount(line), 3)
        let runs = CTLineGetGlyphRuns(line) as! [CTRun]
        XCTAssertTrue((CTRunGetAttributes(runs[0]) as? [CFString: Any])?[kCTFontAttributeName] as? CTFont === font)
        XCTAssertEqual(CTLineGetTypographicBounds(line, nil, nil, nil), 3 * 1294 * 20.0 / 2048, accuracy: 1e-9)
    }

    func testCaretsOnALine() {
        let string = NSAttributedString(string: "EE  ", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        let line = CTLineCreateWithAttributedString(string)
        let e = 1294 * 20.0 / 2048
        let space = (CTLineGetTypographicBounds(line, nil, nil, nil) - 2 * e) / 2
        XCTAssertGreaterThan(space, 1)
        XCTAssertEqual(Double(CTLineGetOffsetForStringIndex(line, 0, nil)), 0)
        var secondary: CGFloat = -1
        XCTAssertEqual(Double(CTLineGetOffsetForStringIndex(line, 1, &secondary)), e, accuracy: 1e-9)
        XCTAssertEqual(Double(secondary), e, accuracy: 1e-9)
        XCTAssertEqual(Double(CTLineGetOffsetForStringIndex(line, 4, nil)), 2 * e + 2 * space, accuracy: 1e-9)
        XCTAssertEqual(CTLineGetStringIndexForPosition(line, CGPoint(x: e * 0.4, y: 0)), 0)
        XCTAssertEqual(CTLineGetStringIndexForPosition(line, CGPoint(x: e * 0.6, y: 0)), 1)
        XCTAssertEqual(CTLineGetStringIndexForPosition(line, CGPoint(x: 500, y: 0)), 4)
        XCTAssertEqual(CTLineGetTrailingWhitespaceWidth(line), 2 * space, accuracy: 1e-9)
    }

    func testARunDrawsTheGlyphsOfItsRange() throws {
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: "EE", attributes: [.font: UIFont.systemFont(ofSize: 40)]))
        let run = try XCTUnwrap((CTLineGetGlyphRuns(line) as! [CTRun]).first)
        let unit = 40.0 / 2048
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 60), format: format).image { renderer in
            let context = renderer.cgContext
            context.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
            context.textPosition = CGPoint(x: 5, y: 50)
            CTRunDraw(run, context, CFRangeMake(1, 1))
        }.cgImage!
        // Only the second E, its stem upright above the baseline at y = 50.
        func isInk(_ x: Double, _ y: Double) -> Bool { image.pixel(x: Int(x), y: Int(y)) >> 24 == 0xFF }
        XCTAssertFalse(isInk(5 + 201 * unit + 2, 48))
        XCTAssertTrue(isInk(5 + (1294 + 201) * unit + 2, 48))
        XCTAssertTrue(isInk(5 + (1294 + 201) * unit + 2, 50 - 1493 * unit + 2))
    }

    func testAColourEmojiIsDrawnAsItsImageUprightInTextSpace() throws {
        // Noto Color Emoji's 109-pixel strike holds 😀 as a 136 x 128 image, 101 pixels above the baseline (read with
        // fontTools); at 109 points it is drawn 1:1. "A" advances 1401 units of 2048, so the emoji starts there.
        guard FontLibrary.fontPath(matching: "emoji")?.hasSuffix("NotoColorEmoji.ttf") == true else {
            throw XCTSkip("the numbers below are Noto Color Emoji's")
        }
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: "A😀", attributes: [.font: UIFont.systemFont(ofSize: 109)]))
        let runs = CTLineGetGlyphRuns(line) as! [CTRun]
        XCTAssertEqual(runs.count, 2)
        let emoji = try XCTUnwrap(FontLibrary.fontPath(matching: "emoji").flatMap { Font(path: $0) })
        let glyph = try XCTUnwrap(emoji.colorGlyph(UInt32(emoji.glyph(for: "😀")), size: 109))
        XCTAssertEqual(glyph.image.width, 136)
        XCTAssertEqual(glyph.image.height, 128)
        let a = 1401.0 / 2048 * 109
        // A bitmap context: y up from its bottom left; the emoji's left edge falls on x = 100, its top on y = 141.
        let context = try XCTUnwrap(CGContext(
            data: nil, width: 260, height: 200, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.textPosition = CGPoint(x: 100 - a, y: 40)
        CTLineDraw(line, context)
        let image = try XCTUnwrap(context.makeImage())
        // Upright and in place: each pixel is the emoji's own (the frame's row 59 is the image's first).
        var largest: UInt32 = 0
        for y in 0..<128 {
            for x in 0..<136 {
                let drawn = image.pixel(x: 100 + x, y: 59 + y), own = glyph.image.pixel(x: x, y: y)
                for shift in stride(from: 0, to: 32, by: 8) {
                    let p = (drawn >> UInt32(shift)) & 0xFF, q = (own >> UInt32(shift)) & 0xFF
                    largest = max(largest, p > q ? p - q : q - p)
                }
            }
        }
        XCTAssertLessThanOrEqual(largest, 2)
        // The "A" is ink left of it, in black: its crossbar, 0.3 em above the baseline, crosses the middle of its advance.
        let crossbar = (0..<20).map { image.pixel(x: Int(100 - a / 2), y: 160 - 25 - $0) }
        XCTAssertTrue(crossbar.contains(0xFF00_0000), crossbar.map { String($0, radix: 16) }.joined(separator: " "))
    }
}

