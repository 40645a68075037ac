import Foundation

/// Writes the properties a `CALayer` subclass declares `@NSManaged var` or `dynamic var` (`@objc dynamic var`, once
/// `@objc` is spaces) as values kept under their names (`keyedValue(forKey:default:)` and `setValue(_:forKey:)`), so
/// that Core Animation's technique works: `needsDisplay(forKey:)` names them, animations of their keys redraw the layer
/// (`draw(in:)`) every frame, and `init(layer:)` copies them. Each declaration is rewritten on its own line: every
/// other line keeps its place.
///
/// A layer subclass that declares initializers without overriding both `init()` and `init(layer:)` does not inherit
/// LayerKit's `init(copying:)`, which `presentation()` and views' `layerClass` need: one is written after its opening
/// brace, on the same line, ended by a semicolon (making the layer with its `init()` when it has one; without one,
/// Core Animation could not make its presentation copy either, and neither can this). Such a subclass without
/// `init?(coder:)`, which LayerKit requires as Core Animation does, gets one that traps (layers are not read from
/// archives here), so that code written without it, in LayerKit's vocabulary or Core Animation's, compiles.
package enum DrawnLayerProperties {
    /// Core Animation's layer classes, which a class of the file may extend (directly or through another of its classes).
    static let layerClasses: Set<String> = [
        "CALayer", "CAShapeLayer", "CAGradientLayer", "CAReplicatorLayer", "CATextLayer", "CAEmitterLayer", "CATransformLayer",
        "Layer", "ShapeLayer", "GradientLayer", "ReplicatorLayer", "TextLayer", "EmitterLayer", "TransformLayer",
    ]

    /// The layer classes among `files` (Swift sources compiled together): Core Animation's, and every class that extends
    /// one of them, in any of the files.
    package static func layerSubclasses(in files: [[UInt8]]) -> Set<String> {
        let declared = files.flatMap { TopLevelCode($0).classes }
        var found = layerClasses
        var grew = true
        while grew {
            let before = found.count
            for entry in declared where found.contains(entry.superclass) { found.insert(entry.name) }
            grew = found.count > before
        }
        return found
    }

    /// What a layer subclass's body declares of initializers.
    private struct Initializers {
        var braceLine: Int?
        var plain = false
        var copying = false
        var coder = false
        var designated = false
        var needsCopyingInitializer: Bool { designated && !(plain && copying) }
        var needsCoderInitializer: Bool { designated && !coder }
    }

    /// `bytes` rewritten, or nil when no layer subclass declares such a property or needs `init(copying:)`. `known` are
    /// the layer classes of the files compiled with this one.
    static func rewrite(_ bytes: [UInt8], layerClasses known: Set<String> = layerClasses) -> [UInt8]? {
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = text.components(separatedBy: "\n")
        var layerSubclasses = known
        var changed = false
        var depth = 0
        var classDepth: Int?
        var initializers = Initializers()
        let layerType = text.contains("import UIKit") || text.contains("import QuartzCore") ? "CALayer" : "Layer"
        for index in lines.indices {
            let line = lines[index]
            let code = SourceLines.code(of: line)
            if classDepth == nil, let (name, superclass) = SourceLines.classDeclaration(code), layerSubclasses.contains(superclass) {
                layerSubclasses.insert(name)
                classDepth = depth
                initializers = Initializers()
            } else if let classDepth, depth == classDepth + 1, let rewritten = property(in: line) {
                lines[index] = rewritten
                changed = true
            } else if let classDepth, depth == classDepth + 1 {
                Self.note(code, in: &initializers)
            }
            if classDepth != nil, initializers.braceLine == nil, code.contains("{") { initializers.braceLine = index }
            depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
            if let level = classDepth, depth <= level, code.contains("}") {
                classDepth = nil
                if initializers.needsCopyingInitializer, let brace = initializers.braceLine,
                    let opening = lines[brace].firstIndex(of: "{")
                {
                    let body = initializers.plain ? "self.init()" : "fatalError(\"\\(Self.self) has no init(layer:): no copy of it can be made\")"
                    lines[brace].insert(
                        contentsOf: " public required convenience init(copying layer: \(layerType)?) { \(body) };", at: lines[brace].index(after: opening))
                    changed = true
                }
                if initializers.needsCoderInitializer, let brace = initializers.braceLine, let opening = lines[brace].firstIndex(of: "{") {
                    lines[brace].insert(
                        contentsOf: " public required init?(coder: NSCoder) { fatalError(\"\\(Self.self) is not read from archives\") };",
                        at: lines[brace].index(after: opening))
                    changed = true
                }
            }
        }
        return changed ? Array(lines.joined(separator: "\n").utf8) : nil
    }

    /// Notes an initializer declared on `code` (a line of a layer subclass's body).
    private static func note(_ code: String, in initializers: inout Initializers) {
        let words = withoutAttributes(code).split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let first = words.firstIndex(where: { $0.hasPrefix("init(") || $0.hasPrefix("init?(") || $0.hasPrefix("init!(") }),
            words[..<first].allSatisfy({ ["public", "open", "internal", "private", "fileprivate", "override", "required"].contains($0) })
        else { return }
        let signature = words[first...].joined(separator: " ")
        initializers.designated = true
        if signature.hasPrefix("init()") { initializers.plain = true }
        if signature.hasPrefix("init(layer:") { initializers.copying = true }
        // `init?(coder: NSCoder)` and `init?(coder aDecoder: NSCoder)` alike.
        for opening in ["init?(coder", "init(coder", "init!(coder"] where signature.hasPrefix(opening) {
            let next = signature.dropFirst(opening.count).first
            if next == ":" || next == " " { initializers.coder = true }
        }
    }

    /// `code` without the attributes it starts with (`@objc`, `@available(*, unavailable)`).
    private static func withoutAttributes(_ code: String) -> Substring {
        var rest = code.drop(while: { $0 == " " || $0 == "\t" })
        while rest.first == "@" {
            rest = rest.dropFirst().drop(while: { $0.isLetter || $0.isNumber || $0 == "_" })
            if rest.first == "(" {
                var depth = 0
                while let character = rest.first {
                    rest = rest.dropFirst()
                    if character == "(" { depth += 1 }
                    if character == ")" { depth -= 1 }
                    if depth == 0 { break }
                }
            }
            rest = rest.drop(while: { $0 == " " || $0 == "\t" })
        }
        return rest
    }

    /// The declaration `[modifiers] @NSManaged var NAME: TYPE` or `[modifiers] dynamic var NAME: TYPE [= VALUE]` on
    /// `line`, rewritten; nil for any other line.
    private static func property(in line: String) -> String? {
        let code = SourceLines.code(of: line)
        guard let marker = code.range(of: "@NSManaged ") ?? code.range(of: "dynamic ") else { return nil }
        let before = code[..<marker.lowerBound]
        guard before.split(separator: " ").allSatisfy({ ["public", "open", "internal", "private", "fileprivate", "final", "override", "@objc"].contains($0) })
        else { return nil }
        var rest = code[marker.upperBound...].drop { $0 == " " }
        var after: [String] = []
        for modifier in ["public ", "open ", "internal ", "private ", "fileprivate ", "final "] where rest.hasPrefix(modifier) {
            after.append(String(modifier.dropLast()))
            rest = rest.dropFirst(modifier.count).drop { $0 == " " }
        }
        guard rest.hasPrefix("var "), !rest.contains("{") else { return nil }
        let declaration = rest.dropFirst(4)
        guard let colon = declaration.firstIndex(of: ":") else { return nil }
        let name = declaration[..<colon].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        let afterColon = declaration[declaration.index(after: colon)...]
        let parts = afterColon.split(separator: "=", maxSplits: 1)
        let type = parts[0].trimmingCharacters(in: .whitespaces)
        guard !type.isEmpty else { return nil }
        let value = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : (type.hasSuffix("?") ? "nil" : "\(type)()")
        let modifiers = (before.split(separator: " ").map(String.init) + after).filter { $0 != "@objc" }.joined(separator: " ")
        let indent = String(line.prefix { $0 == " " || $0 == "\t" })
        return indent + (modifiers.isEmpty ? "" : modifiers + " ")
            + "var \(name): \(type) { get { keyedValue(forKey: \"\(name)\", default: \(value)) } set { setValue(newValue, forKey: \"\(name)\") } }"
    }
}
