import Foundation

@_implementationOnly import CFontconfig

/// Finds font files the way the desktop does, through fontconfig: the file that best matches a pattern such as
/// "sans-serif" or "sans-serif:bold".
enum FontLookup {
    /// The path of the best match for `pattern`, or nil when fontconfig knows no font at all.
    static func file(matching pattern: String) -> String? {
        guard let config = FcInitLoadConfigAndFonts() else { return nil }
        defer { FcConfigDestroy(config) }
        guard let query = FcNameParse(pattern) else { return nil }
        defer { FcPatternDestroy(query) }
        FcConfigSubstitute(config, query, FcMatchPattern)
        FcDefaultSubstitute(query)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, query, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        let path = String(cString: file)
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}
