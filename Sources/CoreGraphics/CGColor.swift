// What Core Graphics' `CGColor` offers beyond Raster's `Color` (which it is).
import LayerKit

extension Color {
    /// A grey: `gray` for red, green and blue.
    public init(gray: CGFloat, alpha: CGFloat) { self.init(red: gray, green: gray, blue: gray, alpha: alpha) }

    /// Red, green, blue and alpha.
    public var components: [CGFloat]? { [CGFloat(red), CGFloat(green), CGFloat(blue), CGFloat(alpha)] }

    public var numberOfComponents: Int { 4 }

    /// The colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? { withAlphaComponent(Double(alpha)) }
}
