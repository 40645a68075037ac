/// A location or displacement in a two-dimensional, y-down coordinate space (points or pixels,
/// depending on who holds it). Doubles everywhere outside the rasterizer's inner loops.
public struct Point: Hashable, Sendable, AdditiveArithmetic, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }

    /// Euclidean length of the point taken as a vector from the origin.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The unit vector in the same direction, or `.zero` for the zero vector.
    public var normalized: Point {
        let l = length
        return l > 0 ? Point(x: x / l, y: y / l) : .zero
    }

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    public static func * (s: Double, a: Point) -> Point { Point(x: a.x * s, y: a.y * s) }
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }

    /// Dot product.
    public func dot(_ other: Point) -> Double { x * other.x + y * other.y }

    /// z component of the cross product; positive when `other` turns clockwise on a y-down screen.
    public func cross(_ other: Point) -> Double { x * other.y - y * other.x }

    /// Distance to another point.
    public func distance(to other: Point) -> Double { (self - other).length }

    /// Linear interpolation: `self` at t = 0, `other` at t = 1.
    public func interpolated(to other: Point, at t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
}
