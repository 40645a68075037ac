import Foundation

/// Properties a layer subclass adds and draws (`draw(in:)`) that animate as Core Animation's own do: the class says
/// which keys redraw it (`needsDisplay(forKey:)`), their values are kept under their keys (`setValue(_:forKey:)`), and
/// while an animation of such a key runs the layer is drawn every frame with the animated value in place (Core
/// Animation draws a presentation copy; here the value is put on the layer while it draws, and put back). The script
/// compiler writes a subclass's `@NSManaged var` and `@objc dynamic var` properties as such keyed values.
extension Layer {
    /// The value kept under `key`, as a `T`, or `defaultValue` when there is none (numbers of any type convert).
    public func keyedValue<T>(forKey key: String, default defaultValue: T) -> T {
        guard let stored = keyedValues[key] else { return defaultValue }
        if let value = stored as? T { return value }
        guard let number = AnimationValue(any: stored), case .number(let v) = number else { return defaultValue }
        switch defaultValue {
        case is CGFloat: return CGFloat(v) as? T ?? defaultValue
        case is Double: return v as? T ?? defaultValue
        case is Float: return Float(v) as? T ?? defaultValue
        case is Int: return (v.isFinite ? Int(max(min(v, 9e18), -9e18)) : 0) as? T ?? defaultValue
        default: return defaultValue
        }
    }

    /// Keeps `value` under a key of the layer's own that redraws it: asks for the key's action first (an animation runs
    /// from the value before, as Core Animation runs a custom property's implicit animation), then asks to be drawn.
    func setDrawnValue(_ value: Any?, forKey key: String) {
        let before = keyedValues[key]
        keyedValues[key] = value
        setNeedsDisplay()
        guard let tree, tree.rootLayer !== self, !tree.transaction.disableActions(),
            let animation = action(forKey: key) as? PropertyAnimation
        else { return }
        let copy = animation.copy() as? PropertyAnimation ?? animation
        if copy.keyPath == nil { copy.keyPath = key }
        if let basic = copy as? BasicAnimation, basic.from == nil, basic.to == nil, basic.by == nil,
            let from = AnimationValue(any: before), let to = AnimationValue(any: value)
        {
            basic.from = from
            basic.to = to
        }
        add(copy, forKey: key)
    }

    /// Draws the layer with its animated keys at their values at `sceneTime`; false when none of them animates.
    /// `values` is storage lent for the call (kept by the caller between frames: nothing is allocated once warm).
    func displayAnimatingCustomProperties(at sceneTime: Double, using values: inout [(key: String, value: Any?)]) -> Bool {
        values.removeAll(keepingCapacity: true)
        appendAnimatedCustomValues(at: sceneTime, to: &values, numbersAsDoubles: true)
        guard !values.isEmpty else { return false }
        // Each entry trades its value for the one it replaces; put back last to first, a key's model value comes last.
        for index in values.indices {
            let key = values[index].key
            let replaced = keyedValues[key]
            keyedValues[key] = values[index].value
            values[index].value = replaced
        }
        display()
        for index in values.indices.reversed() { keyedValues[values[index].key] = values[index].value }
        return true
    }

    /// Appends the values the animations of the layer's own drawn keys give them at `sceneTime`, in the order the
    /// animations were added (a later one of the same key wins). Numbers are `NSNumber`s as `value(forKey:)` gives
    /// them, or `Double`s (`numbersAsDoubles`: no object made each frame), which read back as either.
    func appendAnimatedCustomValues(at sceneTime: Double, to values: inout [(key: String, value: Any?)], numbersAsDoubles: Bool = false) {
        let local = localTime(fromScene: sceneTime)
        let first = values.count
        for entry in animationEntries {
            guard let animation = entry.animation as? PropertyAnimation, animation.parsedKeyPath == nil, let key = animation.keyPath,
                type(of: self).needsDisplay(forKey: key),
                let time = animation.localTime(fromParent: local, defaultDuration: Animation.defaultDuration)
            else { continue }
            let earlier = values[first...].last(where: { $0.key == key })?.value
            let current = AnimationValue(any: earlier ?? keyedValues[key]) ?? .number(0)
            guard let value = animation.value(at: time, current: { current }) else { continue }
            if numbersAsDoubles, case .number(let number) = value {
                values.append((key, number))
            } else {
                values.append((key, Self.boxed(value)))
            }
        }
    }
}
