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

    /// The installed font that has a glyph for `scalar`: the emoji font when `emoji`, else the one fontconfig matches to a
    /// sans-serif with that character; nil when none has it.
    static func font(covering scalar: Unicode.Scalar, emoji: Bool) -> Font? {
        lock.withLock {
            guard let font = font(for: scalar, emoji: emoji), font.glyph(for: scalar) != 0 else { return nil }
            return font
        }
    }

    /// Runs `body` holding the lock every fallback font is used under.
    static func withLock<Result>(_ body: () -> Result) -> Result { lock.withLock(body) }

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
