import Foundation
import LayerKit

/// A description of a font to find (`UIFontDescriptor`): a family, a size and symbolic traits (bold, italic,
/// monospaced). `UIFont(descriptor:size:)` finds the installed face of the family closest to it through fontconfig, as
/// named fonts are found. Code makes a bold or italic version of a font this way:
/// `font.fontDescriptor.withSymbolicTraits(.traitBold)`.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// Symbolic traits (`UIFontDescriptor.SymbolicTraits`); bold, italic and monospace choose the face, the others are
    /// kept.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The keys of `fontAttributes` (`UIFontDescriptor.AttributeName`).
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    }

    /// The family (or font name) fontconfig matches.
    let family: String
    /// The size in points (0: none given).
    public let pointSize: CGFloat
    public let symbolicTraits: SymbolicTraits

    init(family: String, size: CGFloat, traits: SymbolicTraits) {
        self.family = family
        pointSize = size.isFinite ? max(size, 0) : 0
        symbolicTraits = traits
    }

    /// A descriptor of the font named `name` (a family, or a face's name) at `size` points.
    public convenience init(name: String, size: CGFloat) { self.init(family: name, size: size, traits: []) }

    /// A descriptor from attributes: the family (or else the name) and the size.
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        let family = attributes[.family] as? String ?? attributes[.name] as? String ?? "sans-serif"
        self.init(family: family, size: CGFloat(AnimationValue(any: attributes[.size])?.number ?? 0), traits: [])
    }

    /// The descriptor of a text style's font at iOS's default text size.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    open var postscriptName: String { family }
    open var fontAttributes: [AttributeName: Any] { [.family: family, .size: pointSize] }

    /// The same descriptor with `traits` in place of its own; nil when no installed face of the family has them.
    open func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        let made = UIFontDescriptor(family: family, size: pointSize, traits: traits)
        return made.fontPath == nil ? nil : made
    }

    open func withSize(_ size: CGFloat) -> UIFontDescriptor { UIFontDescriptor(family: family, size: size, traits: symbolicTraits) }

    /// The descriptor with `attributes` added: a family, name or size given replaces its own.
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        let family = attributes[.family] as? String ?? attributes[.name] as? String ?? self.family
        let size = AnimationValue(any: attributes[.size])?.number.map { CGFloat($0) } ?? pointSize
        return UIFontDescriptor(family: family, size: size, traits: symbolicTraits)
    }

    /// The installed face fontconfig finds for the family with the descriptor's weight, slant and spacing.
    var fontPath: String? {
        var pattern = family
        if symbolicTraits.contains(.traitBold) { pattern += ":bold" }
        if symbolicTraits.contains(.traitItalic) { pattern += ":italic" }
        if symbolicTraits.contains(.traitMonoSpace) { pattern += ":spacing=mono" }
        return FontLibrary.fontPath(matching: pattern)
    }
}

extension UIFont {
    /// The font `descriptor` describes, at `size` points (0: the descriptor's size, or 12 when it gives none).
    public convenience init(descriptor: UIFontDescriptor, size: CGFloat) {
        let points = size > 0 ? size : descriptor.pointSize > 0 ? descriptor.pointSize : 12
        self.init(name: descriptor.family, path: descriptor.fontPath ?? FontLibrary.defaultFontPath, size: points)
    }

    /// A descriptor of this font: its face's family, its size, and the face's bold, italic and monospace traits.
    public var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if let style = face?.style {
            if style.isBold { traits.insert(.traitBold) }
            if style.isItalic { traits.insert(.traitItalic) }
            if style.isMonospaced { traits.insert(.traitMonoSpace) }
        }
        return UIFontDescriptor(family: familyName, size: pointSize, traits: traits)
    }
}
