import Foundation

/// The motion of a damped mass on a spring, released at distance 1 from its rest point: the closed-form
/// solution for the under-, critically and over-damped cases, worked out once from the spring's constants.
struct SpringMotion {
    private enum Solution {
        /// e^(−decay·t) · (cos(ω·t) + b·sin(ω·t))
        case underdamped(decay: Double, omega: Double, b: Double)
        /// (1 + a·t) · e^(−ω0·t)
        case critical(a: Double, omega0: Double)
        /// c1·e^(r1·t) + c2·e^(r2·t)
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    private let solution: Solution

    /// `mass` and `stiffness` are clamped above 0, `damping` at 0; `initialVelocity` is toward the rest point,
    /// in distances per second. Above critical damping the motion is overdamped only if `allowsOverdamping`; else it is
    /// critically damped, as Core Animation's spring is unless told otherwise.
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, allowsOverdamping: Bool = true) {
        let m = max(mass, 1e-9), k = max(stiffness, 1e-9), c = max(damping, 0)
        let omega0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let v0 = -initialVelocity
        if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            solution = .underdamped(decay: zeta * omega0, omega: omegaD, b: (zeta * omega0 + v0) / omegaD)
        } else if zeta == 1 || !allowsOverdamping {
            solution = .critical(a: v0 + omega0, omega0: omega0)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega0 * (zeta - root), r2 = -omega0 * (zeta + root)
            let c2 = (v0 - r1) / (r2 - r1)
            solution = .overdamped(r1: r1, r2: r2, c1: 1 - c2, c2: c2)
        }
    }

    /// Seconds until the motion stays within `epsilon` of the rest point, as Core Animation works it out: for an
    /// underdamped spring, when the envelope of e^(−decay·t)·(cos + b·sin), whose amplitude is at most 1 + |b|, falls to
    /// `epsilon`; otherwise stepping through the motion 0.1 s at a time to the first step from which it stays within
    /// `epsilon` for more than a second. Infinite without damping; 0 if the motion is not a number.
    func settlingTime(epsilon: Double) -> Double {
        if case .underdamped(let decay, _, let b) = solution {
            guard decay > 0 else { return .infinity }
            return max(0, -log(epsilon / (1 + abs(b))) / decay)
        }
        var time = 0.0
        var settledAt: Double?
        // Critically and overdamped motions settle within a few time constants; the bound only guards the loop.
        for _ in 0..<1_000_000 {
            let error = abs(displacement(at: time))
            guard error.isFinite else { return 0 }
            if error < epsilon {
                if settledAt == nil { settledAt = time }
                if time - settledAt! > 1 { return settledAt! }
            } else {
                settledAt = nil
            }
            time += 0.1
        }
        return settledAt ?? time
    }

    /// Fraction of the way to the rest point after `time` seconds (overshoots above 1 when underdamped).
    func progress(at time: Double) -> Double { 1 - displacement(at: time) }

    /// Distance from the rest point after `time` seconds (1 at the start; negative past the rest point).
    func displacement(at time: Double) -> Double {
        let t = max(time, 0)
        switch solution {
        case .underdamped(let decay, let omega, let b): return exp(-decay * t) * (cos(omega * t) + b * sin(omega * t))
        case .critical(let a, let omega0): return (1 + a * t) * exp(-omega0 * t)
        case .overdamped(let r1, let r2, let c1, let c2): return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }
}
