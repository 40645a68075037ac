import Foundation

/// Keeps an `@objc` protocol's `optional` requirements compiling without the Objective-C runtime: `optional` becomes
/// spaces, each optional method gets a default in an extension added after the file's last line (nothing for a method
/// returning nothing, nil for an optional result, else a trap naming the requirement), and calls written
/// `delegate?.name?(…)` become `delegate?.name (…)`. Lines and columns of the user's code stay where they were.
enum OptionalRequirements {
    /// `bytes` rewritten, or nil when it declares no optional requirement.
    static func rewrite(_ bytes: [UInt8]) -> [UInt8]? {
        var output = bytes
        var defaults: [String] = []
        var names: Set<String> = []
        var cursor = SwiftSourceCursor(bytes)
        while !cursor.isAtEnd {
            if cursor.skipCommentOrString() { continue }
            let start = cursor.index
            guard start == 0 || !bytes[start - 1].isIdentifierByte, let protocolEnd = IOSSpellings.word("protocol", in: bytes, at: start),
                let (name, isPublic, bodyStart, bodyEnd) = protocolBody(bytes, after: protocolEnd)
            else {
                cursor.step()
                continue
            }
            var requirements: [String] = []
            var i = bodyStart
            while i < bodyEnd {
                if let end = SwiftSourceCursor.endOfCommentOrString(in: bytes, at: i) {
                    i = end
                    continue
                }
                if i == 0 || !bytes[i - 1].isIdentifierByte, let end = IOSSpellings.word("optional", in: bytes, at: i),
                    let declaration = requirement(bytes, from: end, before: bodyEnd)
                {
                    for k in i..<end { output[k] = UInt8(ascii: " ") }
                    requirements.append(declaration.defaultImplementation(isPublic: isPublic))
                    if let method = declaration.methodName { names.insert(method) }
                    i = end
                    continue
                }
                i += 1
            }
            if !requirements.isEmpty { defaults.append("extension \(name) {\n" + requirements.joined(separator: "\n") + "\n}") }
            cursor.advance(to: bodyEnd)
        }
        guard !defaults.isEmpty else { return nil }
        rewriteOptionalCalls(bytes, names: names, into: &output)
        return output + Array(("\n" + defaults.joined(separator: "\n") + "\n").utf8)
    }

    private struct Requirement {
        let signature: String
        let methodName: String?
        let result: String?

        func defaultImplementation(isPublic: Bool) -> String {
            let access = isPublic ? "public " : ""
            let body: String
            if let result, !result.isEmpty, result != "Void", result != "()" {
                body = result.hasSuffix("?") ? "nil" : "fatalError(\"the optional requirement \(methodName ?? signature) is not implemented\")"
            } else {
                body = ""
            }
            return "    \(access)\(signature) { \(body) }"
        }
    }

    /// The method (or property) declared after `optional` at `start`: its signature up to the end of its line (with
    /// its parentheses closed), its name and its result type.
    private static func requirement(_ bytes: [UInt8], from start: Int, before end: Int) -> Requirement? {
        var i = start
        var depth = 0
        while i < end {
            let byte = bytes[i]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth -= 1 }
            if (byte == 0x0A || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "/")) && depth <= 0 { break }
            i += 1
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        if let func_ = words.firstIndex(of: "func"), func_ + 1 < words.count {
            let result = text.range(of: "->").map { String(text[$0.upperBound...]).trimmingCharacters(in: .whitespaces) }
            return Requirement(signature: text, methodName: String(words[func_ + 1]), result: result)
        }
        if words.contains("var"), let colon = text.firstIndex(of: ":") {
            let type = text[text.index(after: colon)...].split(separator: "{")[0].trimmingCharacters(in: .whitespaces)
            let declaration = text.split(separator: "{")[0].trimmingCharacters(in: .whitespaces)
            return Requirement(signature: declaration, methodName: nil, result: type.isEmpty ? "Any?" : type)
        }
        return nil
    }

    /// The protocol's name, whether it is public, and its body's range, for `protocol NAME … {` after `start`.
    private static func protocolBody(_ bytes: [UInt8], after start: Int) -> (String, Bool, Int, Int)? {
        var i = start
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        let nameStart = i
        while i < bytes.count, bytes[i].isIdentifierByte { i += 1 }
        guard i > nameStart else { return nil }
        let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
        while i < bytes.count, bytes[i] != UInt8(ascii: "{") {
            if bytes[i] == UInt8(ascii: "}") || bytes[i] == UInt8(ascii: ";") { return nil }
            i += 1
        }
        guard i < bytes.count else { return nil }
        let open = i + 1
        var depth = 1
        i = open
        while i < bytes.count, depth > 0 {
            if let end = SwiftSourceCursor.endOfCommentOrString(in: bytes, at: i) {
                i = end
                continue
            }
            if bytes[i] == UInt8(ascii: "{") { depth += 1 }
            if bytes[i] == UInt8(ascii: "}") { depth -= 1 }
            i += 1
        }
        let lineStart = bytes[..<start].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let isPublic = String(decoding: bytes[lineStart..<start], as: UTF8.self).contains("public")
        return (name, isPublic, open, max(i - 1, open))
    }

    /// `.name?(` becomes `.name (` for the optional methods `names`.
    private static func rewriteOptionalCalls(_ bytes: [UInt8], names: Set<String>, into output: inout [UInt8]) {
        var cursor = SwiftSourceCursor(bytes)
        while !cursor.isAtEnd {
            if cursor.skipCommentOrString() { continue }
            let i = cursor.index
            if bytes[i] == UInt8(ascii: "."), i + 1 < bytes.count, bytes[i + 1].isIdentifierByte {
                var end = i + 1
                while end < bytes.count, bytes[end].isIdentifierByte { end += 1 }
                if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "?"), bytes[end + 1] == UInt8(ascii: "("),
                    names.contains(String(decoding: bytes[(i + 1)..<end], as: UTF8.self))
                {
                    output[end] = UInt8(ascii: " ")
                }
            }
            cursor.step()
        }
    }
}
