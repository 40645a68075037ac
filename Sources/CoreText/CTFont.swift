import CoreGraphics
import LayerKit
import Raster

/// A font at a size, as Core Text's functions take it (`CTFont`). `UIFont` is one, as it is toll-free bridged on iOS,
/// so a `UIFont` goes wherever a `CTFont` does. Glyphs are the font file's own, read with FreeType.
///
/// Like the rest of a scene, a font is used from the scene's one thread: its face is loaded there on first use.
open class CTFont: @unchecked Sendable {
    /// The font file (nil: the default sans-serif).
    package let fontFile: String?
    /// The size in points.
    package let size: CGFloat
    private var loaded: Font??

    package init(fontFile: String?, size: CGFloat) {
        self.fontFile = fontFile
        self.size = size
    }

    /// The face's vertical measures at the font's size (`Font.lineMetrics(size:)`).
    package var lineMetrics: (ascender: Double, descender: Double, lineGap: Double, capHeight: Double, xHeight: Double) {
        face?.lineMetrics(size: Double(size)) ?? (Double(size) * 0.8, Double(size) * 0.2, 0, Double(size) * 0.7, Double(size) * 0.5)
    }

    /// The face, loaded on first use; nil when no font file can be read.
    package var face: Font? {
        if let loaded { return loaded }
        let face = (fontFile ?? FontLibrary.defaultFontPath).flatMap { Font(path: $0) }
        loaded = .some(face)
        return face
    }
}

/// The direction glyph metrics are measured in (`CTFontOrientation`); the fonts here are laid out horizontally.
public enum CTFontOrientation: UInt32, Sendable {
    case `default`, horizontal, vertical
}

/// The installed font closest to `name` (fontconfig's match) at `size` points (0 means 12, as in Core Text). The
/// matrix is not applied.
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    CTFont(fontFile: FontLibrary.fontPath(matching: name), size: size > 0 ? size : 12)
}

/// The font's size in points.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.size }

/// The distance from the baseline up to the font's highest point, in points.
public func CTFontGetAscent(_ font: CTFont) -> CGFloat {
    CGFloat(font.face?.metrics(size: Double(font.size)).ascender ?? Double(font.size) * 0.8)
}

/// The distance from the baseline down to the font's lowest point, in points (positive).
public func CTFontGetDescent(_ font: CTFont) -> CGFloat {
    CGFloat(font.face?.metrics(size: Double(font.size)).descender ?? Double(font.size) * 0.2)
}

/// The space the font puts between lines besides its ascent and descent, in points.
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { CGFloat(font.lineMetrics.lineGap) }

/// The height of the font's capitals above the baseline, in points.
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { CGFloat(font.lineMetrics.capHeight) }

/// The height of the font's lowercase x above the baseline, in points.
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { CGFloat(font.lineMetrics.xHeight) }

/// How many font units make the font's em (its outlines' grid); 1000 when no font file can be read.
public func CTFontGetUnitsPerEm(_ font: CTFont) -> UInt32 { font.face.map { UInt32($0.unitsPerEm) } ?? 1000 }

/// Fills `glyphs` with the font's glyph for each of `count` UTF-16 `characters`; a surrogate pair gets its glyph in
/// the first place and 0 in the second. True when every character has a glyph (those without get 0).
public func CTFontGetGlyphsForCharacters(_ font: CTFont, _ characters: UnsafePointer<UniChar>,
                                         _ glyphs: UnsafeMutablePointer<CGGlyph>, _ count: CFIndex) -> Bool {
    guard count > 0 else { return true }
    let units = UnsafeBufferPointer(start: characters, count: count)
    var allFound = true
    var index = 0
    while index < count {
        let unit = units[index]
        var scalar = Unicode.Scalar(unit)
        var width = 1
        if UTF16.isLeadSurrogate(unit), index + 1 < count, UTF16.isTrailSurrogate(units[index + 1]) {
            scalar = Unicode.Scalar(UTF16.decode(UTF16.EncodedScalar([unit, units[index + 1]])).value)
            width = 2
        }
        let glyph = scalar.map { font.face?.glyph(for: $0) ?? 0 } ?? 0
        glyphs[index] = glyph <= UInt32(UInt16.max) ? CGGlyph(glyph) : 0
        if width == 2 { glyphs[index + 1] = 0 }
        if glyphs[index] == 0 { allFound = false }
        index += width
    }
    return allFound
}

/// The glyph's outline at the font's size, in Core Text's glyph space: the origin on the baseline, y up (a layer
/// shows it upright with `isGeometryFlipped`), then mapped by `matrix`. Nil for a glyph the font does not have.
public func CTFontCreatePathForGlyph(_ font: CTFont, _ glyph: CGGlyph, _ matrix: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    guard let face = font.face, glyph != 0 || face.glyph(for: " ") == 0 else { return nil }
    var path = face.outline(ofGlyph: UInt32(glyph), size: Double(font.size)).path
        .applying(Transform(scaleX: 1, y: -1))
    if let matrix { path = path.applying(matrix.pointee) }
    return CGPath(path)
}

/// Fills `advances` (when given) with each glyph's advance at the font's size, in points along x, and returns their
/// sum.
@discardableResult
public func CTFontGetAdvancesForGlyphs(_ font: CTFont, _ orientation: CTFontOrientation, _ glyphs: UnsafePointer<CGGlyph>,
                                       _ advances: UnsafeMutablePointer<CGSize>?, _ count: CFIndex) -> Double {
    var total = 0.0
    for index in 0..<max(count, 0) {
        let advance = font.face?.outline(ofGlyph: UInt32(glyphs[index]), size: Double(font.size)).advance ?? 0
        advances?[index] = CGSize(width: advance, height: 0)
        total += advance
    }
    return total
}

/// Fills `boundingRects` (when given) with each glyph's bounds in glyph space (y up), and returns their union.
@discardableResult
public func CTFontGetBoundingRectsForGlyphs(_ font: CTFont, _ orientation: CTFontOrientation, _ glyphs: UnsafePointer<CGGlyph>,
                                            _ boundingRects: UnsafeMutablePointer<CGRect>?, _ count: CFIndex) -> CGRect {
    var union = CGRect.null
    for index in 0..<max(count, 0) {
        let bounds = CTFontCreatePathForGlyph(font, glyphs[index], nil).map { tightBounds($0.path) } ?? .null
        boundingRects?[index] = bounds.isNull ? .zero : bounds
        union = union.union(bounds)
    }
    return union.isNull ? .zero : union
}

/// The smallest rectangle around the outline itself (curves flattened to 0.01 points); null for no outline.
private func tightBounds(_ path: Path) -> CGRect {
    let points = path.polylines(tolerance: 0.01).flatMap(\.points)
    guard let first = points.first else { return .null }
    var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
    for p in points {
        minX = min(minX, p.x)
        maxX = max(maxX, p.x)
        minY = min(minY, p.y)
        maxY = max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}
