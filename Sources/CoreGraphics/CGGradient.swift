import LayerKit

/// A colour space (`CGColorSpace`). Colours here are sRGB, so every space draws as sRGB; it is kept for the code
/// that names one.
public final class CGColorSpace: Sendable {
    public let name: String

    public init?(name: String) { self.name = name }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"

    public var numberOfComponents: Int { name.contains("Gray") ? 1 : 3 }
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.sRGB)! }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)! }

/// A gradient's colours and their locations (`CGGradient`), drawn with `drawLinearGradient` or `drawRadialGradient`.
public final class CGGradient: Sendable {
    public let colors: [CGColor]
    /// Locations in 0...1, one per colour; nil spaces the colours evenly.
    public let locations: [Double]?

    /// `colors` (`CGColor`s, as `[CGColor]` or `UIColor.cgColor`s in an array), at `locations`.
    public init?(colorsSpace space: CGColorSpace?, colors: [Any], locations: UnsafePointer<CGFloat>?) {
        let found = colors.compactMap { $0 as? CGColor }
        guard !found.isEmpty, found.count == colors.count else { return nil }
        self.colors = found
        self.locations = locations.map { pointer in (0..<found.count).map { Double(pointer[$0]) } }
    }

    /// Components as Core Graphics lays them out: red, green, blue, alpha for each of `count` colours (or gray, alpha
    /// in a gray space).
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0, count <= 4096 else { return nil }
        let gray = space.numberOfComponents == 1
        colors = (0..<count).map { i in
            if gray { return Color(red: Double(components[2 * i]), green: Double(components[2 * i]), blue: Double(components[2 * i]), alpha: Double(components[2 * i + 1])) }
            return Color(red: Double(components[4 * i]), green: Double(components[4 * i + 1]), blue: Double(components[4 * i + 2]), alpha: Double(components[4 * i + 3]))
        }
        self.locations = locations.map { pointer in (0..<count).map { Double(pointer[$0]) } }
    }

    func gradient(_ kind: Gradient.Kind) -> Gradient { Gradient(colors: colors, locations: locations, kind: kind) }
}

