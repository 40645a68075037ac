/// A position in a Swift file's UTF-8 text that steps over comments and string literals, counting lines: what the
/// script scanners share, so that text in a comment or a string is never taken for code. It knows line comments,
/// nested block comments, single-line, multi-line (`"""`) and raw (`#"…"#`) strings with their escapes and
/// interpolations (`"\(f("x"))"`). Any input ends: a comment or string left open runs to the end of the text (a
/// single-line string to the end of its line), and nesting is tracked on a heap stack, never by recursion.
struct SwiftSourceCursor {
    let bytes: [UInt8]
    /// The byte offset of the cursor.
    private(set) var index = 0
    /// The 1-based line of `index`.
    private(set) var line = 1

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index >= bytes.count }

    /// Moves one byte ahead.
    mutating func step() {
        if bytes[index] == 0x0A { line += 1 }
        index += 1
    }

    /// Moves ahead to `target` (clamped to the text), counting the lines passed.
    mutating func advance(to target: Int) {
        let end = min(target, bytes.count)
        while index < end { step() }
    }

    /// Steps past the comment or string literal that starts at the cursor; false, without moving, when none does.
    mutating func skipCommentOrString() -> Bool {
        guard let end = Self.endOfCommentOrString(in: bytes, at: index) else { return false }
        advance(to: end)
        return true
    }

    private enum Context {
        case string(hashes: Int, multiline: Bool)
        case interpolation(depth: Int)
    }

    /// The offset just past the comment or string literal starting at `start`, or nil when none starts there.
    static func endOfCommentOrString(in bytes: [UInt8], at start: Int) -> Int? {
        if let end = endOfComment(in: bytes, at: start) { return end }
        guard let opening = stringOpening(in: bytes, at: start) else { return nil }
        var stack: [Context] = [.string(hashes: opening.hashes, multiline: opening.multiline)]
        var i = opening.bodyStart
        while i < bytes.count, let context = stack.last {
            switch context {
            case .string(let hashes, let multiline):
                let byte = bytes[i]
                if byte == 0x0A, !multiline {
                    stack.removeLast()  // left open: the literal ends with its line
                } else if byte == UInt8(ascii: "\\"), let afterHashes = hashesMatch(hashes, in: bytes, from: i + 1) {
                    if afterHashes < bytes.count, bytes[afterHashes] == UInt8(ascii: "(") {
                        stack.append(.interpolation(depth: 1))
                        i = afterHashes + 1
                    } else {
                        i = afterHashes + 1
                    }
                } else if byte == UInt8(ascii: "\""), let end = closing(hashes: hashes, multiline: multiline, in: bytes, at: i) {
                    stack.removeLast()
                    i = end
                } else {
                    i += 1
                }
            case .interpolation(let depth):
                if let end = endOfComment(in: bytes, at: i) {
                    i = end
                } else if let nested = stringOpening(in: bytes, at: i) {
                    stack.append(.string(hashes: nested.hashes, multiline: nested.multiline))
                    i = nested.bodyStart
                } else {
                    let byte = bytes[i]
                    if byte == UInt8(ascii: "(") {
                        stack[stack.count - 1] = .interpolation(depth: depth + 1)
                    } else if byte == UInt8(ascii: ")") {
                        if depth == 1 { stack.removeLast() } else { stack[stack.count - 1] = .interpolation(depth: depth - 1) }
                    }
                    i += 1
                }
            }
        }
        return min(i, bytes.count)
    }

    /// The end of a `//` comment (its newline stays) or of a nested `/* */` comment starting at `start`.
    private static func endOfComment(in bytes: [UInt8], at start: Int) -> Int? {
        guard start + 1 < bytes.count, bytes[start] == UInt8(ascii: "/") else { return nil }
        if bytes[start + 1] == UInt8(ascii: "/") {
            var i = start + 2
            while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            return i
        }
        guard bytes[start + 1] == UInt8(ascii: "*") else { return nil }
        var depth = 1, i = start + 2
        while i < bytes.count, depth > 0 {
            if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "*") {
                depth += 1
                i += 2
            } else if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "*"), bytes[i + 1] == UInt8(ascii: "/") {
                depth -= 1
                i += 2
            } else {
                i += 1
            }
        }
        return min(i, bytes.count)
    }

    /// A string literal's opening at `start`: `#`s, then `"` or `"""`.
    private static func stringOpening(in bytes: [UInt8], at start: Int) -> (hashes: Int, multiline: Bool, bodyStart: Int)? {
        var i = start
        while i < bytes.count, bytes[i] == UInt8(ascii: "#") { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { return nil }
        let multiline = i + 2 < bytes.count && bytes[i + 1] == UInt8(ascii: "\"") && bytes[i + 2] == UInt8(ascii: "\"")
        return (i - start, multiline, i + (multiline ? 3 : 1))
    }

    /// The offset after `hashes` `#`s from `start`, or nil when fewer follow.
    private static func hashesMatch(_ hashes: Int, in bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        while i - start < hashes {
            guard i < bytes.count, bytes[i] == UInt8(ascii: "#") else { return nil }
            i += 1
        }
        return i
    }

    /// The end of the literal when the quote at `start` closes it (`"` or `"""`, then its `#`s).
    private static func closing(hashes: Int, multiline: Bool, in bytes: [UInt8], at start: Int) -> Int? {
        let quotes = multiline ? 3 : 1
        guard start + quotes <= bytes.count, bytes[start..<(start + quotes)].allSatisfy({ $0 == UInt8(ascii: "\"") }) else { return nil }
        return hashesMatch(hashes, in: bytes, from: start + quotes)
    }
}

extension UInt8 {
    /// A byte of a Swift identifier: ASCII letters, digits, `_`, or any byte of a non-ASCII character.
    var isIdentifierByte: Bool {
        (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) || self == UInt8(ascii: "_")
            || self >= 0x80
    }
}
