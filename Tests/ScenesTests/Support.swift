import PlaygroundTestSupport

/// Whether two numbers agree within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// The independent Bézier easing of `PlaygroundTestSupport`.
func ease(_ p: (Double, Double, Double, Double), _ x: Double) -> Double { independentEase(p, x) }
