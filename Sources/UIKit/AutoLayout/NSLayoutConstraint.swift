import LayerKit

/// A linear relation between two layout attributes (`NSLayoutConstraint`):
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`, in points. Items are views
/// or layout guides. An active constraint is installed on the nearest common ancestor of its items' views, and the
/// layout engine of that view tree solves it before the next frame (or at `layoutIfNeeded()`): the frames of views
/// with `translatesAutoresizingMaskIntoConstraints == false` follow. Changing `constant` re-solves incrementally; done
/// inside a `UIView.animate` block followed by `layoutIfNeeded()`, the frames animate.
///
/// Sendable under the scene rule: used only by the thread that builds and plays its scene (docs/architecture.md).
open class NSLayoutConstraint: NSObject, @unchecked Sendable {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// An axis of layout, for content hugging and compression resistance and stack views.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// The first item: a `UIView` or a `UILayoutGuide`.
    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    /// The second item, or nil for a constant (a width or height equal to a number).
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// Points added to the second side. Setting it on an active constraint re-solves the layout from the current one.
    open var constant: CGFloat {
        didSet { if constant != oldValue { engine?.constantDidChange(self) } }
    }
    /// Set it before activating: the layout re-solves if it changes while active.
    open var priority = UILayoutPriority.required {
        didSet { if priority != oldValue { LayoutEngine.hierarchyDidChange() } }
    }
    /// A name shown in layout reports.
    open var identifier: String?
    /// Whether an archived interface would keep it: nothing is archived here.
    open var shouldBeArchived = false

    /// The view the constraint is installed on, while active.
    weak var installedOn: UIView?
    /// The engine solving it, while it is in one.
    weak var engine: LayoutEngine?

    /// `view1.attr1 relation multiplier × view2.attr2 + c`. `view2` is nil (and `attr2` `.notAnAttribute`) for a
    /// constant; `view1` and `view2` are views or layout guides.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// Whether the constraint takes part in layout. Activating installs it on the nearest common ancestor of its items'
    /// views; items in different view trees cannot be related, which is reported, and the constraint stays inactive.
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue == isActive { return }
            if newValue {
                guard let ancestor = commonAncestor else {
                    return RuntimeIssues.report("cannot activate \(self): its items have no common ancestor (add both views to the same view tree first)")
                }
                ancestor.addConstraint(self)
            } else {
                installedOn?.removeConstraint(self)
            }
        }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The anchor of the first item's attribute.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: firstItem, attribute: firstAttribute) }
    /// The anchor of the second item's attribute, if there is a second item.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    /// The view whose coordinates relate the items: the nearest view that is, or holds, both items' views.
    var commonAncestor: UIView? {
        guard let first = firstItem.flatMap(layoutView(of:)) else { return nil }
        guard let secondItem else { return first }
        guard let second = layoutView(of: secondItem) else { return nil }
        var candidate: UIView? = first
        while let view = candidate {
            if second.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }

    open override var description: String {
        let name = identifier.map { "'\($0)' " } ?? ""
        var text = "\(name)\(itemName(firstItem)).\(firstAttribute) \(relation.symbol) "
        if let secondItem {
            if multiplier != 1 { text += "\(Self.number(multiplier))×" }
            text += "\(itemName(secondItem)).\(secondAttribute)"
            if constant != 0 { text += constant > 0 ? " + \(Self.number(constant))" : " − \(Self.number(-constant))" }
        } else {
            text += Self.number(constant)
        }
        if priority < .required { text += " @\(Self.number(CGFloat(priority.rawValue)))" }
        return text
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%g", Double(value))
    }
}

/// The view that places a layout item: the view itself, or a guide's owning view.
func layoutView(of item: AnyObject) -> UIView? {
    if let view = item as? UIView { return view }
    return (item as? UILayoutGuide)?.owningView
}

/// How a layout report names an item: its class, and what tells it apart (its identifier, tag or text).
func itemName(_ item: AnyObject?) -> String {
    guard let item else { return "(released)" }
    if let guide = item as? UILayoutGuide {
        return "\(guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier)(\(itemName(guide.owningView)))"
    }
    guard let view = item as? UIView else { return String(describing: type(of: item)) }
    var name = String(describing: type(of: view))
    if let id = view.accessibilityIdentifier, !id.isEmpty {
        name += " '\(id)'"
    } else if let label = view as? UILabel, let text = label.text {
        name += " \"\(text.prefix(20))\""
    } else if let button = view as? UIButton, let title = button.currentTitle {
        name += " \"\(title.prefix(20))\""
    } else if view.tag != 0 {
        name += " #\(view.tag)"
    }
    return name
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
