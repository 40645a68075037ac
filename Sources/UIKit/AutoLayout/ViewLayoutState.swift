import Foundation

/// What a view keeps for Auto Layout: its constraints, guides and priorities, and (at the top of a tree) the engine.
struct ViewLayoutState {
    var translatesAutoresizingMask = true
    /// The active constraints installed on the view.
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var margins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    var needsUpdateConstraints = true
    var engine: LayoutEngine?
    /// Width ≤, width ≥, height ≤, height ≥ the intrinsic content size (hugging and compression resistance).
    var contentSize: [NSLayoutConstraint] = []
    /// The frame as constraints, for a view that translates its autoresizing mask: x, y, width, height.
    var frame: [NSLayoutConstraint] = []

    /// The guides whose constraints the view holds: the margins and safe area guides, once asked for.
    var ownGuides: [UILayoutGuide] { [marginsGuide, safeAreaGuide].compactMap { $0 } }
    var allGuides: [UILayoutGuide] { guides + ownGuides }
}
