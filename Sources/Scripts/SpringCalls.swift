import LayerKit

/// The springs written in a script's source that the spring editor can name and write back: `CASpringAnimation(…)` and
/// `SpringAnimation(…)` (with the `mass`, `stiffness`, `damping` and `initialVelocity` assigned to its variable after it,
/// or `perceptualDuration:bounce:`, or `dampingRatio:response:`), `UIView.animate(withDuration:…usingSpringWithDamping:…)`,
/// `UIView.animate(springDuration:bounce:…)`, `UIViewPropertyAnimator(duration:dampingRatio:…)` and
/// `UISpringTimingParameters(…)` in its three forms. Comments and strings are skipped (`SwiftSourceCursor`).
public struct SpringCall: Sendable, Equatable {
    /// The 1-based line of the call's name: the line Swift's `#line` gives the code there.
    public let line: Int
    public let form: SpringSlot.Form
    /// What the spring is assigned to (`let NAME = CASpringAnimation(…)`), if anything.
    public let variable: String?
    /// The byte ranges of the number literals the code gives, by parameter: `mass`, `stiffness`, `damping`,
    /// `initialVelocity`, `perceptualDuration`, `bounce`, `duration`, `dampingRatio`, `response`.
    public let literals: [String: Range<Int>]
    /// Where an assignment of a constant the code leaves at its default goes (the constants form with a variable): the
    /// offset just after the last line that sets one (or the call's line), and that line's indentation.
    public let insertion: (offset: Int, indent: String)?
    /// Where the spring can be written as a cubic Bézier instead: `UIViewPropertyAnimator(duration:dampingRatio:)` and
    /// `UISpringTimingParameters(dampingRatio:)` with a literal ratio.
    public internal(set) var kindSwitch: TimingKindSwitch?

    public static func == (a: SpringCall, b: SpringCall) -> Bool {
        a.line == b.line && a.form == b.form && a.variable == b.variable && a.literals == b.literals
            && a.insertion?.offset == b.insertion?.offset && a.insertion?.indent == b.insertion?.indent && a.kindSwitch == b.kindSwitch
    }

    /// Every spring call in `bytes` (a Swift file's UTF-8 text).
    public static func scan(_ bytes: [UInt8]) -> [SpringCall] {
        let tokens = SwiftTokens(bytes).tokens
        var calls: [SpringCall] = []
        for (index, token) in tokens.enumerated() {
            guard index + 1 < tokens.count, tokens[index + 1].text == "(", token.kind == .identifier,
                index == 0 || tokens[index - 1].text != "func"
            else { continue }
            let arguments = SwiftTokens.Arguments(tokens, open: index + 1)
            switch token.text {
            case "CASpringAnimation", "SpringAnimation":
                if arguments.labels.contains("perceptualDuration") {
                    calls.append(call(token, .perceptual, arguments, ["perceptualDuration": "perceptualDuration", "bounce": "bounce"], tokens, index))
                } else if arguments.labels.contains("response") {
                    calls.append(call(token, .response, arguments, ["dampingRatio": "dampingRatio", "response": "response"], tokens, index))
                } else {
                    calls.append(constantsCall(token, tokens, index, arguments, bytes))
                }
            case "animate" where arguments.labels.contains("usingSpringWithDamping"):
                let names = ["withDuration": "duration", "usingSpringWithDamping": "dampingRatio", "initialSpringVelocity": "initialVelocity"]
                calls.append(call(token, .dampingRatio, arguments, names, tokens, index))
            case "animate" where arguments.labels.contains("springDuration"):
                let names = ["springDuration": "perceptualDuration", "bounce": "bounce", "initialSpringVelocity": "initialVelocity"]
                calls.append(call(token, .perceptual, arguments, names, tokens, index))
            case "UISpringTimingParameters" where arguments.labels.contains("mass"):
                calls.append(call(token, .constants, arguments, ["mass": "mass", "stiffness": "stiffness", "damping": "damping"], tokens, index))
            case "UISpringTimingParameters" where arguments.labels.contains("bounce"):
                calls.append(call(token, .perceptual, arguments, ["duration": "perceptualDuration", "bounce": "bounce"], tokens, index))
            case "UISpringTimingParameters" where arguments.labels.contains("dampingRatio"):
                var spring = call(token, .dampingRatio, arguments, ["dampingRatio": "dampingRatio"], tokens, index)
                // The whole call becomes the cubic parameters' call: only when the ratio, a literal, is all it says and
                // nothing names the class it makes.
                if arguments.labels == ["dampingRatio"], let ratio = arguments.literal["dampingRatio"], arguments.isClosed(in: tokens),
                    tokens[arguments.close - 1].range.upperBound == ratio.upperBound, !TimingKindSwitch.isAnnotated(before: index, in: tokens)
                {
                    spring.kindSwitch = TimingKindSwitch(
                        call: .timingParameters, range: token.range.lowerBound..<tokens[arguments.close].range.upperBound)
                }
                calls.append(spring)
            case "UIViewPropertyAnimator" where arguments.labels.contains("dampingRatio"):
                var spring = call(token, .dampingRatio, arguments, ["duration": "duration", "dampingRatio": "dampingRatio"], tokens, index)
                // Only the initializer that has a curve form: a duration, one literal ratio, the animations.
                if arguments.labels.isSubset(of: ["duration", "dampingRatio", "animations"]), arguments.isClosed(in: tokens),
                    let label = arguments.labelIndex["dampingRatio"], let ratio = arguments.literal["dampingRatio"],
                    label + 2 < tokens.count, tokens[label + 2].range.lowerBound == ratio.lowerBound
                {
                    spring.kindSwitch = TimingKindSwitch(call: .propertyAnimator, range: tokens[label].range.lowerBound..<ratio.upperBound)
                }
                calls.append(spring)
            default: continue
            }
        }
        return calls
    }

    /// The slot name of each spring in a script's files: its variable's name when no other spring has it, else
    /// `FILE:LINE`. Keyed by `FILE:LINE` (`SpringSlot.Origin.location`).
    public static func slotNames(in files: [(name: String, calls: [SpringCall])]) -> [String: String] {
        var count: [String: Int] = [:]
        for call in files.flatMap(\.calls) { if let v = call.variable { count[v, default: 0] += 1 } }
        var names: [String: String] = [:]
        for file in files {
            for call in file.calls {
                let key = "\(file.name):\(call.line)"
                names[key] = call.variable.flatMap { count[$0] == 1 ? $0 : nil } ?? key
            }
        }
        return names
    }

    private static func call(
        _ head: SwiftTokens.Token, _ form: SpringSlot.Form, _ arguments: SwiftTokens.Arguments, _ names: [String: String],
        _ tokens: [SwiftTokens.Token], _ index: Int
    ) -> SpringCall {
        var literals: [String: Range<Int>] = [:]
        for (label, parameter) in names { if let range = arguments.literal[label] { literals[parameter] = range } }
        return SpringCall(
            line: head.line, form: form, variable: SwiftTokens.assignedName(before: index, in: tokens), literals: literals, insertion: nil,
            kindSwitch: nil)
    }

    /// `let NAME = CASpringAnimation(…)` and the assignments `NAME.damping = 12` in the statements after it (those of
    /// nested blocks too, unless such a block declares a NAME of its own), up to the end of its block or NAME's next
    /// assignment.
    private static func constantsCall(
        _ head: SwiftTokens.Token, _ tokens: [SwiftTokens.Token], _ index: Int, _ arguments: SwiftTokens.Arguments, _ bytes: [UInt8]
    ) -> SpringCall {
        guard let name = SwiftTokens.assignedName(before: index, in: tokens) else {
            return SpringCall(line: head.line, form: .constants, variable: nil, literals: [:], insertion: nil, kindSwitch: nil)
        }
        let owner = name.split(separator: ".").last.map(String.init) ?? name
        var literals: [String: Range<Int>] = [:]
        var lastLine = tokens[max(arguments.close, index)].line
        var depth = 0
        var i = arguments.close + 1
        while i < tokens.count {
            let t = tokens[i].text
            if t == "{" || t == "(" || t == "[" { depth += 1 }
            if t == "}" || t == ")" || t == "]" {
                depth -= 1
                if depth < 0 { break }
            }
            if t == owner, i + 1 < tokens.count, tokens[i + 1].text == "=", depth == 0 { break }
            // A nested block that declares its own NAME is another spring's: skipped to its end.
            if depth > 0, t == owner, i >= 1, ["let", "var"].contains(tokens[i - 1].text) {
                let level = depth
                while i + 1 < tokens.count, depth >= level {
                    i += 1
                    let u = tokens[i].text
                    if u == "{" || u == "(" || u == "[" { depth += 1 }
                    if u == "}" || u == ")" || u == "]" { depth -= 1 }
                }
                continue
            }
            if t == owner, i + 4 < tokens.count, tokens[i + 1].text == ".", tokens[i + 3].text == "=",
                ["mass", "stiffness", "damping", "initialVelocity"].contains(tokens[i + 2].text)
            {
                if let range = SwiftTokens.number(at: i + 4, in: tokens) { literals[tokens[i + 2].text] = range }
                lastLine = tokens[i].line
            }
            i += 1
        }
        return SpringCall(
            line: head.line, form: .constants, variable: name, literals: literals, insertion: lineEnd(lastLine, in: bytes), kindSwitch: nil)
    }

    /// The offset after line `line`'s newline, and the line's leading spaces.
    private static func lineEnd(_ line: Int, in bytes: [UInt8]) -> (offset: Int, indent: String) {
        var start = 0, current = 1
        while current < line, start < bytes.count {
            if bytes[start] == 0x0A { current += 1 }
            start += 1
        }
        var indentEnd = start
        while indentEnd < bytes.count, bytes[indentEnd] == 0x20 || bytes[indentEnd] == 0x09 { indentEnd += 1 }
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return (min(end + 1, bytes.count), String(decoding: bytes[start..<indentEnd], as: UTF8.self))
    }
}
