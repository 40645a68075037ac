import LayerKit

/// A view showing an image (`UIImageView`) as its layer's contents, placed by `contentMode`; a resizable image's caps
/// keep their size (its layer's `contentsCenter`).
open class UIImageView: UIView, @unchecked Sendable {
    open var image: UIImage? {
        didSet {
            showImage()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }

    /// The image shown while `isHighlighted` (when there is one).
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted { showImage() } }
    }
    /// Whether the view shows its `highlightedImage` (a tab or a button's icon when selected).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue, highlightedImage != nil { showImage() } }
    }

    /// What the view shows: the highlighted image while highlighted, else the image.
    private var shownImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    /// The image's size in points (none without an image).
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Shows the image, a template image in the tint colour.
    private func showImage() {
        let image = shownImage
        let upright = image?.uprightPixels
        let pixels = image?.renderingMode == .alwaysTemplate ? upright.map { UIImage.tinted($0, tintColor.cgColor) } : upright
        UIView.performWithoutAnimation {
            layer.contents = pixels
            layer.contentsScale = Double(image?.scale ?? 1)
            layer.contentsCenter = image?.contentsCenter ?? CGRect(x: 0, y: 0, width: 1, height: 1)
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if shownImage?.renderingMode == .alwaysTemplate { showImage() }
    }

    /// As in UIKit, an image view lets touches through to the view behind it unless told otherwise.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// A view the size of `image`, at the origin.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        // An initializer's own assignments do not run the property's observer.
        self.image = image
        showImage()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}
