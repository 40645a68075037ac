import Foundation
import LayerKit
import Raster

/// The fonts text drawn with `String.draw` is laid out in (shared by every context; a font file is read once).
nonisolated(unsafe) private let drawingFonts = FontLibrary()  // used under drawingFontsLock
private let drawingFontsLock = NSLock()

/// How `NSString`'s drawing methods measure and place text (`NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines are laid out from the rectangle's top left, wrapped at its width; without it, one line is measured from
    /// its baseline origin.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Accepted: the font's leading is always part of a line's height.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Accepted: sizes are the typographic ones.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits ends with an ellipsis when text is left over.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What `NSString`'s drawing reports back (`NSStringDrawingContext`): the rectangle the text took.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    /// Accepted: text is never shrunk to fit.
    open var minimumScaleFactor: CGFloat = 0
    open private(set) var actualScaleFactor: CGFloat = 1
    open internal(set) var totalBounds: CGRect = .zero
}

extension NSString {
    /// Draws the string on one line with its top left at `point`, in `attributes`' font and colour (12-point system
    /// font and black by default), in the current context.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }

    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }

    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        (self as String).draw(with: rect, options: options, attributes: attributes, context: context)
    }

    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }

    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension String {
    /// Draws the string on one line with its top left at `point` (see `NSString.draw(at:withAttributes:)`).
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let context = UIGraphicsGetCurrentContext(), let run = TextLines.layout(self, TextLines.Style(attributes)) else { return }
        TextLines.draw(run, baselineAt: Point(x: Double(point.x), y: Double(point.y) + run.ascender), color: TextLines.Style(attributes).color, in: context)
    }

    /// Draws the string in `rect`: its lines wrapped at the rectangle's width and placed as the paragraph style says
    /// (`.paragraphStyle`: alignment, breaking, spacing), from the top, as many whole lines as fit its height.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        draw(with: rect, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
    }

    /// Draws the string in `rect` as `draw(in:withAttributes:)` does with `.usesLineFragmentOrigin`; without it, on one
    /// line whose baseline starts at the rectangle's origin.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        guard let graphics = UIGraphicsGetCurrentContext() else { return }
        let style = TextLines.Style(attributes)
        guard options.contains(.usesLineFragmentOrigin) else {
            guard let run = TextLines.layout(self, style) else { return }
            TextLines.draw(run, baselineAt: Point(x: Double(rect.minX), y: Double(rect.minY)), color: style.color, in: graphics)
            context?.totalBounds = CGRect(x: rect.minX, y: rect.minY - run.ascender, width: run.advance, height: run.ascender + run.descender)
            return
        }
        let lines = TextLines(self, style: style, width: Double(rect.width), height: Double(rect.height), truncatesLast: options.contains(.truncatesLastVisibleLine))
        graphics.saveGState()
        graphics.clip(to: rect)
        for line in lines.lines {
            let x = Double(rect.minX) + line.x(inWidth: Double(rect.width), alignment: style.alignment)
            TextLines.draw(line.run, baselineAt: Point(x: x, y: Double(rect.minY) + line.baseline), color: style.color, in: graphics)
        }
        graphics.restoreGState()
        let box = lines.size
        context?.totalBounds = CGRect(x: rect.minX, y: rect.minY, width: box.width, height: box.height)
    }

    /// The size the string takes on one line in `attributes`' font.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        guard let run = TextLines.layout(self, TextLines.Style(attributes)) else { return .zero }
        return CGSize(width: run.advance, height: run.ascender + run.descender)
    }

    /// The rectangle the string takes: with `.usesLineFragmentOrigin`, its lines wrapped at `size.width` (as
    /// `draw(in:withAttributes:)` lays them out, however many there are: `size.height` limits them only with
    /// `.truncatesLastVisibleLine`), from the origin; without it, one line, its origin on the baseline (y up to the
    /// ascent is negative). Sizes are not rounded: code rounds them up, as on iOS.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        let style = TextLines.Style(attributes)
        guard options.contains(.usesLineFragmentOrigin) else {
            guard let run = TextLines.layout(self, style) else { return .zero }
            return CGRect(x: 0, y: -run.ascender, width: run.advance, height: run.ascender + run.descender)
        }
        let truncates = options.contains(.truncatesLastVisibleLine)
        let lines = TextLines(self, style: style, width: Double(size.width), height: truncates ? Double(size.height) : .infinity, truncatesLast: truncates)
        let box = lines.size
        context?.totalBounds = CGRect(x: 0, y: 0, width: box.width, height: box.height)
        return CGRect(x: 0, y: 0, width: box.width, height: box.height)
    }
}

/// Text laid out in lines as `String.draw(in:withAttributes:)` lays it out.
struct TextLines {
    /// What the attributes say: font, kerning, colour and paragraph style.
    struct Style {
        let font: UIFont
        let kern: Double
        let color: CGColor
        let paragraph: NSParagraphStyle
        var alignment: NSTextAlignment { paragraph.alignment }

        init(_ attributes: [NSAttributedString.Key: Any]?) {
            font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
            kern = AnimationValue(any: attributes?[.kern])?.number ?? 0
            color = (attributes?[.foregroundColor] as? UIColor)?.cgColor ?? .black
            paragraph = attributes?[.paragraphStyle] as? NSParagraphStyle ?? .default
        }
    }

    struct Line {
        let run: Font.Run
        /// The baseline, down from the top of the text.
        let baseline: Double

        /// Where the line starts from the left margin of a box `width` wide.
        func x(inWidth width: Double, alignment: NSTextAlignment) -> Double {
            switch alignment {
            case .left, .justified: 0
            case .center: (width - run.advance) / 2
            case .right: width - run.advance
            case .natural: run.isRightToLeft ? width - run.advance : 0
            }
        }
    }

    private(set) var lines: [Line] = []
    /// The widest line's width and the height down to the last line's bottom.
    private(set) var size = CGSize.zero

    /// The lines of `text` at `width`, as many whole ones as fit `height`; the last one that fits ends with an ellipsis
    /// when text is left over and `truncatesLast`.
    init(_ text: String, style: Style, width: Double, height: Double, truncatesLast: Bool) {
        let paragraph = style.paragraph
        let font = style.font
        var lineHeight = Double(font.lineHeight)
        if paragraph.lineHeightMultiple > 0 { lineHeight *= Double(paragraph.lineHeightMultiple) }
        if paragraph.minimumLineHeight > 0 { lineHeight = max(lineHeight, Double(paragraph.minimumLineHeight)) }
        if paragraph.maximumLineHeight > 0 { lineHeight = min(lineHeight, Double(paragraph.maximumLineHeight)) }
        // Height beyond the font's own goes above the glyphs.
        let baselineInLine = lineHeight - Double(font.lineHeight) + Double(font.ascender)
        let measure: (Substring) -> Double = { TextLines.layout(String($0), style)?.advance ?? 0 }
        let wraps = paragraph.lineBreakMode == .byWordWrapping || paragraph.lineBreakMode == .byCharWrapping
        var pieces: [(text: String, startsParagraph: Bool)] = []
        for (index, paragraphText) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if wraps {
                let ranges = TextLayer.lineRanges(
                    of: String(paragraphText), width: width, byCharacters: paragraph.lineBreakMode == .byCharWrapping, measure: measure)
                let whole = String(paragraphText)
                for (lineIndex, range) in ranges.enumerated() { pieces.append((String(whole[range]), lineIndex == 0 && index > 0)) }
                if ranges.isEmpty { pieces.append(("", index > 0)) }
            } else {
                let mode: TextLayer.TruncationMode =
                    switch paragraph.lineBreakMode {
                    case .byTruncatingHead: .start
                    case .byTruncatingMiddle: .middle
                    case .byTruncatingTail: .end
                    default: .none
                    }
                let measureWhole: (String) -> Double = { TextLines.layout($0, style)?.advance ?? 0 }
                pieces.append((TextLayer.truncated(String(paragraphText), width: width, mode: mode, measure: measureWhole), index > 0))
            }
        }
        var bottom = 0.0
        var widest = 0.0
        for (index, piece) in pieces.enumerated() {
            var top = bottom
            if index > 0 {
                top += Double(paragraph.lineSpacing)
                if piece.startsParagraph { top += Double(paragraph.paragraphSpacing + paragraph.paragraphSpacingBefore) }
            }
            guard top + lineHeight <= height + 0.5 else { break }
            var text = piece.text
            if truncatesLast, index + 1 < pieces.count,
                top + 2 * lineHeight + Double(paragraph.lineSpacing)
                    + (pieces[index + 1].startsParagraph ? Double(paragraph.paragraphSpacing + paragraph.paragraphSpacingBefore) : 0) > height + 0.5
            {
                text = TextLayer.truncated(text + " " + pieces[index + 1].text, width: width, mode: .end) { TextLines.layout($0, style)?.advance ?? 0 }
            }
            guard let run = TextLines.layout(text, style) else { break }
            lines.append(Line(run: run, baseline: top + baselineInLine))
            widest = max(widest, run.advance)
            bottom = top + lineHeight
        }
        size = CGSize(width: widest, height: bottom)
    }

    /// `text` shaped on one line in the style's font and kerning.
    static func layout(_ text: String, _ style: Style) -> Font.Run? {
        drawingFontsLock.withLock {
            drawingFonts.font(at: style.font.fontPath)?.layout(text, size: Double(style.font.pointSize), letterSpacing: style.kern)
        }
    }

    /// Fills a shaped line's glyphs with its baseline starting at `origin` (user space, y down), and draws its colour
    /// glyphs.
    static func draw(_ run: Font.Run, baselineAt origin: Point, color: CGColor, in context: CGContext) {
        context.fillText(run.path.applying(Transform(translationX: origin.x, y: origin.y)), color: color)
        for glyph in run.images {
            let rect = glyph.rect
            context.drawUpright(glyph.image, in: Rect(x: rect.minX + origin.x, y: rect.minY + origin.y, width: rect.width, height: rect.height))
        }
    }
}

extension NSAttributedString {
    /// The attributes of the first character, which the drawing methods below draw the whole string in.
    private var leadingAttributes: [NSAttributedString.Key: Any]? { length > 0 ? attributes(at: 0, effectiveRange: nil) : nil }

    /// Draws the string on one line with its top left at `point`, in its first character's attributes.
    public func draw(at point: CGPoint) { string.draw(at: point, withAttributes: leadingAttributes) }

    /// Draws the string in `rect` as `String.draw(in:withAttributes:)` does, in its first character's attributes.
    public func draw(in rect: CGRect) { string.draw(in: rect, withAttributes: leadingAttributes) }

    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        string.draw(with: rect, options: options, attributes: leadingAttributes, context: context)
    }

    /// The size the string takes on one line, in its first character's attributes.
    public func size() -> CGSize { string.size(withAttributes: leadingAttributes) }

    /// The rectangle the string takes, as `String.boundingRect(with:options:attributes:context:)` measures it in its
    /// first character's attributes.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        string.boundingRect(with: size, options: options, attributes: leadingAttributes, context: context)
    }
}
