import Foundation
import LayerKit
import Raster

/// Reads typed values out of JSON for the scene-file loader, naming the file, position and key path in
/// every error, and collecting warnings for values it had to clamp.
struct SceneFileReader {
    let file: String
    var warnings: [String] = []

    init(file: String) { self.file = file }

    func error(_ value: JSONValue?, _ path: String, _ message: String) -> SceneFileError {
        SceneFileError(file: file, position: value?.position, keyPath: path, message: message)
    }

    mutating func warn(_ value: JSONValue, _ path: String, _ message: String) {
        warnings.append("\(file):\(value.position.line):\(value.position.column): \(path): \(message)")
    }

    func number(_ value: JSONValue, _ path: String) throws -> Double {
        guard case .number(let v, _) = value else { throw error(value, path, "expected a number, found \(value.typeName)") }
        guard v.isFinite else { throw error(value, path, "\(v) is not a finite number") }
        return v
    }

    func bool(_ value: JSONValue, _ path: String) throws -> Bool {
        switch value {
        case .bool(let b, _): return b
        case .number(let v, _) where v == 0 || v == 1: return v == 1
        default: throw error(value, path, "expected true or false, found \(value.typeName)")
        }
    }

    func string(_ value: JSONValue, _ path: String) throws -> String {
        guard case .string(let s, _) = value else { throw error(value, path, "expected a string, found \(value.typeName)") }
        return s
    }

    func numbers(_ value: JSONValue, _ path: String, count: Int? = nil, limit: Int = 1_000_000) throws -> [Double] {
        guard case .array(let elements, _) = value else {
            throw error(value, path, "expected an array of numbers, found \(value.typeName)")
        }
        if let count, elements.count != count { throw error(value, path, "expected \(count) numbers, found \(elements.count)") }
        guard elements.count <= limit else { throw error(value, path, "more than \(limit) numbers") }
        return try elements.enumerated().map { try number($0.element, "\(path)[\($0.offset)]") }
    }

    func array(_ value: JSONValue, _ path: String, limit: Int = 100_000) throws -> [JSONValue] {
        guard case .array(let elements, _) = value else { throw error(value, path, "expected an array, found \(value.typeName)") }
        guard elements.count <= limit else { throw error(value, path, "more than \(limit) entries") }
        return elements
    }

    func members(_ value: JSONValue, _ path: String) throws -> [(key: String, value: JSONValue)] {
        guard case .object(let members, _) = value else { throw error(value, path, "expected an object, found \(value.typeName)") }
        return members
    }

    func point(_ value: JSONValue, _ path: String) throws -> Point {
        let v = try numbers(value, path, count: 2)
        return Point(v[0], v[1])
    }

    func size(_ value: JSONValue, _ path: String) throws -> Size {
        let v = try numbers(value, path, count: 2)
        return Size(width: v[0], height: v[1])
    }

    func rect(_ value: JSONValue, _ path: String) throws -> Rect {
        let v = try numbers(value, path, count: 4)
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    /// `"#RRGGBB"`, `"#RRGGBBAA"`, or null for no colour.
    func color(_ value: JSONValue, _ path: String) throws -> Color? {
        if case .null = value { return nil }
        let text = try string(value, path)
        guard let color = Color(hex: text) else { throw error(value, path, "'\(text)' is not a colour (use \"#RRGGBB\" or \"#RRGGBBAA\")") }
        return color
    }

    func path(_ value: JSONValue, _ keyPath: String) throws -> Path? {
        if case .null = value { return nil }
        let data = try string(value, keyPath)
        do {
            return try Path(svgPathData: data)
        } catch let problem as PathDataError {
            throw error(value, keyPath, "\(problem)")
        }
    }

    /// 16 numbers in Core Animation's order, or a list of steps applied in order:
    /// `{"rotate": radians | [radians, x, y, z]}`, `{"scale": s | [sx, sy] | [sx, sy, sz]}`,
    /// `{"translate": [tx, ty] | [tx, ty, tz]}`, `{"perspective": d}` (m34 = -1/d: put it last, after the steps it
    /// should show in depth).
    func transform(_ value: JSONValue, _ path: String) throws -> Transform3D {
        let elements = try array(value, path, limit: 1000)
        if elements.count == 16, elements.allSatisfy({ if case .number = $0 { return true } else { return false } }) {
            return Transform3D(elements: try numbers(value, path))!
        }
        var result = Transform3D.identity
        for (index, step) in elements.enumerated() {
            let stepPath = "\(path)[\(index)]"
            let parts = try members(step, stepPath)
            guard parts.count == 1, let (kind, argument) = parts.first else {
                throw error(step, stepPath, "a transform step has one key: rotate, scale, translate or perspective")
            }
            let argumentPath = "\(stepPath).\(kind)"
            let next: Transform3D
            switch kind {
            case "rotate":
                if case .number = argument {
                    next = Transform3D(rotationAngle: try number(argument, argumentPath))
                } else {
                    let v = try numbers(argument, argumentPath, count: 4)
                    guard v[1] != 0 || v[2] != 0 || v[3] != 0 else {
                        throw error(argument, argumentPath, "the rotation axis [x, y, z] must not be zero")
                    }
                    next = Transform3D(rotationAngle: v[0], x: v[1], y: v[2], z: v[3])
                }
            case "perspective":
                let d = try number(argument, argumentPath)
                guard d > 0 else { throw error(argument, argumentPath, "the eye's distance must be positive (m34 = -1/distance)") }
                var eye = Transform3D.identity
                eye.m34 = -1 / d
                next = eye
            case "scale":
                if case .number = argument {
                    let s = try number(argument, argumentPath)
                    next = Transform3D(scaleX: s, y: s)
                } else {
                    let v = try numbers(argument, argumentPath)
                    guard v.count == 2 || v.count == 3 else { throw error(argument, argumentPath, "expected [sx, sy] or [sx, sy, sz]") }
                    next = Transform3D(scaleX: v[0], y: v[1], z: v.count == 3 ? v[2] : 1)
                }
            case "translate":
                let v = try numbers(argument, argumentPath)
                guard v.count == 2 || v.count == 3 else { throw error(argument, argumentPath, "expected [tx, ty] or [tx, ty, tz]") }
                next = Transform3D(translationX: v[0], y: v[1], z: v.count == 3 ? v[2] : 0)
            default:
                throw error(step, stepPath, "unknown transform step '\(kind)' (rotate, scale, translate, perspective)")
            }
            result = result.concatenating(next)
        }
        return result
    }

    /// A value of the kind a key path animates.
    func animationValue(_ value: JSONValue, _ path: String, for keyPath: AnimatableKeyPath) throws -> AnimationValue {
        switch ValueKind(keyPath) {
        case .number:
            if case .bool(let b, _) = value { return .number(b ? 1 : 0) }
            return .number(try number(value, path))
        case .point: return .point(try point(value, path))
        case .size: return .size(try size(value, path))
        case .rect: return .rect(try rect(value, path))
        case .color: return .color(try color(value, path))
        case .transform: return .transform(try transform(value, path))
        case .path: return .path(try self.path(value, path))
        case .colors:
            let items = try array(value, path, limit: 256)
            return .list(try items.enumerated().map { .color(try color($0.element, "\(path)[\($0.offset)]") ?? .clear) })
        case .numbers:
            return .list(try numbers(value, path, limit: 256).map { .number($0) })
        }
    }

    /// A timing function: a predefined name, four control-point numbers, or the name of a slot.
    mutating func timingFunction(_ value: JSONValue, _ path: String, slots: [String: TimingFunction]) throws -> TimingFunction {
        if case .string(let name, _) = value {
            if let slot = slots[name] { return slot }
            let predefined = TimingFunction.Name(rawValue: name)
            if predefined.isPredefined { return TimingFunction(name: predefined) }
            let known = (TimingFunction.Name.allCases.map(\.rawValue) + slots.keys.sorted()).joined(separator: ", ")
            throw error(value, path, "unknown timing function '\(name)' (known: \(known))")
        }
        let p = try numbers(value, path, count: 4)
        if p[0] < 0 || p[0] > 1 || p[2] < 0 || p[2] > 1 {
            warn(value, path, "control point x values must lie in 0...1; clamped")
        }
        return TimingFunction(controlPoints: p[0], p[1], p[2], p[3])
    }
}

/// What kind of value a key path takes.
enum ValueKind {
    case number, point, size, rect, color, transform, path, colors, numbers

    init(_ keyPath: AnimatableKeyPath) {
        if let component = keyPath.component {
            switch component {
            case .origin: self = .point
            case .size, .translation: self = .size
            default: self = .number
            }
            return
        }
        switch keyPath.property {
        case .bounds, .contentsRect: self = .rect
        case .position, .anchorPoint, .startPoint, .endPoint, .emitterPosition: self = .point
        case .shadowOffset, .emitterSize: self = .size
        case .transform, .sublayerTransform, .instanceTransform: self = .transform
        case .backgroundColor, .borderColor, .fillColor, .strokeColor, .foregroundColor, .shadowColor, .instanceColor: self = .color
        case .path, .shadowPath: self = .path
        case .colors: self = .colors
        case .locations: self = .numbers
        default: self = .number
        }
    }
}
