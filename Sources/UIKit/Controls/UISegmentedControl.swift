import Foundation

/// A segmented control (`UISegmentedControl`) as iOS 13 and later draw it: a rounded grey box 32 points tall, the
/// selected segment on a white rounded thumb with a soft shadow, titles in the 13-point system font (semibold when
/// selected), thin separators between unselected neighbours. Segments share the width equally. Releasing the pointer
/// over another segment selects it, slides the thumb there and sends `.valueChanged`.
open class UISegmentedControl: UIControl, @unchecked Sendable {
    /// `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
    }

    private var segments: [Segment] = []
    private let background = UIView()
    private let thumb = UIView()
    private var labels: [UILabel] = []
    private var imageViews: [UIImageView] = []
    private var separators: [UIView] = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// A control with a segment for each item: a `String` title or a `UIImage`.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        segments = (items ?? []).map { item in
            if let image = item as? UIImage { return Segment(title: nil, image: image) }
            return Segment(title: "\(item)", image: nil)
        }
        setUp()
        frame.size = sizeThatFits(.zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        background.backgroundColor = .tertiarySystemFill
        background.layer.cornerRadius = 9
        thumb.backgroundColor = .white
        thumb.layer.cornerRadius = 7
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.12
        thumb.layer.shadowRadius = 4
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        for part in [background, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        rebuild()
    }

    open var numberOfSegments: Int { segments.count }

    /// The selected segment's index, or `noSegment` (-1). Setting it moves the thumb without animation and sends no
    /// action, as in UIKit.
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet {
            if !segments.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
            placeParts()
        }
    }
    /// Whether a segment is selected only while pressed.
    open var isMomentary = false
    /// The thumb's colour (white when nil).
    open var selectedSegmentTintColor: UIColor? { didSet { placeParts() } }
    /// Kept for UIKit's code: segments share the width equally here.
    open var apportionsSegmentWidthsByContent = false

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title, image: nil), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(title: nil, image: image), at: segment)
    }

    private func insert(_ new: Segment, at segment: Int) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(new, at: index)
        if selectedSegmentIndex >= index && selectedSegmentIndex != Self.noSegment { selectedSegmentIndex += 1 }
        rebuild()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment } else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
        rebuild()
    }

    open func removeAllSegments() {
        segments = []
        selectedSegmentIndex = Self.noSegment
        rebuild()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) { replace(segment, with: Segment(title: title, image: nil)) }

    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { replace(segment, with: Segment(title: nil, image: image)) }

    private func replace(_ segment: Int, with content: Segment) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = content.title
        segments[segment].image = content.image
        rebuild()
    }

    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        placeParts()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) && segments[segment].isEnabled }

    /// The titles' font (`.font`) and colour (`.foregroundColor`) for `state` (`.normal` or `.selected`).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleAttributes[state.rawValue] = attributes
        placeParts()
    }

    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// Equal segments as wide as the widest title plus 12 points each side (at least 44), 32 points tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let widest = labels.map { $0.sizeThatFits(.zero).width }.max() ?? 0
        let imageWidest = segments.compactMap { $0.image?.size.width }.max() ?? 0
        return CGSize(width: CGFloat(segments.count) * max(max(widest, imageWidest) + 24, 44), height: 32)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    open override func stateDidChange() {
        super.stateDidChange()
        alpha = isEnabled ? 1 : 0.45
    }

    private func rebuild() {
        for view in labels + imageViews + separators { view.removeFromSuperview() }
        labels = segments.map { segment in
            let label = UILabel()
            label.text = segment.title
            label.textAlignment = .center
            return label
        }
        imageViews = segments.map { UIImageView(image: $0.image) }
        separators = segments.dropFirst().map { _ in UIView() }
        for view in separators + labels + imageViews {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        separators.forEach { $0.backgroundColor = .separator }
        invalidateIntrinsicContentSize()
        placeParts()
    }

    private func segmentWidth() -> CGFloat { segments.isEmpty ? 0 : bounds.width / CGFloat(segments.count) }

    private func placeParts() {
        background.frame = bounds
        let width = segmentWidth()
        let selected = segments.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : nil
        thumb.isHidden = selected == nil
        thumb.backgroundColor = selectedSegmentTintColor ?? .white
        if let selected {
            thumb.frame = CGRect(x: CGFloat(selected) * width + 2, y: 2, width: max(width - 4, 0), height: max(bounds.height - 4, 0))
        }
        for (index, label) in labels.enumerated() {
            let isSelected = index == selected
            let attributes = titleAttributes[isSelected ? State.selected.rawValue : State.normal.rawValue] ?? titleAttributes[State.normal.rawValue]
            label.font = (attributes?[.font] as? UIFont) ?? .systemFont(ofSize: 13, weight: isSelected ? .semibold : .regular)
            label.textColor = (attributes?[.foregroundColor] as? UIColor) ?? .label
            label.alpha = segments[index].isEnabled ? 1 : 0.3
            label.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
            let imageView = imageViews[index]
            let size = segments[index].image?.size ?? .zero
            imageView.frame = CGRect(x: CGFloat(index) * width + (width - size.width) / 2, y: (bounds.height - size.height) / 2,
                                     width: size.width, height: size.height)
        }
        for (index, separator) in separators.enumerated() {
            // The separator between segments index and index + 1, hidden beside the thumb.
            separator.frame = CGRect(x: CGFloat(index + 1) * width - 0.5, y: 8, width: 1, height: max(bounds.height - 16, 0))
            separator.alpha = selected == index || selected == index + 1 ? 0 : 1
        }
    }

    private func segment(at point: CGPoint) -> Int? {
        let width = segmentWidth()
        guard width > 0, bounds.contains(point) else { return nil }
        let index = min(Int(point.x / width), segments.count - 1)
        return segments[index].isEnabled ? index : nil
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, let index = segment(at: touch.location(in: self)) else { return }
        if isMomentary {
            sendActionsForSelection(index)
            return
        }
        guard index != selectedSegmentIndex else { return }
        UIView.animate(withDuration: 0.25, delay: 0, options: .curveEaseInOut, animations: { self.selectedSegmentIndex = index })
        sendActions(for: .valueChanged)
    }

    private func sendActionsForSelection(_ index: Int) {
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
        selectedSegmentIndex = Self.noSegment
    }
}
