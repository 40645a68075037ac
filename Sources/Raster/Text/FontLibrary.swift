import Foundation

/// Loaded fonts by file, so each file is read once. Owned by whoever draws text (a renderer), not global.
public final class FontLibrary {
    /// The sans-serif face used when none is named: DejaVu Sans, from Debian's fonts-dejavu-core.
    public static let defaultFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// Its bold face (also in fonts-dejavu-core).
    public static let boldFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    private var fonts: [String: Font] = [:]
    private var failed: Set<String> = []

    public init() {}

    /// The font at `path` (nil: the default), loaded on first use; nil if the file cannot be read.
    public func font(at path: String?) -> Font? {
        let path = path ?? Self.defaultFontPath
        if let font = fonts[path] { return font }
        guard !failed.contains(path), let font = Font(path: path) else {
            failed.insert(path)
            return nil
        }
        fonts[path] = font
        return font
    }
}
