import Foundation
import Testing

@testable import Raster

/// Text shaped as iOS shapes it. The expected glyphs and advances were read from DejaVu Sans (2048 units per em) with
/// fontTools: the Arabic presentation forms its `init`, `medi` and `fina` features choose (initial beh U+FE91, 570;
/// medial hah U+FEA4, 1322; final reh U+FEAE, 1130; isolated they advance 1928, 1322 and 989), the `fi` ligature
/// (glyph 5042), and the Latin and Hebrew letters' advances (a 1255, b 1300, c 1126, space 651, alef 1369, bet 1184,
/// gimel 844). Noto Color Emoji advances every emoji 2550 of 2048 units.
@Suite("Shaped text")
struct TextShapingTests {
    let font = FontLibrary.defaultFontPath.flatMap { Font(path: $0) }.flatMap { $0.path.hasSuffix("DejaVuSans.ttf") ? $0 : nil }
    let emojiInstalled = FontLibrary.fontPath(matching: "emoji")?.hasSuffix("NotoColorEmoji.ttf") == true
    let size = 40.0

    /// The path of `glyphs` (glyph, pen position in font units) laid side by side, as expected.
    func line(_ font: Font, _ glyphs: [(glyph: UInt32, x: Double)]) -> Path {
        var path = Path()
        for (glyph, x) in glyphs {
            path.addPath(font.outline(ofGlyph: glyph, size: size).path, transform: Transform(translationX: x * size / 2048, y: 0))
        }
        return path
    }

    /// Whether `a` and `b` have the same elements, points within 1e-9 (a failure names the first element that differs).
    func expectSame(_ a: Path, _ b: Path, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let matches = same(a, b)
        #expect(matches, "\(what): the glyphs differ", sourceLocation: sourceLocation)
    }

    func same(_ a: Path, _ b: Path) -> Bool {
        guard a.elements.count == b.elements.count else { return false }
        func points(_ element: Path.Element) -> [Point] {
            switch element {
            case .move(let p), .line(let p): [p]
            case .quadCurve(let p, let c): [p, c]
            case .curve(let p, let c1, let c2): [p, c1, c2]
            case .closeSubpath: []
            }
        }
        return zip(a.elements, b.elements).allSatisfy { x, y in
            let p = points(x), q = points(y)
            return p.count == q.count && zip(p, q).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 }
        }
    }

    @Test func arabicLettersJoinAndReadFromTheRight() throws {
        let font = try #require(font)
        let run = font.layout("بحر", size: size)
        // Reh ends the word, so it is the leftmost glyph; beh begins it, on the right.
        expectSame(run.path, line(font, [(font.glyph(for: "\u{FEAE}"), 0), (font.glyph(for: "\u{FEA4}"), 1130), (font.glyph(for: "\u{FE91}"), 2452)]), "بحر")
        #expect(abs(run.advance - 3022.0 / 2048 * size) < 1e-9, "isolated forms would advance \(4239.0 / 2048 * size)")
        #expect(run.isRightToLeft)
    }

    @Test func aHebrewWordInALatinLineReadsRightToLeft() throws {
        let font = try #require(font)
        let expected = line(font, [
            (font.glyph(for: "a"), 0), (font.glyph(for: "b"), 1255), (font.glyph(for: "c"), 2555), (font.glyph(for: " "), 3681),
            (font.glyph(for: "\u{05D2}"), 4332), (font.glyph(for: "\u{05D1}"), 5176), (font.glyph(for: "\u{05D0}"), 6360),
        ])
        let latinFirst = font.layout("abc אבג", size: size)
        expectSame(latinFirst.path, expected, "abc אבג")
        #expect(abs(latinFirst.advance - 7729.0 / 2048 * size) < 1e-9)
        #expect(!latinFirst.isRightToLeft)
        // A Hebrew paragraph with a Latin word: the Hebrew starts on the right, the word keeps its order on its left; the
        // space between them belongs to the paragraph.
        let hebrewFirst = font.layout("אבג abc", size: size)
        expectSame(hebrewFirst.path, expected, "אבג abc")
        #expect(hebrewFirst.isRightToLeft)
    }

    @Test func ligaturesReplaceTheirLetters() throws {
        let font = try #require(font)
        expectSame(font.layout("fi", size: size).path, line(font, [(5042, 0)]), "fi")
        // Spacing goes between glyphs: the ligature is one.
        #expect(abs(font.layout("fi", size: size, letterSpacing: 5).advance - 1290.0 / 2048 * size) < 1e-9)
        #expect(abs(font.layout("ab", size: size, letterSpacing: 5).advance - (2555.0 / 2048 * size + 5)) < 1e-9)
    }

    @Test func aCombiningMarkSitsOnItsLetter() throws {
        let font = try #require(font)
        let e = font.layout("e", size: size), accented = font.layout("e\u{301}", size: size)
        #expect(accented.advance == e.advance, "the mark adds no width")
        let letter = e.path.controlPointBounds, whole = accented.path.controlPointBounds
        #expect(whole.minY < letter.minY - size * 0.1, "the acute is above the e")
        #expect(whole.minX >= letter.minX - 1e-9 && whole.maxX <= letter.maxX + size * 0.05, "and over it, not beside it")
    }

    @Test func emojiSequencesAreOnePictureEach() throws {
        let font = try #require(font)
        guard emojiInstalled else { return }
        let em = 2550.0 / 2048 * size
        let flags = font.layout("🇫🇷🇯🇵", size: size)
        #expect(flags.images.count == 2 && abs(flags.advance - 2 * em) < 1e-9)
        let family = font.layout("👩‍👩‍👧", size: size), woman = font.layout("👩", size: size)
        #expect(family.images.count == 1 && abs(family.advance - em) < 1e-9)
        #expect(family.images.first?.image.pixels != woman.images.first?.image.pixels, "the family's own picture")
        let tone = font.layout("👋🏽", size: size), plain = font.layout("👋", size: size)
        #expect(tone.images.count == 1 && tone.images.first?.image.pixels != plain.images.first?.image.pixels)
    }
}
