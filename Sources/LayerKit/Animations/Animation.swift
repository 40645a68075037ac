/// Receives an animation's start and stop (`CAAnimationDelegate`). Both methods are optional.
public protocol AnimationDelegate: AnyObject {
    func animationDidStart(_ animation: Animation)
    /// `finished` is false when the animation was removed before it ended.
    func animationDidStop(_ animation: Animation, finished: Bool)
}

extension AnimationDelegate {
    public func animationDidStart(_ animation: Animation) {}
    public func animationDidStop(_ animation: Animation, finished: Bool) {}
}

/// The base of every animation (`CAAnimation`): timing (`MediaTiming`), an easing curve, what happens at
/// the end, and who hears about it. Adding an animation to a layer adds a copy, as Core Animation does;
/// copies share timing-function objects, so a named curve slot keeps re-timing them.
///
/// Sendable under the scene rule: used only by the thread that builds and plays its scene (docs/architecture.md).
open class Animation: MediaTiming, @unchecked Sendable {
    // Unchecked exclusivity on the timing read every frame (never while another access to it is open; the run-time check
    // costs more than the read).
    @exclusivity(unchecked) open var beginTime = 0.0
    /// Added with no begin time to a layer in no tree: it begins when the layer joins one (Core Animation begins it
    /// when the transaction commits, on whatever layer).
    var beginsWhenAttached = false
    /// Added to a layer in no tree: its springs join their slots when the layer joins one.
    var joinsSpringSlotsWhenAttached = false
    @exclusivity(unchecked) open var duration = 0.0
    @exclusivity(unchecked) open var speed: Float = 1
    @exclusivity(unchecked) open var timeOffset = 0.0
    open var repeatCount: Float = 0
    open var repeatDuration = 0.0
    open var autoreverses = false
    open var fillMode = FillMode.removed
    /// The easing of each iteration; nil is linear.
    open var timingFunction: TimingFunction?
    /// Whether the animation is taken off its layer once it ends (then the model value shows again).
    open var isRemovedOnCompletion = true
    /// Told when the animation starts and stops. Held strongly, as Core Animation does.
    open var delegate: AnimationDelegate?
    /// Called once when the animation stops: true if it ran to its end, false if it was removed early.
    open var completion: ((Bool) -> Void)?

    /// Seconds an animation lasts when its `duration` is 0.
    public static let defaultDuration = 0.25

    // Lifecycle bookkeeping of an added copy, kept by the layer tree.
    var hasStarted = false
    var hasStopped = false
    /// Whether a transaction's completion block waits for this animation (its stop is then an observed event).
    var isAwaited = false
    /// What code keeps under its own keys (`setValue(_:forKey:)`).
    final var keyedValues: [String: Any] = [:]

    /// Whether code runs when the animation starts or stops: its delegate, its completion, or the completion block of
    /// the transaction it was added in (`UIView.animate`'s completion is one).
    open var hasCallbacks: Bool { delegate != nil || completion != nil || isAwaited }

    public init() {}

    /// A copy with the same settings (subclasses copy their own).
    open func copy() -> Animation {
        let copy = Animation()
        copyTiming(to: copy)
        return copy
    }

    /// Copies the settings this class declares; subclasses call it from `copy()`.
    open func copyTiming(to other: Animation) {
        other.copyMediaTiming(from: self)
        other.timingFunction = timingFunction
        other.isRemovedOnCompletion = isRemovedOnCompletion
        other.delegate = delegate
        other.completion = completion
        other.keyedValues = keyedValues
    }

    /// Applies the animation's value at `parentTime` (the layer's local time, or the enclosing group's) to
    /// `properties`. The base class animates nothing.
    open func apply(to properties: inout LayerProperties, parentTime: Double, defaultDuration: Double) {}

    /// What is wrong with the values assigned to this animation (or its children), one sentence each: values of
    /// types that cannot be animated, or of another kind than the key path takes. `Layer.add(_:forKey:)` reports them.
    open var valueProblems: [String] { [] }

    /// The key paths this animation (or its children) animates, for tools and for implicit-action lookups.
    open var animatedKeyPaths: [String] { [] }

    /// The properties `apply` may write. A subclass that overrides `apply` and writes properties must say
    /// which; the base class says all of them, which is always safe.
    open var animatedProperties: LayerPropertySet { .all }

    /// Whether the animation can still produce an event (a start, or a stop).
    var isEventful: Bool { !hasStopped && !(hasStarted && neverEnds) }

    /// True when the animation has no end (it repeats for ever, or is paused by speed ≤ 0).
    var neverEnds: Bool {
        speed <= 0 || !activeDuration(defaultDuration: Animation.defaultDuration).isFinite
    }

    /// The eased fraction of an iteration.
    @inline(__always)
    func easedFraction(_ local: LocalTime) -> Double { Self.easedFraction(local, timingFunction) }

    /// The fraction of an iteration at `local`, eased by `timingFunction` (nil is linear).
    @inline(__always)
    static func easedFraction(_ local: LocalTime, _ timingFunction: TimingFunction?) -> Double {
        let fraction = local.fraction
        return timingFunction?.value(at: fraction) ?? fraction
    }
}
