import Foundation

/// Distances in from each edge of a rectangle, in points (`UIEdgeInsets`).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public static let zero = UIEdgeInsets()
}

/// Distances in from the leading and trailing edges, which are left and right in a left-to-right layout.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public static let zero = NSDirectionalEdgeInsets()
}

/// An offset in points (`UIOffset`).
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public init() { self.init(horizontal: 0, vertical: 0) }

    public static let zero = UIOffset()
}

extension CGRect {
    /// The rectangle moved in by `insets` on each edge (out, for negative insets). As in UIKit, a rectangle whose insets
    /// leave it a negative width or height keeps it: `standardized` turns it around.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}

/// UIKit's geometry on `NSCoder`: the string forms (`"{x, y}"`, `"{{x, y}, {w, h}}"`) and keyed coding of points, sizes,
/// rectangles and insets, as `init?(coder:)` and `encode(with:)` use them.
extension NSCoder {
    public class func string(for point: CGPoint) -> String { "{\(number(point.x)), \(number(point.y))}" }
    public class func string(for size: CGSize) -> String { "{\(number(size.width)), \(number(size.height))}" }
    public class func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }

    /// The point in `"{x, y}"`; zero for text of another shape, as UIKit gives.
    public class func cgPoint(for string: String) -> CGPoint {
        let n = numbers(in: string)
        return n.count == 2 ? CGPoint(x: n[0], y: n[1]) : .zero
    }

    public class func cgSize(for string: String) -> CGSize {
        let n = numbers(in: string)
        return n.count == 2 ? CGSize(width: n[0], height: n[1]) : .zero
    }

    public class func cgRect(for string: String) -> CGRect {
        let n = numbers(in: string)
        return n.count == 4 ? CGRect(x: n[0], y: n[1], width: n[2], height: n[3]) : .zero
    }

    public func encode(_ point: CGPoint, forKey key: String) { encode(NSCoder.string(for: point), forKey: key) }
    public func encode(_ size: CGSize, forKey key: String) { encode(NSCoder.string(for: size), forKey: key) }
    public func encode(_ rect: CGRect, forKey key: String) { encode(NSCoder.string(for: rect), forKey: key) }

    public func decodeCGPoint(forKey key: String) -> CGPoint { NSCoder.cgPoint(for: decodeObject(forKey: key) as? String ?? "") }
    public func decodeCGSize(forKey key: String) -> CGSize { NSCoder.cgSize(for: decodeObject(forKey: key) as? String ?? "") }
    public func decodeCGRect(forKey key: String) -> CGRect { NSCoder.cgRect(for: decodeObject(forKey: key) as? String ?? "") }

    private class func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
    }

    private class func numbers(in string: String) -> [CGFloat] {
        string.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0).map { CGFloat($0) } }
    }
}
