import Foundation

/// The fonts that draw what a text's own font cannot: emoji in the desktop's colour emoji font (fontconfig's "emoji",
/// Noto Color Emoji where `make setup` ran), and other characters the font lacks in the font fontconfig finds for them.
/// Shared by every font in the process, behind one lock (a font's caches are not thread-safe).
enum FontFallback {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var fonts: [String: Font] = [:]
    nonisolated(unsafe) private static var files: [String: String?] = [:]
    /// At most this many characters' fallback files are remembered (fontconfig is asked again after).
    private static let rememberedFiles = 4096

    /// Whether `scalar` should be drawn as a colour emoji: it is one by default, or a variation selector 16 follows.
    static func prefersEmoji(_ scalar: Unicode.Scalar, next: Unicode.Scalar?) -> Bool {
        guard scalar.value >= 0x80 else { return false }
        let properties = scalar.properties
        return properties.isEmojiPresentation || (properties.isEmoji && next?.value == 0xFE0F)
    }

    /// Whether `scalar` only shapes the emoji before it (a joiner, a variation selector, a skin-tone modifier): without
    /// a shaper it is left out, and the emoji drawn alone.
    static func isInvisibleInEmoji(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> Bool {
        switch scalar.value {
        case 0xFE0E, 0xFE0F, 0x200D: return true
        case 0x1F3FB...0x1F3FF: return previous?.properties.isEmoji ?? false
        default: return false
        }
    }

    /// Draws `scalar` from a fallback font at pen position `x` (an outline into `path`, a colour image into `images`);
    /// its advance, or nil when no installed font has it.
    static func glyph(for scalar: Unicode.Scalar, emoji: Bool, size: Double, at x: Double, into path: inout Path,
                      images: inout [(image: PixelBuffer, rect: Rect)]) -> Double? {
        lock.lock()
        defer { lock.unlock() }
        guard let font = font(for: scalar, emoji: emoji) else { return nil }
        let glyph = font.glyph(for: scalar)
        guard glyph != 0 else { return nil }
        if font.hasColorGlyphs {
            guard let color = font.colorGlyph(glyph, size: size) else { return nil }
            images.append((color.image, Rect(x: color.rect.minX + x, y: color.rect.minY, width: color.rect.width, height: color.rect.height)))
            return color.advance
        }
        let outline = font.outline(ofGlyph: glyph, size: size)
        path.addPath(outline.path, transform: Transform(translationX: x, y: 0))
        return outline.advance
    }

    /// The font for `scalar`: the emoji font, or the one fontconfig matches to a sans-serif with that character.
    private static func font(for scalar: Unicode.Scalar, emoji: Bool) -> Font? {
        let key = emoji ? "emoji" : "sans-serif:charset=" + String(scalar.value, radix: 16)
        let file: String?
        if let known = files[key] {
            file = known
        } else {
            file = FontLookup.file(matching: key)
            if files.count >= rememberedFiles { files.removeAll(keepingCapacity: true) }
            files[key] = .some(file)
        }
        guard let file else { return nil }
        if let font = fonts[file] { return font }
        guard let font = Font(path: file) else { return nil }
        fonts[file] = font
        return font
    }
}
