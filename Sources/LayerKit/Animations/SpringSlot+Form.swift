import Foundation

/// A spring's numbers in the form its code writes them, and back.
extension SpringSlot.Form {
    /// The parameters this form's code gives, in the order code writes them: `mass`, `stiffness`, `damping`,
    /// `initialVelocity` (constants); `perceptualDuration`, `bounce`, `initialVelocity` (perceptual); `duration`,
    /// `dampingRatio`, `initialVelocity` (UIKit's fitted spring); `dampingRatio`, `response` (response).
    public var parameters: [String] {
        switch self {
        case .constants: return ["mass", "stiffness", "damping", "initialVelocity"]
        case .perceptual: return ["perceptualDuration", "bounce", "initialVelocity"]
        case .dampingRatio: return ["duration", "dampingRatio", "initialVelocity"]
        case .response: return ["dampingRatio", "response"]
        }
    }

    /// The values of `parameters` for `constants`.
    public func values(of constants: SpringConstants) -> [Double] {
        switch self {
        case .constants: return [constants.mass, constants.stiffness, constants.damping, constants.initialVelocity]
        case .perceptual: return [constants.perceptualDuration, constants.bounce, constants.initialVelocity]
        case .dampingRatio: return [SpringSlot.fittedDuration(of: constants), constants.dampingRatio, constants.initialVelocity]
        case .response: return [constants.dampingRatio, constants.perceptualDuration]
        }
    }

    /// The constants these values of `parameters` describe; what they do not say (overdamping, the response form's
    /// velocity) comes from `base`. Values out of range are clamped as the form's initializer clamps them.
    public func constants(from given: [Double], base: SpringConstants) -> SpringConstants {
        var v = values(of: base)
        for (index, value) in given.prefix(v.count).enumerated() where value.isFinite { v[index] = value }
        switch self {
        case .constants:
            return SpringConstants(mass: v[0], stiffness: v[1], damping: v[2], initialVelocity: v[3], allowsOverdamping: base.allowsOverdamping)
        case .perceptual:
            return SpringConstants(perceptualDuration: v[0], bounce: v[1], initialVelocity: v[2])
        case .dampingRatio:
            return SpringConstants(dampingRatio: v[1], settlingIn: v[0], initialVelocity: v[2])
        case .response:
            return SpringConstants(
                dampingRatio: v[0], response: v[1], initialVelocity: base.initialVelocity, allowsOverdamping: base.allowsOverdamping)
        }
    }

    /// `constants` moved to another perceptual duration and bounce, in this form's terms: the constants form keeps its
    /// mass and velocity; forms that cannot be overdamped stop at bounce 0.
    public func constants(perceptualDuration: Double, bounce: Double, base: SpringConstants) -> SpringConstants {
        let canOverdamp = self == .perceptual || (self != .dampingRatio && base.allowsOverdamping)
        let b = min(max(bounce, canOverdamp ? -0.99 : 0), 0.99)
        let target = SpringConstants(perceptualDuration: perceptualDuration, bounce: b, initialVelocity: base.initialVelocity)
        switch self {
        case .perceptual:
            return target
        case .constants:
            let stiffness = target.stiffness * base.mass
            return SpringConstants(
                mass: base.mass, stiffness: stiffness, damping: target.dampingRatio * 2 * (stiffness * base.mass).squareRoot(),
                initialVelocity: base.initialVelocity, allowsOverdamping: base.allowsOverdamping)
        case .dampingRatio:
            let ratio = max(target.dampingRatio, 0.01)
            let omega = 2 * Double.pi / max(perceptualDuration, 1e-3)
            return SpringConstants(dampingRatio: ratio, settlingIn: log(1500) / (ratio * omega), initialVelocity: base.initialVelocity)
        case .response:
            return SpringConstants(
                dampingRatio: target.dampingRatio, response: perceptualDuration, initialVelocity: base.initialVelocity,
                allowsOverdamping: base.allowsOverdamping)
        }
    }

    /// The seconds a spring editor's handle shows across: the duration UIKit fits its spring to in the `dampingRatio`
    /// form, the perceptual duration otherwise.
    public func handleDuration(of constants: SpringConstants) -> Double {
        self == .dampingRatio ? SpringSlot.fittedDuration(of: constants) : constants.perceptualDuration
    }

    /// `constants` with the handle moved to `duration` (`handleDuration`) and `bounce`.
    public func constants(handleDuration duration: Double, bounce: Double, base: SpringConstants) -> SpringConstants {
        guard self == .dampingRatio else { return constants(perceptualDuration: duration, bounce: bounce, base: base) }
        return SpringConstants(dampingRatio: 1 - min(max(bounce, 0), 0.99), settlingIn: duration, initialVelocity: base.initialVelocity)
    }
}
