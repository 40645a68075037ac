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

/// One line of text in a view (`UILabel`), drawn by a text layer centred vertically in the bounds, as UIKit does.
/// `attributedText` takes its string, and the font, colour and kerning of its first character.
open class UILabel: UIView, @unchecked Sendable {
    private let textLayer = CATextLayer()

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
    /// Accepted for UIKit's code; labels draw one line.
    open var numberOfLines = 1
    /// What a line too long for the label's width gives up: its end, start or middle for an ellipsis (the tail unless
    /// set), or, clipped, what does not fit. The wrapping modes clip here, as labels draw one line.
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail {
        didSet { setNeedsLayout() }
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
            text = newValue.string
        }
    }

    /// The size of the whole text on one line.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let measured = measure(text)
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    /// The size `string` takes on one line in the label's font (the text layer shows what it showed before).
    private func measure(_ string: String?) -> Size {
        let shown = textLayer.string
        guard shown != string else { return textLayer.preferredFrameSize() }
        textLayer.string = string
        defer { textLayer.string = shown }
        return textLayer.preferredFrameSize()
    }

    /// The text as it fits `width`: whole, or cut with an ellipsis where `lineBreakMode` says.
    private func fitted(to width: Double) -> String? {
        guard let text, width > 0, measure(text).width > width + 0.5 else { return text }
        let characters = Array(text)
        func shortened(_ kept: Int) -> String {
            switch lineBreakMode {
            case .byTruncatingHead: "…" + String(characters.suffix(kept))
            case .byTruncatingMiddle: String(characters.prefix((kept + 1) / 2)) + "…" + String(characters.suffix(kept / 2))
            default: String(characters.prefix(kept)) + "…"
            }
        }
        // The most characters kept that fit, found by halving.
        var low = 0, high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(shortened(middle)).width <= width + 0.5 { low = middle } else { high = middle - 1 }
        }
        return shortened(low)
    }

    /// The text's size (what Auto Layout would use).
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    open override func layoutSubviews() {
        let height = sizeThatFits(.zero).height
        let b: CGRect = layer.bounds
        let truncates = [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle].contains(lineBreakMode)
        let shown = truncates ? fitted(to: Double(b.width)) : text
        UIView.performWithoutAnimation {
            textLayer.frame = CGRect(x: 0, y: (b.height - height) / 2, width: b.width, height: height)
            textLayer.string = shown
        }
    }

    private func applyStyle() {
        UIView.performWithoutAnimation {
            textLayer.string = text
            textLayer.fontSize = Double(font.pointSize)
            textLayer.fontPath = font.fontPath
            textLayer.foregroundColor = textColor.cgColor
            textLayer.letterSpacing = kerning
            textLayer.alignmentMode =
                switch textAlignment {
                case .center: .center
                case .right: .right
                case .justified: .justified
                case .left: .left
                case .natural: .natural
                }
        }
        setNeedsLayout()
    }
}
