/// What an animation does outside its active time (`CAMediaTimingFillMode`).
public enum FillMode: String, Sendable, CaseIterable {
    /// No effect outside the active time.
    case removed
    /// Holds the final value after the end.
    case forwards
    /// Shows the initial value before the start.
    case backwards
    /// Both.
    case both

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// Core Animation's timing model (`CAMediaTiming`), shared by layers and animations. Each object maps
/// its parent's time to its own: t = (parentTime − beginTime) × speed + timeOffset, then (for animations)
/// into iterations of `duration`, repeated, reversed and filled.
public protocol MediaTiming: AnyObject {
    /// When the object starts, in its parent's time. For an animation added with 0, the time it is added.
    var beginTime: Double { get set }
    /// Seconds of one iteration; 0 means the default (0.25 s for an animation, the group's for a child).
    var duration: Double { get set }
    /// Rate of local time against parent time; 0 pauses, 2 runs twice as fast.
    var speed: Float { get set }
    /// Extra local time: an animation with offset o starts o seconds in, and wraps round to play what it skipped.
    var timeOffset: Double { get set }
    /// Iterations (fractional allowed, `.infinity` for ever); 0 means 1.
    var repeatCount: Float { get set }
    /// Total seconds to repeat for; when non-zero it wins over `repeatCount`.
    var repeatDuration: Double { get set }
    /// Whether each iteration plays forwards, then backwards.
    var autoreverses: Bool { get set }
    var fillMode: FillMode { get set }
}

extension MediaTiming {
    /// Takes `other`'s timing: begin time, duration, speed, offset, repetition, reversal and fill.
    public func copyMediaTiming(from other: some MediaTiming) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
    }
}

/// Where an object is in its own timeline at some parent time.
public struct LocalTime: Equatable, Sendable {
    /// Seconds into the current iteration, 0...duration (already reversed on an autoreversed leg).
    public var time: Double
    /// Which iteration (0-based); used by cumulative animations.
    public var iteration: Int
    /// The simple duration in effect.
    public var duration: Double
    /// Whether the object is past its active time (holding its end by `fillMode`).
    public var isFinished: Bool

    /// How far through the iteration, 0...1 (1 for an iteration of no length).
    public var fraction: Double { duration > 0 ? time / duration : 1 }
}

extension MediaTiming {
    /// Local time of a layer: the plain linear map, no iterations (a layer's timeline is unbounded).
    public func layerTime(fromParent parentTime: Double) -> Double {
        (parentTime - beginTime) * Double(speed) + timeOffset
    }

    /// The inverse of `layerTime(fromParent:)`; nil when the object is paused (speed 0).
    public func parentTime(fromLayer time: Double) -> Double? {
        guard speed != 0 else { return nil }
        return (time - timeOffset) / Double(speed) + beginTime
    }

    /// Seconds of active time: iterations × iteration length (or `repeatDuration`); may be infinite.
    public func activeDuration(defaultDuration: Double) -> Double {
        let simple = duration > 0 ? duration : defaultDuration
        let iteration = simple * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        let repeats = repeatCount > 0 ? Double(repeatCount) : 1
        return repeats.isInfinite ? .infinity : iteration * repeats
    }

    /// Where this animation is at `parentTime`, or nil when it has no effect then (before its start without
    /// a backwards fill, after its end without a forwards fill). See `ActiveTiming.localTime(fromParent:)`.
    public func localTime(fromParent parentTime: Double, defaultDuration: Double) -> LocalTime? {
        ActiveTiming(self, defaultDuration: defaultDuration).localTime(fromParent: parentTime)
    }
}

/// An object's timing resolved to plain numbers (the default duration applied, the active duration worked
/// out): what evaluating it at a time needs, in a value that can sit in a table.
struct ActiveTiming {
    var beginTime: Double
    var timeOffset: Double
    /// Seconds of one iteration, the default applied.
    var simple: Double
    /// Seconds of active time; may be infinite.
    var active: Double
    /// Active time up to which the last value shows: the end, to rounding (one part in 10^12), or for ever when
    /// filling forwards.
    var holdLimit: Double
    /// Kept as `MediaTiming` has it (a Float), so that the fields fit in 48 bytes, as many tracks sit in a table.
    private var storedSpeed: Float
    var autoreverses: Bool
    var fillMode: FillMode

    var speed: Double { Double(storedSpeed) }

    init(_ timing: some MediaTiming, defaultDuration: Double) {
        beginTime = timing.beginTime
        storedSpeed = timing.speed
        timeOffset = timing.timeOffset
        simple = timing.duration > 0 ? timing.duration : defaultDuration
        active = timing.activeDuration(defaultDuration: defaultDuration)
        holdLimit = timing.fillMode.fillsForwards ? .infinity : active + active * 1e-12
        autoreverses = timing.autoreverses
        fillMode = timing.fillMode
    }

    /// The parent time at which the active interval ends (its stop event); infinite when it never ends.
    var endTime: Double {
        speed > 0 && active.isFinite ? beginTime + active / speed : .infinity
    }

    /// Where the object is at `parentTime`, or nil when it has no effect then.
    ///
    /// Boundaries: the active interval is [0, active]: at exactly the end (to rounding, one part in 10^12) the
    /// animation is finished and shows the value its last iteration reached (a whole number of iterations ends at
    /// the iteration's end, 2.5 of them halfway through); after it, only when filling forwards. So a group that
    /// fills forwards holds its children where they end with it, as Core Animation does, whatever their own fill
    /// modes. An iteration boundary inside the active time belongs to the next iteration.
    @inline(__always)
    func localTime(fromParent parentTime: Double) -> LocalTime? {
        var activeTime = (parentTime - beginTime) * speed
        var finished = false
        if activeTime < 0 {
            guard fillMode.fillsBackwards else { return nil }
            activeTime = 0
        } else if activeTime >= active {
            guard activeTime <= holdLimit, active.isFinite else { return nil }
            activeTime = active
            finished = true
        }
        guard simple > 0 else { return LocalTime(time: 0, iteration: 0, duration: simple, isFinished: finished) }
        let iterationLength = simple * (autoreverses ? 2 : 1)
        var t = activeTime + timeOffset
        if timeOffset != 0 && active.isFinite && active > 0 {
            t = t.truncatingRemainder(dividingBy: active)
            if t < 0 { t += active }
            if finished && t == 0 { t = active }
        }
        var iteration = (t / iterationLength).rounded(.down)
        var local = t - iteration * iterationLength
        if finished && local == 0 && iteration > 0 {
            iteration -= 1
            local = iterationLength
        }
        if autoreverses && local > simple { local = 2 * simple - local }
        return LocalTime(
            time: min(max(local, 0), simple), iteration: Int(min(iteration, Double(Int32.max))),
            duration: simple, isFinished: finished)
    }
}
