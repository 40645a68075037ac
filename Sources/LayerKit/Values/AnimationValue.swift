import Foundation
import Raster

/// A type that stands for an animation value (the compatibility modules' colour and path classes).
public protocol AnimationValueConvertible {
    var animationValue: AnimationValue { get }
}

/// A value an animation can produce: what `fromValue`, `toValue`, `byValue` and `values` hold.
/// Tutorial code assigns plain numbers, points, rects, colours and transforms; they are converted
/// once, when assigned, so evaluating an animation never inspects types dynamically.
public enum AnimationValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    /// nil is the clear colour, as a nil `CGColor` is for Core Animation.
    case color(Color?)
    case transform(Transform3D)
    /// Paths interpolate point by point when their elements match in kind and count, else jump at the middle.
    case path(Path?)
    /// A list of values (a gradient's `colors` or `locations`): lists of equal length interpolate element by
    /// element, others jump at the middle. An empty list stands for nil.
    case list([AnimationValue])

    /// Converts what Swift and Core Animation code assigns: any integer or floating-point number (`CGFloat`,
    /// `Double`, `Float`, `Int` ...), `NSNumber`, `Bool` (1 or 0), `Point`/`CGPoint`, `Size`/`CGSize`,
    /// `Rect`/`CGRect`, `Color`, `Transform3D`, `Transform`, `Path`, an `NSValue` holding a point, size, rect or
    /// transform, or an `AnimationValue`. Nil for anything else (`typeName(of:)` names it for the error).
    public init?(any value: Any?) {
        switch value {
        case let v as AnimationValue: self = v
        case let v as CGFloat: self = .number(Double(v))
        case let v as Double: self = .number(v)
        case let v as Float: self = .number(Double(v))
        case let v as Int: self = .number(Double(v))
        case let v as Bool: self = .number(v ? 1 : 0)
        // The concrete kinds before the protocols: a cast to a protocol looks up conformances, and keyframe values are
        // converted for every animation made.
        case let v as Point: self = .point(v)
        case let v as CGPoint: self = .point(Point(Double(v.x), Double(v.y)))
        case let v as Size: self = .size(v)
        case let v as CGSize: self = .size(Size(width: Double(v.width), height: Double(v.height)))
        case let v as Rect: self = .rect(v)
        case let v as CGRect:
            self = .rect(Rect(x: Double(v.origin.x), y: Double(v.origin.y), width: Double(v.width), height: Double(v.height)))
        case let v as Color: self = .color(v)
        case let v as Transform3D: self = .transform(v)
        case let v as Transform: self = .transform(Transform3D(v))
        case let v as Path: self = .path(v)
        case let v as any BinaryInteger: self = .number(Double(v))
        case let v as any BinaryFloatingPoint: self = .number(Self.double(v))
        case let v as AnimationValueConvertible: self = v.animationValue
        case let v as NSNumber: self = .number(v.doubleValue)
        case let v as NSValue:
            guard let converted = Self(value: v) else { return nil }
            self = converted
        case let v as [Any]:
            var elements: [AnimationValue] = []
            for element in v {
                guard let converted = AnimationValue(any: element), !(converted.isList) else { return nil }
                elements.append(converted)
            }
            self = .list(elements)
        default: return nil
        }
    }

    private static func double(_ value: some BinaryFloatingPoint) -> Double { Double(value) }

    /// The `objCType` of an `NSValue` holding a `Transform3D`'s 16 elements (m11 ... m44) as Doubles.
    public static let transform3DEncoding = "[16d]"
    /// The `objCType` of an `NSValue` holding a `Transform`'s 6 elements (a, b, c, d, tx, ty) as Doubles.
    public static let affineTransformEncoding = "[6d]"

    private init?(value: NSValue) {
        switch String(cString: value.objCType) {
        case "{CGPoint=dd}": self.init(any: value.pointValue)
        case "{CGSize=dd}": self.init(any: value.sizeValue)
        case "{CGRect={CGPoint=dd}{CGSize=dd}}": self.init(any: value.rectValue)
        case Self.transform3DEncoding:
            var e = [Double](repeating: 0, count: 16)
            e.withUnsafeMutableBytes { value.getValue($0.baseAddress!) }
            self = .transform(Transform3D(elements: e) ?? .identity)
        case Self.affineTransformEncoding:
            var e = [Double](repeating: 0, count: 6)
            e.withUnsafeMutableBytes { value.getValue($0.baseAddress!) }
            self = .transform(Transform3D(Transform(a: e[0], b: e[1], c: e[2], d: e[3], tx: e[4], ty: e[5])))
        default: return nil
        }
    }

    /// The name of a value's type as Swift code writes it, for messages about values that cannot be animated.
    public static func typeName(of value: Any?) -> String {
        guard let value else { return "nil" }
        if let v = value as? NSValue, !(v is NSNumber) { return "NSValue holding \(String(cString: v.objCType))" }
        return String(describing: type(of: value))
    }

    /// The kind of value, as messages name it: "number", "point", "size", "rect", "colour", "transform" or "path".
    public var kindName: String {
        switch self {
        case .number: return "number"
        case .point: return "point"
        case .size: return "size"
        case .rect: return "rect"
        case .color: return "colour"
        case .transform: return "transform"
        case .path: return "path"
        case .list: return "list"
        }
    }

    var isList: Bool { if case .list = self { true } else { false } }

    /// Whether `self` and `other` are the same kind of value (both numbers, both points ...).
    public func isSameKind(as other: AnimationValue) -> Bool { kindName == other.kindName }

    /// The plain Swift value (Double, Point, Size, Rect, Color?, Transform3D or Path?).
    public var anyValue: Any {
        switch self {
        case .number(let v): return v
        case .point(let v): return v
        case .size(let v): return v
        case .rect(let v): return v
        case .color(let v): return v as Any
        case .transform(let v): return v
        case .path(let v): return v as Any
        case .list(let v): return v.map(\.anyValue)
        }
    }

    public var description: String {
        switch self {
        case .number(let v): return "\(v)"
        case .point(let v): return "\(v)"
        case .size(let v): return "\(v)"
        case .rect(let v): return "\(v)"
        case .color(let v): return v?.hexString ?? "nil"
        case .transform(let v): return "\(v)"
        case .path(let v): return v.map { "path(\($0.elements.count) elements)" } ?? "nil"
        case .list(let v): return "[" + v.map(\.description).joined(separator: ", ") + "]"
        }
    }

    public var number: Double? { if case .number(let v) = self { return v } else { return nil } }
    public var transformValue: Transform3D? { if case .transform(let v) = self { return v } else { return nil } }

    /// Linear interpolation from `self` (t = 0) to `other` (t = 1); t may leave [0, 1] (overshoot).
    /// Values of different kinds (a mistake in the animation) jump at t = 0.5.
    public func interpolated(to other: AnimationValue, at t: Double) -> AnimationValue {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(mix(a, b))
        case (.point(let a), .point(let b)): return .point(Point(mix(a.x, b.x), mix(a.y, b.y)))
        case (.size(let a), .size(let b)): return .size(Size(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(
                Rect(
                    x: mix(a.origin.x, b.origin.x), y: mix(a.origin.y, b.origin.y),
                    width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.color(let a), .color(let b)):
            let from = a ?? (b ?? .clear).withAlphaComponent(0), to = b ?? (a ?? .clear).withAlphaComponent(0)
            return .color(from.interpolated(to: to, at: t))
        case (.transform(let a), .transform(let b)): return .transform(a.interpolated(to: b, at: t))
        case (.path(let a?), .path(let b?)):
            if let mixed = a.interpolated(to: b, at: t) { return .path(mixed) }
            return t < 0.5 ? self : other
        case (.list(let a), .list(let b)) where a.count == b.count:
            return .list(zip(a, b).map { $0.interpolated(to: $1, at: t) })
        default:
            return t < 0.5 ? self : other
        }
    }

    /// The sum used by additive and cumulative animations: component-wise, except transforms, which
    /// concatenate (`other` applied first, then `self`, as Core Animation composes additive transforms).
    public func adding(_ other: AnimationValue) -> AnimationValue {
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(a + b)
        case (.point(let a), .point(let b)): return .point(a + b)
        case (.size(let a), .size(let b)): return .size(Size(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(
                Rect(x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y, width: a.width + b.width, height: a.height + b.height))
        case (.color(let a), .color(let b)):
            let p = a ?? .clear, q = b ?? .clear
            return .color(Color(red: p.red + q.red, green: p.green + q.green, blue: p.blue + q.blue, alpha: p.alpha + q.alpha))
        case (.transform(let a), .transform(let b)): return .transform(b.concatenating(a))
        case (.list(let a), .list(let b)) where a.count == b.count: return .list(zip(a, b).map { $0.adding($1) })
        default: return self
        }
    }

    /// `self` − `other`, the inverse of `adding` (used for a `byValue` ending at `toValue`).
    public func subtracting(_ other: AnimationValue) -> AnimationValue {
        switch other {
        case .number(let b): return adding(.number(-b))
        case .point(let b): return adding(.point(-b))
        case .size(let b): return adding(.size(Size(width: -b.width, height: -b.height)))
        case .rect(let b): return adding(.rect(Rect(x: -b.origin.x, y: -b.origin.y, width: -b.width, height: -b.height)))
        case .color(let b):
            let q = b ?? .clear
            return adding(.color(Color(red: -q.red, green: -q.green, blue: -q.blue, alpha: -q.alpha)))
        case .transform(let b):
            guard case .transform(let a) = self, let inverse = b.inverted else { return self }
            return .transform(inverse.concatenating(a))
        case .path: return self
        case .list(let b):
            guard case .list(let a) = self, a.count == b.count else { return self }
            return .list(zip(a, b).map { $0.subtracting($1) })
        }
    }

    /// A distance between two values, for paced keyframe timing: Euclidean over the components.
    public func distance(to other: AnimationValue) -> Double {
        func hypot(_ parts: [Double]) -> Double { parts.reduce(0) { $0 + $1 * $1 }.squareRoot() }
        switch (self, other) {
        case (.number(let a), .number(let b)): return abs(b - a)
        case (.point(let a), .point(let b)): return a.distance(to: b)
        case (.size(let a), .size(let b)): return hypot([b.width - a.width, b.height - a.height])
        case (.rect(let a), .rect(let b)):
            return hypot([b.origin.x - a.origin.x, b.origin.y - a.origin.y, b.width - a.width, b.height - a.height])
        case (.color(let a), .color(let b)):
            let p = a ?? .clear, q = b ?? .clear
            return hypot([q.red - p.red, q.green - p.green, q.blue - p.blue, q.alpha - p.alpha])
        case (.transform(let a), .transform(let b)): return hypot(zip(a.elements, b.elements).map { $1 - $0 })
        case (.list(let a), .list(let b)) where a.count == b.count: return hypot(zip(a, b).map { $0.distance(to: $1) })
        default: return 0
        }
    }

    /// The components as numbers (for cubic keyframe splines and JSON output).
    public var components: [Double] {
        switch self {
        case .number(let v): return [v]
        case .point(let p): return [p.x, p.y]
        case .size(let s): return [s.width, s.height]
        case .rect(let r): return [r.origin.x, r.origin.y, r.width, r.height]
        case .color(let c): let v = c ?? .clear; return [v.red, v.green, v.blue, v.alpha]
        case .transform(let t): return t.elements
        case .path: return []
        case .list(let v): return v.flatMap(\.components)
        }
    }

    /// The same kind of value with new components (the inverse of `components`).
    public func withComponents(_ c: [Double]) -> AnimationValue {
        switch self {
        case .number: return .number(c[0])
        case .point: return .point(Point(c[0], c[1]))
        case .size: return .size(Size(width: c[0], height: c[1]))
        case .rect: return .rect(Rect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .color: return .color(Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        case .transform: return .transform(Transform3D(elements: c) ?? .identity)
        case .path: return self
        case .list(let v):
            var rest = c[...]
            return .list(
                v.map { element in
                    let n = element.components.count
                    defer { rest = rest.dropFirst(n) }
                    return element.withComponents(Array(rest.prefix(n)))
                })
        }
    }
}

extension AnimationValue: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension Path {
    /// Point-by-point interpolation between paths with the same elements in the same order; nil otherwise.
    func interpolated(to other: Path, at t: Double) -> Path? {
        guard elements.count == other.elements.count else { return nil }
        var result = Path()
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case (.move(let p), .move(let q)): result.move(to: p.interpolated(to: q, at: t))
            case (.line(let p), .line(let q)): result.addLine(to: p.interpolated(to: q, at: t))
            case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
                result.addQuadCurve(to: p.interpolated(to: q, at: t), control: c.interpolated(to: d, at: t))
            case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
                result.addCurve(
                    to: p.interpolated(to: q, at: t), control1: c1.interpolated(to: d1, at: t),
                    control2: c2.interpolated(to: d2, at: t))
            case (.closeSubpath, .closeSubpath): result.closeSubpath()
            default: return nil
            }
        }
        return result
    }
}
