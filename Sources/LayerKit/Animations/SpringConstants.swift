import Foundation

/// The constants of a damped spring (`CASpringAnimation`'s mass, stiffness, damping and initial velocity, and whether
/// it may be overdamped), with the other ways the same spring is described: a damping ratio and response (UIKit,
/// SwiftUI), a perceptual duration and bounce (iOS 17), and the settling duration Core Animation gives it.
public struct SpringConstants: Hashable, Sendable, CustomStringConvertible {
    /// Mass of the object on the spring (> 0).
    public var mass: Double
    /// Spring stiffness (> 0).
    public var stiffness: Double
    /// Damping coefficient (≥ 0).
    public var damping: Double
    /// Speed at the start, in whole distances per second; positive moves toward the target.
    public var initialVelocity: Double
    /// Whether damping above critical slows the motion (true), or the spring moves critically damped (false).
    public var allowsOverdamping: Bool

    /// Constants as given; values out of range are set back as `CASpringAnimation`'s setters do (mass and stiffness
    /// that are not above 0 to 1 and 100, a negative damping to 10, a velocity that is not finite to 0).
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0, allowsOverdamping: Bool = false) {
        self.mass = mass > 0 && mass.isFinite ? mass : 1
        self.stiffness = stiffness > 0 && stiffness.isFinite ? stiffness : 100
        self.damping = damping >= 0 && damping.isFinite ? damping : 10
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.allowsOverdamping = allowsOverdamping
    }

    /// A spring of mass 1 whose undamped oscillation has period `response` seconds (at least 1 ms), with damping ratio
    /// `dampingRatio` (1 is critical; clamped to 0...100).
    public init(dampingRatio: Double, response: Double, initialVelocity: Double = 0, allowsOverdamping: Bool = false) {
        let ratio = dampingRatio.isFinite ? min(max(dampingRatio, 0), 100) : 1
        let omega = 2 * Double.pi / (response.isFinite ? max(response, 1e-3) : 0.5)
        self.init(stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: initialVelocity, allowsOverdamping: allowsOverdamping)
    }

    /// iOS 17's description (`CASpringAnimation(perceptualDuration:bounce:)`, SwiftUI's springs): mass 1, an undamped
    /// period of `perceptualDuration` seconds, damping ratio 1 − bounce for a bounce from 0 to 1 and 1 / (1 + bounce)
    /// for a negative one (then overdamping is allowed). Bounces are clamped to −0.99...0.99, durations to at least 1 ms
    /// (0.5 s when not finite).
    public init(perceptualDuration: Double, bounce: Double, initialVelocity: Double = 0) {
        let b = bounce.isFinite ? min(max(bounce, -0.99), 0.99) : 0
        self.init(dampingRatio: b >= 0 ? 1 - b : 1 / (1 + b), response: perceptualDuration, initialVelocity: initialVelocity, allowsOverdamping: true)
    }

    /// The spring `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` plays. UIKit does
    /// not publish its mapping; this one (mass 1) makes the oscillation's envelope e^(−ζωt) fall to 1/1500 of the
    /// distance at `duration`, so the spring has visibly settled when the animation ends: ω = ln(1500) / (ζ·duration),
    /// stiffness = ω², damping = 2ζω. Ratios are clamped to 0.01...1, durations to at least 1 ms.
    public init(dampingRatio: Double, settlingIn duration: Double, initialVelocity: Double = 0) {
        let ratio = min(max(dampingRatio.isFinite ? dampingRatio : 1, 0.01), 1)
        let omega = log(1500) / (ratio * (duration.isFinite ? max(duration, 1e-3) : 1))
        self.init(stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: initialVelocity)
    }

    /// The damping ratio ζ = damping / (2·√(stiffness·mass)): 1 is critical, below 1 oscillates.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The period of the undamped oscillation, 2π·√(mass / stiffness), in seconds (SwiftUI's response, iOS 17's
    /// perceptual duration).
    public var perceptualDuration: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

    /// iOS 17's bounce: 1 − the damping ratio up to critical damping, and 1 / ratio − 1 above it (negative).
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// Seconds until the spring is at rest by Core Animation's reckoning (`CASpringAnimation.settlingDuration` at speed
    /// 1): within 0.001 of the whole distance. The largest `Float` without damping.
    public var settlingDuration: Double {
        let time = motion.settlingTime(epsilon: 0.001)
        return time.isNaN ? 0 : min(time, Double(Float.greatestFiniteMagnitude))
    }

    /// Fraction of the way to the target after `time` seconds (above 1 while overshooting).
    public func progress(at time: Double) -> Double { motion.progress(at: time) }

    var motion: SpringMotion {
        SpringMotion(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity, allowsOverdamping: allowsOverdamping)
    }

    public var description: String {
        func f(_ v: Double) -> String { String(format: "%.4g", v) }
        return "mass \(f(mass)), stiffness \(f(stiffness)), damping \(f(damping)), velocity \(f(initialVelocity))"
    }
}
