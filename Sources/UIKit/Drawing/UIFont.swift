import LayerKit

/// A font and size (`UIFont`). Text is drawn with the desktop's fonts through fontconfig: the system font is its
/// "sans-serif", bold and heavy weights its "sans-serif:bold", and a named font its closest match. A `UIFont` is a
/// `CTFont`, as on iOS, so Core Text's functions take it.
open class UIFont: CTFont, Hashable, @unchecked Sendable {
    /// The size in points.
    public var pointSize: CGFloat { size }
    public let fontName: String
    /// The font file drawn with (nil: the default font).
    public var fontPath: String? { fontFile }
    /// The family of the face drawn with, as its file names it ("DejaVu Sans"); the font's name when the file names
    /// none.
    public var familyName: String {
        let family = face?.familyName ?? ""
        return family.isEmpty ? fontName : family
    }

    init(name: String, path: String?, size: CGFloat) {
        fontName = name
        super.init(fontFile: path, size: size)
    }

    /// The installed font closest to `fontName` (fontconfig's match; never nil while any font is installed).
    public convenience init?(name fontName: String, size: CGFloat) {
        guard let path = FontLibrary.fontPath(matching: fontName) else { return nil }
        self.init(name: fontName, path: path, size: size)
    }

    /// Weights as UIKit names them; semibold and heavier draw with the bold face.
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    public static func systemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .regular) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }

    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        weight.rawValue >= Weight.semibold.rawValue
            ? UIFont(name: ".SFUI-Bold", path: FontLibrary.boldFontPath, size: size)
            : UIFont(name: ".SFUI-Regular", path: FontLibrary.defaultFontPath, size: size)
    }

    /// The distance from the baseline up to the font's highest point, in points.
    public var ascender: CGFloat { CGFloat(lineMetrics.ascender) }
    /// The distance from the baseline down to the font's lowest point, in points: negative, as UIKit gives it.
    public var descender: CGFloat { -CGFloat(lineMetrics.descender) }
    /// The space the font puts between lines besides its ascender and descender, in points.
    public var leading: CGFloat { CGFloat(lineMetrics.lineGap) }
    /// The height of a line of the font: its ascender, descender and leading, in points.
    public var lineHeight: CGFloat { ascender - descender + leading }
    /// The height of the font's capitals above the baseline, in points.
    public var capHeight: CGFloat { CGFloat(lineMetrics.capHeight) }
    /// The height of the font's lowercase x above the baseline, in points.
    public var xHeight: CGFloat { CGFloat(lineMetrics.xHeight) }

    /// The same face at another size.
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(name: fontName, path: fontPath, size: size) }

    public static func == (a: UIFont, b: UIFont) -> Bool { a.fontPath == b.fontPath && a.pointSize == b.pointSize }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontPath)
        hasher.combine(pointSize)
    }
}
