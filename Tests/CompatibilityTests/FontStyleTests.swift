import Foundation
import LayerKit
import UIKit
import XCTest

/// Text styles and the system font's variants as UI code asks for them. The sizes are those iOS reports at its default
/// text size (`UIFont.preferredFont(forTextStyle:)` printed on a device: 34, 28, 22, 20, 17 semibold, 15, 17, 16, 13, 12,
/// 11).
final class FontStyleTests: XCTestCase {
    func testTextStylesHaveIOSsDefaultSizes() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.subheadline, 15), (.body, 17),
            (.callout, 16), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected { XCTAssertEqual(UIFont.preferredFont(forTextStyle: style).pointSize, size, "\(style.rawValue)") }
        // The headline is semibold: drawn with the bold face, as the system font is from semibold up.
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).fontPath, UIFont.boldSystemFont(ofSize: 17).fontPath)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).fontPath, UIFont.systemFont(ofSize: 17).fontPath)
    }

    func testTheSystemFontsVariants() throws {
        guard UIFont.systemFont(ofSize: 10).fontPath?.hasSuffix("DejaVuSans.ttf") == true else { throw XCTSkip("DejaVu's faces") }
        XCTAssertEqual(UIFont.italicSystemFont(ofSize: 14).fontPath?.hasSuffix("DejaVuSans-Oblique.ttf"), true)
        XCTAssertEqual(UIFont.monospacedSystemFont(ofSize: 14, weight: .regular).fontPath?.hasSuffix("DejaVuSansMono.ttf"), true)
        XCTAssertEqual(UIFont.monospacedSystemFont(ofSize: 14, weight: .bold).fontPath?.hasSuffix("DejaVuSansMono-Bold.ttf"), true)
        // DejaVu Sans's digits share one width already: "0" to "9" all advance alike.
        let font = UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .regular)
        var characters = [UniChar]("0123456789".utf16), glyphs = [CGGlyph](repeating: 0, count: 10)
        XCTAssertTrue(CTFontGetGlyphsForCharacters(font, &characters, &glyphs, 10))
        var advances = [CGSize](repeating: .zero, count: 10)
        CTFontGetAdvancesForGlyphs(font, .horizontal, &glyphs, &advances, 10)
        XCTAssertEqual(Set(advances.map(\.width)).count, 1)
    }
}
