import Foundation
import LayerKit

/// The bar at the top of a navigation controller (`UINavigationBar`): 44 points high, translucent white with a hairline
/// below, the title centred in semibold 17-point text, bar button items as tint-coloured text at the sides.
open class UINavigationBar: UIView, @unchecked Sendable {
    /// The bar's height in points.
    public static let height: CGFloat = 44

    private let titleLabel = UILabel(frame: .zero)
    private let hairline = UIView(frame: .zero)
    private var sideButtons: [UIView] = []

    /// The bar's colour (translucent white when nil).
    open var barTintColor: UIColor? { didSet { applyColors() } }
    open var isTranslucent = true { didSet { applyColors() } }
    open var barStyle = UIBarStyle.default { didSet { applyColors() } }
    /// The title's font and colour (`.font`, `.foregroundColor`).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { applyColors() } }
    open var prefersLargeTitles = false
    open var shadowImage: UIImage?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        addSubview(hairline)
        applyColors()
    }

    private func applyColors() {
        let dark = barStyle == .black
        let base = barTintColor ?? (dark ? UIColor(white: 0.11, alpha: 1) : UIColor(white: 0.97, alpha: 1))
        backgroundColor = isTranslucent ? base.withAlphaComponent(0.92) : base
        titleLabel.font = titleTextAttributes?[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = titleTextAttributes?[.foregroundColor] as? UIColor ?? (dark ? .white : .black)
    }

    /// Shows `item`'s title (else `title`) and its bar button items.
    func show(_ item: UINavigationItem?, title: String?) {
        titleLabel.text = item?.title ?? title
        for button in sideButtons { button.removeFromSuperview() }
        sideButtons = []
        let left = item?.leftBarButtonItems ?? [], right = item?.rightBarButtonItems ?? []
        for (items, isLeft) in [(left, true), (right, false)] {
            for barItem in items {
                let view = barItem.makeView(tint: tintColor)
                view.tag = isLeft ? 1 : 2
                addSubview(view)
                sideButtons.append(view)
            }
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        let b = bounds
        titleLabel.frame = CGRect(x: b.width * 0.25, y: 0, width: b.width * 0.5, height: b.height)
        hairline.frame = CGRect(x: 0, y: b.height, width: b.width, height: 0.5)
        var left: CGFloat = 8, right = b.width - 8
        for view in sideButtons {
            let width = view.frame.width
            if view.tag == 1 {
                view.frame = CGRect(x: left, y: 0, width: width, height: b.height)
                left += width + 8
            } else {
                view.frame = CGRect(x: right - width, y: 0, width: width, height: b.height)
                right -= width + 8
            }
        }
    }
}

public enum UIBarStyle: Int, Sendable {
    case `default` = 0, black
}

/// What a controller shows in a navigation bar (`UINavigationItem`): a title (the controller's when nil) and buttons.
///
/// Sendable under the scene rule: used only by the thread that builds and plays its scene (docs/architecture.md).
open class UINavigationItem: @unchecked Sendable {
    open var title: String? { didSet { onChange?() } }
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { onChange?() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { onChange?() } }
    open var hidesBackButton = false
    open var prompt: String?
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// Called when what the bar shows changes.
    var onChange: (() -> Void)?

    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }

    public init(title: String) { self.title = title }
    public init() {}
}

/// A button in a navigation bar (`UIBarButtonItem`): a title (or a system item's), calling its action on its target.
///
/// Sendable under the scene rule: used only by the thread that builds and plays its scene (docs/architecture.md).
open class UIBarButtonItem: @unchecked Sendable {
    open var title: String?
    open var target: AnyObject?
    open var action: Selector?
    open var style = Style.plain
    open var isEnabled = true
    open var tintColor: UIColor?
    open var customView: UIView?
    open var tag = 0

    public enum Style: Int, Sendable { case plain, bordered, done }

    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search, refresh
        case stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

        var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .flexibleSpace, .fixedSpace: ""
            case .undo: "Undo"
            case .redo: "Redo"
            case .close: "Close"
            case .play: "▶"
            case .pause: "❙❙"
            case .stop: "■"
            case .refresh: "↻"
            default: "\(self)".prefix(1).uppercased() + "\(self)".dropFirst()
            }
        }
    }

    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public init(barButtonSystemItem item: SystemItem, target: Any?, action: Selector?) {
        title = item.title
        style = item == .done ? .done : .plain
        self.target = target as AnyObject?
        self.action = action
    }

    public init(customView: UIView) {
        self.customView = customView
    }

    public init() {}

    /// The view standing for the item in a bar.
    func makeView(tint: UIColor) -> UIView {
        if let customView { return customView }
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.setTitleColor(tintColor ?? tint, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: style == .done ? .semibold : .regular)
        button.isEnabled = isEnabled
        button.frame.size.width = CGFloat(max(title?.count ?? 0, 1)) * 10 + 12
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button
    }
}
