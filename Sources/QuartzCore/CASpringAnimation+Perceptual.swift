import LayerKit

extension SpringAnimation {
    /// A spring described by its perceived duration and bounce (`CASpringAnimation(perceptualDuration:bounce:)`, iOS
    /// 17): mass 1, stiffness (2π/duration)², damping ratio 1 − bounce, as SwiftUI's springs are defined; `duration`
    /// is set to the `settlingDuration`, so the whole motion plays. `bounce` 0 settles without overshoot, up to 1
    /// bounces more; negative bounces, overdamped on iOS, are critically damped here (bounces are clamped to
    /// −0.99...0.99, durations to at least 1 ms; 0.5 s when not finite).
    public convenience init(perceptualDuration: Double, bounce: Double) {
        let b = bounce.isFinite ? min(max(bounce, -0.99), 0.99) : 0
        let period = perceptualDuration.isFinite ? max(perceptualDuration, 1e-3) : 0.5
        self.init(keyPath: nil, dampingRatio: min(b >= 0 ? 1 - b : 1 / (1 + b), 1), response: period)
        duration = settlingDuration
    }
}
