import FileOutput
import Foundation
import LayerKit

/// Swift source being written, line by line with indentation, and the Swift spellings of LayerKit's values in Core
/// Animation's types (numbers exact, so that the code evaluates to the same values).
package struct SwiftCode {
    private(set) var text = ""
    private(set) var indentation = ""

    mutating func line(_ line: String) {
        text += line.isEmpty ? "\n" : indentation + line + "\n"
    }

    /// Lines written after this are indented one level more, until `outdent()`.
    mutating func indent() { indentation += "    " }
    mutating func outdent() { indentation.removeLast(min(4, indentation.count)) }

    // MARK: Names

    /// A lower-camel-case Swift identifier from a layer name or key path ("pulsingLayer0", "transform.scale" →
    /// "transformScale"); "value" if nothing usable is left.
    static func identifier(from text: String) -> String {
        var words = text.split { !$0.isLetter && !$0.isNumber }.map(String.init).filter { $0.allSatisfy(\.isASCII) }
        guard !words.isEmpty else { return "value" }
        words[0] = words[0].prefix(1).lowercased() + words[0].dropFirst()
        var name = words[0] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.first?.isNumber == true { name = "layer" + name }
        let keywords: Set<String> = ["let", "var", "func", "class", "struct", "in", "for", "if", "else", "return", "self", "default", "case"]
        return keywords.contains(name) ? name + "Layer" : name
    }

    /// An upper-camel-case name ("pulsingLayer0" → "PulsingLayer0").
    static func typeName(from text: String) -> String {
        let name = identifier(from: text)
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// `base`, or `base2`, `base3` ... whichever is not in `used` yet (then it is).
    static func unique(_ base: String, in used: inout Set<String>) -> String {
        var name = base, counter = 2
        while used.contains(name) {
            name = "\(base)\(counter)"
            counter += 1
        }
        used.insert(name)
        return name
    }

    /// A layer property's Swift name.
    static func propertyName(_ property: LayerProperty) -> String { property == .isHidden ? "isHidden" : property.rawValue }

    // MARK: Values

    static func number(_ v: Double) -> String { NumberText.exact(v) }

    static func repeatCount(_ count: Float) -> String { count.isInfinite ? ".infinity" : number(Double(count)) }

    static func color(_ color: Color?) -> String {
        guard let c = color else { return "nil" }
        // Components that are whole eighths of 255 are written as such ("216 / 255"), as colour code usually is.
        func component(_ v: Double) -> String {
            let eight = (v * 255).rounded()
            return v != 0 && v != 1 && eight / 255 == v ? "\(Int(eight)) / 255" : number(v)
        }
        return "UIColor(red: \(component(c.red)), green: \(component(c.green)), blue: \(component(c.blue)), alpha: \(number(c.alpha))).cgColor"
    }

    static func point(_ p: Point) -> String { "CGPoint(x: \(number(p.x)), y: \(number(p.y)))" }
    static func size(_ s: Size) -> String { "CGSize(width: \(number(s.width)), height: \(number(s.height)))" }
    static func rect(_ r: Rect) -> String {
        "CGRect(x: \(number(r.origin.x)), y: \(number(r.origin.y)), width: \(number(r.width)), height: \(number(r.height)))"
    }

    static func transform(_ t: Transform3D) -> String {
        if t.isIdentity { return "CATransform3DIdentity" }
        let names = ["m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24", "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44"]
        return "CATransform3D(" + zip(names, t.elements).map { "\($0): \(number($1))" }.joined(separator: ", ") + ")"
    }

    /// A `CGPath` built with `UIBezierPath`, as an expression.
    static func path(_ path: Path, indent: String) -> String {
        var lines = ["{", "    let path = UIBezierPath()"]
        for element in path.elements {
            switch element {
            case .move(let p): lines.append("    path.move(to: \(point(p)))")
            case .line(let p): lines.append("    path.addLine(to: \(point(p)))")
            case .quadCurve(let p, let c): lines.append("    path.addQuadCurve(to: \(point(p)), controlPoint: \(point(c)))")
            case .curve(let p, let c1, let c2):
                lines.append("    path.addCurve(to: \(point(p)), controlPoint1: \(point(c1)), controlPoint2: \(point(c2)))")
            case .closeSubpath: lines.append("    path.close()")
            }
        }
        lines.append("    return path.cgPath")
        lines.append("}()")
        return lines.enumerated().map { $0 == 0 ? $1 : indent + $1 }.joined(separator: "\n")
    }

    /// A model value assigned to a layer property.
    static func value(_ value: AnimationValue, for property: LayerProperty, indent: String) -> String {
        switch value {
        case .number(let v):
            if property == .isHidden || property == .masksToBounds { return v == 1 ? "true" : "false" }
            return number(v)
        case .point(let p): return point(p)
        case .size(let s): return size(s)
        case .rect(let r): return rect(r)
        case .color(let c): return color(c)
        case .transform(let t): return transform(t)
        case .path(let p): return p.map { path($0, indent: indent) } ?? "nil"
        case .list(let v): return v.isEmpty ? "nil" : "[" + v.map { Self.value($0, for: property, indent: indent) }.joined(separator: ", ") + "]"
        }
    }

    /// A value as Core Animation code puts it in `fromValue`, `toValue` or `values`: numbers plain, geometry and
    /// transforms boxed in `NSValue`, colours as `CGColor`, paths as `CGPath`.
    static func animationValue(_ value: AnimationValue, indent: String) -> String {
        switch value {
        case .number(let v): return number(v)
        case .point(let p): return "NSValue(cgPoint: \(point(p)))"
        case .size(let s): return "NSValue(cgSize: \(size(s)))"
        case .rect(let r): return "NSValue(cgRect: \(rect(r)))"
        case .color(let c): return c.map { color($0) } ?? "UIColor.clear.cgColor"
        case .transform(let t): return "NSValue(caTransform3D: \(transform(t)))"
        case .path(let p): return p.map { path($0, indent: indent) } ?? "UIBezierPath().cgPath"
        case .list(let v): return "[" + v.map { animationValue($0, indent: indent) }.joined(separator: ", ") + "]"
        }
    }

    static func timingFunction(_ function: TimingFunction) -> String {
        let p = function.controlPoints
        if let name = TimingFunction.Name.allCases.first(where: { $0.controlPoints == (p.x1, p.y1, p.x2, p.y2) }) {
            return "CAMediaTimingFunction(name: .\(name.rawValue))"
        }
        return "CAMediaTimingFunction(controlPoints: \([p.x1, p.y1, p.x2, p.y2].map { number($0) }.joined(separator: ", ")))"
    }
}
