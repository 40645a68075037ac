import Foundation

/// A view a collection view reuses (`UICollectionReusableView`): made through its class with `init(frame:)`, which is
/// why that initializer is required (the script compiler writes a cell subclass's `override init(frame:)` as
/// `required`, as Objective-C's runtime calls it on iOS), told before reuse, and given its layout attributes.
open class UICollectionReusableView: UIView, @unchecked Sendable {
    /// The identifier the view was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// The kind of supplementary view it was dequeued as (nil for a cell).
    var reuseKind: String?

    public required override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Called before the view shows another item.
    open func prepareForReuse() {}

    /// Takes the layout's attributes: frame, transform, alpha, z-index and hidden (subclasses read their own).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like; the layout's, unchanged.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}

/// An item of a collection view (`UICollectionViewCell`): a `contentView` to add views to, an optional
/// `backgroundView`, and a `selectedBackgroundView` shown while the cell is selected or highlighted.
open class UICollectionViewCell: UICollectionReusableView, @unchecked Sendable {
    public let contentView = UIView()
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView { insertSubview(selectedBackgroundView, belowSubview: contentView) }
            updateSelectedBackground()
            setNeedsLayout()
        }
    }
    open var isSelected = false {
        didSet { updateSelectedBackground() }
    }
    open var isHighlighted = false {
        didSet { updateSelectedBackground() }
    }

    public required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.frame = bounds
        addSubview(contentView)
    }

    private func updateSelectedBackground() { selectedBackgroundView?.isHidden = !(isSelected || isHighlighted) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }
}
