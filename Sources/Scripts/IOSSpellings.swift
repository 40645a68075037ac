/// Rewrites the spellings of iOS code that Swift on Linux cannot compile (the Objective-C runtime's, the platform's), so
/// that a script written for iOS compiles unchanged, as iOS code. Every other byte stays where it was, so the compiler's
/// lines and columns are those of the user's file:
/// - `@objc`, `@objc(name)`, `@objcMembers`, and Interface Builder's `@IBOutlet` and `@IBAction`, become spaces (calls
///   here are Swift's, so nothing else changes); an `@objc` protocol without an inheritance clause gets `: AnyObject`
///   after its name, as it is class-bound on iOS (the rest of that line moves right by those 11 characters);
/// - `#keyPath(CAShapeLayer.strokeEnd)` becomes the string `"strokeEnd"`, padded with spaces: the path without its
///   leading type names (components that start with a capital letter), as Objective-C would spell it;
/// - `#selector(step(_:))` becomes ` Selector(step(_:))`: QuartzCore's `Selector` holds the method as a function
///   value. `#selector(getter:)` and `#selector(setter:)` are left to the compiler's error;
/// - in `#if` and `#elseif` conditions, `os(iOS)` and `targetEnvironment(simulator)` become `true` and the other
///   `os(…)` and `targetEnvironment(…)` `false`, padded with spaces: the code is compiled as iOS code;
/// - `#fileLiteral(resourceName:)` becomes ` fileLiteral(resourceName:)`, UIKit's function finding the file in the
///   script's resources;
/// - `import Darwin` becomes `import Glibc `, and `import UIKit.UIGestureRecognizerSubclass` (a submodule) `import UIKit`;
/// - a table cell's `override init(style:reuseIdentifier:)` becomes `required init(…)` (a table makes registered cells
///   through the class), and so does a collection view cell's `override init(frame:)` (`ReusableViewInitializers`).
///
/// Comments and string literals (with their interpolations) are left alone, and so is anything that does not have the
/// exact shape above.
public enum IOSSpellings {
    /// `bytes` (a Swift file's UTF-8 text) rewritten, or nil when it has none of these spellings; `optional`
    /// requirements of `@objc` protocols (`OptionalRequirements`), layer subclasses' drawn properties
    /// (`DrawnLayerProperties`) and main-queue delays, timers and `Bundle.main` (`MemberRenames`) too.
    /// `layerClasses`: the names of the layer classes in all the files compiled together (Core Animation's only, when
    /// nil).
    public static func rewrite(_ bytes: [UInt8], layerClasses: Set<String>? = nil) -> [UInt8]? {
        let spelled = rewriteSpellings(bytes)
        let required = OptionalRequirements.rewrite(spelled ?? bytes) ?? spelled
        let known = layerClasses ?? DrawnLayerProperties.layerClasses
        let drawn = DrawnLayerProperties.rewrite(required ?? bytes, layerClasses: known) ?? required
        let renamed = MemberRenames.rewrite(drawn ?? bytes) ?? drawn
        return ReusableViewInitializers.rewrite(renamed ?? bytes) ?? renamed
    }

    private static func rewriteSpellings(_ bytes: [UInt8]) -> [UInt8]? {
        var output = bytes
        var changed = false
        // Where `: AnyObject` goes: after the names of `@objc` protocols without an inheritance clause.
        var classBound: [Int] = []
        var cursor = SwiftSourceCursor(bytes)
        while !cursor.isAtEnd {
            if cursor.skipCommentOrString() { continue }
            let start = cursor.index
            guard start == 0 || !bytes[start - 1].isIdentifierByte,
                [UInt8(ascii: "@"), UInt8(ascii: "#"), UInt8(ascii: "i"), UInt8(ascii: "o")].contains(bytes[start])
            else {
                cursor.step()
                continue
            }
            let end: Int
            if let conditionEnd = conditionEnd(bytes, at: start) {
                end = conditionEnd
                guard rewriteConditions(bytes, in: start..<end, into: &output) else {
                    cursor.advance(to: end)
                    continue
                }
            } else if let literalEnd = word("#fileLiteral", in: bytes, at: start) {
                end = literalEnd
                output[start] = UInt8(ascii: " ")
            } else if let (importEnd, replacement) = platformImport(bytes, at: start) {
                end = importEnd
                for i in start..<end { output[i] = i - start < replacement.count ? replacement[i - start] : UInt8(ascii: " ") }
            } else if let attributeEnd = objcAttributeEnd(bytes, at: start) {
                end = attributeEnd
                for i in start..<end { output[i] = UInt8(ascii: " ") }
                if let nameEnd = objcProtocolNameEnd(bytes, after: end) { classBound.append(nameEnd) }
            } else if let (pathEnd, path) = keyPath(bytes, at: start) {
                end = pathEnd
                let literal = [UInt8(ascii: "\"")] + path + [UInt8(ascii: "\"")]
                for i in start..<end { output[i] = i - start < literal.count ? literal[i - start] : UInt8(ascii: " ") }
            } else if let overrideEnd = cellInitializerOverride(bytes, at: start) {
                end = overrideEnd
                for (i, byte) in zip(start..<end, "required".utf8) { output[i] = byte }
            } else if let selectorEnd = selectorEnd(bytes, at: start) {
                end = selectorEnd
                for (i, byte) in zip(start..<end, " Selector".utf8) { output[i] = byte }
            } else {
                cursor.step()
                continue
            }
            changed = true
            cursor.advance(to: end)
        }
        for offset in classBound.reversed() { output.insert(contentsOf: Array(": AnyObject".utf8), at: offset) }
        return changed ? output : nil
    }

    /// After an `@objc` attribute ending at `start`: where the name of the protocol it marks ends (`@objc public protocol
    /// Name`), when that protocol has no inheritance clause. An `@objc` protocol is class-bound on iOS (a `weak var
    /// delegate` of its type is allowed); without the attribute it must say so.
    private static func objcProtocolNameEnd(_ bytes: [UInt8], after start: Int) -> Int? {
        var i = start
        skipBlanks(bytes, &i)
        for modifier: StaticString in ["public", "internal", "fileprivate", "private", "open"] {
            if let end = word(modifier, in: bytes, at: i) {
                i = end
                skipBlanks(bytes, &i)
                break
            }
        }
        guard let protocolEnd = word("protocol", in: bytes, at: i) else { return nil }
        i = protocolEnd
        skipBlanks(bytes, &i)
        let nameStart = i
        while i < bytes.count, bytes[i].isIdentifierByte { i += 1 }
        guard i > nameStart else { return nil }
        var next = i
        skipBlanks(bytes, &next)
        return next < bytes.count && bytes[next] == UInt8(ascii: ":") ? nil : i
    }

    /// The end of the line of an `#if` or `#elseif` at `start`.
    private static func conditionEnd(_ bytes: [UInt8], at start: Int) -> Int? {
        guard word("#if", in: bytes, at: start) != nil || word("#elseif", in: bytes, at: start) != nil else { return nil }
        var i = start
        while i < bytes.count, bytes[i] != 0x0A { i += 1 }
        return i
    }

    /// Writes `true` or `false` over each `os(…)` and `targetEnvironment(…)` in `range`; whether there was one.
    private static func rewriteConditions(_ bytes: [UInt8], in range: Range<Int>, into output: inout [UInt8]) -> Bool {
        var changed = false
        var i = range.lowerBound
        while i < range.upperBound {
            guard i == 0 || !bytes[i - 1].isIdentifierByte else {
                i += 1
                continue
            }
            let truths: [String: Bool]
            let nameEnd: Int
            if let end = word("os", in: bytes, at: i) {
                (truths, nameEnd) = (["iOS": true], end)
            } else if let end = word("targetEnvironment", in: bytes, at: i) {
                (truths, nameEnd) = (["simulator": true], end)
            } else {
                i += 1
                continue
            }
            var j = nameEnd
            skipBlanks(bytes, &j)
            guard j < range.upperBound, bytes[j] == UInt8(ascii: "(") else {
                i = nameEnd
                continue
            }
            let open = j + 1
            while j < range.upperBound, bytes[j] != UInt8(ascii: ")") { j += 1 }
            guard j < range.upperBound else { break }
            let argument = String(decoding: bytes[open..<j].filter { $0 != 0x20 && $0 != 0x09 }, as: UTF8.self)
            let value = Array((truths[argument] ?? false ? "true" : "false").utf8)
            for k in i...j { output[k] = k - i < value.count ? value[k - i] : UInt8(ascii: " ") }
            changed = true
            i = j + 1
        }
        return changed
    }

    /// `import Darwin` (as `import Glibc `), or an import of a UIKit submodule (as `import UIKit`), at `start`.
    private static func platformImport(_ bytes: [UInt8], at start: Int) -> (end: Int, replacement: [UInt8])? {
        guard var i = word("import", in: bytes, at: start) else { return nil }
        skipBlanks(bytes, &i)
        if let end = word("Darwin", in: bytes, at: i) { return (end, Array("import Glibc".utf8)) }
        guard let moduleEnd = word("UIKit", in: bytes, at: i), moduleEnd < bytes.count, bytes[moduleEnd] == UInt8(ascii: ".") else { return nil }
        var end = moduleEnd + 1
        while end < bytes.count, bytes[end].isIdentifierByte { end += 1 }
        return (end, Array("import UIKit".utf8))
    }

    /// The end of `override` at `start` when it begins a table cell's `override init(style:reuseIdentifier:)`: a table
    /// makes a registered cell class with that initializer, which Swift can call through a class only when it is
    /// `required` (Objective-C's runtime calls it on iOS).
    private static func cellInitializerOverride(_ bytes: [UInt8], at start: Int) -> Int? {
        guard let overrideEnd = word("override", in: bytes, at: start) else { return nil }
        var i = overrideEnd
        skipBlanks(bytes, &i)
        for modifier: StaticString in ["public", "open", "internal"] {
            if let end = word(modifier, in: bytes, at: i) {
                i = end
                skipBlanks(bytes, &i)
            }
        }
        guard let initEnd = word("init", in: bytes, at: i) else { return nil }
        i = initEnd
        skipBlanks(bytes, &i)
        guard i < bytes.count, bytes[i] == UInt8(ascii: "(") else { return nil }
        i += 1
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        guard let styleEnd = word("style", in: bytes, at: i) else { return nil }
        var close = styleEnd
        while close < bytes.count, bytes[close] != UInt8(ascii: ")") { close += 1 }
        let parameters = String(decoding: bytes[styleEnd..<close], as: UTF8.self)
        return parameters.contains("reuseIdentifier") ? overrideEnd : nil
    }

    /// The end of `@objcMembers`, `@objc` or `@objc(name:)` (on one line) at `start`.
    private static func objcAttributeEnd(_ bytes: [UInt8], at start: Int) -> Int? {
        for attribute: StaticString in ["@objcMembers", "@IBOutlet", "@IBAction", "@IBSegueAction", "@NSCopying"] {
            if let end = word(attribute, in: bytes, at: start) { return end }
        }
        guard let end = word("@objc", in: bytes, at: start) else { return nil }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "(") else { return end }
        var i = end + 1
        while i < bytes.count, bytes[i].isIdentifierByte || bytes[i] == UInt8(ascii: ":") { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: ")") ? i + 1 : end
    }

    /// The end of `#keyPath(Type.property.property)` at `start`, and the path it names.
    private static func keyPath(_ bytes: [UInt8], at start: Int) -> (end: Int, path: [UInt8])? {
        guard var i = word("#keyPath", in: bytes, at: start) else { return nil }
        skipBlanks(bytes, &i)
        guard i < bytes.count, bytes[i] == UInt8(ascii: "(") else { return nil }
        let open = i + 1
        i = open
        while i < bytes.count,
            bytes[i].isIdentifierByte || [UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!"), 0x20, 0x09].contains(bytes[i])
        {
            i += 1
        }
        guard i < bytes.count, bytes[i] == UInt8(ascii: ")") else { return nil }
        var components = bytes[open..<i].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map {
            $0.filter { $0.isIdentifierByte }
        }
        guard components.allSatisfy({ !$0.isEmpty && !(0x30...0x39).contains($0[0]) }) else { return nil }
        while components.count > 1, (0x41...0x5A).contains(components[0][0]) { components.removeFirst() }
        return (i + 1, Array(components.joined(separator: [UInt8(ascii: ".")])))
    }

    /// The end of `#selector` at `start` when a `(` follows that does not start with `getter:` or `setter:`.
    private static func selectorEnd(_ bytes: [UInt8], at start: Int) -> Int? {
        guard let end = word("#selector", in: bytes, at: start) else { return nil }
        var i = end
        skipBlanks(bytes, &i)
        guard i < bytes.count, bytes[i] == UInt8(ascii: "(") else { return nil }
        i += 1
        skipBlanks(bytes, &i)
        if word("getter", in: bytes, at: i) != nil || word("setter", in: bytes, at: i) != nil { return nil }
        return end
    }

    /// The end of `text` at `start` when it is there as a whole word (no identifier byte follows).
    static func word(_ text: StaticString, in bytes: [UInt8], at start: Int) -> Int? {
        let count = text.utf8CodeUnitCount
        guard start + count <= bytes.count else { return nil }
        let matches = text.withUTF8Buffer { bytes[start..<(start + count)].elementsEqual($0) }
        guard matches, start + count == bytes.count || !bytes[start + count].isIdentifierByte else { return nil }
        return start + count
    }

    private static func skipBlanks(_ bytes: [UInt8], _ i: inout Int) {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
    }
}
