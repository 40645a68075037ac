import Foundation

/// A stepper (`UIStepper`) as iOS draws it: a 94 × 32 rounded box with − and + halves. A press on a half steps
/// the value by `stepValue` at once and sends `.valueChanged`; held, it steps again after half a second and then ten
/// times a second (scene time) while `autorepeat` is on. A half whose step would pass a limit is dimmed and does
/// nothing, unless `wraps`.
open class UIStepper: UIControl, @unchecked Sendable {
    static let size = CGSize(width: 94, height: 32)
    private let background = UIView()
    private let pressedHalf = UIView()
    private let divider = UIView()
    private let minus = UILabel()
    private let plus = UILabel()

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
        background.frame = CGRect(origin: .zero, size: Self.size)
        background.backgroundColor = .tertiarySystemFill
        background.layer.cornerRadius = 8
        background.clipsToBounds = true
        pressedHalf.backgroundColor = .tertiarySystemFill
        pressedHalf.isHidden = true
        background.addSubview(pressedHalf)
        divider.frame = CGRect(x: Self.size.width / 2 - 0.5, y: 7, width: 1, height: 18)
        divider.backgroundColor = .separator
        for (label, text, x) in [(minus, "\u{2212}", 0.0), (plus, "+", Self.size.width / 2)] {
            label.text = text
            label.font = .systemFont(ofSize: 24, weight: .regular)
            label.textAlignment = .center
            label.frame = CGRect(x: x, y: 0, width: Self.size.width / 2, height: Self.size.height)
        }
        for part in [background, divider, minus, plus] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        updateLook()
    }

    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    open override var intrinsicContentSize: CGSize { Self.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// The value, kept within `minimumValue…maximumValue` (0…100 unless set).
    open var value: Double = 0 {
        didSet {
            let clamped = min(max(value.isNaN ? minimumValue : value, minimumValue), maximumValue)
            if clamped != value { value = clamped }
            updateLook()
        }
    }
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = max(value, minimumValue)
        }
    }
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = min(value, maximumValue)
        }
    }
    /// How much a press changes the value (1 unless set; must be positive).
    open var stepValue: Double = 1 {
        didSet { if !(stepValue > 0) { stepValue = 1 } }
    }
    /// Whether stepping past one limit continues from the other.
    open var wraps = false { didSet { updateLook() } }
    /// Whether holding a half keeps stepping.
    open var autorepeat = true
    /// Whether `.valueChanged` is sent at each step while held (true), or once at the release.
    open var isContinuous = true
    /// The direction of the press in progress, and its number (a repeat scheduled for an earlier press does nothing).
    private var pressDirection = 0.0
    private var pressNumber = 0
    private var changedWhileHeld = false

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLook()
    }

    open override func stateDidChange() {
        super.stateDidChange()
        if !isHighlighted { pressedHalf.isHidden = true }
        updateLook()
    }

    private func canStep(by direction: Double) -> Bool {
        wraps || (direction < 0 ? value > minimumValue : value < maximumValue)
    }

    private func updateLook() {
        minus.textColor = .label
        plus.textColor = .label
        minus.alpha = isEnabled && canStep(by: -1) ? 1 : 0.3
        plus.alpha = isEnabled && canStep(by: 1) ? 1 : 0.3
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let direction: Double = touch.location(in: self).x < Self.size.width / 2 ? -1 : 1
        guard canStep(by: direction) else { return false }
        pressedHalf.frame = CGRect(x: direction < 0 ? 0 : Self.size.width / 2, y: 0, width: Self.size.width / 2, height: Self.size.height)
        pressedHalf.isHidden = false
        pressDirection = direction
        pressNumber += 1
        changedWhileHeld = false
        step()
        if autorepeat { scheduleRepeat(after: 0.5, press: pressNumber) }
        return true
    }

    private func step() {
        guard canStep(by: pressDirection) else { return }
        var next = value + pressDirection * stepValue
        if wraps && next > maximumValue { next = minimumValue } else if wraps && next < minimumValue { next = maximumValue }
        value = next
        if isContinuous { sendActions(for: .valueChanged) } else { changedWhileHeld = true }
    }

    private func scheduleRepeat(after delay: TimeInterval, press: Int) {
        DispatchQueue.scene.asyncAfter(seconds: delay) { [weak self] in
            guard let self, self.isTracking, self.pressNumber == press, self.isHighlighted else { return }
            self.step()
            self.scheduleRepeat(after: 0.1, press: press)
        }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishPress()
    }

    open override func cancelTracking(with event: UIEvent?) {
        finishPress()
    }

    private func finishPress() {
        pressedHalf.isHidden = true
        pressNumber += 1
        if changedWhileHeld { sendActions(for: .valueChanged) }
        changedWhileHeld = false
    }
}
