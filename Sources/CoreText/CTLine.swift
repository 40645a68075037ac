import CoreGraphics
import Foundation
import LayerKit
import Raster

/// The attribute naming a run's font (`kCTFontAttributeName`, the same key as `NSAttributedString.Key.font`): a `CTFont`
/// or a `UIFont`.
public let kCTFontAttributeName: CFString = "NSFont"
/// The attribute adding space after each glyph, in points (`kCTKernAttributeName`, the same key as `.kern`).
public let kCTKernAttributeName: CFString = "NSKern"
/// The attribute colouring a run's glyphs when they are drawn (`kCTForegroundColorAttributeName`): a `CGColor`. UIKit's
/// `.foregroundColor` (a `UIColor`) colours them too; without either they are black.
public let kCTForegroundColorAttributeName: CFString = "CTForegroundColor"

/// A colour given as an object of a module above Core Text (`UIColor`), as Core Text on iOS takes UIKit's.
package protocol ForegroundColorProviding {
    var cgColor: CGColor { get }
}

/// One line of an attributed string laid out (`CTLine`): each stretch of the string with one set of attributes is
/// shaped as a label shapes it (HarfBuzz: kerning, ligatures, joined Arabic letters, right-to-left stretches in visual
/// order, fallback fonts for characters the font lacks), and the glyphs are grouped in runs (`CTRun`) of one font and
/// one set of attributes. The stretches are set side by side in the string's order: text read right to left across
/// stretches of different attributes keeps each stretch's own order but not their order among themselves. A stretch
/// without a font is set in Helvetica at 12 points, Core Text's default.
///
/// Like the rest of a scene, a line is used from the scene's one thread; nothing in it changes once made.
public final class CTLine: @unchecked Sendable {
    let runs: [CTRun]
    let width: Double
    let ascent: Double
    let descent: Double
    let stringRange: CFRange
    let trailingWhitespaceWidth: Double

    /// `string` laid out as one line; its string indices and ranges counted from `stringOffset` (a frame's line is a
    /// stretch of the frame's string).
    init(_ string: NSAttributedString, stringOffset: Int = 0, stringLength: Int? = nil) {
        let text = Array(string.string.utf16)
        var runs: [CTRun] = []
        var x = 0.0
        var ascent = 0.0, descent = 0.0
        // A fallback font is made once per line and size, however many runs it draws.
        var fallbacks: [String: CTFont] = [:]
        func fallback(_ face: Font, _ size: CGFloat) -> CTFont {
            let key = "\(face.path)@\(size)"
            if let known = fallbacks[key] { return known }
            let made = CTFont(fontFile: face.path, size: size)
            fallbacks[key] = made
            return made
        }
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length)) { attributes, range, _ in
            var keyed: CFDictionary = [:]
            for (key, value) in attributes { keyed[key.rawValue] = value }
            let font = keyed[kCTFontAttributeName] as? CTFont ?? CTFontCreateWithName("Helvetica", 12, nil)
            let spacing = (keyed[kCTKernAttributeName]).flatMap(Self.number) ?? 0
            ascent = max(ascent, Double(CTFontGetAscent(font)))
            descent = max(descent, Double(CTFontGetDescent(font)))
            guard let face = font.face, range.location >= 0, range.location + range.length <= text.count else { return }
            let piece = String(decoding: text[range.location..<(range.location + range.length)], as: UTF16.self)
            // HarfBuzz's clusters count scalars: each scalar's UTF-16 offset in the attributed string, and the piece's end.
            var offsets: [Int] = []
            var offset = stringOffset + range.location
            for scalar in piece.unicodeScalars {
                offsets.append(offset)
                offset += scalar.utf16.count
            }
            offsets.append(stringOffset + range.location + range.length)
            let line = face.placedGlyphs(piece, size: Double(font.size), letterSpacing: spacing)
            // Core Text kerns after every glyph, the last one too: in the advances, the positions and the width.
            // A cluster (the characters a glyph or a ligature draws) ends where the next one starts.
            let clusterStarts = Set(line.glyphs.map(\.scalarOffset)).sorted()
            func utf16(_ scalar: Int) -> Int { offsets[min(max(scalar, 0), offsets.count - 1)] }
            func clusterEnd(_ scalar: Int) -> Int { utf16(clusterStarts.first { $0 > scalar } ?? offsets.count - 1) }
            var pending: (face: Font, glyphs: [(glyph: CGGlyph, position: CGPoint, advance: Double, stringIndex: CFIndex)], scalars: [Int])?
            func finish() {
                guard let run = pending, let first = run.scalars.min(), let last = run.scalars.max() else { return }
                let runFont = run.face === face ? font : fallback(run.face, font.size)
                var runAttributes = keyed
                runAttributes[kCTFontAttributeName] = runFont
                let start = utf16(first)
                runs.append(
                    CTRun(font: runFont, attributes: runAttributes, glyphs: run.glyphs, stringRange: CFRange(location: start, length: clusterEnd(last) - start)))
            }
            for placed in line.glyphs {
                if pending?.face !== placed.font {
                    finish()
                    pending = (placed.font, [], [])
                }
                pending?.glyphs.append(
                    (CGGlyph(truncatingIfNeeded: placed.glyph), CGPoint(x: x + placed.x, y: -placed.y),
                     placed.advance + (placed.advance != 0 ? spacing : 0), utf16(placed.scalarOffset)))
                pending?.scalars.append(placed.scalarOffset)
            }
            finish()
            x += line.advance + (line.glyphs.contains { $0.advance != 0 } ? spacing : 0)
        }
        self.runs = runs
        // The spaces (and newlines) the string ends with: their glyphs' advances.
        var firstTrailing = text.count
        while firstTrailing > 0, [0x20, 0x09, 0x0A, 0x0D, 0x2028, 0x2029].contains(text[firstTrailing - 1]) { firstTrailing -= 1 }
        var trailing = 0.0
        for run in runs {
            for index in run.glyphs.indices where run.stringIndices[index] >= stringOffset + firstTrailing {
                trailing += Double(run.advances[index].width)
            }
        }
        trailingWhitespaceWidth = trailing
        width = x
        self.ascent = ascent
        self.descent = descent
        stringRange = CFRange(location: stringOffset, length: stringLength ?? string.length)
    }

    /// `line` with the ascent and descent of `font` (a line without glyphs takes its font's).
    init(_ line: CTLine, metricsOf font: CTFont) {
        runs = line.runs
        trailingWhitespaceWidth = line.trailingWhitespaceWidth
        width = line.width
        ascent = Double(CTFontGetAscent(font))
        descent = Double(CTFontGetDescent(font))
        stringRange = line.stringRange
    }

    /// Where each character's glyphs start, in the string's order (a character's leftmost glyph last among its own): the
    /// carets of the line.
    var caretStops: [(index: Int, x: Double)] {
        var stops: [(index: Int, x: Double)] = []
        for run in runs {
            for glyph in run.glyphs.indices { stops.append((run.stringIndices[glyph], Double(run.positions[glyph].x))) }
        }
        return stops.sorted { a, b in a.index < b.index || (a.index == b.index && a.x > b.x) }
    }

    private static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }
}

/// Lays out `string` as one line (no breaking), its origin at the start of the baseline.
public func CTLineCreateWithAttributedString(_ string: CFAttributedString) -> CTLine { CTLine(string) }

/// The line's runs (`CTRun`), from left to right: `as! [CTRun]`, or one at a time through `CFArrayGetValueAtIndex`.
public func CTLineGetGlyphRuns(_ line: CTLine) -> CFArray { line.runs }

/// How many glyphs the line holds.
public func CTLineGetGlyphCount(_ line: CTLine) -> CFIndex { line.runs.reduce(0) { $0 + $1.glyphs.count } }

/// The range of the attributed string (UTF-16 offsets) the line was made from.
public func CTLineGetStringRange(_ line: CTLine) -> CFRange { line.stringRange }

/// The line's width in points (the sum of its advances), with the largest ascent and descent of its fonts (leading 0).
public func CTLineGetTypographicBounds(
    _ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?, _ descent: UnsafeMutablePointer<CGFloat>?,
    _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
    ascent?.pointee = CGFloat(line.ascent)
    descent?.pointee = CGFloat(line.descent)
    leading?.pointee = 0
    return line.width
}

/// The distance from the line's origin to the caret before the character at `charIndex` (UTF-16): the start of the
/// first glyph drawn for it (for a character inside a ligature, the ligature's start); the line's width at or past its
/// end, 0 before its start. `secondaryOffset` gets the same (one direction here).
public func CTLineGetOffsetForStringIndex(_ line: CTLine, _ charIndex: CFIndex, _ secondaryOffset: UnsafeMutablePointer<CGFloat>?) -> CGFloat {
    let offset: CGFloat
    if charIndex >= line.stringRange.location + line.stringRange.length {
        offset = CGFloat(line.width)
    } else if let found = line.caretStops.last(where: { $0.index <= charIndex }) {
        offset = CGFloat(found.x)
    } else {
        offset = 0
    }
    secondaryOffset?.pointee = offset
    return offset
}

/// The index (UTF-16) of the character whose caret is nearest to `position`'s x: a glyph's own if the position is in
/// its first half, the next one's if in its second; the end of the line past its last glyph.
public func CTLineGetStringIndexForPosition(_ line: CTLine, _ position: CGPoint) -> CFIndex {
    for run in line.runs {
        for index in 0..<run.glyphs.count where Double(position.x) < Double(run.positions[index].x) + Double(run.advances[index].width) / 2 {
            return run.stringIndices[index]
        }
    }
    return line.stringRange.location + line.stringRange.length
}

/// The width of the spaces at the line's end (included in its typographic width).
public func CTLineGetTrailingWhitespaceWidth(_ line: CTLine) -> Double { line.trailingWhitespaceWidth }

