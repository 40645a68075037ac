import Foundation

extension UIView: LayoutAnchoring {
    /// Whether the view's frame (set in code, and adjusted by `autoresizingMask`) is kept by Auto Layout as required
    /// constraints (true, the default), or the view is placed by the constraints given to it (false: set it on every
    /// view you constrain, as in UIKit; stack views set it on their arranged subviews).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout.translatesAutoresizingMask }
        set {
            guard newValue != autoLayout.translatesAutoresizingMask else { return }
            autoLayout.translatesAutoresizingMask = newValue
            LayoutEngine.hierarchyDidChange()
        }
    }

    /// The active constraints installed on this view (each active constraint is installed on the nearest common
    /// ancestor of its items).
    public var constraints: [NSLayoutConstraint] { autoLayout.constraints }

    /// Installs and activates `constraint`, which must relate this view or views inside it.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn !== self else { return }
        constraint.installedOn?.removeConstraint(constraint)
        autoLayout.constraints.append(constraint)
        constraint.installedOn = self
        LayoutEngine.hierarchyDidChange()
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates `constraint` if it is installed here.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn === self else { return }
        autoLayout.constraints.removeAll { $0 === constraint }
        constraint.installedOn = nil
        LayoutEngine.hierarchyDidChange()
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    /// The baselines: a view's bottom (labels here have one line).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    public var heightAnchor: NSLayoutDimension { dimension(.height) }

    // MARK: Guides and margins

    public var layoutGuides: [UILayoutGuide] { autoLayout.guides }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        autoLayout.guides.append(guide)
        LayoutEngine.hierarchyDidChange()
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        autoLayout.guides.removeAll { $0 === guide }
        guide.owningView = nil
        LayoutEngine.hierarchyDidChange()
    }

    /// The view's bounds inset by `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayout.marginsGuide { return guide }
        let guide = UILayoutGuide.inset(self, identifier: "UIViewLayoutMarginsGuide")
        guide.setInsets(layoutMargins)
        autoLayout.marginsGuide = guide
        LayoutEngine.hierarchyDidChange()
        return guide
    }

    /// The part of the view no bar or screen edge covers: the whole view here (nothing covers a scene), so
    /// `safeAreaInsets` is zero.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.safeAreaGuide { return guide }
        let guide = UILayoutGuide.inset(self, identifier: "UIViewSafeAreaLayoutGuide")
        autoLayout.safeAreaGuide = guide
        LayoutEngine.hierarchyDidChange()
        return guide
    }

    public var safeAreaInsets: UIEdgeInsets { .zero }

    /// Space inside the edges for content: 8 points each side unless set.
    public var layoutMargins: UIEdgeInsets {
        get { autoLayout.margins }
        set {
            guard newValue != autoLayout.margins else { return }
            autoLayout.margins = newValue
            autoLayout.marginsGuide?.setInsets(newValue)
            // Margin attributes of constraints read the margins when collected.
            LayoutEngine.hierarchyDidChange()
            layoutMarginsDidChange()
        }
    }

    /// `layoutMargins` with leading and trailing (left and right here).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    // MARK: Content size priorities

    /// How strongly the view resists growing past its intrinsic size along `axis` (250 unless set).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout.hugging.horizontal : autoLayout.hugging.vertical
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.hugging.horizontal = priority } else { autoLayout.hugging.vertical = priority }
        LayoutEngine.hierarchyDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 unless set).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout.compressionResistance.horizontal : autoLayout.compressionResistance.vertical
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            autoLayout.compressionResistance.horizontal = priority
        } else {
            autoLayout.compressionResistance.vertical = priority
        }
        LayoutEngine.hierarchyDidChange()
    }

    // MARK: Passes

    /// Asks for `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        LayoutEngine.hierarchyDidChange()
    }

    public func needsUpdateConstraints() -> Bool { autoLayout.needsUpdateConstraints }

    /// Calls `updateConstraints()` on the views inside this one that asked for it, deepest first, then on this one (and
    /// its view controller's `updateViewConstraints()`).
    public func updateConstraintsIfNeeded() {
        for view in subviews { view.updateConstraintsIfNeeded() }
        guard autoLayout.needsUpdateConstraints else { return }
        autoLayout.needsUpdateConstraints = false
        updateConstraints()
        viewController?.updateViewConstraints()
    }

    /// Whether the constraints leave the view's frame open (some of x, y, width, height undetermined).
    public var hasAmbiguousLayout: Bool { layoutRoot.autoLayout.engine?.isAmbiguous(self) ?? false }

    /// The smallest size the constraints inside the view allow: a view's constraints decide, with the fitting
    /// priorities asked for; here the size of the solved layout, or the intrinsic size of a view without constraints.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        layoutIfNeeded()
        let intrinsic = intrinsicContentSize
        return CGSize(width: intrinsic.width >= 0 ? intrinsic.width : bounds.width,
                      height: intrinsic.height >= 0 ? intrinsic.height : bounds.height)
    }

    public static let layoutFittingCompressedSize = CGSize.zero
    public static let layoutFittingExpandedSize = CGSize(width: 1e6, height: 1e6)

    // MARK: For the engine

    /// The view at the top of this view's tree.
    var layoutRoot: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// Solves the constraints of this view's tree and places its views.
    func updateLayoutEngine() {
        let root = layoutRoot
        if root.autoLayout.engine == nil { root.autoLayout.engine = LayoutEngine() }
        root.autoLayout.engine!.update(root: root)
    }

    func forEachViewInTree(_ body: (UIView) -> Void) {
        body(self)
        for view in subviews { view.forEachViewInTree(body) }
    }

    /// The hugging and compression resistance constraints for the dimensions the view has an intrinsic size in.
    func contentSizeConstraints() -> [NSLayoutConstraint] {
        let size = intrinsicContentSize
        if size.width == UIView.noIntrinsicMetric && size.height == UIView.noIntrinsicMetric { return [] }
        if autoLayout.contentSize.isEmpty {
            autoLayout.contentSize = [
                widthAnchor.constraint(lessThanOrEqualToConstant: 0), widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
                heightAnchor.constraint(lessThanOrEqualToConstant: 0), heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
            ]
            for constraint in autoLayout.contentSize { constraint.identifier = "content size" }
        }
        let c = autoLayout.contentSize
        var wanted: [NSLayoutConstraint] = []
        for (axis, value, hug, resist) in [(NSLayoutConstraint.Axis.horizontal, size.width, c[0], c[1]), (.vertical, size.height, c[2], c[3])]
        where value != UIView.noIntrinsicMetric {
            hug.constant = value
            resist.constant = value
            hug.priority = contentHuggingPriority(for: axis)
            resist.priority = contentCompressionResistancePriority(for: axis)
            wanted += [hug, resist]
        }
        return wanted
    }

    /// The view's frame as four required constraints (for a view that translates its autoresizing mask).
    func frameConstraints() -> [NSLayoutConstraint] {
        if autoLayout.frame.isEmpty {
            autoLayout.frame = [
                NSLayoutConstraint(item: self, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: self, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0),
                widthAnchor.constraint(equalToConstant: 0), heightAnchor.constraint(equalToConstant: 0),
            ]
            for constraint in autoLayout.frame { constraint.identifier = "autoresizing mask" }
        }
        frameDidChangeForLayout()
        return autoLayout.frame
    }

    /// Keeps the frame constraints of a view that translates its autoresizing mask equal to its frame.
    func frameDidChangeForLayout() {
        guard autoLayout.frame.count == 4, autoLayout.translatesAutoresizingMask else { return }
        let frame = self.frame
        autoLayout.frame[0].constant = frame.minX
        autoLayout.frame[1].constant = frame.minY
        autoLayout.frame[2].constant = frame.width
        autoLayout.frame[3].constant = frame.height
    }
}
