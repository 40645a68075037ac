/// An animation between two values (`CABasicAnimation`). Any combination of `fromValue`, `toValue` and
/// `byValue` works as in Core Animation: from–to; from and from+by; to−by and to; from and the current
/// value; the current value and to; the current value and current+by.
open class BasicAnimation: PropertyAnimation, @unchecked Sendable {
    /// Assign what Core Animation code assigns: a number of any type, `NSNumber`, a point, size, rect, colour,
    /// transform or path, or an `NSValue` of one (see `AnimationValue(any:)`). A value of another type is
    /// reported when the animation is added to a layer (`RuntimeIssues`), and the end is then left unset.
    open var fromValue: Any? {
        get { from?.anyValue }
        set { from = convert(newValue, for: "fromValue") }
    }
    open var toValue: Any? {
        get { to?.anyValue }
        set { to = convert(newValue, for: "toValue") }
    }
    open var byValue: Any? {
        get { by?.anyValue }
        set { by = convert(newValue, for: "byValue") }
    }

    open var from: AnimationValue? { didSet { resolveFixedEnds() } }
    open var to: AnimationValue? { didSet { resolveFixedEnds() } }
    open var by: AnimationValue? { didSet { resolveFixedEnds() } }

    /// The ends when they do not depend on the current value (from and to, or a by with either): worked out
    /// once, not every frame.
    private(set) var fixedFrom: AnimationValue?
    private(set) var fixedTo: AnimationValue?

    private func resolveFixedEnds() {
        switch (from, to, by) {
        case (let f?, let t?, _): (fixedFrom, fixedTo) = (f, t)
        case (let f?, nil, let b?): (fixedFrom, fixedTo) = (f, f.adding(b))
        case (nil, let t?, let b?): (fixedFrom, fixedTo) = (t.subtracting(b), t)
        default: (fixedFrom, fixedTo) = (nil, nil)
        }
    }

    public override init(keyPath: String? = nil) {
        super.init(keyPath: keyPath)
    }

    open override func copy() -> Animation {
        let copy = BasicAnimation(keyPath: keyPath)
        copyBasic(to: copy)
        return copy
    }

    open func copyBasic(to other: BasicAnimation) {
        copyProperties(to: other)
        other.from = from
        other.to = to
        other.by = by
    }

    open override var valueProblems: [String] {
        var problems = super.valueProblems
        guard let expected = expectedValue else { return problems }
        for (name, value) in [("fromValue", from), ("toValue", to), ("byValue", by)] {
            if let value, let problem = kindProblem(value, expected: expected, name: name) { problems.append(problem) }
        }
        return problems
    }

    /// The two ends of the interpolation, given the current value (asked for only when needed).
    open func endpoints(current: () -> AnimationValue) -> (from: AnimationValue, to: AnimationValue) {
        if let fixedFrom, let fixedTo { return (fixedFrom, fixedTo) }
        // Without fixed ends, at most one of the three is set.
        switch (from, to, by) {
        case (let f?, _, _): return (f, current())
        case (nil, let t?, _): return (current(), t)
        case (nil, nil, let b?): return (current(), current().adding(b))
        case (nil, nil, nil): return (current(), current())
        }
    }

    open override func value(at local: LocalTime, current: () -> AnimationValue) -> AnimationValue? {
        let ends = endpoints(current: current)
        return ends.from.interpolated(to: ends.to, at: progress(at: local))
    }

    /// The interpolation parameter at a local time: the eased fraction (a spring overrides this).
    open func progress(at local: LocalTime) -> Double { easedFraction(local) }

    open override func iterationEndValue(current: () -> AnimationValue) -> AnimationValue? { endpoints(current: current).to }
}
