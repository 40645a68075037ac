@_implementationOnly import CFreeType

extension Font {
    /// The font's vertical measures in points at `size`: the ascender (above the baseline) and descender (below it,
    /// positive) and the gap the font puts between lines, from its horizontal header as FreeType reads them; the
    /// height of capitals and of a lowercase x from its OS/2 table, or, where that table does not give them (before
    /// its version 2), the tops of its "H" and "x".
    public func lineMetrics(size: Double) -> (ascender: Double, descender: Double, lineGap: Double, capHeight: Double, xHeight: Double) {
        guard let face else { return (size * 0.8, size * 0.2, 0, size * 0.7, size * 0.5) }
        let scale = size / unitsPerEm
        let ascender = Double(face.pointee.ascender), descender = -Double(face.pointee.descender)
        let lineGap = max(Double(face.pointee.height) - ascender - descender, 0)
        func top(of scalar: Unicode.Scalar) -> Double {
            let outline = glyphOutline(glyph(for: scalar)).path
            return outline.isEmpty ? 0 : -outline.controlPointBounds.minY
        }
        var capHeight = 0.0, xHeight = 0.0
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self), table.pointee.version >= 2 {
            capHeight = Double(table.pointee.sCapHeight)
            xHeight = Double(table.pointee.sxHeight)
        }
        if capHeight <= 0 { capHeight = top(of: "H") }
        if xHeight <= 0 { xHeight = top(of: "x") }
        return (ascender * scale, descender * scale, lineGap * scale, capHeight * scale, xHeight * scale)
    }
}
