/// An animation between two values (`CABasicAnimation`). Any combination of `fromValue`, `toValue` and
/// `byValue` works as in Core Animation: from–to; from and from+by; to−by and to; from and the current
/// value; the current value and to; the current value and current+by.
open class BasicAnimation: PropertyAnimation, @unchecked Sendable {
    /// Assign a number, `Point`, `Size`, `Rect`, `Color`, `Transform3D`, `Path` or `AnimationValue`.
    public var fromValue: Any? {
        get { from?.anyValue }
        set { from = AnimationValue(any: newValue) }
    }
    public var toValue: Any? {
        get { to?.anyValue }
        set { to = AnimationValue(any: newValue) }
    }
    public var byValue: Any? {
        get { by?.anyValue }
        set { by = AnimationValue(any: newValue) }
    }

    public var from: AnimationValue?
    public var to: AnimationValue?
    public var by: AnimationValue?

    public override init(keyPath: String? = nil) {
        super.init(keyPath: keyPath)
    }

    open override func copy() -> Animation {
        let copy = BasicAnimation(keyPath: keyPath)
        copyBasic(to: copy)
        return copy
    }

    public func copyBasic(to other: BasicAnimation) {
        copyProperties(to: other)
        other.from = from
        other.to = to
        other.by = by
    }

    /// The two ends of the interpolation, given the current value (asked for only when needed).
    public func endpoints(current: () -> AnimationValue) -> (from: AnimationValue, to: AnimationValue) {
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, f.adding(b))
        case (nil, let t?, let b?): return (t.subtracting(b), t)
        case (let f?, nil, nil): return (f, current())
        case (nil, let t?, nil): return (current(), t)
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
