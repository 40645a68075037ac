/// A cubic-Bézier easing (control points x1, y1, x2, y2) evaluated independently of LayerKit: bisection on x(t) to
/// full double precision, then y(t). What tests compare LayerKit's timing with.
public func independentEase(_ p: (Double, Double, Double, Double), _ x: Double) -> Double {
    func bezier(_ a: Double, _ c: Double, _ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * c + t * t * t }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if bezier(p.0, p.2, middle) < x { low = middle } else { high = middle }
    }
    return bezier(p.1, p.3, (low + high) / 2)
}
