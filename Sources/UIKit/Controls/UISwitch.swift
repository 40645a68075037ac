import Foundation

/// An on/off switch (`UISwitch`) as iOS draws it: 51 × 31 points whatever the frame asks, a rounded track, light
/// grey when off and `onTintColor` (green unless set) when on, and a white 27-point thumb that slides across. A tap
/// toggles it, animated, and sends `.valueChanged`; so does dragging the thumb to the other side.
open class UISwitch: UIControl, @unchecked Sendable {
    /// The size of every switch, in points.
    static let size = CGSize(width: 51, height: 31)
    private let track = UIView()
    private let thumb = UIView()
    private var storedOn = false
    /// Whether the touch in progress dragged the thumb to the other side (a drag decides; a tap toggles).
    private var dragged = false

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds = CGRect(origin: .zero, size: Self.size)
        setUp()
    }

    private func setUp() {
        for part in [track, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        track.layer.cornerRadius = Self.size.height / 2
        thumb.backgroundColor = .white
        thumb.layer.cornerRadius = 13.5
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 2.5
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        placeParts()
    }

    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    open override var intrinsicContentSize: CGSize { Self.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open var isOn: Bool {
        get { storedOn }
        set { setOn(newValue, animated: false) }
    }

    /// The track's colour when on (green when nil).
    open var onTintColor: UIColor? { didSet { placeParts() } }
    /// The thumb's colour (white when nil).
    open var thumbTintColor: UIColor? { didSet { placeParts() } }

    /// Turns the switch on or off, sliding the thumb over 0.25 s when `animated`. Sends no action, as in UIKit.
    open func setOn(_ on: Bool, animated: Bool) {
        storedOn = on
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: .curveEaseInOut, animations: { self.placeParts() })
        } else {
            placeParts()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    open override func stateDidChange() {
        super.stateDidChange()
        alpha = isEnabled ? 1 : 0.45
    }

    private func placeParts() {
        track.frame = CGRect(origin: .zero, size: Self.size)
        track.backgroundColor = storedOn ? (onTintColor ?? .systemGreen) : UIColor(white: 0.914, alpha: 1)
        thumb.backgroundColor = thumbTintColor ?? .white
        thumb.frame = CGRect(x: storedOn ? Self.size.width - 29 : 2, y: 2, width: 27, height: 27)
    }

    // MARK: Touches

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        dragged = false
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let wantsOn = touch.location(in: self).x > Self.size.width / 2
        if wantsOn != storedOn && abs(touch.location(in: self).x - touch.previousLocation(in: self).x) > 0 {
            dragged = true
            setOn(wantsOn, animated: true)
            sendActions(for: .valueChanged)
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard !dragged, let touch, bounds.insetBy(dx: -70, dy: -70).contains(touch.location(in: self)) else { return }
        setOn(!storedOn, animated: true)
        sendActions(for: .valueChanged)
    }
}
