import CoreGraphics
import Foundation
import LayerKit

/// A stretch of a line's glyphs drawn with one font and one set of attributes (`CTRun`), in the order they are laid out
/// from left to right. Positions are from the line's origin, in points, y up (Core Text's text space).
///
/// Like the rest of a scene, a run is used from the scene's one thread; nothing in it changes once made.
public final class CTRun: @unchecked Sendable {
    let font: CTFont
    let attributes: CFDictionary
    let glyphs: UnsafeMutableBufferPointer<CGGlyph>
    let positions: UnsafeMutableBufferPointer<CGPoint>
    let advances: UnsafeMutableBufferPointer<CGSize>
    let stringIndices: UnsafeMutableBufferPointer<CFIndex>
    let stringRange: CFRange

    init(font: CTFont, attributes: CFDictionary, glyphs: [(glyph: CGGlyph, position: CGPoint, advance: Double, stringIndex: CFIndex)], stringRange: CFRange) {
        self.font = font
        self.attributes = attributes
        self.stringRange = stringRange
        // Kept in buffers of their own so that the `…Ptr` functions can hand out addresses that last as long as the run.
        self.glyphs = .allocate(capacity: glyphs.count)
        _ = self.glyphs.initialize(from: glyphs.map(\.glyph))
        positions = .allocate(capacity: glyphs.count)
        _ = positions.initialize(from: glyphs.map(\.position))
        advances = .allocate(capacity: glyphs.count)
        _ = advances.initialize(from: glyphs.map { CGSize(width: $0.advance, height: 0) })
        stringIndices = .allocate(capacity: glyphs.count)
        _ = stringIndices.initialize(from: glyphs.map(\.stringIndex))
    }

    deinit {
        glyphs.deallocate()
        positions.deallocate()
        advances.deallocate()
        stringIndices.deallocate()
    }

    /// The indices `range` selects (a length of 0: from its location to the end, as Core Text reads it); empty when it
    /// reaches outside the run.
    func indices(_ range: CFRange) -> Range<Int> {
        let count = glyphs.count, start = range.location
        guard start >= 0, start <= count else { return 0..<0 }
        let length = range.length == 0 ? count - start : range.length
        guard length >= 0, length <= count - start else { return 0..<0 }
        return start..<(start + length)
    }

    func copy<Element>(_ source: UnsafeMutableBufferPointer<Element>, _ range: CFRange, into buffer: UnsafeMutablePointer<Element>) {
        for (offset, index) in indices(range).enumerated() { buffer[offset] = source[index] }
    }
}

/// How many glyphs the run holds.
public func CTRunGetGlyphCount(_ run: CTRun) -> CFIndex { run.glyphs.count }

/// The attributes of the text the run draws, keyed by their names (`kCTFontAttributeName` holds the font that drew it:
/// the string's, or the one found for characters it lacks).
public func CTRunGetAttributes(_ run: CTRun) -> CFDictionary { run.attributes }

/// The range of the attributed string (UTF-16 offsets) the run draws.
public func CTRunGetStringRange(_ run: CTRun) -> CFRange { run.stringRange }

/// Copies the glyphs `range` selects (length 0: to the end) into `buffer`, which must hold that many.
public func CTRunGetGlyphs(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGGlyph>) {
    run.copy(run.glyphs, range, into: buffer)
}

/// Copies the positions of the glyphs `range` selects: each glyph's origin from the line's origin, y up.
public func CTRunGetPositions(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGPoint>) {
    run.copy(run.positions, range, into: buffer)
}

/// Copies the advances of the glyphs `range` selects.
public func CTRunGetAdvances(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGSize>) {
    run.copy(run.advances, range, into: buffer)
}

/// Copies, for the glyphs `range` selects, the index in the attributed string (UTF-16) of the character each draws.
public func CTRunGetStringIndices(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CFIndex>) {
    run.copy(run.stringIndices, range, into: buffer)
}

/// The run's glyphs, valid while the run is.
public func CTRunGetGlyphsPtr(_ run: CTRun) -> UnsafePointer<CGGlyph>? { UnsafePointer(run.glyphs.baseAddress) }

/// The run's glyph positions, valid while the run is.
public func CTRunGetPositionsPtr(_ run: CTRun) -> UnsafePointer<CGPoint>? { UnsafePointer(run.positions.baseAddress) }

/// The run's glyph advances, valid while the run is.
public func CTRunGetAdvancesPtr(_ run: CTRun) -> UnsafePointer<CGSize>? { UnsafePointer(run.advances.baseAddress) }

/// The width of the glyphs `range` selects (length 0: to the end), with the run's font's ascent and descent (leading 0).
public func CTRunGetTypographicBounds(
    _ run: CTRun, _ range: CFRange, _ ascent: UnsafeMutablePointer<CGFloat>?, _ descent: UnsafeMutablePointer<CGFloat>?,
    _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
    ascent?.pointee = CTFontGetAscent(run.font)
    descent?.pointee = CTFontGetDescent(run.font)
    leading?.pointee = 0
    return run.indices(range).reduce(0) { $0 + Double(run.advances[$1].width) }
}
