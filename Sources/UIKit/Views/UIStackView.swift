import Foundation

/// A view that lays out a row or column of views with Auto Layout (`UIStackView`): it makes the constraints that place
/// its arranged subviews along `axis` by `distribution`, across it by `alignment`, `spacing` apart, and makes them
/// again whenever these change or an arranged subview is hidden or shown. A hidden arranged subview collapses to
/// nothing along the axis where it stands, and the others take its room (inside `UIView.animate`, with
/// `layoutIfNeeded()`, they move there smoothly). Its constraints are installed on the stack view, as in UIKit.
open class UIStackView: UIView, @unchecked Sendable {
    /// How the arranged views share the stack's length.
    public enum Distribution: Int, Sendable {
        /// Spaced by `spacing`, stretched or shrunk by their hugging and compression resistance priorities.
        case fill
        /// All the same length.
        case fillEqually
        /// Lengths in proportion to their intrinsic sizes.
        case fillProportionally
        /// At their intrinsic lengths, with equal gaps of at least `spacing`.
        case equalSpacing
        /// Centres equally far apart, with gaps of at least `spacing`.
        case equalCentering
    }

    /// Where the arranged views sit across the axis.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// `setCustomSpacing(_:after:)` with this value restores `spacing` after a view.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The system's spacing (8 points) between views.
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    public private(set) var arrangedSubviews: [UIView] = []
    open var axis = NSLayoutConstraint.Axis.horizontal { didSet { arrange() } }
    open var distribution = Distribution.fill { didSet { arrange() } }
    open var alignment = Alignment.fill { didSet { arrange() } }
    /// Points between adjacent arranged views (the least gap for the equal distributions).
    open var spacing: CGFloat = 0 { didSet { arrange() } }
    /// Whether the views are laid out inside the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrange() } }
    /// Accepted for UIKit's code; baselines are the views' bottoms here.
    open var isBaselineRelativeArrangement = false

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var generated: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A stack of `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arrangement (and as a subview); it is then placed by constraints.
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrange()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit (remove it from its superview to remove it).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrange()
    }

    /// Sets the space after `arrangedSubview` (`spacingUseDefault` restores `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrange()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    open override func willRemoveSubview(_ view: UIView) {
        super.willRemoveSubview(view)
        removeArrangedSubview(view)
    }

    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        if isLayoutMarginsRelativeArrangement { arrange() }
    }

    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrange()
        // Inside an animation block the others move into the room at once, animated, as a stack view does.
        if ViewAnimationContext.current != nil { layoutRoot.layoutIfNeeded() }
    }

    private func gap(after view: UIView) -> CGFloat {
        switch customSpacings[ObjectIdentifier(view)] ?? spacing {
        case Self.spacingUseSystem: systemSpacing
        case let value: value
        }
    }

    // MARK: Making the constraints

    /// The anchors of an item along the axis (start, end, centre, length) or across it.
    private struct Edges {
        let start: NSLayoutAnchor<AnyObject>, end: NSLayoutAnchor<AnyObject>, center: NSLayoutAnchor<AnyObject>
        let length: NSLayoutDimension
    }

    private func edges(of item: AnyObject, along: Bool) -> Edges {
        let horizontal = (axis == .horizontal) == along
        func anchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: item, attribute: attribute) }
        return horizontal
            ? Edges(start: anchor(.leading), end: anchor(.trailing), center: anchor(.centerX), length: NSLayoutDimension(item: item, attribute: .width))
            : Edges(start: anchor(.top), end: anchor(.bottom), center: anchor(.centerY), length: NSLayoutDimension(item: item, attribute: .height))
    }

    private func arrange() {
        removeConstraints(generated)
        for guide in spacers { removeLayoutGuide(guide) }
        generated = []
        spacers = []
        let box: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let visible = arrangedSubviews.filter { !$0.isHidden }
        var made: [NSLayoutConstraint] = []
        func add(_ constraint: NSLayoutConstraint, _ name: String, _ priority: UILayoutPriority = .required) {
            constraint.priority = priority
            constraint.identifier = name
            made.append(constraint)
        }
        let container = edges(of: box, along: true), across = edges(of: box, along: false)
        // Along the axis.
        if let first = visible.first, let last = visible.last {
            add(edges(of: first, along: true).start.constraint(equalTo: container.start), "UISV-canvas-connection")
            add(container.end.constraint(equalTo: edges(of: last, along: true).end), "UISV-canvas-connection")
        }
        for (previous, view) in zip(visible, visible.dropFirst()) {
            let before = edges(of: previous, along: true), after = edges(of: view, along: true)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(after.start.constraint(equalTo: before.end, constant: gap(after: previous)), "UISV-spacing")
            case .equalSpacing, .equalCentering:
                add(after.start.constraint(greaterThanOrEqualTo: before.end, constant: gap(after: previous)), "UISV-spacing")
                let spacer = UILayoutGuide()
                spacer.identifier = "UISV-distributing"
                addLayoutGuide(spacer)
                spacers.append(spacer)
                let guide = edges(of: spacer, along: true)
                let centred = distribution == .equalCentering
                add(guide.start.constraint(equalTo: centred ? before.center : before.end), "UISV-distributing-edge")
                add(guide.end.constraint(equalTo: centred ? after.center : after.start), "UISV-distributing-edge")
                if let firstSpacer = spacers.first, firstSpacer !== spacer {
                    add(guide.length.constraint(equalTo: edges(of: firstSpacer, along: true).length), "UISV-distributing", centred ? .required - 1 : .required)
                }
            }
        }
        if let first = visible.first {
            for view in visible.dropFirst() {
                let length = edges(of: view, along: true).length, firstLength = edges(of: first, along: true).length
                if distribution == .fillEqually {
                    add(length.constraint(equalTo: firstLength), "UISV-fill-equally")
                } else if distribution == .fillProportionally {
                    let horizontal = axis == .horizontal
                    let mine = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                    let theirs = horizontal ? first.intrinsicContentSize.width : first.intrinsicContentSize.height
                    if mine > 0 && theirs > 0 { add(length.constraint(equalTo: firstLength, multiplier: mine / theirs), "UISV-fill-proportionally", .required - 1) }
                }
            }
        }
        // A hidden view collapses where it stands.
        for (index, view) in arrangedSubviews.enumerated() where view.isHidden {
            let mine = edges(of: view, along: true)
            let anchorBefore = arrangedSubviews[..<index].last(where: { !$0.isHidden }).map { edges(of: $0, along: true).end } ?? container.start
            add(mine.length.constraint(equalToConstant: 0), "UISV-hiding", .required - 1)
            add(mine.start.constraint(equalTo: anchorBefore), "UISV-hiding")
        }
        // Across the axis.
        for view in arrangedSubviews {
            let mine = edges(of: view, along: false)
            switch alignment {
            case .fill:
                add(mine.start.constraint(equalTo: across.start), "UISV-alignment")
                add(mine.end.constraint(equalTo: across.end), "UISV-alignment")
            case .leading:
                add(mine.start.constraint(equalTo: across.start), "UISV-alignment")
                add(mine.end.constraint(lessThanOrEqualTo: across.end), "UISV-spanning-boundary")
            case .trailing, .firstBaseline, .lastBaseline:
                add(mine.end.constraint(equalTo: across.end), "UISV-alignment")
                add(mine.start.constraint(greaterThanOrEqualTo: across.start), "UISV-spanning-boundary")
            case .center:
                add(mine.center.constraint(equalTo: across.center), "UISV-alignment")
                add(mine.start.constraint(greaterThanOrEqualTo: across.start), "UISV-spanning-boundary")
            }
        }
        if alignment != .fill, !arrangedSubviews.isEmpty {
            // As small across as the largest view, unless told otherwise.
            add(across.length.constraint(equalToConstant: 0), "UISV-canvas-fit", .fittingSizeLevel - 1)
        }
        generated = made
        addConstraints(made)
    }
}
