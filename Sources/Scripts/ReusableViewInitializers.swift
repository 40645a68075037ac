/// Writes `override init(frame:)` as `required init(frame:)` (the same length) in the classes of a file that extend a
/// collection view cell or reusable view (directly or through another class of the file): a collection view makes a
/// registered cell through its class with `init(frame:)`, which Swift can call only when it is required (Objective-C's
/// runtime calls it on iOS). Every other byte keeps its place.
enum ReusableViewInitializers {
    static let reusableClasses: Set<String> = ["UICollectionViewCell", "UICollectionReusableView"]

    /// `bytes` rewritten, or nil when no such initializer is there.
    static func rewrite(_ bytes: [UInt8]) -> [UInt8]? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.contains("init(frame") else { return nil }
        var lines = text.components(separatedBy: "\n")
        var classes = reusableClasses
        var changed = false
        var depth = 0
        var classDepth: Int?
        for index in lines.indices {
            let code = SourceLines.code(of: lines[index])
            if classDepth == nil, let (name, superclass) = SourceLines.classDeclaration(code), classes.contains(superclass) {
                classes.insert(name)
                classDepth = depth
            } else if let level = classDepth, depth == level + 1, let range = overrideWord(in: lines[index]) {
                lines[index].replaceSubrange(range, with: "required")
                changed = true
            }
            depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
            if let level = classDepth, depth <= level, code.contains("}") { classDepth = nil }
        }
        return changed ? Array(lines.joined(separator: "\n").utf8) : nil
    }

    /// The `override` of a line declaring `[modifiers] override [modifiers] init(frame: …)`.
    private static func overrideWord(in line: String) -> Range<String.Index>? {
        let code = SourceLines.code(of: line)
        guard let initializer = code.range(of: "init(frame") else { return nil }
        let modifiers = code[..<initializer.lowerBound].split(separator: " ")
        guard modifiers.contains("override"),
            modifiers.allSatisfy({ ["public", "open", "internal", "override", "@objc"].contains($0) }),
            let range = line.range(of: "override")
        else { return nil }
        return range
    }
}
