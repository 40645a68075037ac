/// A cubic Bézier easing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction`: it maps the fraction of
/// an animation's duration that has passed (x) to the fraction of the change to show (y).
///
/// A reference type on purpose: a scene keeps its curves in named slots, and every animation that was
/// given the same function object follows it when the curve editor changes its control points, from the
/// next evaluated frame on. Copies of an animation share the object, as Core Animation's copies do.
///
/// Sendable under the scene rule: used only by the thread that builds and plays its scene (docs/architecture.md).
public final class TimingFunction: @unchecked Sendable, CustomStringConvertible {
    /// The name of a predefined curve, as `CAMediaTimingFunctionName`: a string-backed name (any string makes one, as
    /// `CAMediaTimingFunctionName(rawValue:)` does) with the five predefined ones as constants.
    public struct Name: RawRepresentable, Hashable, CaseIterable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let linear = Name(rawValue: "linear")
        public static let easeIn = Name(rawValue: "easeIn")
        public static let easeOut = Name(rawValue: "easeOut")
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        public static let `default` = Name(rawValue: "default")
        /// The five predefined curves.
        public static let allCases: [Name] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]

        /// Whether this is one of the five predefined names.
        public var isPredefined: Bool { Self.allCases.contains(self) }

        /// Apple's control points for the predefined curves; a name that is none of them is the linear curve.
        public var controlPoints: (Double, Double, Double, Double) {
            switch self {
            case .easeIn: (0.42, 0, 1, 1)
            case .easeOut: (0, 0, 0.58, 1)
            case .easeInEaseOut: (0.42, 0, 0.58, 1)
            case .default: (0.25, 0.1, 0.25, 1)
            default: (0, 0, 1, 1)
            }
        }
    }

    /// The two inner control points (x1, y1) and (x2, y2); x in 0...1, y unrestricted (overshoot).
    public private(set) var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)
    /// Bumped whenever the control points change, so observers can tell an edited curve from an old one.
    public private(set) var revision = 0

    // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, likewise y. Unchecked exclusivity, as the table below: the
    // solver reads them thousands of times a frame, never while another access to them is open.
    @exclusivity(unchecked) private var ax = 0.0, bx = 0.0, cx = 0.0, ay = 0.0, by = 0.0, cy = 0.0
    /// The parameter t at x = i / `segments`, i = 0 ... segments: the solver's starting guess and bracket.
    @exclusivity(unchecked) private var parameterTable: [Double] = []
    private static let segments = 16
    /// The predefined curves' tables (which depend on x1 and x2 alone), worked out once and shared: a scene that makes
    /// curves by name for each of a thousand layers (the splash's grid) does not solve the same table a thousand times.
    private static let predefinedTables: [(x1: Double, x2: Double, table: [Double])] = Name.allCases.map { name in
        let p = name.controlPoints
        return (p.0, p.2, parameterTable(x1: p.0, x2: p.2))
    }

    /// `CAMediaTimingFunction(controlPoints:_:_:_:)`. x values are clamped to 0...1; non-finite values become 0.
    /// `fileID` and `line` record where the curve was written (leave them to their defaults), so that a scene
    /// script's curves can be tuned in the curve editor and written back without naming them.
    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, fileID: String = #fileID, line: Int = #line) {
        controlPoints = (0, 0, 1, 1)
        sourceLocation = (fileID, line)
        setControlPoints(x1, y1, x2, y2)
        revision = 0
        Self.collect(self)
    }

    public convenience init(
        controlPoints x1: Float, _ y1: Float, _ x2: Float, _ y2: Float, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(controlPoints: Double(x1), Double(y1), Double(x2), Double(y2), fileID: fileID, line: line)
    }

    /// Where the curve was made: the `#fileID` ("Module/File.swift") and line of the initializer's call.
    public let sourceLocation: (fileID: String, line: Int)
    /// Curves made by the same line of a script as a slot's curve: they take its edits too.
    private var followers: [TimingFunction] = []

    /// Whether `other` is this curve or one of the curves that follow its edits (`lead(_:)`).
    public func governs(_ other: TimingFunction?) -> Bool {
        guard let other else { return false }
        return other === self || followers.contains { $0 === other }
    }

    /// Makes `others` take every later change of this curve's control points (the instances one line of a script
    /// made, which the curve editor shows as one slot).
    public func lead(_ others: [TimingFunction]) {
        followers += others.filter { $0 !== self }
    }

    /// `CAMediaTimingFunction(name:)`. A name that is not one of the five predefined ones gives the linear curve, and
    /// is reported (`RuntimeIssues`).
    public convenience init(name: Name) {
        if !name.isPredefined {
            let names = Name.allCases.map(\.rawValue).joined(separator: ", ")
            RuntimeIssues.report("timing function name \"\(name.rawValue)\" is not a predefined curve (\(names)): linear is used")
        }
        let p = name.controlPoints
        self.init(controlPoints: p.0, p.1, p.2, p.3)
    }

    /// A curve that the playground's curve editor lists as the slot `name`: every animation given this object
    /// follows the edits live, and the editor's W writes the edited control points back into the source where
    /// this initializer is called (a scene script). Outside a scene build it is an ordinary curve.
    public convenience init(
        slot name: String, controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, fileID: String = #fileID,
        line: Int = #line
    ) {
        self.init(controlPoints: x1, y1, x2, y2, fileID: fileID, line: line)
        Self.collection.value?.slots.append((name, self))
    }

    /// The slots and curves made on this thread while a scene builds (nil outside a build).
    private static let collection = ThreadLocal<(slots: [(name: String, function: TimingFunction)], curves: [TimingFunction])?> { nil }
    /// At most this many curves are remembered per build (a script making more in a loop keeps only the first ones
    /// tunable).
    public static let collectionLimit = 100_000

    private static func collect(_ function: TimingFunction) {
        guard let count = collection.value?.curves.count, count < collectionLimit else { return }
        collection.value?.curves.append(function)
    }

    /// Runs `body` (a scene's build) and returns the curves it made on this thread with `init(slot:controlPoints:)`,
    /// in order (a later slot with an earlier one's name replaces it), and every curve it made with
    /// `init(controlPoints:)`.
    public static func collectingSlots(
        _ body: () throws -> Void
    ) rethrows -> (slots: [(name: String, function: TimingFunction)], curves: [TimingFunction]) {
        let outer = collection.value
        collection.value = ([], [])
        defer { collection.value = outer }
        try body()
        var slots: [(name: String, function: TimingFunction)] = []
        for slot in collection.value?.slots ?? [] {
            if let index = slots.firstIndex(where: { $0.name == slot.name }) { slots[index] = slot } else { slots.append(slot) }
        }
        return (slots, collection.value?.curves ?? [])
    }

    /// Replaces the curve in place: every animation holding this function re-times from the next frame.
    public func setControlPoints(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        func clean(_ v: Double) -> Double { v.isFinite ? v : 0 }
        let p = (x1: min(max(clean(x1), 0), 1), y1: clean(y1), x2: min(max(clean(x2), 0), 1), y2: clean(y2))
        controlPoints = p
        (ax, bx, cx) = Self.coefficients(p.x1, p.x2)
        (ay, by, cy) = Self.coefficients(p.y1, p.y2)
        parameterTable =
            Self.predefinedTables.first { $0.x1 == p.x1 && $0.x2 == p.x2 }?.table ?? Self.parameterTable(x1: p.x1, x2: p.x2)
        revision += 1
        for follower in followers { follower.setControlPoints(x1, y1, x2, y2) }
    }

    /// `getControlPoint(at:values:)`: index 0 is (0, 0), 1 and 2 the inner points, 3 is (1, 1).
    public func controlPoint(at index: Int) -> Point {
        switch index {
        case 0: return .zero
        case 1: return Point(controlPoints.x1, controlPoints.y1)
        case 2: return Point(controlPoints.x2, controlPoints.y2)
        default: return Point(1, 1)
        }
    }

    public var description: String {
        "TimingFunction(controlPoints: \(controlPoints.x1), \(controlPoints.y1), \(controlPoints.x2), \(controlPoints.y2))"
    }

    @inline(__always) private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) private func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve's parameter t where x(t) = x: Newton's method from a guess interpolated in a table of the
    /// curve, while the slope is safely away from zero, converged when its step in t is negligible (the
    /// error after a step is of the order of the step squared); otherwise bisection to full precision within
    /// the table's bracket. (Near a stationary point of x(t), a tiny residual in x can hide a large error in t,
    /// so convergence is judged on t.) x(t) is monotonic because x1 and x2 lie in 0...1.
    public func parameter(forX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let position = x * Double(Self.segments)
        let index = min(Int(position), Self.segments - 1)
        let low = parameterTable[index], high = parameterTable[index + 1]
        var t = low + (high - low) * (position - Double(index))
        for _ in 0..<8 {
            let slope = slopeX(t)
            if abs(slope) < 1e-3 { break }
            let step = (sampleX(t) - x) / slope
            t -= step
            if t < low || t > high { break }
            if abs(step) < 1e-9 { return t }
        }
        return bisect(x, low: low, high: high)
    }

    /// t with x(t) = x by bisection of [low, high], which must hold it, to full precision.
    private func bisect(_ x: Double, low: Double, high: Double) -> Double {
        Self.bisect(x, low: low, high: high, a: ax, b: bx, c: cx)
    }

    /// `bisect` for the curve ((a·t + b)·t + c)·t.
    private static func bisect(_ x: Double, low: Double, high: Double, a: Double, b: Double, c: Double) -> Double {
        var low = low, high = high
        while high - low > 1e-15 {
            let middle = (low + high) / 2
            if ((a * middle + b) * middle + c) * middle < x { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// The cubic's coefficients (a, b, c) for inner control values v1 and v2: ((a·t + b)·t + c)·t runs from 0 to 1.
    private static func coefficients(_ v1: Double, _ v2: Double) -> (a: Double, b: Double, c: Double) {
        let c = 3 * v1, b = 3 * (v2 - v1) - c
        return (1 - c - b, b, c)
    }

    /// The solver's table for inner control x values x1 and x2: t at x = i / `segments`, to full precision.
    private static func parameterTable(x1: Double, x2: Double) -> [Double] {
        let (a, b, c) = coefficients(x1, x2)
        return (0...segments).map { bisect(Double($0) / Double(segments), low: 0, high: 1, a: a, b: b, c: c) }
    }

    /// The eased fraction for a time fraction `x` in 0...1 (outside, clamped; y itself may overshoot).
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return sampleY(parameter(forX: x))
    }

    /// dy/dx at time fraction `x`: the curve's velocity (1 is the linear speed).
    public func velocity(at x: Double) -> Double {
        let t = parameter(forX: min(max(x, 0), 1))
        let dx = slopeX(t), dy = (3 * ay * t + 2 * by) * t + cy
        if abs(dx) < 1e-12 { return dy >= 0 ? .infinity : -.infinity }
        return dy / dx
    }
}
