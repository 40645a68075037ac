import FileOutput
import Foundation
import LayerKit

/// A curve as text, for the clipboard: Swift (`CAMediaTimingFunction(controlPoints:...)`), CSS
/// (`cubic-bezier(...)`) and LayerKit (`TimingFunction(controlPoints:...)`), and reading any of those or
/// just four numbers back.
@_spi(App) public enum CurveText {
    @_spi(App) public enum Form: String, CaseIterable, Sendable { case swift, css, layerKit }

    @_spi(App) public static func format(_ p: CurvePoints, as form: Form) -> String {
        func n(_ v: Double) -> String { NumberText.literal(v) }
        let list = p.values.map(n).joined(separator: ", ")
        switch form {
        case .swift: return "CAMediaTimingFunction(controlPoints: \(list))"
        case .css: return "cubic-bezier(\(list))"
        case .layerKit: return "TimingFunction(controlPoints: \(list))"
        }
    }

    /// The first four numbers in the text, whatever surrounds them (any of the three forms, or bare numbers
    /// separated by commas or spaces), or, in text without numbers, a curve's name (see `named(_:)`); nil without four
    /// finite numbers or with x outside 0...1.
    @_spi(App) public static func parse(_ text: String) -> CurvePoints? {
        var numbers: [Double] = []
        let pattern = try! NSRegularExpression(pattern: "[-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][-+]?\\d+)?")
        let source = text as NSString
        for match in pattern.matches(in: text, range: NSRange(location: 0, length: source.length)) {
            if let value = Double(source.substring(with: match.range)), value.isFinite { numbers.append(value) }
            if numbers.count == 4 { break }
        }
        if numbers.isEmpty, let named = named(text) { return named }
        guard numbers.count == 4, (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else { return nil }
        return CurvePoints(numbers[0], numbers[1], numbers[2], numbers[3])
    }

    /// A curve by name: CSS's keywords (`ease-in-out`, also as `transition-timing-function: ease;`) and Core Animation's
    /// (`easeInEaseOut`, `.easeIn`, `kCAMediaTimingFunctionEaseOut`, `default`), with the control points both define.
    static func named(_ text: String) -> CurvePoints? {
        var word = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if let colon = word.lastIndex(of: ":") { word = String(word[word.index(after: colon)...]) }
        word = word.trimmingCharacters(in: CharacterSet(charactersIn: " \t\n;.\"'"))
        if word.hasPrefix("kcamediatimingfunction") { word.removeFirst("kcamediatimingfunction".count) }
        switch word.replacingOccurrences(of: "-", with: "") {
        case "linear": return CurvePoints(0, 0, 1, 1)
        case "ease", "default": return CurvePoints(0.25, 0.1, 0.25, 1)
        case "easein": return CurvePoints(0.42, 0, 1, 1)
        case "easeout": return CurvePoints(0, 0, 0.58, 1)
        case "easeinout", "easeineaseout": return CurvePoints(0.42, 0, 0.58, 1)
        default: return nil
        }
    }
}
