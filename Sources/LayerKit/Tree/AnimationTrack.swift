/// One animation in the presentation tree's `AnimationTable`: its timing resolved to numbers and, when it is
/// lowered, its values as lanes of doubles, evaluated without touching the animation object.
struct AnimationTrack {
    enum Values {
        case basic(from: SIMD4<Double>, to: SIMD4<Double>)
        /// A spring between the two values; its motion is in the table's storage at `motion`.
        case spring(from: SIMD4<Double>, to: SIMD4<Double>, motion: Int)
        /// `count` values and key times in the table's storage from `start`; segment curves from `curves`.
        case keyframes(start: Int, count: Int, curves: Int)
        /// A group: its `descendants` tracks follow it, evaluated in the group's timeline.
        case group(descendants: Int)
        /// Not lowered: applied through the animation.
        case object
    }

    // Not reference counted: the layer's animation entries own them, and the table is rebuilt when those change.
    private let animation: Unmanaged<Animation>
    private let timingFunction: Unmanaged<TimingFunction>?
    private let timing: ActiveTiming
    /// The duration a zero `duration` means here: 0.25 s at the top level, the group's inside a group.
    private let defaultDuration: Double
    let values: Values
    private let keyPath: AnimatableKeyPath?
    private let kind: AnimationVector.Kind
    private let isAdditive: Bool

    init(
        _ animation: Animation, defaultDuration: Double, values: Values, keyPath: AnimatableKeyPath? = nil,
        kind: AnimationVector.Kind = .number
    ) {
        self.animation = Unmanaged.passUnretained(animation)
        timingFunction = animation.timingFunction.map(Unmanaged.passUnretained)
        timing = ActiveTiming(animation, defaultDuration: defaultDuration)
        self.defaultDuration = defaultDuration
        self.values = values
        self.keyPath = keyPath
        self.kind = kind
        isAdditive = (animation as? PropertyAnimation)?.isAdditive ?? false
    }

    /// A group's time for its children at `time` in its parent's timeline (`AnimationGroup.apply`), or nil when
    /// the group has no effect then.
    @inline(__always)
    func groupTime(at time: Double) -> Double? {
        guard let local = timing.localTime(fromParent: time) else { return nil }
        return AnimationGroup.childTime(at: local, easedFraction: eased(local.fraction))
    }

    /// Applies the animation at `time` in its parent's timeline (the layer's, or its group's), as
    /// `Animation.apply` would.
    @inline(__always)
    func apply(to properties: inout LayerProperties, time: Double, storage: AnimationTable.Storage) {
        var lanes: SIMD4<Double>
        switch values {
        case .object:
            applyThroughObject(to: &properties, time: time)
            return
        case .group:
            assertionFailure("a group's tracks are applied by AnimationTable.Storage")
            return
        case .basic(let from, let to):
            guard let local = timing.localTime(fromParent: time) else { return }
            let t = eased(local.fraction)
            lanes = from + (to - from) * t
        case .spring(let from, let to, let motion):
            guard let local = timing.localTime(fromParent: time) else { return }
            let t = storage.springs[motion].progress(at: local.time)
            lanes = from + (to - from) * t
        case .keyframes(let start, let count, let curves):
            guard let local = timing.localTime(fromParent: time) else { return }
            if count == 1 {
                lanes = storage.keyValues[start]
            } else {
                let fraction = eased(local.fraction)
                let times = UnsafeBufferPointer(rebasing: storage.keyTimes[start..<(start + count)])
                let (segment, position) = KeyframeAnimation.locate(fraction, in: times)
                let a = storage.keyValues[start + segment], b = storage.keyValues[start + segment + 1]
                if a == b {
                    // A segment that holds a value (a ripple's rest before and after it) needs no solve of its curve.
                    lanes = a
                } else {
                    let t = storage.curves[curves + segment].map { $0._withUnsafeGuaranteedRef { $0.value(at: position) } } ?? position
                    lanes = a + (b - a) * t
                }
            }
        }
        let keyPath = keyPath.unsafelyUnwrapped
        if isAdditive {
            // The sum `AnimationValue.adding` makes; a current value that is not numeric (a nil colour) takes the
            // object's way.
            if !keyPath.add(AnimationVector(kind: kind, lanes: lanes), into: &properties) {
                applyThroughObject(to: &properties, time: time)
            }
            return
        }
        keyPath.write(AnimationVector(kind: kind, lanes: lanes), into: &properties)
    }

    private func applyThroughObject(to properties: inout LayerProperties, time: Double) {
        let defaultDuration = defaultDuration
        animation._withUnsafeGuaranteedRef { $0.apply(to: &properties, parentTime: time, defaultDuration: defaultDuration) }
    }

    /// `Animation.easedFraction`, reading the curve without retaining it.
    @inline(__always)
    private func eased(_ fraction: Double) -> Double {
        guard let timingFunction else { return fraction }
        return timingFunction._withUnsafeGuaranteedRef { $0.value(at: fraction) }
    }
}
