@_implementationOnly import CHarfBuzz

/// Making one line of text into placed glyphs: the line is cut into items of one font, one direction and one script,
/// each item is shaped by HarfBuzz (kerning, ligatures, marks on their bases, Arabic joining forms, emoji sequences:
/// flags, skin tones, families joined by zero-width joiners), and the items are laid side by side in visual order
/// (UAX #9's rule L2), so right-to-left runs read right to left.
extension Font {
    /// One stretch of the line shaped together: scalars `start..<end`, drawn with `font`.
    private struct Item {
        var start: Int
        var end: Int
        var font: Font
        var level: UInt8
        var script: hb_script_t
    }

    /// A glyph placed on a line: the font that draws it (this font, or a fallback for characters this one lacks), its
    /// index in that font, where its origin is from the line's start (points at the line's size, y down, the baseline
    /// at 0), its advance, and the offset in Unicode scalars of the first character it draws (HarfBuzz's cluster).
    public struct PlacedGlyph {
        public let font: Font
        public let glyph: UInt32
        public let x: Double
        public let y: Double
        public let advance: Double
        public let scalarOffset: Int
    }

    /// One line of text shaped as `layout(_:size:letterSpacing:)` shapes it, as glyphs in visual order (left to right),
    /// with the line's width and paragraph direction. Not cached: Core Text's lines ask for this once each.
    public func placedGlyphs(_ text: String, size: Double, letterSpacing: Double = 0) -> (glyphs: [PlacedGlyph], advance: Double, isRightToLeft: Bool) {
        let text = Self.limited(text)
        let scalars = text.unicodeScalars.map(\.value)
        let bidi = BidiLevels(scalars)
        let items = itemize(text, levels: bidi.levels)
        var placed: [PlacedGlyph] = []
        var x = 0.0
        var trailingSpacing = 0.0
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        for index in Self.visualOrder(of: items.map(\.level)) {
            let item = items[index]
            let place = {
                guard let shaping = item.font.shapingFont else { return }
                hb_buffer_clear_contents(buffer)
                scalars.withUnsafeBufferPointer { text in
                    // The whole line goes in as context, so that letters join across items as they do within one.
                    hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count), UInt32(item.start), Int32(item.end - item.start))
                }
                hb_buffer_set_direction(buffer, item.level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
                hb_buffer_set_script(buffer, item.script)
                hb_buffer_guess_segment_properties(buffer)
                hb_shape(shaping.font, buffer, nil, 0)
                var count: UInt32 = 0
                guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
                    let positions = hb_buffer_get_glyph_positions(buffer, nil)
                else { return }
                let scale = size / shaping.unitsPerEm
                for glyphIndex in 0..<Int(count) {
                    let position = positions[glyphIndex]
                    let advance = Double(position.x_advance) * scale
                    placed.append(
                        PlacedGlyph(
                            font: item.font, glyph: infos[glyphIndex].codepoint, x: x + Double(position.x_offset) * scale,
                            y: -Double(position.y_offset) * scale, advance: advance, scalarOffset: Int(infos[glyphIndex].cluster)))
                    if advance != 0 {
                        x += advance + letterSpacing
                        trailingSpacing = letterSpacing
                    }
                }
            }
            // Fallback fonts are shared by every font in the process.
            if item.font === self { place() } else { FontFallback.withLock(place) }
        }
        return (placed, x - trailingSpacing, bidi.isRightToLeft)
    }

    func shapeLine(_ text: String, size: Double, letterSpacing: Double) -> Run {
        let line = placedGlyphs(text, size: size, letterSpacing: letterSpacing)
        var path = Path()
        var images: [(image: PixelBuffer, rect: Rect)] = []
        for placed in line.glyphs {
            let draw = {
                if placed.font.hasColorGlyphs {
                    if let color = placed.font.colorGlyph(placed.glyph, size: size) {
                        let rect = color.rect
                        images.append((color.image, Rect(x: rect.minX + placed.x, y: rect.minY + placed.y, width: rect.width, height: rect.height)))
                    }
                } else {
                    let outline = placed.font.glyphOutline(placed.glyph)
                    let scale = size / placed.font.unitsPerEm
                    if !outline.path.isEmpty {
                        path.addPath(
                            outline.path, transform: Transform(scaleX: scale, y: scale).concatenating(Transform(translationX: placed.x, y: placed.y)))
                    }
                }
            }
            if placed.font === self { draw() } else { FontFallback.withLock(draw) }
        }
        let m = metrics(size: size)
        var run = Run(path: path, advance: line.advance, ascender: m.ascender, descender: m.descender, images: images)
        run.isRightToLeft = line.isRightToLeft
        return run
    }

    /// The line's items in logical order: a new item starts where the font, the embedding level or the script changes.
    /// Each character (as a person counts them) is drawn whole by one font: the emoji font for an emoji, this font when
    /// it has every scalar, else the installed font fontconfig finds for the scalar it lacks.
    private func itemize(_ text: String, levels: [UInt8]) -> [Item] {
        var items: [Item] = []
        let unicode = hb_unicode_funcs_get_default()
        var offset = 0
        for current in text {
            let count = current.unicodeScalars.count
            let first = current.unicodeScalars.first!
            let font = font(for: current, first: first, next: current.unicodeScalars.dropFirst().first)
            let level = levels.isEmpty ? 0 : levels[offset]
            var script = HB_SCRIPT_COMMON
            for scalar in current.unicodeScalars {
                let found = hb_unicode_script(unicode, scalar.value)
                if found != HB_SCRIPT_COMMON && found != HB_SCRIPT_INHERITED && found != HB_SCRIPT_UNKNOWN {
                    script = found
                    break
                }
            }
            if var last = items.last, last.font === font, last.level == level,
                script == HB_SCRIPT_COMMON || last.script == HB_SCRIPT_COMMON || script == last.script {
                // Punctuation and spaces join the script around them; a run of them takes the script that follows.
                if last.script == HB_SCRIPT_COMMON { last.script = script }
                last.end = offset + count
                items[items.count - 1] = last
            } else {
                items.append(Item(start: offset, end: offset + count, font: font, level: level, script: script))
            }
            offset += count
        }
        return items
    }

    /// The font that draws `character`, whose first scalar is `first` and second `next`.
    private func font(for character: Character, first: Unicode.Scalar, next: Unicode.Scalar?) -> Font {
        if FontFallback.prefersEmoji(first, next: next), let emoji = FontFallback.font(covering: first, emoji: true) {
            return emoji
        }
        for scalar in character.unicodeScalars where glyph(for: scalar) == 0 && !Self.onlyShapes(scalar) {
            return FontFallback.font(covering: scalar, emoji: false) ?? self
        }
        return self
    }

    /// Whether `scalar` only changes how the scalars around it are drawn (a joiner, a variation selector, a skin tone, a
    /// tag): a font need not have a glyph for it.
    private static func onlyShapes(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || (0x1F3FB...0x1F3FF).contains(scalar.value)
    }

    /// The order in which items at `levels` are laid out from left to right (rule L2: from the highest level down to
    /// the lowest odd one, every stretch at that level or above is reversed).
    private static func visualOrder(of levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0, let lowestOdd = levels.filter({ $0 & 1 == 1 }).min() else { return order }
        for level in stride(from: highest, through: lowestOdd, by: -1) {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else {
                    start += 1
                    continue
                }
                var end = start
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
        }
        return order
    }

    /// HarfBuzz's font for the file at `path`, its scale the file's units per em (so positions come in font units).
    static func makeShapingFont(path: String) -> (font: OpaquePointer, unitsPerEm: Double)? {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, 0) else { return nil }
        defer { hb_face_destroy(face) }
        let unitsPerEm = hb_face_get_upem(face)
        guard unitsPerEm > 0, let font = hb_font_create(face) else { return nil }
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        return (font, Double(unitsPerEm))
    }

    static func destroyShapingFont(_ font: OpaquePointer) { hb_font_destroy(font) }
}
