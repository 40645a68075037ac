import CoreGraphics
import Foundation
import LayerKit

/// Lays out an attributed string in frames (`CTFramesetter`): paragraphs broken into lines at spaces (a word wider than
/// the frame at characters), as a label of several lines breaks them, each line shaped as `CTLine` shapes one.
///
/// Like the rest of a scene, a framesetter is used from the scene's one thread; nothing in it changes once made.
public final class CTFramesetter: @unchecked Sendable {
    let string: NSAttributedString

    init(_ string: NSAttributedString) { self.string = NSAttributedString(attributedString: string) }

    /// The lines of `range` (length 0: to the end) set from the top of a box `width` points wide and `height` high (nil:
    /// as high as they need), as many as fit whole: each line, its origin (the start of its baseline) from the box's
    /// bottom left, y up, where the text they hold ends (UTF-16), and the width and height they take.
    func layout(
        _ range: CFRange, width: Double, height: Double?
    ) -> (lines: [CTLine], origins: [CGPoint], end: Int, size: CGSize) {
        let total = string.length
        let start = min(max(range.location, 0), total)
        let end = range.length <= 0 ? total : min(start + min(range.length, total), total)
        guard start < end else { return ([], [], start, .zero) }
        let text = (string.string as NSString).substring(with: NSRange(location: start, length: end - start))
        func attributed(_ utf16: Range<Int>) -> NSAttributedString {
            string.attributedSubstring(from: NSRange(location: start + utf16.lowerBound, length: utf16.count))
        }
        func utf16(_ range: Range<String.Index>) -> Range<Int> {
            let r = NSRange(range, in: text)
            return r.location..<(r.location + r.length)
        }
        let breaks = TextLayer.lineRanges(of: text, width: width) { CTLine(attributed(utf16($0.startIndex..<$0.endIndex))).width }
            .map(utf16)
        var lines: [CTLine] = [], tops: [Double] = []
        var used = 0.0, usedWidth = 0.0
        var shown = 0
        for (index, line) in breaks.enumerated() {
            // A line holds its text and the spaces or newline after it, up to where the next one starts; the newline
            // is not shaped.
            let next = index + 1 < breaks.count ? breaks[index + 1].lowerBound : end - start
            var shaped = line.lowerBound..<next
            while shaped.count > 0, [0x0A, 0x0D, 0x2028, 0x2029].contains((text as NSString).character(at: shaped.upperBound - 1)) {
                shaped = shaped.lowerBound..<(shaped.upperBound - 1)
            }
            var made = CTLine(attributed(shaped), stringOffset: start + line.lowerBound, stringLength: next - line.lowerBound)
            if made.runs.isEmpty {
                // An empty paragraph is as tall as the lines of its font.
                let font = string.attribute(.init(kCTFontAttributeName), at: start + min(line.lowerBound, end - start - 1), effectiveRange: nil)
                made = CTLine(made, metricsOf: font as? CTFont ?? CTFontCreateWithName("Helvetica", 12, nil))
            }
            if let height, used + made.ascent + made.descent > height + 1e-9 { break }
            lines.append(made)
            tops.append(used)
            used += made.ascent + made.descent
            usedWidth = max(usedWidth, made.width)
            shown = next
        }
        let origins = zip(lines, tops).map { line, top in CGPoint(x: 0, y: (height ?? used) - top - line.ascent) }
        return (lines, origins, start + shown, CGSize(width: usedWidth, height: used))
    }
}

/// Text laid out in a frame (`CTFrame`): its lines and their origins.
public final class CTFrame: @unchecked Sendable {
    let lines: [CTLine]
    let origins: [CGPoint]
    let path: CGPath
    let stringRange: CFRange
    let visibleRange: CFRange

    init(lines: [CTLine], origins: [CGPoint], path: CGPath, stringRange: CFRange, visibleRange: CFRange) {
        self.lines = lines
        self.origins = origins
        self.path = path
        self.stringRange = stringRange
        self.visibleRange = visibleRange
    }
}

public func CTFramesetterCreateWithAttributedString(_ string: CFAttributedString) -> CTFramesetter { CTFramesetter(string) }

/// The text of `stringRange` (length 0: to the end) laid out in `path`'s bounding box, its lines from the top; the
/// lines that do not fit whole are left out (`CTFrameGetVisibleStringRange` says where the text shown ends). The frame
/// attributes are not read.
public func CTFramesetterCreateFrame(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath, _ frameAttributes: CFDictionary?
) -> CTFrame {
    let box = path.boundingBox
    let start = min(max(stringRange.location, 0), framesetter.string.length)
    let laid = framesetter.layout(stringRange, width: Double(box.width), height: Double(box.height))
    let length = stringRange.length <= 0 ? framesetter.string.length - start : min(stringRange.length, framesetter.string.length - start)
    return CTFrame(
        lines: laid.lines, origins: laid.origins, path: path, stringRange: CFRange(location: start, length: length),
        visibleRange: CFRange(location: start, length: laid.end - start))
}

/// The size a frame needs for the text of `stringRange` within `constraints` (use `.greatestFiniteMagnitude` for no
/// limit), and in `fitRange` the text that fits.
public func CTFramesetterSuggestFrameSizeWithConstraints(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ frameAttributes: CFDictionary?, _ constraints: CGSize,
    _ fitRange: UnsafeMutablePointer<CFRange>?
) -> CGSize {
    let width = constraints.width.isFinite && constraints.width > 0 ? Double(constraints.width) : .greatestFiniteMagnitude
    let height: Double? = constraints.height.isFinite && constraints.height > 0 && constraints.height < .greatestFiniteMagnitude
        ? Double(constraints.height) : nil
    let laid = framesetter.layout(stringRange, width: width, height: height)
    let start = min(max(stringRange.location, 0), framesetter.string.length)
    fitRange?.pointee = CFRange(location: start, length: laid.end - start)
    return laid.size
}

/// The frame's lines, from the top.
public func CTFrameGetLines(_ frame: CTFrame) -> CFArray { frame.lines }

/// Copies the origins of the lines `range` selects (length 0: to the end): the start of each baseline from the bottom
/// left of the path's bounding box, y up.
public func CTFrameGetLineOrigins(_ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>) {
    let count = frame.origins.count
    let length = range.length == 0 ? count - range.location : range.length
    guard range.location >= 0, length >= 0, range.location <= count, length <= count - range.location else { return }
    for offset in 0..<length { origins[offset] = frame.origins[range.location + offset] }
}

/// The range of the string the frame was asked to lay out.
public func CTFrameGetStringRange(_ frame: CTFrame) -> CFRange { frame.stringRange }

/// The range of the string its lines show.
public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange { frame.visibleRange }

/// The path the frame was laid out in.
public func CTFrameGetPath(_ frame: CTFrame) -> CGPath { frame.path }
