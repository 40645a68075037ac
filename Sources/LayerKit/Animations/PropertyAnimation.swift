/// An animation of one layer property (`CAPropertyAnimation`): the key path, and how its values combine
/// with the property's current value.
open class PropertyAnimation: Animation, @unchecked Sendable {
    /// The animated key path, e.g. `"opacity"`, `"position.x"`, `"transform.scale"`.
    open var keyPath: String? {
        didSet { parseKeyPath() }
    }
    /// Added to the current value instead of replacing it (transforms are concatenated).
    open var isAdditive = false
    /// Each repetition continues from where the previous one ended instead of starting over.
    open var isCumulative = false

    /// The parsed key path; nil when `keyPath` names nothing animatable (the animation then does nothing).
    public private(set) var parsedKeyPath: AnimatableKeyPath?
    private var keyPathProperty = LayerPropertySet()

    public init(keyPath: String?) {
        super.init()
        self.keyPath = keyPath
        parseKeyPath()
    }

    private func parseKeyPath() {
        parsedKeyPath = keyPath.flatMap(AnimatableKeyPath.init)
        keyPathProperty = parsedKeyPath.map { LayerPropertySet($0.property) } ?? []
    }

    /// Values assigned through an `Any` setter that could not be converted: which setter, and the value's type.
    private var rejectedValues: [(setter: String, type: String)] = []

    /// Converts a value assigned through an `Any` setter; keeps a note of one that cannot be animated. The setter's
    /// name is only spelled out when there is a note to keep or to drop.
    func convert(_ value: Any?, for setter: @autoclosure () -> String) -> AnimationValue? {
        if !rejectedValues.isEmpty {
            let name = setter()
            rejectedValues.removeAll { $0.setter == name }
        }
        guard let value else { return nil }
        guard let converted = AnimationValue(any: value) else {
            rejectedValues.append((setter(), AnimationValue.typeName(of: value)))
            return nil
        }
        return converted
    }

    /// A value of the key path's kind, for checking what was assigned (nil when the key path names nothing).
    var expectedValue: AnimationValue? { parsedKeyPath?.read(from: LayerProperties()) }

    /// What is wrong with `value` for this key path, if it is of another kind.
    func kindProblem(_ value: AnimationValue, expected: AnimationValue, name: String) -> String? {
        guard !value.isSameKind(as: expected) else { return nil }
        return "\(name) is a \(value.kindName), but '\(keyPath ?? "")' takes a \(expected.kindName)"
    }

    open override var valueProblems: [String] {
        var problems = rejectedValues.map { "\($0.setter) is a \($0.type), which cannot be animated" }
        if let keyPath, parsedKeyPath == nil { problems.append("'\(keyPath)' is not an animatable key path") }
        return problems
    }

    /// A copy of the same class's settings (an animation without a key path animates nothing; it still starts,
    /// stops and calls back).
    open override func copy() -> Animation {
        let copy = PropertyAnimation(keyPath: keyPath)
        copyProperties(to: copy)
        return copy
    }

    open func copyProperties(to other: PropertyAnimation) {
        copyTiming(to: other)
        other.rejectedValues = rejectedValues
        other.keyPath = keyPath
        other.isAdditive = isAdditive
        other.isCumulative = isCumulative
    }

    open override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    open override var animatedProperties: LayerPropertySet { keyPathProperty }

    /// The animation's own value at an iteration's local time. `current` gives the property's value before
    /// this animation (computed only if asked for: reading a transform component means decomposing it).
    /// Subclasses provide it; nil leaves the property alone.
    open func value(at local: LocalTime, current: () -> AnimationValue) -> AnimationValue? { nil }

    /// The value one iteration ends on, which cumulative repetitions add up.
    open func iterationEndValue(current: () -> AnimationValue) -> AnimationValue? { nil }

    open override func apply(to properties: inout LayerProperties, parentTime: Double, defaultDuration: Double) {
        guard let keyPath = parsedKeyPath, let local = localTime(fromParent: parentTime, defaultDuration: defaultDuration) else {
            return
        }
        // Reading a component (a transform's scale) can mean decomposing a matrix: only on demand.
        guard var value = value(at: local, current: { keyPath.read(from: properties) }) else { return }
        if isCumulative && local.iteration > 0, let end = iterationEndValue(current: { keyPath.read(from: properties) }) {
            for _ in 0..<min(local.iteration, 100_000) { value = value.adding(end) }
        }
        if isAdditive { value = keyPath.read(from: properties).adding(value) }
        keyPath.write(value, into: &properties)
        applyExtras(to: &properties, at: local)
    }

    /// A hook for effects beyond the key path (a keyframe path's rotation mode).
    open func applyExtras(to properties: inout LayerProperties, at local: LocalTime) {}
}
