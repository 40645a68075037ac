import Foundation
import LayerKit

/// The spinning activity indicator (`UIActivityIndicatorView`) as iOS 13 draws it: eight rounded spokes around the
/// centre, the brightest one going round once a second while the others fade behind it. `.medium` is 20 points wide,
/// `.large` 37; the older styles map to these (`.white`, `.gray` medium; `.whiteLarge` large, white).
open class UIActivityIndicatorView: UIView, @unchecked Sendable {
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        case whiteLarge = 0, white = 1, gray = 2
    }

    open var style: Style {
        didSet { rebuild() }
    }
    /// The spokes' colour (grey unless set; white for the old white styles).
    open var color: UIColor! {
        didSet { rebuild() }
    }
    open var hidesWhenStopped = true {
        didSet { updateVisibility() }
    }
    public private(set) var isAnimating = false

    private let replicator = CAReplicatorLayer()
    private let spoke = CALayer()
    /// Spokes, and the time the brightest takes to go round, in seconds.
    static let spokes = 8
    static let period = 1.0

    public init(style: Style) {
        self.style = style
        color = style == .white || style == .whiteLarge ? .white : .gray
        let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        setUp()
    }

    public override init(frame: CGRect) {
        style = .medium
        color = .gray
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        style = .medium
        color = .gray
        super.init(coder: coder)
        setUp()
    }

    /// The pre-iOS 13 initializer.
    public convenience init(activityIndicatorStyle: Style) { self.init(style: activityIndicatorStyle) }

    private func setUp() {
        isUserInteractionEnabled = false
        replicator.addSublayer(spoke)
        layer.addSublayer(replicator)
        rebuild()
        updateVisibility()
    }

    open override var intrinsicContentSize: CGSize {
        let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20
        return CGSize(width: side, height: side)
    }

    open override func layoutSubviews() { rebuild() }

    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.25
        fade.duration = Self.period
        fade.repeatCount = .infinity
        spoke.add(fade, forKey: "spin")
        updateVisibility()
    }

    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spoke.removeAnimation(forKey: "spin")
        updateVisibility()
    }

    private func updateVisibility() {
        UIView.performWithoutAnimation { isHidden = hidesWhenStopped && !isAnimating }
    }

    /// Lays the spokes out for the style and the bounds: each spoke a rounded bar from 45 % to 100 % of the radius.
    private func rebuild() {
        let large = style == .large || style == .whiteLarge
        let side: CGFloat = large ? 37 : 20
        let b: CGRect = layer.bounds
        let radius = side / 2
        let width: CGFloat = large ? 4 : 2.5
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        replicator.frame = CGRect(x: (b.width - side) / 2, y: (b.height - side) / 2, width: side, height: side)
        replicator.instanceCount = Self.spokes
        replicator.instanceDelay = Self.period / Double(Self.spokes)
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(Self.spokes), 0, 0, 1)
        spoke.frame = CGRect(x: radius - width / 2, y: 0, width: width, height: radius * 0.55)
        spoke.cornerRadius = width / 2
        spoke.backgroundColor = (color ?? .gray).cgColor
        spoke.opacity = isAnimating ? 0.25 : 1
        CATransaction.commit()
    }
}
