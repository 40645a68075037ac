/// A Swift file's text as rough tokens: identifiers (keywords among them), number literals, string literals and single
/// punctuation characters, each with its byte range and line; comments are dropped (`SwiftSourceCursor`). Enough for the
/// scanners that find calls and their literal arguments, not a Swift lexer.
struct SwiftTokens {
    enum Kind { case identifier, number, string, punctuation }

    struct Token {
        let kind: Kind
        let range: Range<Int>
        let line: Int
        let text: String
    }

    private(set) var tokens: [Token] = []

    init(_ bytes: [UInt8]) {
        var cursor = SwiftSourceCursor(bytes)
        while !cursor.isAtEnd {
            let start = cursor.index, line = cursor.line
            if let end = SwiftSourceCursor.endOfCommentOrString(in: bytes, at: start) {
                let isString = bytes[start] == UInt8(ascii: "\"") || bytes[start] == UInt8(ascii: "#")
                cursor.advance(to: end)
                if isString { tokens.append(Token(kind: .string, range: start..<end, line: line, text: "\"")) }
                continue
            }
            let byte = bytes[start]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                cursor.step()
                continue
            }
            var end = start + 1
            let kind: Kind
            if (0x30...0x39).contains(byte) {
                kind = .number
                while end < bytes.count, Self.isNumberByte(bytes[end], after: bytes[end - 1]) { end += 1 }
            } else if byte.isIdentifierByte {
                kind = .identifier
                while end < bytes.count, bytes[end].isIdentifierByte { end += 1 }
            } else {
                kind = .punctuation
            }
            tokens.append(Token(kind: kind, range: start..<end, line: line, text: String(decoding: bytes[start..<end], as: UTF8.self)))
            cursor.advance(to: end)
        }
    }

    private static func isNumberByte(_ byte: UInt8, after previous: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E")
            || ((byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")) && (previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E")))
    }

    /// The byte range of the number literal at token `index` (with a leading minus sign), if one is there.
    static func number(at index: Int, in tokens: [Token]) -> Range<Int>? {
        guard index < tokens.count else { return nil }
        if tokens[index].text == "-", index + 1 < tokens.count, tokens[index + 1].kind == .number,
            tokens[index + 1].range.lowerBound == tokens[index].range.upperBound
        {
            return tokens[index].range.lowerBound..<tokens[index + 1].range.upperBound
        }
        return tokens[index].kind == .number ? tokens[index].range : nil
    }

    /// The name a call at token `index` is assigned to: `NAME = `, `let NAME = `, `let NAME: Type = `, `self.NAME = `.
    static func assignedName(before index: Int, in tokens: [Token]) -> String? {
        var i = index - 1
        // `CASpringAnimation.init(` or `QuartzCore.CASpringAnimation(`: the qualified name.
        while i >= 1, tokens[i].text == ".", tokens[i - 1].kind == .identifier { i -= 2 }
        guard i >= 1, tokens[i].text == "=" else { return nil }
        i -= 1
        if i >= 2, tokens[i].kind == .identifier, tokens[i - 1].text == ":" { i -= 2 }
        guard i >= 0, tokens[i].kind == .identifier else { return nil }
        return tokens[i].text
    }

    /// A call's labelled arguments: which labels it has and, for those whose value is a number literal, its range.
    struct Arguments {
        var labels: Set<String> = []
        /// The token index of each label.
        var labelIndex: [String: Int] = [:]
        var literal: [String: Range<Int>] = [:]
        /// The index of the closing parenthesis (or the last token).
        var close: Int

        /// Whether the call ends with its own `)` (not with a bracket of the code around it, or the end of the file).
        func isClosed(in tokens: [SwiftTokens.Token]) -> Bool { close < tokens.count && tokens[close].text == ")" }

        init(_ tokens: [SwiftTokens.Token], open: Int) {
            var depth = 0
            var i = open
            close = tokens.count - 1
            while i < tokens.count {
                let t = tokens[i].text
                if t == "(" || t == "[" || t == "{" { depth += 1 }
                if t == ")" || t == "]" || t == "}" {
                    depth -= 1
                    if depth == 0 {
                        close = i
                        return
                    }
                }
                if depth == 1, tokens[i].kind == .identifier, i + 1 < tokens.count, tokens[i + 1].text == ":",
                    [",", "("].contains(tokens[i - 1].text)
                {
                    labels.insert(t)
                    labelIndex[t] = labelIndex[t] ?? i
                    if let range = SwiftTokens.number(at: i + 2, in: tokens),
                        let next = tokens.indices.contains(i + 3 + (tokens[i + 2].text == "-" ? 1 : 0))
                            ? tokens[i + 3 + (tokens[i + 2].text == "-" ? 1 : 0)].text : nil,
                        next == "," || next == ")"
                    {
                        literal[t] = range
                    }
                }
                i += 1
            }
        }
    }
}
