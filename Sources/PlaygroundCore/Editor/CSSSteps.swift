import FileOutput
import Foundation

/// CSS's `steps()` easing: a value that jumps in equal steps and holds between them. It is neither a cubic Bézier nor
/// a spring, so no slot takes it; in Core Animation it is a keyframe animation with `calculationMode = .discrete`, and
/// the editor says which key times and values (as fractions of the way) make it.
@_spi(App) public struct CSSSteps: Equatable, Sendable {
    /// How many intervals the animation is cut into (CSS's first argument).
    @_spi(App) public let count: Int
    /// Where the jumps are: CSS's `jump-start` (`start`), `jump-end` (`end`, the default), `jump-none`, `jump-both`.
    @_spi(App) public let position: String

    /// The first `steps(…)` in `text`: a whole number of steps (at least 1; at least 2 with `jump-none`; at most 1,000),
    /// then optionally where the jumps are. Nil otherwise.
    @_spi(App) public init?(parsing text: String) {
        guard let open = text.range(of: "steps(", options: .caseInsensitive),
            let close = text[open.upperBound...].firstIndex(of: ")")
        else { return nil }
        let arguments = text[open.upperBound..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard (1...2).contains(arguments.count), let count = Int(arguments[0]), (1...1000).contains(count) else { return nil }
        let names = ["start": "jump-start", "end": "jump-end", "jump-start": "jump-start", "jump-end": "jump-end",
                     "jump-none": "jump-none", "jump-both": "jump-both"]
        guard let position = arguments.count == 2 ? names[arguments[1]] : "jump-end", position != "jump-none" || count >= 2 else {
            return nil
        }
        self.count = count
        self.position = position
    }

    /// The discrete keyframes: each interval's start time and the fraction of the way held through it.
    @_spi(App) public var keyframes: [(time: Double, value: Double)] {
        let n = Double(count)
        return (0..<count).map { index in
            let i = Double(index)
            let value: Double
            switch position {
            case "jump-start": value = (i + 1) / n
            case "jump-none": value = i / (n - 1)
            case "jump-both": value = (i + 1) / (n + 1)
            default: value = i / n
            }
            return (i / n, value)
        }
    }

    /// What the editor says when `steps()` is pasted: what it is in Core Animation.
    @_spi(App) public var explanation: String {
        let shown = keyframes.prefix(6)
        func list(_ numbers: [Double]) -> String {
            numbers.map { NumberText.decimal($0, places: 3) }.joined(separator: ", ") + (count > shown.count ? ", …" : "")
        }
        return "steps(\(count), \(position)) is no curve or spring: in Core Animation it is a keyframe animation with "
            + "calculationMode = .discrete, keyTimes [\(list(shown.map(\.time)))] and values [\(list(shown.map(\.value)))] of the way"
    }
}
