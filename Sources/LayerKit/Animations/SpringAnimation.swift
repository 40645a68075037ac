import Foundation

/// A damped spring from `fromValue` to `toValue` (`CASpringAnimation`): the value follows a mass on a
/// spring released at distance 1 from its rest point, in real seconds (the timing function is not used).
/// Set `duration` to `settlingDuration` to see the whole motion.
open class SpringAnimation: BasicAnimation, @unchecked Sendable {
    /// Mass of the object on the spring. Default 1; a value that is not above 0 sets it back to 1, as Core Animation does.
    open var mass = 1.0 {
        didSet { if !(mass > 0) { mass = 1 } }
    }
    /// Spring stiffness. Default 100; a value that is not above 0 sets it back to 100.
    open var stiffness = 100.0 {
        didSet { if !(stiffness > 0) { stiffness = 100 } }
    }
    /// Damping coefficient. Default 10; a negative value (or not a number) sets it back to 10.
    open var damping = 10.0 {
        didSet { if !(damping >= 0) { damping = 10 } }
    }
    /// Speed at the start, in units of the whole distance per second; positive moves toward `toValue`.
    open var initialVelocity = 0.0
    /// Whether damping above critical slows the motion as an overdamped spring's (true), or the spring moves as a
    /// critically damped one (false, Core Animation's default).
    open var allowsOverdamping = false

    /// A spring animating `keyPath`. `fileID` and `line` record where it was made (leave them to their defaults): every
    /// spring one line of a scene makes is one slot of the playground's spring editor.
    public init(keyPath: String? = nil, fileID: String = #fileID, line: Int = #line) {
        origin = SpringSlot.Origin(fileID: fileID, line: line, form: .constants)
        super.init(keyPath: keyPath)
    }

    /// A spring described as UIKit and SwiftUI describe one: a damping ratio (1 = critical, below 1 bounces) and the
    /// period of the undamped oscillation, in seconds (the "response"); see `SpringConstants(dampingRatio:response:)`.
    public convenience init(keyPath: String?, dampingRatio: Double, response: Double, fileID: String = #fileID, line: Int = #line) {
        self.init(keyPath: keyPath, fileID: fileID, line: line)
        constants = SpringConstants(dampingRatio: dampingRatio, response: response)
        origin?.form = .response
    }

    /// A spring with `constants`, made for code at `origin` (nil: no editor slot), as the compatibility modules make the
    /// springs of their own initializers.
    public convenience init(keyPath: String?, constants: SpringConstants, origin: SpringSlot.Origin?) {
        self.init(keyPath: keyPath)
        self.constants = constants
        self.origin = origin
    }

    /// Where the spring was made and how its code describes it: what names its slot in the spring editor.
    public internal(set) var origin: SpringSlot.Origin?

    /// All five constants at once.
    public var constants: SpringConstants {
        get {
            SpringConstants(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity, allowsOverdamping: allowsOverdamping)
        }
        set {
            mass = newValue.mass
            stiffness = newValue.stiffness
            damping = newValue.damping
            initialVelocity = newValue.initialVelocity
            allowsOverdamping = newValue.allowsOverdamping
        }
    }

    open override func copy() -> Animation {
        let copy = SpringAnimation(keyPath: keyPath, constants: constants, origin: origin)
        copyBasic(to: copy)
        return copy
    }

    /// Fraction of the way to the target after `time` seconds (overshoots above 1 when underdamped).
    open func springProgress(at time: Double) -> Double { motion.progress(at: time) }

    /// Distance from the rest point (1 at the start).
    open func displacement(at time: Double) -> Double { motion.displacement(at: time) }

    /// The motion these constants describe.
    var motion: SpringMotion { constants.motion }

    /// Seconds until the spring is at rest (`settlingDuration`): within 0.001 of the whole distance, by Core Animation's
    /// own reckoning (an underdamped spring's envelope, else 0.1 s steps through the motion; see `SpringMotion`), divided
    /// by `speed`. With mass 1 and stiffness 100 that is 2.855 s for damping 5 and 1.022 s for damping 15, the values
    /// Apple's documentation gives as "approximately 2.85 seconds" and "just over 1 second". Without damping a spring never
    /// settles: the largest `Float`, as Core Animation answers.
    open var settlingDuration: Double {
        let time = constants.settlingDuration / abs(Double(speed))
        return time.isNaN ? 0 : min(time, Double(Float.greatestFiniteMagnitude))
    }

    /// The period of the spring's undamped oscillation, 2π·√(mass / stiffness), in seconds: the duration iOS 17's
    /// `init(perceptualDuration:bounce:)` takes.
    open var perceptualDuration: Double { constants.perceptualDuration }

    /// How much the spring bounces, iOS 17's measure: 1 − the damping ratio up to critical damping (0 there, up to 1
    /// without damping), and 1 / ratio − 1 above it (negative, down towards −1).
    open var bounce: Double { constants.bounce }

    open override func progress(at local: LocalTime) -> Double { springProgress(at: local.time) }
}
