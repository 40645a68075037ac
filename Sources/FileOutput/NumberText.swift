import Foundation

/// The one number formatter for everything the playground writes as text: JSON, SVG, copied curves and
/// numbers written back into scene files and scripts.
public enum NumberText {
    /// The shortest text that reads back as exactly `v`; whole numbers (below 10^15) without a fraction, -0 as 0.
    /// Non-finite values give "0".
    public static func exact(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    /// `v` rounded to `places` decimals without trailing zeros (whole numbers without a point, as SVG and JSON
    /// want them); -0 as 0, non-finite values as 0.
    public static func decimal(_ v: Double, places: Int = 6) -> String {
        guard v.isFinite else { return "0" }
        if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }
        var text = String(format: "%.\(places)f", v)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `v` rounded to `places` decimals, always with a decimal point ("1.0", "0.25"), as a Swift `Double` literal
    /// reads; -0 as 0.0.
    public static func literal(_ v: Double, places: Int = 3) -> String {
        let text = decimal(v, places: places)
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }
}
