import Foundation

/// A slider (`UISlider`) as iOS draws it: a 4-point rounded track, the part before the thumb in the tint colour, and
/// a white 28-point thumb with a soft shadow (or the thumb image set); 31 points tall. Drag the thumb (a touch on the
/// track elsewhere does nothing, as on iOS): the value follows the pointer and `.valueChanged` is sent as it moves (at
/// the release when `isContinuous` is false).
open class UISlider: UIControl, @unchecked Sendable {
    private let maximumTrack = UIView()
    private let minimumTrack = UIView()
    private let thumb = UIImageView(frame: .zero)
    private var thumbImages: [UInt: UIImage] = [:]
    /// Where in the thumb the touch took it, so that the thumb does not jump to the pointer.
    private var grabOffset: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        for part in [maximumTrack, minimumTrack] {
            part.isUserInteractionEnabled = false
            part.layer.cornerRadius = 2
            addSubview(part)
        }
        thumb.isUserInteractionEnabled = false
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(thumb)
        updateLook()
        placeParts()
    }

    /// The value, kept within `minimumValue…maximumValue` (0…1 unless set).
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0

    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(storedValue, animated: false)
        }
    }
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(storedValue, animated: false)
        }
    }
    /// Whether `.valueChanged` is sent while dragging (true), or once at the release.
    open var isContinuous = true

    /// The colour of the track before the thumb (the tint colour when nil).
    open var minimumTrackTintColor: UIColor? { didSet { updateLook() } }
    /// The colour of the track after the thumb (a light grey fill when nil).
    open var maximumTrackTintColor: UIColor? { didSet { updateLook() } }
    /// The thumb's colour (white when nil).
    open var thumbTintColor: UIColor? { didSet { updateLook() } }

    /// Moves the thumb to `value` (clamped), sliding it over 0.25 s when `animated`.
    open func setValue(_ value: Float, animated: Bool) {
        let clamped = min(max(value.isNaN ? minimumValue : value, minimumValue), maximumValue)
        storedValue = clamped
        if animated {
            UIView.animate(withDuration: 0.25) { self.placeParts() }
        } else {
            placeParts()
        }
    }

    open func setThumbImage(_ image: UIImage?, for state: State) {
        thumbImages[state.rawValue] = image
        updateLook()
        placeParts()
    }

    open func thumbImage(for state: State) -> UIImage? { thumbImages[state.rawValue] }

    /// The thumb image shown now: the one for the current state, else the normal one.
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[State.normal.rawValue] }

    /// The track's rectangle: the whole width, 4 points tall, centred vertically. Override to change it.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - 2, width: bounds.width, height: 4)
    }

    /// The thumb's rectangle for `value`: its centre moves from one end of the track to the other, the thumb staying
    /// within it. Override to change it.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: 28, height: 28)
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let centerX = rect.minX + size.width / 2 + fraction * max(rect.width - size.width, 0)
        return CGRect(x: centerX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: max(bounds.width, 118), height: 31) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLook()
    }

    open override func stateDidChange() {
        super.stateDidChange()
        updateLook()
    }

    private func placeParts() {
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: max(thumbFrame.midX - track.minX, 0), height: track.height)
        maximumTrack.frame = CGRect(x: thumbFrame.midX, y: track.minY, width: max(track.maxX - thumbFrame.midX, 0), height: track.height)
        thumb.frame = thumbFrame
    }

    private func updateLook() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
        if let image = currentThumbImage {
            thumb.image = image
            thumb.backgroundColor = nil
            thumb.layer.cornerRadius = 0
            thumb.layer.shadowOpacity = 0
        } else {
            thumb.image = nil
            thumb.backgroundColor = thumbTintColor ?? .white
            thumb.layer.cornerRadius = 14
            thumb.layer.shadowOpacity = 0.25
        }
        alpha = isEnabled ? 1 : 0.45
    }

    // MARK: Dragging

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let grab = thumb.frame.insetBy(dx: -10, dy: -10)
        guard grab.contains(point) else { return false }
        grabOffset = point.x - thumb.frame.midX
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let moved = value(at: touch.location(in: self).x - grabOffset)
        if moved != storedValue {
            value = moved
            if isContinuous { sendActions(for: .valueChanged) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous { sendActions(for: .valueChanged) }
    }

    /// The value whose thumb centre is at `x`.
    private func value(at x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let width = (currentThumbImage?.size ?? CGSize(width: 28, height: 28)).width
        let travel = max(track.width - width, 1)
        let fraction = Float(min(max((x - track.minX - width / 2) / travel, 0), 1))
        return minimumValue + fraction * (maximumValue - minimumValue)
    }
}
