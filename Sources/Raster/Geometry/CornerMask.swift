/// Which corners of a rectangle are rounded (Core Animation's `maskedCorners`, `CACornerMask`), named by their
/// place in a y-down space: `minXMinY` is the top left. The raw values are Core Animation's.
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let minXMinY = CornerMask(rawValue: 1 << 0)
    public static let maxXMinY = CornerMask(rawValue: 1 << 1)
    public static let minXMaxY = CornerMask(rawValue: 1 << 2)
    public static let maxXMaxY = CornerMask(rawValue: 1 << 3)
    public static let all: CornerMask = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
}
