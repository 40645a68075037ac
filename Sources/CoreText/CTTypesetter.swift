import CoreGraphics
import Foundation
import LayerKit

/// Breaks an attributed string into lines and makes them (`CTTypesetter`): at newlines, then at spaces (a word wider
/// than the width at characters), as a label of several lines breaks its text; each line shaped as `CTLine` shapes
/// one. What a framesetter lays its frames out with.
///
/// Like the rest of a scene, a typesetter is used from the scene's one thread; nothing in it changes once made.
public final class CTTypesetter: @unchecked Sendable {
    let string: NSAttributedString

    init(_ string: NSAttributedString) { self.string = NSAttributedString(attributedString: string) }

    /// `start..<end` of the string (UTF-16, clamped to it) broken into lines `width` points wide: each line's stretch,
    /// its text with the spaces and the newline after it, up to where the next one starts.
    func lines(from start: Int, to end: Int, width: Double) -> [Range<Int>] {
        let start = min(max(start, 0), string.length), end = min(max(end, start), string.length)
        guard start < end else { return [] }
        let text = (string.string as NSString).substring(with: NSRange(location: start, length: end - start))
        func utf16(_ range: Range<String.Index>) -> Range<Int> {
            let r = NSRange(range, in: text)
            return (start + r.location)..<(start + r.location + r.length)
        }
        let breaks = TextLayer.lineRanges(of: text, width: width) { piece in self.line(utf16(piece.startIndex..<piece.endIndex)).width }
            .map(utf16)
        return breaks.indices.map { breaks[$0].lowerBound..<($0 + 1 < breaks.count ? breaks[$0 + 1].lowerBound : end) }
    }

    /// The line of the string's stretch `range` (UTF-16, clamped to the string): its text shaped without a newline at
    /// its end, which stays in its string range. A line without glyphs takes the height of its font's lines.
    func line(_ range: Range<Int>) -> CTLine {
        let start = min(max(range.lowerBound, 0), string.length), end = min(max(range.upperBound, start), string.length)
        let units = string.string as NSString
        var shaped = end
        while shaped > start, [0x0A, 0x0D, 0x2028, 0x2029].contains(units.character(at: shaped - 1)) { shaped -= 1 }
        let line = CTLine(
            string.attributedSubstring(from: NSRange(location: start, length: shaped - start)), stringOffset: start,
            stringLength: end - start)
        guard line.runs.isEmpty, string.length > 0 else { return line }
        let font = string.attribute(.init(kCTFontAttributeName), at: min(start, string.length - 1), effectiveRange: nil) as? CTFont
        return CTLine(line, metricsOf: font ?? CTFontCreateWithName("Helvetica", 12, nil))
    }
}

public func CTTypesetterCreateWithAttributedString(_ string: CFAttributedString) -> CTTypesetter { CTTypesetter(string) }

/// How many UTF-16 units from `startIndex` the first line `width` points wide holds (its spaces and newline included),
/// broken at spaces; 0 for a start outside the string.
public func CTTypesetterSuggestLineBreak(_ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double) -> CFIndex {
    guard startIndex >= 0, startIndex < typesetter.string.length else { return 0 }
    return typesetter.lines(from: startIndex, to: typesetter.string.length, width: width).first?.count ?? 0
}

/// The line of `stringRange` (length 0: to the end of the string), not broken.
public func CTTypesetterCreateLine(_ typesetter: CTTypesetter, _ stringRange: CFRange) -> CTLine {
    let start = min(max(stringRange.location, 0), typesetter.string.length)
    let end = stringRange.length <= 0 ? typesetter.string.length : start + min(stringRange.length, typesetter.string.length - start)
    return typesetter.line(start..<end)
}
