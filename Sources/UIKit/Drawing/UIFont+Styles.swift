import LayerKit

extension UIFont {
    /// The text styles of Dynamic Type (`UIFont.TextStyle`), at the sizes iOS gives them at its default text size.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The point size and weight iOS gives the style at its default ("Large") text size; an unknown style is body's.
        var defaultFont: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The system font of a text style at iOS's default text size (the text size does not change here).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let font = style.defaultFont
        return systemFont(ofSize: font.size, weight: font.weight)
    }

    /// The system font's italic (the oblique face of the system's sans-serif).
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Italic", path: FontLibrary.fontPath(matching: "sans-serif:italic") ?? FontLibrary.defaultFontPath, size: size)
    }

    /// The system font with digits of one width. The system's sans-serif (DejaVu Sans) sets its digits on one width
    /// already, so this is the system font at `weight`.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { systemFont(ofSize: size, weight: weight) }

    /// The system's monospaced font (its "monospace", bold from semibold up).
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        let pattern = weight.rawValue >= Weight.semibold.rawValue ? "monospace:bold" : "monospace"
        return UIFont(name: ".SFMono-Regular", path: FontLibrary.fontPath(matching: pattern) ?? FontLibrary.defaultFontPath, size: size)
    }
}
