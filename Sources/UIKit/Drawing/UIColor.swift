import LayerKit
import CoreText

/// A colour as UIKit code makes it (`UIColor`): sRGB components in 0...1 with straight alpha. Layers take its
/// `cgColor`.
///
/// Sendable: immutable (its one stored value is a `let`).
open class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The colour in Core Graphics' (and LayerKit's) type.
    public let cgColor: CGColor

    public init(cgColor: CGColor) { self.cgColor = cgColor }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: Color(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// The colour of a `#colorLiteral(red:green:blue:alpha:)` (components in 0...1, as Xcode's colour swatch writes them).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// No colour: transparent black, as `UIColor()` is in UIKit.
    public convenience init() { self.init(white: 0, alpha: 0) }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(cgColor: Color(red: white, green: white, blue: white, alpha: alpha))
    }

    /// Hue, saturation and brightness in 0...1 (HSB as UIKit defines it; a hue of 1 is red again).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue) - Double(hue).rounded(.down)) * 6, s = Double(saturation), v = Double(brightness)
        let sector = min(Int(h), 5), f = h - Double(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(cgColor: cgColor.withAlphaComponent(Double(alpha))) }

    /// Writes the components into the pointers given; always succeeds (every colour here is RGB).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(cgColor.red)
        green?.pointee = CGFloat(cgColor.green)
        blue?.pointee = CGFloat(cgColor.blue)
        alpha?.pointee = CGFloat(cgColor.alpha)
        return true
    }

    public var description: String { "UIColor(\(cgColor.hexString))" }
    public static func == (a: UIColor, b: UIColor) -> Bool { a.cgColor == b.cgColor }
    public func hash(into hasher: inout Hasher) { hasher.combine(cgColor) }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int) -> UIColor { UIColor(cgColor: Color(red8: r, green8: g, blue8: b)) }

    // The fixed colours, with UIKit's components.
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

    // The system colours in their light-mode values.
    public static let systemRed = rgb(255, 59, 48)
    public static let systemOrange = rgb(255, 149, 0)
    public static let systemYellow = rgb(255, 204, 0)
    public static let systemGreen = rgb(52, 199, 89)
    public static let systemMint = rgb(0, 199, 190)
    public static let systemTeal = rgb(48, 176, 199)
    public static let systemCyan = rgb(50, 173, 230)
    public static let systemBlue = rgb(0, 122, 255)
    public static let systemIndigo = rgb(88, 86, 214)
    public static let systemPurple = rgb(175, 82, 222)
    public static let systemPink = rgb(255, 45, 85)
    public static let systemBrown = rgb(162, 132, 94)
    public static let systemGray = rgb(142, 142, 147)
    public static let systemGray2 = rgb(174, 174, 178)
    public static let systemGray3 = rgb(199, 199, 204)
    public static let systemGray4 = rgb(209, 209, 214)
    public static let systemGray5 = rgb(229, 229, 234)
    public static let systemGray6 = rgb(242, 242, 247)
    public static let label = black
    public static let secondaryLabel = UIColor(cgColor: Color(red8: 60, green8: 60, blue8: 67, alpha: 0.6))
    public static let tertiaryLabel = UIColor(cgColor: Color(red8: 60, green8: 60, blue8: 67, alpha: 0.3))
    public static let systemBackground = white
    /// The fills of thin and small shapes (a slider's track), then of larger ones (a switch's, a stepper's background).
    public static let systemFill = UIColor(cgColor: Color(red8: 120, green8: 120, blue8: 128, alpha: 0.2))
    public static let secondarySystemFill = UIColor(cgColor: Color(red8: 120, green8: 120, blue8: 128, alpha: 0.16))
    public static let tertiarySystemFill = UIColor(cgColor: Color(red8: 118, green8: 118, blue8: 128, alpha: 0.12))
    public static let quaternarySystemFill = UIColor(cgColor: Color(red8: 116, green8: 116, blue8: 128, alpha: 0.08))
    public static let separator = UIColor(cgColor: Color(red8: 60, green8: 60, blue8: 67, alpha: 0.29))
    public static let secondarySystemBackground = systemGray6
    public static let tertiarySystemBackground = white
    /// The backgrounds of grouped content (a settings screen): grey behind, white for the groups.
    public static let systemGroupedBackground = systemGray6
    /// The grouped table background's older name.
    @available(*, deprecated, renamed: "systemGroupedBackground")
    public static var groupTableViewBackground: UIColor { systemGroupedBackground }
    public static let secondarySystemGroupedBackground = white
    public static let tertiarySystemGroupedBackground = systemGray6
}

/// Core Text draws a run in the `UIColor` of its `.foregroundColor`, as on iOS.
extension UIColor: ForegroundColorProviding {}
