import Foundation

/// Loaded fonts by file, so each file is read once. Owned by whoever draws text (a renderer), not global.
public final class FontLibrary {
    /// The sans-serif face used when none is named, as fontconfig chooses it (DejaVu Sans where `make setup` ran),
    /// or nil when the system has no font at all (then `missingFontMessage` says what to do).
    public static let defaultFontPath: String? = FontLookup.file(matching: "sans-serif")
    /// Its bold face.
    public static let boldFontPath: String? = FontLookup.file(matching: "sans-serif:bold") ?? defaultFontPath

    /// Why text cannot be drawn, when no font was found; nil otherwise.
    public static var missingFontMessage: String? {
        defaultFontPath == nil ? "no font found: text layers are not drawn (install a font, for example Debian's fonts-dejavu-core)" : nil
    }

    private var fonts: [String: Font] = [:]
    private var failed: Set<String> = []

    /// The font file that best matches a fontconfig pattern ("DejaVu Serif", "sans-serif:bold"); fontconfig falls back
    /// to its closest font, so this is nil only when no font is installed at all.
    public static func fontPath(matching pattern: String) -> String? { FontLookup.file(matching: pattern) }

    public init() {}

    /// The font at `path` (nil: the default), loaded on first use; nil if the file cannot be read.
    public func font(at path: String?) -> Font? {
        guard let path = path ?? Self.defaultFontPath else { return nil }
        if let font = fonts[path] { return font }
        guard !failed.contains(path), let font = Font(path: path) else {
            failed.insert(path)
            return nil
        }
        fonts[path] = font
        return font
    }
}
