import Foundation

extension Animation {
    /// Keeps `value` under `key` for the code's own use, as Core Animation's animations keep a value for any key:
    /// tutorials tag an animation with a name, or with the layer it moves, and read it back in `animationDidStop`.
    /// The values travel with the copy that `Layer.add(_:forKey:)` adds. A nil value removes the key.
    public func setValue(_ value: Any?, forKey key: String) {
        keyedValues[key] = value
    }

    /// The value kept under `key` by `setValue(_:forKey:)`; else, as Core Animation answers, the animation's own
    /// property of that name (`duration`, `beginTime`, `speed`, `timeOffset`, `repeatCount`, `repeatDuration`,
    /// `autoreverses`, `removedOnCompletion`, `keyPath`, `fromValue`, `toValue`, `byValue`), numbers as `NSNumber`;
    /// nil for any other key.
    public func value(forKey key: String) -> Any? {
        if let kept = keyedValues[key] { return kept }
        let basic = self as? BasicAnimation
        switch key {
        case "duration": return NSNumber(value: duration)
        case "beginTime": return NSNumber(value: beginTime)
        case "speed": return NSNumber(value: speed)
        case "timeOffset": return NSNumber(value: timeOffset)
        case "repeatCount": return NSNumber(value: repeatCount)
        case "repeatDuration": return NSNumber(value: repeatDuration)
        case "autoreverses": return NSNumber(value: autoreverses)
        case "removedOnCompletion", "isRemovedOnCompletion": return NSNumber(value: isRemovedOnCompletion)
        case "keyPath": return (self as? PropertyAnimation)?.keyPath
        case "fromValue": return basic?.from.flatMap(Layer.boxed)
        case "toValue": return basic?.to.flatMap(Layer.boxed)
        case "byValue": return basic?.by.flatMap(Layer.boxed)
        default: return nil
        }
    }
}
