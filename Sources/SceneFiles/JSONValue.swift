import Foundation

/// A parsed JSON value that remembers where it was in its file, so that errors can point at it.
public indirect enum JSONValue: Sendable {
    case null(JSONPosition)
    case bool(Bool, JSONPosition)
    case number(Double, JSONPosition)
    case string(String, JSONPosition)
    case array([JSONValue], JSONPosition)
    /// Members in file order (duplicates kept; lookups take the last, as most JSON readers do).
    case object([(key: String, value: JSONValue)], JSONPosition)

    public var position: JSONPosition {
        switch self {
        case .null(let p), .bool(_, let p), .number(_, let p), .string(_, let p), .array(_, let p), .object(_, let p): return p
        }
    }

    public subscript(key: String) -> JSONValue? {
        if case .object(let members, _) = self { return members.last { $0.key == key }?.value }
        return nil
    }

    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// 1-based line and column of a value's first character.
public struct JSONPosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var description: String { "\(line):\(column)" }
}

/// A syntax error in JSON text.
public struct JSONSyntaxError: Error, Sendable {
    public var position: JSONPosition
    public var message: String
}

/// A strict JSON reader (RFC 8259) that records positions. Nesting deeper than `maximumDepth` is an
/// error, not a stack overflow.
public struct JSONReader {
    public static let maximumDepth = 128

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    public static func parse(_ text: String) throws -> JSONValue {
        var reader = JSONReader(bytes: Array(text.utf8))
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        if reader.index < reader.bytes.count { throw reader.error("unexpected text after the end of the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var position: JSONPosition { JSONPosition(line: line, column: index - lineStart + 1) }

    private func error(_ message: String) -> JSONSyntaxError { JSONSyntaxError(position: position, message: message) }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A: index += 1; line += 1; lineStart = index
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
        guard index < bytes.count else { throw error("unexpected end of the file") }
        let start = position
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [(key: String, value: JSONValue)] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members, start) }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a quoted member name") }
                let key = try string()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after \"\(key)\"") }
                index += 1
                skipWhitespace()
                members.append((key, try value(depth: depth + 1)))
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of the file in an object") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members, start) }
                throw error("expected ',' or '}' in an object")
            }
        case UInt8(ascii: "["):
            index += 1
            var elements: [JSONValue] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements, start) }
            while true {
                skipWhitespace()
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of the file in an array") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements, start) }
                throw error("expected ',' or ']' in an array")
            }
        case UInt8(ascii: "\""):
            return .string(try string(), start)
        case UInt8(ascii: "t"): try literal("true"); return .bool(true, start)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false, start)
        case UInt8(ascii: "n"): try literal("null"); return .null(start)
        default:
            return .number(try number(), start)
        }
    }

    private mutating func literal(_ word: String) throws {
        let w = Array(word.utf8)
        guard index + w.count <= bytes.count, Array(bytes[index..<(index + w.count)]) == w else {
            throw error("unexpected character '\(String(UnicodeScalar(bytes[index])))'")
        }
        index += w.count
    }

    private mutating func number() throws -> Double {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let s = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - s
        }
        guard digits() > 0 else {
            index = start
            let c = index < bytes.count ? String(UnicodeScalar(bytes[index])) : "end of file"
            throw error("unexpected character '\(c)'")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected digits after the decimal point") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw error("'\(text)' is not a number") }
        return value
    }

    /// A string, in time linear in its length: its bytes are gathered as UTF-8 (escapes decoded into them, a `\u`
    /// surrogate pair as the one character it encodes, a lone surrogate as U+FFFD) and made a `String` once.
    private mutating func string() throws -> String {
        index += 1
        var utf8: [UInt8] = []
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            }
            if b < 0x20 { throw error("control character in a string (escape it)") }
            guard b == UInt8(ascii: "\\") else {
                utf8.append(b)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { break }
            let e = bytes[index]
            index += 1
            switch e {
            case UInt8(ascii: "\""): utf8.append(0x22)
            case UInt8(ascii: "\\"): utf8.append(0x5C)
            case UInt8(ascii: "/"): utf8.append(0x2F)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hexQuad()
                // A high surrogate followed by an escaped low one is one character beyond the Basic Multilingual Plane.
                if (0xD800..<0xDC00).contains(code), index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                {
                    let mark = index
                    index += 2
                    let low = try hexQuad()
                    if (0xDC00..<0xE000).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        index = mark
                    }
                }
                utf8.append(contentsOf: String(UnicodeScalar(code) ?? "\u{FFFD}").utf8)
            default: throw error("unknown escape '\\\(String(UnicodeScalar(e)))'")
            }
        }
        throw error("unterminated string")
    }

    /// The four hex digits of a `\u` escape.
    private mutating func hexQuad() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("bad \\u escape") }
        var code: UInt32 = 0
        for byte in bytes[index..<(index + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("bad \\u escape")
            }
            code = code << 4 | UInt32(digit)
        }
        index += 4
        return code
    }
}
