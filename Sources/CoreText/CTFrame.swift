import CoreGraphics
import Foundation
import LayerKit

/// Lays out an attributed string in frames (`CTFramesetter`): its typesetter's lines stacked from the top of a path's
/// bounding box, as many as fit whole.
///
/// Like the rest of a scene, a framesetter is used from the scene's one thread; nothing in it changes once made.
public final class CTFramesetter: @unchecked Sendable {
    let typesetter: CTTypesetter

    init(_ string: NSAttributedString) { typesetter = CTTypesetter(string) }

    /// The lines of `range` (length 0: to the end) set from the top of a box `width` points wide and `height` high (nil:
    /// as high as they need), as many as fit whole: each line, its origin (the start of its baseline) from the box's
    /// bottom left, y up, where the text they hold ends (UTF-16), and the width and height they take.
    func layout(
        _ range: CFRange, width: Double, height: Double?
    ) -> (lines: [CTLine], origins: [CGPoint], end: Int, size: CGSize) {
        let total = typesetter.string.length
        let start = min(max(range.location, 0), total)
        let end = range.length <= 0 ? total : start + min(range.length, total - start)
        var lines: [CTLine] = [], tops: [Double] = []
        var used = 0.0, usedWidth = 0.0
        var shown = start
        for stretch in typesetter.lines(from: start, to: end, width: width) {
            let line = typesetter.line(stretch)
            if let height, used + line.ascent + line.descent > height + 1e-9 { break }
            lines.append(line)
            tops.append(used)
            used += line.ascent + line.descent
            usedWidth = max(usedWidth, line.width)
            shown = stretch.upperBound
        }
        let origins = zip(lines, tops).map { line, top in CGPoint(x: 0, y: (height ?? used) - top - line.ascent) }
        return (lines, origins, shown, CGSize(width: usedWidth, height: used))
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
    let total = framesetter.typesetter.string.length
    let start = min(max(stringRange.location, 0), total)
    let laid = framesetter.layout(stringRange, width: Double(box.width), height: Double(box.height))
    let length = stringRange.length <= 0 ? total - start : min(stringRange.length, total - start)
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
    let start = min(max(stringRange.location, 0), framesetter.typesetter.string.length)
    fitRange?.pointee = CFRange(location: start, length: laid.end - start)
    return laid.size
}

/// The typesetter the framesetter breaks its lines with.
public func CTFramesetterGetTypesetter(_ framesetter: CTFramesetter) -> CTTypesetter { framesetter.typesetter }

/// The frame's lines, from the top.
public func CTFrameGetLines(_ frame: CTFrame) -> CFArray { frame.lines }

/// Copies the origins of the lines `range` selects (length 0: to the end): the start of each baseline from the bottom
/// left of the path's bounding box, y up.
public func CTFrameGetLineOrigins(_ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>) {
    let count = frame.origins.count
    guard range.location >= 0, range.location <= count else { return }
    let length = range.length == 0 ? count - range.location : range.length
    guard length >= 0, length <= count - range.location else { return }
    for offset in 0..<length { origins[offset] = frame.origins[range.location + offset] }
}

/// The range of the string the frame was asked to lay out.
public func CTFrameGetStringRange(_ frame: CTFrame) -> CFRange { frame.stringRange }

/// The range of the string its lines show.
public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange { frame.visibleRange }

/// The path the frame was laid out in.
public func CTFrameGetPath(_ frame: CTFrame) -> CGPath { frame.path }
