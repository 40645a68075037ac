import Foundation

/// A button (`UIButton`): a control with a title, centred, whose title and colour may differ by state. A `.system`
/// button's title is the tint colour and fades while highlighted; a `.custom` one's is white unless set.
open class UIButton: UIControl, @unchecked Sendable {
    public enum ButtonType: Int, Sendable {
        case custom, system
    }

    public let buttonType: ButtonType
    /// The label showing the current title.
    public private(set) var titleLabel: UILabel?
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]

    public init(type: ButtonType) {
        buttonType = type
        super.init(frame: .zero)
        setUpTitle()
    }

    /// A `.custom` button with `frame`.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUpTitle()
    }

    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        setUpTitle()
    }

    private func setUpTitle() {
        let label = UILabel(frame: bounds)
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 17, weight: buttonType == .system ? .regular : .medium)
        addSubview(label)
        titleLabel = label
        updateTitle()
    }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateTitle()
    }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateTitle()
    }

    /// The title for `state`, or the normal one.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// The title colour for `state`, or the normal one.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? (buttonType == .system ? tintColor : .white)
    }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    open override func stateDidChange() { updateTitle() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel?.frame = bounds
    }

    /// The size of the title with some room around it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let label = titleLabel else { return bounds.size }
        let text = label.sizeThatFits(size)
        return CGSize(width: text.width + 24, height: max(text.height + 14, 34))
    }

    /// The size of the title with room around it (`sizeThatFits`).
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    private func updateTitle() {
        guard let label = titleLabel else { return }
        if label.text != currentTitle { invalidateIntrinsicContentSize() }
        label.text = currentTitle
        label.textColor = currentTitleColor
        label.alpha = buttonType == .system && isHighlighted ? 0.2 : (isEnabled ? 1 : 0.35)
    }
}
