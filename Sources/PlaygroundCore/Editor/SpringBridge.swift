import LayerKit

/// Moving a motion between a spring and a cubic Bézier: the curve closest to a spring's motion over its settling time,
/// and the spring closest to a curve over the curve's duration, each with how far apart they are at worst (as a
/// fraction of the whole distance).
enum SpringBridge {
    /// The fraction of the way a spring is at `x` of its settling time (x in 0...1).
    static func normalized(_ constants: SpringConstants, at x: Double, over settling: Double) -> Double {
        constants.progress(at: x * settling)
    }

    static let samples = (0...100).map { Double($0) / 100 }

    /// The largest distance between the curve and `target` at the sample points.
    static func error(_ points: CurvePoints, _ target: [Double]) -> Double {
        let curve = TimingFunction(controlPoints: points.x1, points.y1, points.x2, points.y2)
        var worst = 0.0
        for (x, y) in zip(samples, target) { worst = max(worst, abs(curve.value(at: x) - y)) }
        return worst
    }

    /// The cubic Bézier closest to the spring's motion over its settling time (at most 10 s), by its worst distance at
    /// 101 points.
    @_spi(App) public static func curve(for constants: SpringConstants) -> (points: CurvePoints, error: Double) {
        let settling = min(max(constants.settlingDuration, 1e-3), 10)
        return curve(fitting: samples.map { normalized(constants, at: $0, over: settling) })
    }

    /// The cubic Bézier closest to an easing given by its values at `samples` (x = 0, 0.01, … 1), by the worst distance:
    /// a simplex search (Nelder and Mead) from four starts, the best refined twice.
    @_spi(App) public static func curve(fitting target: [Double]) -> (points: CurvePoints, error: Double) {
        func cost(_ v: [Double]) -> Double { error(CurvePoints(v[0], v[1], v[2], v[3]).clamped, target) }
        // A worst-case distance has corners a simplex can stall on: several starts, then the best one refined.
        let starts: [[Double]] = [[1.0 / 3, target[33] * 1.5, 2.0 / 3, target[67]], [0.2, 0.6, 0.3, 1], [0.4, 0, 0.2, 1], [0.1, 1.2, 0.4, 1]]
        var best = starts.map { minimize(cost, from: $0, step: 0.15, iterations: 250) }.min { cost($0) < cost($1) }!
        for step in [0.05, 0.01] { best = minimize(cost, from: best, step: step, iterations: 200) }
        let points = CurvePoints(best[0], best[1], best[2], best[3]).clamped
        return (points, error(points, target))
    }

    /// The spring whose motion over `duration` seconds (its settling time) is closest to the curve.
    @_spi(App) public static func spring(for points: CurvePoints, duration: Double) -> (constants: SpringConstants, error: Double) {
        let curve = TimingFunction(controlPoints: points.x1, points.y1, points.x2, points.y2)
        return spring(fitting: samples.map { curve.value(at: $0) }, duration: duration)
    }

    /// The spring whose motion over `duration` seconds (its settling time) is closest to an easing given by its values at
    /// `samples`: the bounce (0...0.95) fixes the motion's shape, the duration its pace. Mass 1, released at rest.
    @_spi(App) public static func spring(fitting target: [Double], duration: Double) -> (constants: SpringConstants, error: Double) {
        func shaped(_ bounce: Double) -> (constants: SpringConstants, error: Double) {
            // The shape depends on the bounce alone: scale a 1 s spring to settle in `duration`.
            let unit = SpringConstants(perceptualDuration: 1, bounce: bounce)
            let settling = max(unit.settlingDuration, 1e-6)
            let scaled = SpringConstants(perceptualDuration: max(duration, 1e-3) / settling, bounce: bounce)
            var worst = 0.0
            for (x, y) in zip(samples, target) { worst = max(worst, abs(unit.progress(at: x * settling) - y)) }
            return (scaled, worst)
        }
        var best = shaped(0)
        for step in 1...95 {
            let candidate = shaped(Double(step) / 100)
            if candidate.error < best.error { best = candidate }
        }
        return best
    }

    /// Nelder–Mead on `cost` from `start`, the first simplex `step` apart on each axis.
    private static func minimize(_ cost: ([Double]) -> Double, from start: [Double], step: Double, iterations: Int) -> [Double] {
        let n = start.count
        var simplex = [start] + (0..<n).map { i in
            var p = start
            p[i] += step
            return p
        }
        var values = simplex.map(cost)
        for _ in 0..<iterations {
            let order = values.indices.sorted { values[$0] < values[$1] }
            simplex = order.map { simplex[$0] }
            values = order.map { values[$0] }
            let centroid = (0..<n).map { i in simplex.dropLast().reduce(0) { $0 + $1[i] } / Double(n) }
            func along(_ t: Double) -> [Double] { (0..<n).map { centroid[$0] + t * (simplex[n][$0] - centroid[$0]) } }
            let reflected = along(-1), r = cost(reflected)
            if r < values[0] {
                let expanded = along(-2), e = cost(expanded)
                (simplex[n], values[n]) = e < r ? (expanded, e) : (reflected, r)
            } else if r < values[n - 1] {
                (simplex[n], values[n]) = (reflected, r)
            } else {
                let contracted = along(0.5), c = cost(contracted)
                if c < values[n] {
                    (simplex[n], values[n]) = (contracted, c)
                } else {
                    for i in 1...n {
                        simplex[i] = (0..<n).map { simplex[0][$0] + 0.5 * (simplex[i][$0] - simplex[0][$0]) }
                        values[i] = cost(simplex[i])
                    }
                }
            }
        }
        return simplex[values.indices.min { values[$0] < values[$1] }!]
    }
}
