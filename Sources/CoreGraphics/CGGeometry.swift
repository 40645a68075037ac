// Conversions between Foundation's Core Graphics geometry (what Core Animation code uses) and Raster's (what
// LayerKit stores), and the Core Graphics functions on them that Foundation does not provide on Linux.
import LayerKit

extension CGPoint {
    /// The point as LayerKit stores it.
    public var point: Point { Point(Double(x), Double(y)) }
    public init(_ point: Point) { self.init(x: point.x, y: point.y) }
    /// The point mapped by `t` (`applying(_:)` of Core Graphics).
    public func applying(_ t: CGAffineTransform) -> CGPoint { CGPoint(t.apply(point)) }
}

extension CGSize {
    /// The size as LayerKit stores it.
    public var size: Size { Size(width: Double(width), height: Double(height)) }
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }
    /// The size mapped by `t`'s linear part (translation ignored), as Core Graphics does.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        let v = t.applyToVector(Point(Double(width), Double(height)))
        return CGSize(width: v.x, height: v.y)
    }
}

extension CGRect {
    /// The rectangle as LayerKit stores it.
    public var rect: Rect { Rect(x: Double(origin.x), y: Double(origin.y), width: Double(width), height: Double(height)) }
    public init(_ rect: Rect) { self.init(x: rect.origin.x, y: rect.origin.y, width: rect.width, height: rect.height) }
    /// The bounding box of the rectangle mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect { CGRect(t.apply(rect)) }
}
