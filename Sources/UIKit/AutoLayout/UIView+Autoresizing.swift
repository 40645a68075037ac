import Foundation

extension UIView {
    /// Which parts of a view's frame stretch when its superview's size changes (`UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the view's frame follows its superview's size (none unless set): when the superview's width changes by d,
    /// the flexible parts among left margin, width and right margin share d in proportion to their sizes (equally if
    /// they are all zero); the same vertically. A view placed by constraints ignores it.
    public var autoresizingMask: AutoresizingMask {
        get { autoLayout.autoresizingMask }
        set { autoLayout.autoresizingMask = newValue }
    }

    /// Whether the subviews' autoresizing masks apply when this view's size changes (true unless set).
    public var autoresizesSubviews: Bool {
        get { autoLayout.autoresizesSubviews }
        set { autoLayout.autoresizesSubviews = newValue }
    }

    func resizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        for view in subviews where view.translatesAutoresizingMaskIntoConstraints && !view.autoresizingMask.isEmpty {
            let mask = view.autoresizingMask
            let frame = view.frame
            let (x, width) = Self.share(newSize.width - oldSize.width, start: frame.minX, length: frame.width, end: oldSize.width - frame.maxX,
                                        flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            let (y, height) = Self.share(newSize.height - oldSize.height, start: frame.minY, length: frame.height, end: oldSize.height - frame.maxY,
                                         flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            view.frame = CGRect(x: x, y: y, width: width, height: height)
        }
    }

    /// The new start and length of a span when `delta` is shared among its flexible parts.
    private static func share(_ delta: CGFloat, start: CGFloat, length: CGFloat, end: CGFloat,
                              flexible: (start: Bool, length: Bool, end: Bool)) -> (CGFloat, CGFloat) {
        let parts = [(flexible.start, max(start, 0)), (flexible.length, max(length, 0)), (flexible.end, max(end, 0))]
        let flexibleCount = parts.filter(\.0).count
        guard delta != 0, flexibleCount > 0 else { return (start, length) }
        let total = parts.filter(\.0).reduce(0) { $0 + $1.1 }
        func portion(_ index: Int) -> CGFloat {
            guard parts[index].0 else { return 0 }
            return total > 0 ? delta * parts[index].1 / total : delta / CGFloat(flexibleCount)
        }
        return (start + portion(0), length + portion(1))
    }
}
