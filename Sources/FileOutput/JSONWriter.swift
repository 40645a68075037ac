import Foundation

/// Writes plain Swift values (Double, Int, Bool, String, nil, arrays, ordered objects) as JSON text.
/// Numbers are written in their shortest exact form; non-finite numbers become null.
public enum JSONWriter {
    /// An object whose members keep their order.
    public struct Object {
        public var members: [(String, Any?)]
        public init(_ members: [(String, Any?)] = []) { self.members = members }
        public mutating func append(_ key: String, _ value: Any?) { members.append((key, value)) }
    }

    public static func write(_ value: Any?, indent: Int = 0, pretty: Bool = true) -> String {
        var out = ""
        emit(value, into: &out, level: 0, pretty: pretty)
        return out
    }

    private static func emit(_ value: Any?, into out: inout String, level: Int, pretty: Bool) {
        let newline = pretty ? "\n" : "", pad = pretty ? String(repeating: "  ", count: level + 1) : ""
        let closePad = pretty ? String(repeating: "  ", count: level) : ""
        switch value {
        case nil: out += "null"
        case let v as Bool: out += v ? "true" : "false"
        case let v as Int: out += String(v)
        case let v as Double: out += number(v)
        case let v as Float: out += number(Double(v))
        case let v as String: out += quoted(v)
        case let v as [Double]: out += "[" + v.map(number).joined(separator: ", ") + "]"
        case let v as Object:
            if v.members.isEmpty { out += "{}"; return }
            out += "{" + newline
            for (i, (key, member)) in v.members.enumerated() {
                out += pad + quoted(key) + ": "
                emit(member, into: &out, level: level + 1, pretty: pretty)
                out += (i < v.members.count - 1 ? (pretty ? "," : ", ") : "") + newline
            }
            out += closePad + "}"
        case let v as [Any?]:
            if v.isEmpty { out += "[]"; return }
            out += "[" + newline
            for (i, element) in v.enumerated() {
                out += pad
                emit(element, into: &out, level: level + 1, pretty: pretty)
                out += (i < v.count - 1 ? (pretty ? "," : ", ") : "") + newline
            }
            out += closePad + "]"
        default: out += quoted("\(value!)")
        }
    }

    /// Shortest round-trip form (`NumberText.exact`); non-finite as null.
    public static func number(_ v: Double) -> String { v.isFinite ? NumberText.exact(v) : "null" }

    public static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
