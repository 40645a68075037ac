/// An axis-aligned rectangle given by its origin (top-left in y-down space) and size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The rectangle that contains nothing; the identity of `union`.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }

    public var width: Double { size.width }
    public var height: Double { size.height }
    public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var center: Point { Point(x: midX, y: midY) }

    /// True for `Rect.null` and for rectangles of zero width or height.
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

    /// The same rectangle with non-negative width and height.
    public var standardized: Rect {
        Rect(x: minX, y: minY, width: abs(size.width), height: abs(size.height))
    }

    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The overlap of two rectangles, or `Rect.null` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        if isNull || other.isNull { return .null }
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        if x1 < x0 || y1 < y0 { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func intersects(_ other: Rect) -> Bool {
        let r = intersection(other)
        return !r.isNull && r.width > 0 && r.height > 0
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        if isNull { return other }
        if other.isNull { return self }
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing this one and the point.
    public func including(_ p: Point) -> Rect {
        union(Rect(x: p.x, y: p.y, width: 0, height: 0))
    }

    /// Shrunk by `dx` on the left and right and `dy` on the top and bottom (grown when negative), as `CGRect.insetBy`.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}
