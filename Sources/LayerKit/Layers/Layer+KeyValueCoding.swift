import Foundation

extension Layer {
    /// Sets the property `key` names, as assigning it would (with its implicit animation), or, when the key names no
    /// animatable property, keeps `value` under it for the code's own use: Core Animation's layers keep a value for any
    /// key. See `setValue(_:forKeyPath:)`.
    public func setValue(_ value: Any?, forKey key: String) {
        setValue(value, forKeyPath: key)
    }

    /// Sets the animatable property or component a key path names (`opacity`, `position.x`, `transform.rotation.z`,
    /// `transform.scale`), as assigning it would; the value may be of any type an animation's `toValue` takes. A value
    /// of another kind than the key path takes is reported (`RuntimeIssues`) and changes nothing. A key path that names
    /// no animatable property is a key of the code's own (a nil value removes it).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let path = AnimatableKeyPath(keyPath), hasProperty(path.property) else {
            if type(of: self).needsDisplay(forKey: keyPath) { return setDrawnValue(value, forKey: keyPath) }
            keyedValues[keyPath] = value
            return
        }
        let expected = path.read(from: model)
        guard let converted = AnimationValue(any: value), converted.isSameKind(as: expected) else {
            let given = AnimationValue(any: value)?.kindName ?? AnimationValue.typeName(of: value)
            RuntimeIssues.report("\(self), setValue(forKeyPath: '\(keyPath)'): a \(given), but '\(keyPath)' takes a \(expected.kindName)")
            return
        }
        var properties = model
        path.write(converted, into: &properties)
        set(path.property, properties.value(of: path.property))
    }

    /// The model value of the property `key` names, or the value kept under it; see `value(forKeyPath:)`.
    public func value(forKey key: String) -> Any? {
        value(forKeyPath: key)
    }

    /// The model value of the animatable property or component a key path names, as Core Animation boxes it: numbers
    /// as `NSNumber`; points, sizes and rects as `CGPoint`, `CGSize` and `CGRect`; transforms as `Transform3D`, colours
    /// as `Color` (nil for clear), paths as `Path`, lists as arrays of these. For any other key path, the value kept
    /// under it by `setValue(_:forKeyPath:)`, or nil.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let path = AnimatableKeyPath(keyPath), hasProperty(path.property) else {
            // A drawn key's animated value is put in place as a `Double` while the layer draws (no object a frame):
            // boxed when read, as Core Animation's numbers are.
            if let value = keyedValues[keyPath], type(of: value) == Double.self, let number = value as? Double { return NSNumber(value: number) }
            return keyedValues[keyPath]
        }
        return Self.boxed(path.read(from: model))
    }

    /// Whether the layer's class has `property`: every layer has the geometry, appearance and shadow; shape, text,
    /// gradient, replicator and emitter layers have their own. On another layer a key of theirs (a custom layer's
    /// `lineWidth`) is the code's own key, as in Core Animation.
    func hasProperty(_ property: LayerProperty) -> Bool {
        switch property {
        case .path, .fillColor, .strokeColor, .lineWidth, .miterLimit, .lineDashPhase, .strokeStart, .strokeEnd: self is ShapeLayer
        case .fontSize, .foregroundColor: self is TextLayer
        case .colors, .locations, .startPoint, .endPoint: self is GradientLayer
        case .instanceDelay, .instanceTransform, .instanceColor, .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset,
             .instanceAlphaOffset: self is ReplicatorLayer
        case .emitterPosition, .emitterSize, .birthRate: self is EmitterLayer
        default: true
        }
    }

    static func boxed(_ value: AnimationValue) -> Any? {
        switch value {
        case .number(let v): return NSNumber(value: v)
        case .point(let p): return CGPoint(x: p.x, y: p.y)
        case .size(let s): return CGSize(width: s.width, height: s.height)
        case .rect(let r): return CGRect(x: r.minX, y: r.minY, width: r.width, height: r.height)
        case .color(let c): return c
        case .transform(let t): return t
        case .path(let p): return p
        case .list(let values): return values.map { boxed($0) as Any }
        }
    }
}
