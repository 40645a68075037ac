import Foundation

/// A rectangle that takes part in Auto Layout without being a view (`UILayoutGuide`): a spacer, a group to centre, or
/// a view's margins and safe area. Its frame is in its owning view's coordinates.
///
/// Sendable under the scene rule: used only by the thread that builds and plays its scene (docs/architecture.md).
open class UILayoutGuide: NSObject, LayoutAnchoring, @unchecked Sendable {
    /// The view the guide was added to (`UIView.addLayoutGuide(_:)`).
    public internal(set) weak var owningView: UIView?
    /// A name shown in layout reports.
    open var identifier = ""
    /// The guide's frame as last solved, in the owning view's coordinates.
    public internal(set) var layoutFrame = CGRect.zero
    /// The constraints that tie a view's own guides (margins, safe area) to the view.
    var ownConstraints: [NSLayoutConstraint] = []

    public override init() { super.init() }

    open var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    open var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    open var widthAnchor: NSLayoutDimension { dimension(.width) }
    open var heightAnchor: NSLayoutDimension { dimension(.height) }

    /// A guide that follows `view`'s bounds inset by `insets` (for the margins and safe area guides).
    static func inset(_ view: UIView, identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.owningView = view
        guide.ownConstraints = [
            guide.leftAnchor.constraint(equalTo: view.leftAnchor),
            guide.topAnchor.constraint(equalTo: view.topAnchor),
            view.rightAnchor.constraint(equalTo: guide.rightAnchor),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ]
        return guide
    }

    /// Sets the insets of a margins or safe area guide.
    func setInsets(_ insets: UIEdgeInsets) {
        guard ownConstraints.count == 4 else { return }
        ownConstraints[0].constant = insets.left
        ownConstraints[1].constant = insets.top
        ownConstraints[2].constant = insets.right
        ownConstraints[3].constant = insets.bottom
    }
}
