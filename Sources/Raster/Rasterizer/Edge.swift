/// A straight edge of a polygon in device pixels, directed from (x0, y0) to (x1, y1); its direction
/// gives its winding contribution (+1 downward, −1 upward).
public struct Edge: Hashable, Sendable {
    public var x0: Float, y0: Float, x1: Float, y1: Float

    public init(x0: Float, y0: Float, x1: Float, y1: Float) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }
}

/// How overlapping parts of a path decide what is inside, as in Core Graphics.
public enum FillRule: String, Hashable, Sendable {
    /// Inside where the winding number is not zero (`kCAFillRuleNonZero`, the default).
    case nonZero
    /// Inside where the winding number is odd (`kCAFillRuleEvenOdd`).
    case evenOdd
}

/// A rectangle of whole pixels, half-open: x in minX..<maxX, y in minY..<maxY.
public struct PixelBox: Hashable, Sendable {
    public var minX: Int, minY: Int, maxX: Int, maxY: Int

    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    public static let empty = PixelBox(minX: 0, minY: 0, maxX: 0, maxY: 0)

    /// The pixels a rectangle touches (its integral box); empty for a null or non-finite rectangle.
    public init(covering rect: Rect) {
        guard !rect.isNull, rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite else {
            self = .empty
            return
        }
        let limit = Double(1 << 24)
        func clamp(_ v: Double) -> Int { Int(min(max(v, -limit), limit)) }
        self.init(
            minX: clamp(rect.minX.rounded(.down)), minY: clamp(rect.minY.rounded(.down)),
            maxX: clamp(rect.maxX.rounded(.up)), maxY: clamp(rect.maxY.rounded(.up)))
    }

    public var width: Int { maxX - minX }
    public var height: Int { maxY - minY }
    public var isEmpty: Bool { maxX <= minX || maxY <= minY }

    public func intersection(_ other: PixelBox) -> PixelBox {
        let box = PixelBox(
            minX: max(minX, other.minX), minY: max(minY, other.minY),
            maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        return box.isEmpty ? .empty : box
    }

    /// The box grown by `margin` pixels on every side (an empty box stays empty).
    public func expanded(by margin: Int) -> PixelBox {
        isEmpty ? self : PixelBox(minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin)
    }

    public func union(_ other: PixelBox) -> PixelBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBox(
            minX: min(minX, other.minX), minY: min(minY, other.minY),
            maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }
}
