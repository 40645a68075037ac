import Foundation

/// How much a constraint matters (`UILayoutPriority`), from 1 to 1000. At 1000 (`required`) it must hold; below, the
/// layout comes as close to it as the constraints of higher priority allow. Errors are weighed by a weight that
/// doubles every 50 points of priority, so one constraint outweighs several of a clearly lower priority, and of two
/// constraints a point apart the higher one wins the space they compete for.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    /// Compression resistance's default.
    public static let defaultHigh = UILayoutPriority(750)
    /// Content hugging's default.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority at which a view is asked for its smallest size (`systemLayoutSizeFitting`).
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (priority: UILayoutPriority, value: Float) -> UILayoutPriority { UILayoutPriority(priority.rawValue + value) }
    public static func - (priority: UILayoutPriority, value: Float) -> UILayoutPriority { UILayoutPriority(priority.rawValue - value) }

    /// The solver's weight for the priority: required at 1000 and above (and for a priority that is not a number),
    /// else `2^(priority / 50)`, from priority 1.
    var strength: Double {
        guard rawValue < 1000 else { return ConstraintSolver.required }
        return Double.pow(2, Double(max(rawValue, 1)) / 50)
    }
}

extension Double {
    fileprivate static func pow(_ base: Double, _ exponent: Double) -> Double { Foundation.pow(base, exponent) }
}
