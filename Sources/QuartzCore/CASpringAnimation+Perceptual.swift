import LayerKit

extension SpringAnimation {
    /// A spring described by its perceived duration and bounce (`CASpringAnimation(perceptualDuration:bounce:)`, iOS
    /// 17): mass 1, stiffness (2π/duration)², damping ratio 1 − bounce, as SwiftUI's springs are defined (see
    /// `dampingRatio(bounce:)`); `duration` is set to the `settlingDuration`, so the whole motion plays.
    public convenience init(perceptualDuration: Double, bounce: Double) {
        self.init(
            keyPath: nil, dampingRatio: Self.dampingRatio(bounce: bounce), response: Self.period(perceptualDuration: perceptualDuration))
        duration = settlingDuration
    }

    /// The damping ratio of a spring with `bounce`: 1 − bounce for 0...1 (0 settles without overshoot). Negative
    /// bounces, overdamped on iOS, are critically damped here; values are clamped to −0.99...0.99.
    public static func dampingRatio(bounce: Double) -> Double {
        let b = bounce.isFinite ? min(max(bounce, -0.99), 0.99) : 0
        return min(b >= 0 ? 1 - b : 1 / (1 + b), 1)
    }

    /// The undamped period of a spring of perceived `duration` seconds (at least 1 ms; 0.5 s when not finite).
    public static func period(perceptualDuration duration: Double) -> Double {
        duration.isFinite ? max(duration, 1e-3) : 0.5
    }
}
