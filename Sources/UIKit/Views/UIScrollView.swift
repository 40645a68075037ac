import LayerKit

/// A view whose content is larger than itself (`UIScrollView`): `contentOffset` is its bounds' origin, so its subviews
/// move as it scrolls. A drag scrolls it (with UIKit's rubber band past the edges when `bounces`), and a release carries
/// on decelerating at `decelerationRate` per millisecond, or settles on a page with `isPagingEnabled`, on the scene
/// clock (slow motion and seeking show the same motion). Its delegate hears every scroll, and the drag's and the
/// deceleration's beginnings and ends. Zooming is not provided (`zoomScale` stays 1).
open class UIScrollView: UIView, @unchecked Sendable {
    /// The size of the content, in points.
    open var contentSize = CGSize.zero
    /// Room around the content, in points.
    open var contentInset = UIEdgeInsets.zero
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open weak var delegate: UIScrollViewDelegate?
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var isDirectionalLockEnabled = false
    open var scrollsToTop = true
    /// How much of the speed is kept per millisecond while decelerating.
    open var decelerationRate = DecelerationRate.normal
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    public private(set) var zoomScale: CGFloat = 1
    public private(set) var isDragging = false
    public private(set) var isDecelerating = false
    public var isTracking: Bool { isDragging }
    /// The drag that scrolls the view.
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let recognizer = UIPanGestureRecognizer(target: nil, action: nil)
        recognizer.addTarget(self, action: Selector(UIScrollView.panned(_:)))
        return recognizer
    }()

    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    private var motion: ScrollMotion?
    private var dragStart = CGPoint.zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        addGestureRecognizer(panGestureRecognizer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        addGestureRecognizer(panGestureRecognizer)
    }

    /// Where the content's top left is shown: the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite, newValue != bounds.origin else { return }
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Scrolls to `offset`, over 0.3 s when `animated` (and then the delegate hears the animation end).
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated else { return contentOffset = offset }
        motion = ScrollMotion(scrollView: self, to: offset, duration: 0.3)
    }

    /// Scrolls just enough for `rect` (in the content's coordinates) to be in view.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        setContentOffset(clamped(offset), animated: animated)
    }

    open func flashScrollIndicators() {}
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {}

    // MARK: Limits

    /// The smallest and largest offsets that show content (with the insets).
    var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = contentInset
        let min = CGPoint(x: -inset.left, y: -inset.top)
        let max = CGPoint(x: Swift.max(min.x, contentSize.width + inset.right - bounds.width),
                          y: Swift.max(min.y, contentSize.height + inset.bottom - bounds.height))
        return (min, max)
    }

    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: Swift.min(Swift.max(offset.x, range.min.x), range.max.x),
                       y: Swift.min(Swift.max(offset.y, range.min.y), range.max.y))
    }

    /// Whether the view scrolls along x and along y.
    var scrollsAlong: (x: Bool, y: Bool) {
        let range = offsetRange
        return (range.max.x > range.min.x || alwaysBounceHorizontal, range.max.y > range.min.y || alwaysBounceVertical)
    }

    // MARK: Dragging

    func panned(_ recognizer: UIPanGestureRecognizer) {
        guard isScrollEnabled else { return }
        let translation = recognizer.translation(in: nil)
        switch recognizer.state {
        case .began:
            stopMotion()
            isDragging = true
            dragStart = contentOffset
            delegate?.scrollViewWillBeginDragging(self)
            contentOffset = dragged(by: translation)
        case .changed:
            contentOffset = dragged(by: translation)
        default:
            isDragging = false
            let velocity = recognizer.velocity(in: nil)
            var target = CGPoint(x: -velocity.x, y: -velocity.y)
            let along = scrollsAlong
            if !along.x { target.x = 0 }
            if !along.y { target.y = 0 }
            var offset = restingOffset(
                forProposed: decelerationTarget(from: contentOffset, velocity: target), velocity: CGPoint(x: target.x / 1000, y: target.y / 1000))
            delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: target.x / 1000, y: target.y / 1000),
                                                targetContentOffset: &offset)
            let decelerates = offset != contentOffset
            delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
            guard decelerates else { return }
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
            motion = ScrollMotion(scrollView: self, from: contentOffset, velocity: target, to: offset, paging: isPagingEnabled)
        }
    }

    /// Where a drag released with `velocity` (points per millisecond) stops, given where deceleration would take it (a
    /// collection view asks its layout).
    func restingOffset(forProposed offset: CGPoint, velocity: CGPoint) -> CGPoint { offset }

    /// The offset for a drag of `translation` from where it began: past the edges it moves at a fraction, as UIKit's
    /// rubber band does (none without `bounces`).
    private func dragged(by translation: CGPoint) -> CGPoint {
        let along = scrollsAlong
        let wanted = CGPoint(x: dragStart.x - (along.x ? translation.x : 0), y: dragStart.y - (along.y ? translation.y : 0))
        let edge = clamped(wanted)
        guard bounces else { return edge }
        func band(_ over: CGFloat, _ size: CGFloat) -> CGFloat {
            // UIKit's rubber band: (1 − 1 / (over · 0.55 / size + 1)) · size.
            let sign: CGFloat = over < 0 ? -1 : 1
            return sign * (1 - 1 / (abs(over) * 0.55 / Swift.max(size, 1) + 1)) * size
        }
        return CGPoint(x: edge.x + band(wanted.x - edge.x, bounds.width), y: edge.y + band(wanted.y - edge.y, bounds.height))
    }

    /// Where a release at `velocity` (points per second of content) comes to rest: the deceleration's distance, onto a
    /// page when paging, within the edges.
    private func decelerationTarget(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let rate = Double(Swift.min(Swift.max(decelerationRate.rawValue, 0.5), 0.9999))
        // Speed kept per millisecond r: the distance travelled is v / (1000 · ln(1/r)).
        let reach = 1 / (1000 * log(1 / rate))
        var target = CGPoint(x: offset.x + velocity.x * reach, y: offset.y + velocity.y * reach)
        if isPagingEnabled {
            let page = CGSize(width: Swift.max(bounds.width, 1), height: Swift.max(bounds.height, 1))
            let start = CGPoint(x: (dragStart.x / page.width).rounded(), y: (dragStart.y / page.height).rounded())
            func pageIndex(_ position: CGFloat, _ velocity: CGFloat, _ start: CGFloat, _ size: CGFloat) -> CGFloat {
                // A flick turns one page; a slow release goes to the nearest.
                if abs(velocity) > 300 { return start + (velocity > 0 ? 1 : -1) }
                return (position / size).rounded()
            }
            target = CGPoint(x: pageIndex(offset.x, velocity.x, start.x, page.width) * page.width,
                             y: pageIndex(offset.y, velocity.y, start.y, page.height) * page.height)
        }
        return clamped(target)
    }

    private func stopMotion() {
        motion?.stop()
        motion = nil
        if isDecelerating {
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// Called by the motion when it has come to rest.
    func motionEnded(animated: Bool) {
        motion = nil
        if isDecelerating {
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        } else if animated {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }
}

/// What a scroll view tells its delegate (`UIScrollViewDelegate`); every method is optional.
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// `velocity` in points per millisecond; the delegate may move `targetContentOffset`.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
