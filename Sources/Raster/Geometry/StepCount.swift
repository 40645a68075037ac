extension Int {
    /// A count of steps or segments computed from geometry that may be huge or not finite: `value` rounded up
    /// and kept within 1...`limit`; NaN gives 1.
    @inline(__always)
    static func stepCount(_ value: Double, limit: Int) -> Int {
        guard value > 1 else { return 1 }
        return value < Double(limit) ? Int(value.rounded(.up)) : limit
    }
}
