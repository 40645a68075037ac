import Foundation

/// A row of page dots (`UIPageControl`), drawn as iOS draws them before iOS 14: 7-point dots 16 points apart, centred
/// in the control, the current one in `currentPageIndicatorTintColor` (white unless set), the others in
/// `pageIndicatorTintColor` (white at 30 % unless set). A tap on the control's right half moves to the next page, on its
/// left half to the previous one, and sends `.valueChanged`.
open class UIPageControl: UIControl, @unchecked Sendable {
    static let dot: CGFloat = 7
    static let pitch: CGFloat = 16
    static let height: CGFloat = 37
    private var dots: [UIView] = []

    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(numberOfPages, 0)
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            rebuild()
        }
    }
    open var currentPage = 0 {
        didSet {
            currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            updateLook()
        }
    }
    open var hidesForSinglePage = false { didSet { updateLook() } }
    open var pageIndicatorTintColor: UIColor? { didSet { updateLook() } }
    open var currentPageIndicatorTintColor: UIColor? { didSet { updateLook() } }
    /// Accepted for UIKit's spelling: the dots always show the current page.
    open var defersCurrentPageDisplay = false

    /// The size that shows `pageCount` dots.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(pageCount, 0)) * Self.pitch, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }
    open func updateCurrentPageDisplay() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        let start = bounds.midX - CGFloat(dots.count - 1) * Self.pitch / 2
        for (index, dot) in dots.enumerated() {
            dot.center = CGPoint(x: start + CGFloat(index) * Self.pitch, y: bounds.midY)
        }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, numberOfPages > 1 else { return }
        let next = touch.location(in: self).x >= bounds.midX ? currentPage + 1 : currentPage - 1
        guard next >= 0, next < numberOfPages else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }

    private func rebuild() {
        for dot in dots { dot.removeFromSuperview() }
        dots = (0..<min(numberOfPages, 1000)).map { _ in
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: Self.dot, height: Self.dot))
            dot.layer.cornerRadius = Self.dot / 2
            dot.isUserInteractionEnabled = false
            addSubview(dot)
            return dot
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        updateLook()
    }

    private func updateLook() {
        if hidesForSinglePage { isHidden = numberOfPages <= 1 }
        for (index, dot) in dots.enumerated() {
            dot.backgroundColor = index == currentPage
                ? currentPageIndicatorTintColor ?? .white : pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
        }
    }
}
