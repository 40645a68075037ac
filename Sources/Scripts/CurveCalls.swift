import Foundation

/// The timing curves written in a script's source that the curve editor can tune and write back: calls of
/// `TimingFunction(slot: "NAME", controlPoints: a, b, c, d)` (a named slot), and of
/// `CAMediaTimingFunction(controlPoints: a, b, c, d)` or `TimingFunction(controlPoints: a, b, c, d)` whose four
/// arguments are number literals (a curve of Core Animation code, made a slot without any edit), and UIKit's
/// `UIViewPropertyAnimator(duration: …, controlPoint1: CGPoint(x: a, y: b), controlPoint2: CGPoint(x: c, y: d) …)` and
/// `UICubicTimingParameters(controlPoint1: …, controlPoint2: …)` with literal coordinates. The scanner skips
/// comments and strings (`SwiftSourceCursor`); it is the one place both the scene (naming slots) and the writer
/// (finding them) use.
public struct CurveCall: Sendable, Equatable {
    /// The slot's name in `TimingFunction(slot:)`; nil for a Core Animation curve.
    public let slot: String?
    /// The variable or property a Core Animation curve is assigned to: `NAME` in `let NAME = CAMediaTimingFunction(...)`,
    /// `move.timingFunction` in `move.timingFunction = CAMediaTimingFunction(...)`.
    public let variable: String?
    /// The 1-based line of the call.
    public let line: Int
    /// The byte ranges of the four number literals.
    public let literals: [Range<Int>]
    /// Where the curve can be written as a spring instead (UIKit's calls); nil for Core Animation's and LayerKit's.
    public let kindSwitch: TimingKindSwitch?

    /// The slot name of each Core Animation curve in a script's files: its variable's name when that name is used
    /// by no other curve and no named slot, else `FILE:LINE`. Keyed by file name and line.
    public static func automaticSlotNames(in files: [(name: String, calls: [CurveCall])]) -> [String: String] {
        let named = Set(files.flatMap { $0.calls.compactMap(\.slot) })
        var variableCount: [String: Int] = [:]
        for call in files.flatMap(\.calls) where call.slot == nil {
            if let variable = call.variable { variableCount[variable, default: 0] += 1 }
        }
        var names: [String: String] = [:]
        for file in files {
            for call in file.calls where call.slot == nil {
                let key = "\(file.name):\(call.line)"
                if let variable = call.variable, variableCount[variable] == 1, !named.contains(variable) {
                    names[key] = variable
                } else {
                    names[key] = key
                }
            }
        }
        return names
    }

    /// Every curve call in `bytes` (a Swift file's UTF-8 text).
    public static func scan(_ bytes: [UInt8]) -> [CurveCall] {
        (Scanner(bytes: bytes).run() + uikitCalls(bytes)).sorted { $0.literals[0].lowerBound < $1.literals[0].lowerBound }
    }

    /// `UIViewPropertyAnimator(…controlPoint1: CGPoint(x: a, y: b), controlPoint2: CGPoint(x: c, y: d)…)` and
    /// `UICubicTimingParameters(controlPoint1: …, controlPoint2: …)`, the four coordinates number literals.
    private static func uikitCalls(_ bytes: [UInt8]) -> [CurveCall] {
        let tokens = SwiftTokens(bytes).tokens
        var calls: [CurveCall] = []
        for (index, head) in tokens.enumerated()
        where head.kind == .identifier && (head.text == "UIViewPropertyAnimator" || head.text == "UICubicTimingParameters")
            && index + 1 < tokens.count && tokens[index + 1].text == "(" && (index == 0 || tokens[index - 1].text != "func")
        {
            let arguments = SwiftTokens.Arguments(tokens, open: index + 1)
            let close = arguments.close
            guard let label = arguments.labelIndex["controlPoint1"], let first = point(at: label + 2, in: tokens),
                first.end + 4 < close, tokens[first.end + 1].text == ",", tokens[first.end + 2].text == "controlPoint2",
                tokens[first.end + 3].text == ":", let second = point(at: first.end + 4, in: tokens)
            else { continue }
            var kindSwitch: TimingKindSwitch?
            if head.text == "UICubicTimingParameters" {
                // The whole call becomes the spring parameters' call: only when the points are all it says and nothing
                // names the class it makes.
                guard tokens[label - 1].text == "(", second.end + 1 == close, arguments.isClosed(in: tokens) else { continue }
                if !TimingKindSwitch.isAnnotated(before: index, in: tokens) {
                    kindSwitch = TimingKindSwitch(call: .timingParameters, range: head.range.lowerBound..<tokens[close].range.upperBound)
                }
            } else if arguments.labels.isSubset(of: ["duration", "controlPoint1", "controlPoint2", "animations"]), arguments.isClosed(in: tokens) {
                // Only the initializer that has a spring form: a duration, the two points, the animations.
                kindSwitch = TimingKindSwitch(call: .propertyAnimator, range: tokens[label].range.lowerBound..<tokens[second.end].range.upperBound)
            }
            calls.append(
                CurveCall(
                    slot: nil, variable: SwiftTokens.assignedName(before: index, in: tokens), line: head.line,
                    literals: first.literals + second.literals, kindSwitch: kindSwitch))
        }
        return calls
    }

    /// `CGPoint(x: a, y: b)` at token `index`, a and b number literals: their ranges and the index of its `)`.
    private static func point(at index: Int, in tokens: [SwiftTokens.Token]) -> (literals: [Range<Int>], end: Int)? {
        var i = index
        func expect(_ text: String) -> Bool {
            guard i < tokens.count, tokens[i].text == text else { return false }
            i += 1
            return true
        }
        func number() -> Range<Int>? {
            guard let range = SwiftTokens.number(at: i, in: tokens) else { return nil }
            i += tokens[i].text == "-" ? 2 : 1
            return range
        }
        guard expect("CGPoint"), expect("("), expect("x"), expect(":"), let x = number(), expect(","), expect("y"), expect(":"),
            let y = number(), i < tokens.count, tokens[i].text == ")"
        else { return nil }
        return ([x, y], i)
    }

    private struct Scanner {
        let bytes: [UInt8]

        func run() -> [CurveCall] {
            var result: [CurveCall] = []
            var cursor = SwiftSourceCursor(bytes)
            let heads = [Array("CAMediaTimingFunction(".utf8), Array("TimingFunction(".utf8)]
            while !cursor.isAtEnd {
                if cursor.skipCommentOrString() { continue }
                let index = cursor.index
                guard index == 0 || !bytes[index - 1].isIdentifierByte,
                    let head = heads.first(where: { index + $0.count <= bytes.count && bytes[index..<(index + $0.count)].elementsEqual($0) }
                    )
                else {
                    cursor.step()
                    continue
                }
                var i = index + head.count
                if let call = parseArguments(&i, line: cursor.line, variable: variable(before: index)) {
                    result.append(call)
                    cursor.advance(to: i)
                } else {
                    cursor.step()
                }
            }
            return result
        }

        /// `slot: "NAME", controlPoints: a, b, c, d)` or `controlPoints: a, b, c, d)`, from just after the `(`.
        func parseArguments(_ i: inout Int, line: Int, variable: String?) -> CurveCall? {
            var slot: String?
            var probe = i
            if expect("slot:", &probe) {
                guard expect("\"", &probe) else { return nil }
                let start = probe
                while probe < bytes.count, bytes[probe] != UInt8(ascii: "\""), bytes[probe] != 0x0A, bytes[probe] != UInt8(ascii: "\\") {
                    probe += 1
                }
                guard probe < bytes.count, bytes[probe] == UInt8(ascii: "\"") else { return nil }
                slot = String(decoding: bytes[start..<probe], as: UTF8.self)
                probe += 1
                guard expect(",", &probe) else { return nil }
            }
            guard expect("controlPoints:", &probe) else { return nil }
            var literals: [Range<Int>] = []
            for k in 0..<4 {
                guard let range = number(&probe) else { return nil }
                literals.append(range)
                if k < 3 && !expect(",", &probe) { return nil }
            }
            guard expect(")", &probe) else { return nil }
            i = probe
            return CurveCall(slot: slot, variable: slot == nil ? variable : nil, line: line, literals: literals, kindSwitch: nil)
        }

        /// The name a call at `index` is assigned to: `NAME = `, `let NAME = `, `let NAME: Type = `.
        func variable(before index: Int) -> String? {
            var i = index - 1
            func skipSpace() { while i >= 0, [0x20, 0x09].contains(bytes[i]) { i -= 1 } }
            func identifier() -> String? {
                let end = i + 1
                while i >= 0, bytes[i].isIdentifierByte { i -= 1 }
                return end > i + 1 ? String(decoding: bytes[(i + 1)..<end], as: UTF8.self) : nil
            }
            skipSpace()
            guard i >= 0, bytes[i] == UInt8(ascii: "="), i == 0 || ![UInt8(ascii: "="), UInt8(ascii: "!")].contains(bytes[i - 1]) else {
                return nil
            }
            i -= 1
            skipSpace()
            guard var name = identifier() else { return nil }
            if i >= 0, bytes[i] == UInt8(ascii: ".") {
                // A property of something: named with its owner (`move.timingFunction`).
                i -= 1
                guard let owner = identifier() else { return nil }
                name = owner + "." + name
            }
            skipSpace()
            if i >= 0, bytes[i] == UInt8(ascii: ":") {
                i -= 1
                skipSpace()
                guard let variable = identifier() else { return nil }
                name = variable
            }
            return name.first?.isNumber == true ? nil : name
        }

        func expect(_ word: String, _ i: inout Int) -> Bool {
            skipSpace(&i)
            let w = Array(word.utf8)
            guard i + w.count <= bytes.count, Array(bytes[i..<(i + w.count)]) == w else { return false }
            i += w.count
            return true
        }

        func skipSpace(_ i: inout Int) { while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 } }

        func number(_ i: inout Int) -> Range<Int>? {
            skipSpace(&i)
            let start = i
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
            while i < bytes.count,
                (0x30...0x39).contains(bytes[i]) || bytes[i] == UInt8(ascii: ".") || bytes[i] == UInt8(ascii: "_")
                    || bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")
                    || ((bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+")) && i > start
                        && [UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[i - 1]))
            {
                i += 1
            }
            let text = String(decoding: bytes[start..<i], as: UTF8.self).replacingOccurrences(of: "_", with: "")
            return i > start && Double(text) != nil ? start..<i : nil
        }
    }
}
