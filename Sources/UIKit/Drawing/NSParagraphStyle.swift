import Foundation

/// How the lines of a paragraph are laid out (`NSParagraphStyle`): alignment, breaking, and the spacing of lines and
/// paragraphs, in points. Given as `.paragraphStyle` in text attributes, it is read by `String.draw(in:withAttributes:)`,
/// `boundingRect(with:options:attributes:context:)` and a label's `attributedText` (its alignment and breaking).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    struct Values {
        var alignment = NSTextAlignment.natural
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
    }

    var values = Values()

    public override init() { super.init() }

    /// The style text has when none is given: natural alignment, word wrapping, no extra spacing.
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Where lines sit between the margins; `.natural` is the left for left-to-right text and the right for
    /// right-to-left text; `.justified` lines start at the left (they are not stretched).
    open var alignment: NSTextAlignment { values.alignment }
    /// How a line longer than the width is broken (word or character wrapping) or cut (clipped, or truncated with an
    /// ellipsis: one line a paragraph).
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Extra space between the lines of a paragraph.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Extra space after a paragraph.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Extra space before a paragraph (not the first).
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// The font's line height times this (0: as the font has it), then kept between the minimum and the maximum.
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The least height of a line (0: none).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The greatest height of a line (0: none).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return other.values == values
    }
}

extension NSParagraphStyle.Values: Equatable {}

/// A paragraph style whose properties can be set (`NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = Self.length(newValue) }
    }
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = Self.length(newValue) }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = Self.length(newValue) }
    }
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = Self.length(newValue) }
    }
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = Self.length(newValue) }
    }
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = Self.length(newValue) }
    }

    /// A spacing or height as kept: not negative, 0 for a value that is not finite.
    private static func length(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }

    /// Takes every property of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) { values = other.values }
}

extension NSAttributedString.Key {
    /// The `NSParagraphStyle` of the text.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
