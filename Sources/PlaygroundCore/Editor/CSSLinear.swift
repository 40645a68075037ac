import FileOutput
import Foundation
import LayerKit

/// CSS's `linear()` easing: stops (an output, at an input position) joined by straight lines, the way CSS writes a
/// spring or a bounce. Read from the clipboard (the curve or spring closest to it is taken) and written for a spring.
@_spi(App) public struct CSSLinear: Equatable, Sendable {
    /// The stops, input (0...1 is the animation) against output, inputs never decreasing.
    @_spi(App) public let stops: [(x: Double, y: Double)]

    @_spi(App) public static func == (a: CSSLinear, b: CSSLinear) -> Bool {
        a.stops.count == b.stops.count && zip(a.stops, b.stops).allSatisfy { $0.x == $1.x && $0.y == $1.y }
    }

    /// The first `linear(…)` in `text`: each argument an output with none, one or two input percentages; a stop without
    /// one is placed evenly between its neighbours (the first at 0 %, the last at 100 %), an input below an earlier one
    /// is raised to it, as CSS does. Nil without two stops, with more than 10,000, or with anything that is not a number
    /// or a percentage.
    @_spi(App) public init?(parsing text: String) {
        guard let open = text.range(of: "linear(", options: .caseInsensitive),
            let close = text[open.upperBound...].firstIndex(of: ")")
        else { return nil }
        var outputs: [Double] = []
        var inputs: [Double?] = []
        for argument in text[open.upperBound..<close].split(separator: ",", omittingEmptySubsequences: false) {
            let parts = argument.split(whereSeparator: \.isWhitespace)
            guard let first = parts.first, let output = Double(first), output.isFinite, parts.count <= 3 else { return nil }
            var positions: [Double] = []
            for part in parts.dropFirst() {
                guard part.hasSuffix("%"), let percent = Double(part.dropLast()), percent.isFinite else { return nil }
                positions.append(percent / 100)
            }
            if positions.isEmpty {
                outputs.append(output)
                inputs.append(nil)
            } else {
                for position in positions {
                    outputs.append(output)
                    inputs.append(position)
                }
            }
            guard outputs.count <= 10_000 else { return nil }
        }
        guard outputs.count >= 2 else { return nil }
        if inputs[0] == nil { inputs[0] = 0 }
        if inputs[inputs.count - 1] == nil { inputs[inputs.count - 1] = max(1, inputs.compactMap { $0 }.max() ?? 1) }
        var highest = inputs[0]!
        for index in inputs.indices {
            if let x = inputs[index] {
                highest = max(highest, x)
                inputs[index] = highest
            }
        }
        // Runs without positions share the distance between the stops around them evenly.
        var index = 0
        while index < inputs.count {
            guard inputs[index] == nil else {
                index += 1
                continue
            }
            let start = index - 1
            var end = index
            while inputs[end] == nil { end += 1 }
            let from = inputs[start]!, to = inputs[end]!
            for k in index..<end { inputs[k] = from + (to - from) * Double(k - start) / Double(end - start) }
            index = end
        }
        stops = zip(inputs, outputs).map { ($0!, $1) }
    }

    /// The output at input `x`: along the segment holding it; before the first stop and after the last, their outputs.
    @_spi(App) public func value(at x: Double) -> Double {
        if x <= stops[0].x { return stops[0].y }
        for index in 1..<stops.count where x <= stops[index].x {
            let a = stops[index - 1], b = stops[index]
            guard b.x > a.x else { return b.y }
            // Weighted, not a.y + (b.y − a.y)·t: the difference of two huge outputs would overflow.
            let t = (x - a.x) / (b.x - a.x)
            return a.y * (1 - t) + b.y * t
        }
        return stops[stops.count - 1].y
    }

    /// `linear(…)` with the values of `easing` at `count` evenly spaced inputs (CSS places them evenly itself), to three
    /// decimals.
    @_spi(App) public static func format(count: Int = 41, _ easing: (Double) -> Double) -> String {
        let values = (0..<max(count, 2)).map { index in NumberText.decimal(easing(Double(index) / Double(max(count, 2) - 1)), places: 3) }
        return "linear(" + values.joined(separator: ", ") + ")"
    }
}
