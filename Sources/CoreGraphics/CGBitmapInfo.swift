// The pixel layouts a bitmap context is asked for. Contexts here keep premultiplied 8-bit RGBA pixels whatever the
// request; these values exist so that code that states its layout compiles and draws.

/// Where a bitmap's alpha is and whether colours are premultiplied by it (`CGImageAlphaInfo`), as the low bits of a
/// bitmap context's `bitmapInfo`.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// A bitmap's layout (`CGBitmapInfo`): its alpha (`CGImageAlphaInfo`'s raw value in the low bits), float components
/// and byte order.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A layout with `alpha`'s placement and the default byte order.
    public init(alpha: CGImageAlphaInfo) { self.init(rawValue: alpha.rawValue) }

    public static let byteOrderDefault = CGBitmapInfo([])
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}
