/// What a Swift file's outermost level holds, read past comments and strings: whether it declares a scene script's
/// `makeScene`, whether it has statements (top-level code, as a playground page or a `main.swift` has), and the classes
/// it declares with their superclasses.
package struct TopLevelCode {
    private(set) var declaresMakeScene = false
    /// The 1-based line of the first statement outside any declaration, if there is one.
    private(set) var firstStatementLine: Int?
    /// Classes declared outside any braces, in order: name and superclass (the first type after the colon).
    private(set) var classes: [(name: String, superclass: String)] = []

    /// Words that start a declaration (or modify one, or are a compiler directive) rather than a statement.
    private static let declarationWords: Set<String> = [
        "import", "func", "class", "struct", "enum", "extension", "protocol", "let", "var", "typealias", "actor", "operator",
        "precedencegroup", "infix", "prefix", "postfix", "indirect", "final", "open", "public", "private", "fileprivate",
        "internal", "static", "dynamic", "lazy", "weak", "unowned", "override", "convenience", "required", "mutating",
        "nonmutating", "nonisolated", "macro", "package", "consuming", "borrowing",
    ]

    /// Words that continue a statement begun on an earlier line.
    private static let continuationWords: Set<String> = ["else", "where", "catch", "in", "throws", "rethrows", "async"]

    init(_ bytes: [UInt8]) {
        var cursor = SwiftSourceCursor(bytes)
        var depth = 0
        var atLineStart = true
        var previous: UInt8 = 0x0A  // the last byte of code before the cursor that is not a blank
        while !cursor.isAtEnd {
            let i = cursor.index
            if cursor.skipCommentOrString() {
                if bytes[i] == UInt8(ascii: "/") { continue }  // a comment
                if atLineStart && depth == 0 && firstStatementLine == nil && !Self.continues(after: previous) {
                    firstStatementLine = lineOf(i, in: bytes)
                }
                atLineStart = false
                previous = UInt8(ascii: "\"")
                continue
            }
            let byte = bytes[i]
            if byte == 0x0A {
                atLineStart = true
                cursor.step()
                continue
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                cursor.step()
                continue
            }
            if atLineStart && depth == 0 {
                atLineStart = false
                let word = Self.word(in: bytes, at: i)
                if !Self.continues(after: previous) && !Self.isContinuation(byte) && !Self.continuationWords.contains(word) {
                    if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") || Self.declarationWords.contains(word) {
                        readDeclaration(bytes, at: i)
                    } else if firstStatementLine == nil {
                        firstStatementLine = cursor.line
                    }
                } else if Self.declarationWords.contains(word) {
                    readDeclaration(bytes, at: i)
                }
            } else {
                atLineStart = false
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(depth - 1, 0)
            default: break
            }
            previous = byte
            cursor.step()
        }
    }

    /// Notes a `class NAME: SUPER` or `func makeScene` declaration (after any attributes and modifiers) at `start`.
    private mutating func readDeclaration(_ bytes: [UInt8], at start: Int) {
        var i = start
        var words: [String] = []
        let ends: [UInt8] = [0x0A, UInt8(ascii: "{"), UInt8(ascii: "="), UInt8(ascii: "\""), UInt8(ascii: "("), UInt8(ascii: "/")]
        while i < bytes.count, !ends.contains(bytes[i]), words.count < 12 {
            if bytes[i].isIdentifierByte {
                let word = Self.word(in: bytes, at: i)
                words.append(word)
                i += word.utf8.count
            } else {
                if bytes[i] == UInt8(ascii: ":") { words.append(":") }
                if bytes[i] == UInt8(ascii: "<") { words.append("<") }
                i += 1
            }
        }
        if let func_ = words.firstIndex(of: "func"), func_ + 1 < words.count, words[func_ + 1] == "makeScene" { declaresMakeScene = true }
        if let class_ = words.firstIndex(of: "class"), class_ + 3 < words.count, words[class_ + 2] == ":", words[class_ + 1] != "func",
            words[class_ + 1] != "var"
        {
            classes.append((words[class_ + 1], words[class_ + 3]))
        }
    }

    /// Whether a line after one ending in `byte` continues it (an operator, a comma or an opening bracket at the end).
    private static func continues(after byte: UInt8) -> Bool {
        Array("=+-*/%<>&|^!?.,:([{\\".utf8).contains(byte)
    }

    /// Whether a line starting with `byte` continues the one before (`.member`, an operator, a closing bracket).
    private static func isContinuation(_ byte: UInt8) -> Bool {
        Array(".+-*/%<>&|^?:,)]}=".utf8).contains(byte)
    }

    private static func word(in bytes: [UInt8], at start: Int) -> String {
        var end = start
        while end < bytes.count, bytes[end].isIdentifierByte { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func lineOf(_ index: Int, in bytes: [UInt8]) -> Int {
        bytes[..<index].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    }
}
