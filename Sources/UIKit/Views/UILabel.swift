import LayerKit

/// What a label does with a line longer than its width (`NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Horizontal text alignment (`NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

extension NSAttributedString.Key {
    /// Extra space between letters, in points (an `NSNumber` or any number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The `UIFont` of the text.
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of the text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// Text in a view (`UILabel`), centred vertically in the bounds as UIKit does: one line, or with `numberOfLines` 0 or
/// above 1 as many lines as it takes at the label's width (broken at spaces, or anywhere with `.byCharWrapping`; a
/// newline always breaks), as many as fit the bounds and `numberOfLines`, the last one cut with an ellipsis when text is
/// left over. Each line is a text layer, so each is shaped and set in its own direction. `attributedText` takes its
/// string, and the font, colour, kerning and paragraph style (alignment and breaking) of its first character.
open class UILabel: UIView, @unchecked Sendable {
    private let textLayer = CATextLayer()
    /// The layers of the lines after the first (the first is `textLayer`).
    private var moreLines: [CATextLayer] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        // As in UIKit, a label lets touches through to the view behind it unless told otherwise.
        isUserInteractionEnabled = false
        textLayer.delegate = self
        layer.addSublayer(textLayer)
        applyStyle()
    }

    open var text: String? {
        didSet {
            applyStyle()
            if text != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    /// The system font at 17 points unless set.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            applyStyle()
            invalidateIntrinsicContentSize()
        }
    }
    open var textColor: UIColor! = .label {
        didSet { applyStyle() }
    }
    open var textAlignment = NSTextAlignment.natural {
        didSet { applyStyle() }
    }
    /// The most lines shown: 1 (the default) one line, 0 as many as the text takes.
    open var numberOfLines = 1 {
        didSet {
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }
    /// What a line too long for the label's width gives up: on one line, its end, start or middle for an ellipsis (the
    /// tail unless set), or, clipped, what does not fit; on several, where lines break (at characters for
    /// `.byCharWrapping`, else at spaces), the last line shown losing its end to an ellipsis when text is left over.
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail {
        didSet { setNeedsLayout() }
    }
    /// The width a label of several lines wraps at for its intrinsic size (0: its bounds' width).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }
    private var kerning = 0.0

    open var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            return NSAttributedString(string: text, attributes: [.kern: kerning, .font: font as Any, .foregroundColor: textColor as Any])
        }
        set {
            guard let newValue, newValue.length > 0 else {
                text = newValue?.string
                return
            }
            let attributes = newValue.attributes(at: 0, effectiveRange: nil)
            if let font = attributes[.font] as? UIFont { self.font = font }
            if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            kerning = AnimationValue(any: attributes[.kern])?.number ?? 0
            if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
                textAlignment = style.alignment
                lineBreakMode = style.lineBreakMode
            }
            text = newValue.string
        }
    }

    /// The size of the whole text on one line; with several lines, of its lines at `size.width` (when it is above 0, else
    /// at `preferredMaxLayoutWidth` when that is, else broken only at newlines).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard numberOfLines != 1 else {
            let measured = measure(text)
            return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
        }
        let width = size.width > 0 ? Double(size.width) : preferredMaxLayoutWidth > 0 ? Double(preferredMaxLayoutWidth) : nil
        let shown = lines(width: width, limit: numberOfLines)
        let widest = shown.map { measure($0).width }.max() ?? 0
        return CGSize(width: widest.rounded(.up), height: (lineHeight * Double(shown.count)).rounded(.up))
    }

    /// The height of a line in the label's font.
    private var lineHeight: Double { measure("Hg").height }

    /// The lines the text takes at `width` (nil: broken only at newlines), at most `limit` of them (0: all), the last
    /// one cut with an ellipsis where text is left over.
    private func lines(width: Double?, limit: Int) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        let lines = TextLayer.lines(of: text, width: width ?? .infinity, byCharacters: lineBreakMode == .byCharWrapping) {
            measure($0).width
        }
        guard limit > 0, lines.count > limit else { return lines }
        let rest = lines[(limit - 1)...].joined(separator: " ")
        return Array(lines.prefix(limit - 1)) + [width.map { fitted(rest, to: $0, mode: .byTruncatingTail) } ?? rest]
    }

    /// The size `string` takes on one line in the label's font, at `fontSize` (nil: the font's own size); the text
    /// layer shows what it showed before.
    private func measure(_ string: String?, fontSize: Double? = nil) -> Size {
        let shown = textLayer.string, shownSize = textLayer.fontSize
        let size = fontSize ?? Double(font.pointSize)
        guard shown != string || shownSize != size else { return textLayer.preferredFrameSize() }
        UIView.performWithoutAnimation {
            textLayer.string = string
            textLayer.fontSize = size
        }
        defer {
            UIView.performWithoutAnimation {
                textLayer.string = shown
                textLayer.fontSize = shownSize
            }
        }
        return textLayer.preferredFrameSize()
    }

    /// `text` as it fits `width` at `fontSize` (nil: the font's): whole, or cut with an ellipsis where `mode` says.
    private func fitted(_ text: String, to width: Double, mode: NSLineBreakMode, fontSize: Double? = nil) -> String {
        let truncation: TextLayer.TruncationMode =
            switch mode {
            case .byTruncatingHead: .start
            case .byTruncatingMiddle: .middle
            default: .end
            }
        return TextLayer.truncated(text, width: width, mode: truncation) { measure($0, fontSize: fontSize).width }
    }

    /// The text's size (what Auto Layout would use): with several lines, at `preferredMaxLayoutWidth`, else at the
    /// bounds' width once it has one.
    open override var intrinsicContentSize: CGSize {
        guard numberOfLines != 1 else { return sizeThatFits(.zero) }
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
        return sizeThatFits(CGSize(width: width, height: 0))
    }

    /// Where the text goes in the bounds: the rectangle `drawText(in:)` was given last (nil: no text shown).
    private var textArea: CGRect?

    /// Draws the text in `rect` (the bounds, when the label lays itself out). Override it to move the text, calling
    /// `super` with another rectangle (a label with padding insets it), as on iOS; an override that does not call
    /// `super` shows no text. The label's text is drawn by its text layers, so what an override draws into the current
    /// context itself (a context is current while it runs) is not shown.
    open func drawText(in rect: CGRect) { textArea = rect }

    open override func layoutSubviews() {
        textArea = nil
        let size = CGSize(width: max(bounds.width, 1), height: max(bounds.height, 1))
        let scratch = CGContext(size: Size(width: Double(size.width), height: Double(size.height)), scale: 1)
        UIGraphicsPushContext(scratch)
        drawText(in: bounds)
        UIGraphicsPopContext()
        guard let area = textArea else {
            UIView.performWithoutAnimation {
                textLayer.string = nil
                showLines(after: [])
            }
            return
        }
        lay(in: area)
    }

    /// Sets the text's layers in `b` (the bounds, or where `drawText(in:)` put the text).
    private func lay(in b: CGRect) {
        guard numberOfLines != 1 else {
            let size = Double(font.pointSize) * fontScale(toFit: Double(b.width))
            let height = (measure(text, fontSize: size).height).rounded(.up)
            let truncates = [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle].contains(lineBreakMode)
            let shown = truncates ? text.map { fitted($0, to: Double(b.width), mode: lineBreakMode, fontSize: size) } : text
            UIView.performWithoutAnimation {
                textLayer.fontSize = size
                textLayer.frame = CGRect(x: b.minX, y: b.minY + (b.height - height) / 2, width: b.width, height: height)
                textLayer.string = shown
                showLines(after: [])
            }
            return
        }
        UIView.performWithoutAnimation { textLayer.fontSize = Double(font.pointSize) }
        let height = lineHeight
        // As many lines as the bounds hold (one at least), and no more than `numberOfLines`.
        let fit = max(1, Int((Double(b.height) + 0.5) / max(height, 1)))
        let shown = lines(width: Double(b.width), limit: numberOfLines == 0 ? fit : min(numberOfLines, fit))
        let top = Double(b.minY) + (Double(b.height) - height * Double(shown.count)) / 2
        UIView.performWithoutAnimation {
            textLayer.frame = CGRect(x: Double(b.minX), y: top, width: Double(b.width), height: height)
            textLayer.string = shown.first ?? text
            showLines(after: Array(shown.dropFirst()))
            for (index, line) in moreLines.enumerated() {
                line.frame = CGRect(x: Double(b.minX), y: top + height * Double(index + 1), width: Double(b.width), height: height)
            }
        }
    }

    /// Whether a one-line label shrinks its font (down to `minimumScaleFactor` of its size) until its text fits the
    /// label's width, before truncating what still does not fit. The label's `font` stays as it was set.
    open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsLayout() }
    }
    /// The least fraction of its font's size a label that adjusts its font to fit may shrink it to; 0 (the default)
    /// keeps the font's size.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    /// The fraction of the font's size a one-line label shows its text at in `width` points.
    private func fontScale(toFit width: Double) -> Double {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1, let text, width > 0 else { return 1 }
        let needed = measure(text).width
        guard needed > width else { return 1 }
        return max(Double(minimumScaleFactor), width / needed)
    }

    /// Shows `lines` in the layers after the first, making or removing layers to match.
    private func showLines(after lines: [String]) {
        while moreLines.count > lines.count { moreLines.removeLast().removeFromSuperlayer() }
        while moreLines.count < lines.count {
            let line = CATextLayer()
            line.delegate = self
            style(line)
            layer.addSublayer(line)
            moreLines.append(line)
        }
        for (layer, text) in zip(moreLines, lines) { layer.string = text }
    }

    private func style(_ line: CATextLayer) {
        line.fontSize = Double(font.pointSize)
        line.fontPath = font.fontPath
        line.foregroundColor = textColor.cgColor
        line.letterSpacing = kerning
        line.alignmentMode =
            switch textAlignment {
            case .center: .center
            case .right: .right
            case .justified: .justified
            case .left: .left
            case .natural: .natural
            }
    }

    private func applyStyle() {
        UIView.performWithoutAnimation {
            textLayer.string = text
            style(textLayer)
            for line in moreLines { style(line) }
        }
        setNeedsLayout()
    }
}
