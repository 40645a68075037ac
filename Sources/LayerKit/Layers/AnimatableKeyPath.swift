import Foundation

/// An animation's `keyPath`, parsed once: a layer property and, optionally, one component of it
/// (`position.x`, `bounds.size.width`, `transform.rotation.z`, `transform.scale`, ...).
public struct AnimatableKeyPath: Hashable, Sendable, CustomStringConvertible {
    /// A part of a property; the raw value is its key path below the property, as Core Animation spells it.
    public enum Component: String, Hashable, Sendable {
        case x, y, origin, size
        case width = "size.width", height = "size.height", originX = "origin.x", originY = "origin.y"
        case rotationX = "rotation.x", rotationY = "rotation.y", rotationZ = "rotation.z", scale
        case scaleX = "scale.x", scaleY = "scale.y", scaleZ = "scale.z", translation
        case translationX = "translation.x", translationY = "translation.y", translationZ = "translation.z"
    }

    public let property: LayerProperty
    public let component: Component?

    /// The key path in its canonical spelling (`transform.rotation` reads back as `transform.rotation.z`).
    public var description: String { component.map { "\(property.rawValue).\($0.rawValue)" } ?? property.rawValue }

    /// Parses a key path; nil for one that names no animatable property.
    public init?(_ keyPath: String) {
        // Cut at the first dot by bytes, and compared as whole strings: short ones, which compare as two words.
        let dot = keyPath.utf8.firstIndex(of: UInt8(ascii: "."))
        guard let property = LayerProperty(name: dot.map { String(keyPath[..<$0]) } ?? keyPath) else { return nil }
        let rest = dot.map { String(keyPath[keyPath.utf8.index(after: $0)...]) } ?? ""
        let component: Component?
        switch (property, rest) {
        case (_, ""): component = nil
        case (.position, "x"), (.anchorPoint, "x"): component = .x
        case (.position, "y"), (.anchorPoint, "y"): component = .y
        case (.bounds, "origin"): component = .origin
        case (.bounds, "origin.x"): component = .originX
        case (.bounds, "origin.y"): component = .originY
        case (.bounds, "size"): component = .size
        case (.bounds, "size.width"): component = .width
        case (.bounds, "size.height"): component = .height
        case (.transform, let r), (.sublayerTransform, let r), (.instanceTransform, let r):
            switch r {
            case "rotation", "rotation.z": component = .rotationZ
            case "rotation.x": component = .rotationX
            case "rotation.y": component = .rotationY
            case "scale": component = .scale
            case "scale.x": component = .scaleX
            case "scale.y": component = .scaleY
            case "scale.z": component = .scaleZ
            case "translation": component = .translation
            case "translation.x": component = .translationX
            case "translation.y": component = .translationY
            case "translation.z": component = .translationZ
            default: return nil
            }
        default: return nil
        }
        self.property = property
        self.component = component
    }

    /// The key path's current value in `properties`. A transform component is read from the matrix in place.
    public func read(from properties: LayerProperties) -> AnimationValue {
        if let component, property == .transform || property == .sublayerTransform || property == .instanceTransform {
            let t = properties.value(of: property).transformValue ?? .identity
            return Self.read(component, of: t)
        }
        return read(properties.value(of: property))
    }

    /// Sets the key path's value in `properties`; a value of the wrong kind is ignored. Numeric values go
    /// through `write(_:into:)` for lanes, the one place that stores them.
    public func write(_ part: AnimationValue, into properties: inout LayerProperties) {
        if let vector = AnimationVector(part) {
            write(vector, into: &properties)
        } else if component == nil {
            properties.setValue(part, for: property)
        }
    }

    /// Sets the key path's value from numeric lanes, field by field (a transform component is written into the
    /// matrix in place); a value of the wrong kind is ignored. What the animation table writes.
    @inline(__always)
    func write(_ part: AnimationVector, into properties: inout LayerProperties) {
        guard let component else {
            properties.setValue(part, for: property)
            return
        }
        let v = part.lanes
        switch (property, component, part.kind) {
        case (.transform, _, _): properties.transform = Self.replace(component, of: properties.transform, with: part)
        case (.sublayerTransform, _, _):
            properties.sublayerTransform = Self.replace(component, of: properties.sublayerTransform, with: part)
        case (.instanceTransform, _, _):
            properties.instanceTransform = Self.replace(component, of: properties.instanceTransform, with: part)
        case (.position, .x, .number): properties.position.x = v.x
        case (.position, .y, .number): properties.position.y = v.x
        case (.anchorPoint, .x, .number): properties.anchorPoint.x = v.x
        case (.anchorPoint, .y, .number): properties.anchorPoint.y = v.x
        case (.bounds, .origin, .point): properties.bounds.origin = Point(v.x, v.y)
        case (.bounds, .originX, .number): properties.bounds.origin.x = v.x
        case (.bounds, .originY, .number): properties.bounds.origin.y = v.x
        case (.bounds, .size, .size): properties.bounds.size = Size(width: v.x, height: v.y)
        case (.bounds, .width, .number): properties.bounds.size.width = v.x
        case (.bounds, .height, .number): properties.bounds.size.height = v.x
        default: break
        }
    }

    /// Adds lanes to the key path's current value, as an additive animation does; false, with nothing written, where
    /// that value is not numeric of the lanes' kind (a nil colour). A whole property is added to in place (the
    /// properties are not copied to be read).
    @inline(__always)
    func add(_ part: AnimationVector, into properties: inout LayerProperties) -> Bool {
        guard component != nil else { return properties.addValue(part, for: property) }
        guard let current = AnimationVector(read(from: properties)), current.kind == part.kind else { return false }
        write(AnimationVector(kind: part.kind, lanes: current.lanes + part.lanes), into: &properties)
        return true
    }

    /// The component's value within a whole property value.
    public func read(_ whole: AnimationValue) -> AnimationValue {
        guard let component else { return whole }
        switch (whole, component) {
        case (.point(let p), .x): return .number(p.x)
        case (.point(let p), .y): return .number(p.y)
        case (.rect(let r), .origin): return .point(r.origin)
        case (.rect(let r), .originX): return .number(r.origin.x)
        case (.rect(let r), .originY): return .number(r.origin.y)
        case (.rect(let r), .size): return .size(r.size)
        case (.rect(let r), .width): return .number(r.width)
        case (.rect(let r), .height): return .number(r.height)
        case (.transform(let t), _):
            return Self.read(component, of: t)
        default: return whole
        }
    }

    private static func read(_ component: Component, of t: Transform3D) -> AnimationValue {
        let d =
            component == .translation || component == .translationX || component == .translationY
                || component == .translationZ ? nil : t.decomposed
        switch component {
        case .rotationZ: return .number(d?.rotationZ ?? 0)
        case .rotationX, .rotationY: return .number(0)
        case .scale, .scaleX: return .number(d?.scale.x ?? 0)
        case .scaleY: return .number(d?.scale.y ?? 0)
        case .scaleZ: return .number(d?.scale.z ?? 0)
        case .translation: return .size(Size(width: t.m41, height: t.m42))
        case .translationX: return .number(t.m41)
        case .translationY: return .number(t.m42)
        case .translationZ: return .number(t.m43)
        default: return .transform(t)
        }
    }

    /// Replaces one decomposed component of a transform, as Core Animation's transform key paths do. For the
    /// identity (the usual base) the result is the plain rotation, scale or translation.
    private static func replace(_ component: Component, of t: Transform3D, with part: AnimationVector) -> Transform3D {
        if case .translation = component, part.kind == .size {
            var result = t
            result.m41 = part.lanes.x; result.m42 = part.lanes.y
            return result
        }
        guard part.kind == .number else { return t }
        let v = part.lanes.x
        switch component {
        case .translationX: var r = t; r.m41 = v; return r
        case .translationY: var r = t; r.m42 = v; return r
        case .translationZ: var r = t; r.m43 = v; return r
        default: break
        }
        if t.isIdentity {
            switch component {
            case .rotationZ: return Transform3D(rotationAngle: v)
            case .rotationX: return Transform3D(rotationAngle: v, x: 1, y: 0, z: 0)
            case .rotationY: return Transform3D(rotationAngle: v, x: 0, y: 1, z: 0)
            case .scale: return Transform3D(scaleX: v, y: v, z: v)
            case .scaleX: return Transform3D(scaleX: v, y: 1)
            case .scaleY: return Transform3D(scaleX: 1, y: v)
            case .scaleZ: return Transform3D(scaleX: 1, y: 1, z: v)
            default: return t
            }
        }
        guard var d = t.decomposed else {
            // A singular base (zero scale) cannot be taken apart; start from its translation alone.
            return replace(component, of: Transform3D(translationX: t.m41, y: t.m42, z: t.m43), with: part)
        }
        switch component {
        case .rotationZ: d.quaternion = (0, 0, sin(v / 2), cos(v / 2))
        case .rotationX: d.quaternion = (sin(v / 2), 0, 0, cos(v / 2))
        case .rotationY: d.quaternion = (0, sin(v / 2), 0, cos(v / 2))
        case .scale: d.scale = (v, v, v)
        case .scaleX: d.scale.x = v
        case .scaleY: d.scale.y = v
        case .scaleZ: d.scale.z = v
        default: break
        }
        return d.transform
    }
}
