import Foundation
import LayerKit

/// A curve as text, for the clipboard: Swift (`CAMediaTimingFunction(controlPoints:...)`), CSS
/// (`cubic-bezier(...)`) and LayerKit (`TimingFunction(controlPoints:...)`), and reading any of those or
/// just four numbers back.
public enum CurveText {
    public enum Form: String, CaseIterable, Sendable { case swift, css, layerKit }

    public static func format(_ p: CurvePoints, as form: Form) -> String {
        func n(_ v: Double) -> String { NumberText.literal(v) }
        let list = p.values.map(n).joined(separator: ", ")
        switch form {
        case .swift: return "CAMediaTimingFunction(controlPoints: \(list))"
        case .css: return "cubic-bezier(\(list))"
        case .layerKit: return "TimingFunction(controlPoints: \(list))"
        }
    }

    /// The first four numbers in the text, whatever surrounds them (any of the three forms, or bare numbers
    /// separated by commas or spaces); nil without four finite numbers or with x outside 0...1.
    public static func parse(_ text: String) -> CurvePoints? {
        var numbers: [Double] = []
        let pattern = try! NSRegularExpression(pattern: "[-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][-+]?\\d+)?")
        let source = text as NSString
        for match in pattern.matches(in: text, range: NSRange(location: 0, length: source.length)) {
            if let value = Double(source.substring(with: match.range)), value.isFinite { numbers.append(value) }
            if numbers.count == 4 { break }
        }
        guard numbers.count == 4, (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else { return nil }
        return CurvePoints(numbers[0], numbers[1], numbers[2], numbers[3])
    }
}
