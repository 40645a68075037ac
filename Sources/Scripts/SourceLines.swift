import Foundation

/// Line-by-line reading of Swift source for the script compiler's rewrites that work per declaration line.
enum SourceLines {
    /// The line without a `//` comment or string literals' braces (a rough cut: braces in strings are rare in
    /// declarations).
    static func code(of line: String) -> String {
        var result = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "/" && previous == "/" { result.removeLast(); break }
            if !inString { result.append(character) }
            previous = character
        }
        return result
    }

    /// The name and superclass of a `class Name: Superclass` declaration in `code`.
    static func classDeclaration(_ code: String) -> (String, String)? {
        let words = code.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != ":" })
        guard let index = words.firstIndex(of: "class"), index + 1 < words.count else { return nil }
        var name = String(words[index + 1])
        var rest = words.dropFirst(index + 2)
        if name.hasSuffix(":") {
            name.removeLast()
        } else if rest.first == ":" {
            rest = rest.dropFirst()
        } else {
            return nil
        }
        guard let superclass = rest.first.map({ String($0).trimmingCharacters(in: CharacterSet(charactersIn: ":")) }), !superclass.isEmpty
        else { return nil }
        return (name, superclass)
    }
}
