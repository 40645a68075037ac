/// A colour with straight (non-premultiplied) alpha, components in 0...1, sRGB-encoded as
/// Core Graphics treats `UIColor` values (no colour management, no linearisation).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// From 8-bit components, as `UIColor(red: r/255, ...)` is usually written.
    public init(red8 r: Int, green8 g: Int, blue8 b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` is required, hex digits in either case).
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = hex.dropFirst()
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        let v = digits.count == 6 ? (value << 8) | 0xFF : value
        self.init(
            red: Double((v >> 24) & 0xFF) / 255, green: Double((v >> 16) & 0xFF) / 255,
            blue: Double((v >> 8) & 0xFF) / 255, alpha: Double(v & 0xFF) / 255)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let b = Int((Self.unit(v) * 255).rounded())
            return String(b, radix: 16, uppercase: true).leftPadded(to: 2)
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? rgb : rgb + byte(alpha)
    }

    public var description: String { hexString }

    /// The same colour with its alpha multiplied by `factor`.
    public func withAlphaComponent(_ a: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: a)
    }

    /// Premultiplied 32-bit ARGB (0xAARRGGBB), the frame buffer's pixel format; components clamped to 0...1 (a NaN
    /// component counts as 0).
    public var premultipliedARGB: UInt32 {
        let a = Self.unit(alpha)
        func channel(_ v: Double) -> UInt32 { UInt32((Self.unit(v) * a * 255).rounded()) }
        return (UInt32((a * 255).rounded()) << 24) | (channel(red) << 16) | (channel(green) << 8) | channel(blue)
    }

    /// `v` clamped to 0...1, NaN to 0 (which `min(max(v, 0), 1)` passes through, and converting it to an integer traps:
    /// a replicator's colour offset of -1e39 is an infinite `Float`, and the first copy's offset 0 · -∞). For every
    /// colour component, alpha and opacity that becomes a pixel value.
    static func unit(_ v: Double) -> Double { v >= 0 ? min(v, 1) : 0 }

    /// Component-wise linear interpolation (of straight-alpha components, as Core Animation interpolates colours).
    public func interpolated(to other: Color, at t: Double) -> Color {
        Color(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }
}

extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
