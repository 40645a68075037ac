/// Animations that run together on one layer on a shared timeline (`CAAnimationGroup`). Children's
/// times are relative to the group; they are clipped to the group's duration, and a child whose duration
/// is 0 takes the group's. Children's delegates and `isRemovedOnCompletion` are not used.
open class AnimationGroup: Animation, @unchecked Sendable {
    open var animations: [Animation]?

    public override init() { super.init() }

    open override func copy() -> Animation {
        let copy = AnimationGroup()
        copyTiming(to: copy)
        copy.animations = animations?.map { $0.copy() }
        return copy
    }

    open override var valueProblems: [String] { (animations ?? []).flatMap(\.valueProblems) }

    open override var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }

    open override var animatedProperties: LayerPropertySet {
        (animations ?? []).reduce(into: LayerPropertySet()) { $0.formUnion($1.animatedProperties) }
    }

    open override func apply(to properties: inout LayerProperties, parentTime: Double, defaultDuration: Double) {
        guard let animations, let local = localTime(fromParent: parentTime, defaultDuration: defaultDuration) else { return }
        let groupTime = Self.childTime(at: local, easedFraction: easedFraction(local))
        for child in animations {
            child.apply(to: &properties, parentTime: groupTime, defaultDuration: local.duration)
        }
    }

    /// The time the children see: the group's eased fraction of its duration (0 for a group of no length).
    @inline(__always)
    static func childTime(at local: LocalTime, easedFraction: Double) -> Double {
        local.duration > 0 ? easedFraction * local.duration : 0
    }
}
