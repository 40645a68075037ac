// Core Graphics' names for Raster's values, and Foundation, whose geometry (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`)
// Core Graphics code uses.
@_exported import Foundation
import LayerKit

/// A colour (Core Graphics' `CGColor`): components in 0...1, sRGB, straight alpha.
public typealias CGColor = Color
/// An image (Core Graphics' `CGImage`): premultiplied 8-bit RGBA pixels.
public typealias CGImage = PixelBuffer
/// A 2-D affine transform (Core Graphics' `CGAffineTransform`), with its field names and conventions.
public typealias CGAffineTransform = Transform

/// A two-dimensional vector (`CGVector`), in points.
public struct CGVector: Hashable, Codable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init() { self.init(dx: CGFloat(0), dy: CGFloat(0)) }

    public static let zero = CGVector()
}

/// The largest finite `Float` (C's `MAXFLOAT`, which iOS code uses for "no limit").
public let MAXFLOAT = Float.greatestFiniteMagnitude
/// Nanoseconds in a second, a millisecond and a microsecond, and microseconds in a second (Dispatch's time constants).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000
