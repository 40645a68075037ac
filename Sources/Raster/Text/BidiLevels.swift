@_implementationOnly import CFriBidi

/// The embedding level of each character of one line, as the Unicode bidirectional algorithm (UAX #9) resolves them
/// with FriBidi: even levels run left to right, odd ones right to left. The paragraph's direction is that of its first
/// strong character, as a `UILabel` with natural alignment takes it.
struct BidiLevels {
    /// One level per Unicode scalar; empty when the whole line is left to right at level 0.
    private(set) var levels: [UInt8] = []
    /// Whether the paragraph runs right to left.
    private(set) var isRightToLeft = false

    init(_ scalars: [UInt32]) {
        guard scalars.contains(where: Self.mayTurnRightToLeft) else { return }
        let count = scalars.count
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var resolved = [FriBidiLevel](repeating: 0, count: count)
        var base = cfribidi_paragraph_neutral
        let succeeded = scalars.withUnsafeBufferPointer { text in
            fribidi_get_bidi_types(text.baseAddress, FriBidiStrIndex(count), &types)
            fribidi_get_bracket_types(text.baseAddress, FriBidiStrIndex(count), types, &brackets)
            return fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &base, &resolved) > 0
        }
        guard succeeded else { return }
        isRightToLeft = base == cfribidi_paragraph_rtl
        let paragraphLevel: UInt8 = isRightToLeft ? 1 : 0
        levels = resolved.map { UInt8(clamping: $0) }
        // Rule L1: white space at the end of the line takes the paragraph's level.
        var index = count - 1
        while index >= 0, let scalar = Unicode.Scalar(scalars[index]),
            scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint {
            levels[index] = paragraphLevel
            index -= 1
        }
    }

    /// Whether `scalar` is a right-to-left letter or an explicit direction mark; a line without one is all left to right.
    private static func mayTurnRightToLeft(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        case 0x200F, 0x202B, 0x202E, 0x2067: true
        default: false
        }
    }
}
