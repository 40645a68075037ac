import Foundation

/// A damped spring from `fromValue` to `toValue` (`CASpringAnimation`): the value follows a mass on a
/// spring released at distance 1 from its rest point, in real seconds (the timing function is not used).
/// Set `duration` to `settlingDuration` to see the whole motion.
open class SpringAnimation: BasicAnimation, @unchecked Sendable {
    /// Mass of the object on the spring; must be > 0. Default 1.
    open var mass = 1.0
    /// Spring stiffness; must be > 0. Default 100.
    open var stiffness = 100.0
    /// Damping coefficient; must be ≥ 0. Default 10.
    open var damping = 10.0
    /// Speed at the start, in units of the whole distance per second; positive moves toward `toValue`.
    open var initialVelocity = 0.0

    public override init(keyPath: String? = nil) {
        super.init(keyPath: keyPath)
    }

    /// A spring described as UIKit describes one: a damping ratio (1 = critical, below 1 bounces) and the
    /// period of the undamped oscillation, in seconds (the "response").
    public convenience init(keyPath: String?, dampingRatio: Double, response: Double) {
        self.init(keyPath: keyPath)
        let omega = 2 * Double.pi / max(response, 1e-6)
        stiffness = omega * omega * mass
        damping = 2 * min(max(dampingRatio, 0), 10) * omega * mass
    }

    open override func copy() -> Animation {
        let copy = SpringAnimation(keyPath: keyPath)
        copyBasic(to: copy)
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        return copy
    }

    /// Fraction of the way to the target after `time` seconds (overshoots above 1 when underdamped).
    open func springProgress(at time: Double) -> Double { motion.progress(at: time) }

    /// Distance from the rest point (1 at the start).
    open func displacement(at time: Double) -> Double { motion.displacement(at: time) }

    /// The motion these constants describe.
    var motion: SpringMotion {
        SpringMotion(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// Seconds until the spring stays within 0.1 % of its rest point (`settlingDuration`), at most 60.
    open var settlingDuration: Double {
        let motion = motion
        let step = 1.0 / 240
        var lastOutside = 0.0
        var t = 0.0
        while t < 60 {
            if abs(motion.displacement(at: t)) > 0.001 { lastOutside = t }
            if t - lastOutside > 1 { break }
            t += step
        }
        return lastOutside + step
    }

    open override func progress(at local: LocalTime) -> Double { springProgress(at: local.time) }
}
