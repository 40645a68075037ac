import Foundation

/// The springs one line of a scene's code made, as one slot of the playground's spring editor: every spring animation
/// made there and added to a layer of the tree is a member, and `set(_:)` re-times them all from the next frame (the
/// way a `TimingFunction` slot re-times the animations sharing it). A member whose duration was its settling duration,
/// or that UIKit fitted to a duration, keeps that relation.
///
/// Sendable under the scene rule: used only by the thread that builds and plays its scene (docs/architecture.md).
public final class SpringSlot: @unchecked Sendable {
    /// How code describes a spring: which numbers its source holds.
    public enum Form: String, Sendable, CaseIterable {
        /// Mass, stiffness, damping and initial velocity (`CASpringAnimation`'s properties, scene files).
        case constants
        /// A perceptual duration and a bounce (`CASpringAnimation(perceptualDuration:bounce:)`,
        /// `UIView.animate(springDuration:bounce:…)`).
        case perceptual
        /// A damping ratio and the animation's duration, which UIKit fits the spring to
        /// (`usingSpringWithDamping:`, `UIViewPropertyAnimator(duration:dampingRatio:)`).
        case dampingRatio
        /// A damping ratio and a response (LayerKit's `SpringAnimation(keyPath:dampingRatio:response:)`).
        case response
    }

    /// Where a spring was made, and in which form.
    public struct Origin: Hashable, Sendable {
        public var fileID: String
        public var line: Int
        public var form: Form

        public init(fileID: String, line: Int, form: Form) {
            self.fileID = fileID
            self.line = line
            self.form = form
        }

        /// "File.swift:LINE": the file's name without its module.
        public var location: String {
            "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
        }
    }

    public let origin: Origin
    /// The constants of the first spring made there, as it was added. The springs a line makes with other constants are
    /// other slots; with only another initial velocity (a gesture's), the same one.
    public let original: SpringConstants
    /// The constants the members follow now (the original until `set(_:)`).
    public private(set) var constants: SpringConstants
    /// Counts `set(_:)` calls that changed something.
    public private(set) var revision = 0

    private struct Member {
        weak var layer: Layer?
        weak var animation: SpringAnimation?
        /// Whether the animation lasts its settling duration (or, in the `dampingRatio` form, the duration the spring was
        /// fitted to): then its duration follows the constants.
        let followsConstants: Bool
        /// The velocity the code gave it (often a gesture's): kept unless an edit sets the velocity.
        let initialVelocity: Double
    }
    private var members: [Member] = []

    init(origin: Origin, original: SpringConstants) {
        self.origin = origin
        self.original = original
        constants = original
    }

    /// What tells slots apart: the code that made a spring and its constants, all but the initial velocity (often a
    /// gesture's, different every time).
    public struct Identity: Hashable, Sendable {
        public let origin: Origin
        public let constants: SpringConstants

        public init(origin: Origin, constants: SpringConstants) {
            self.origin = origin
            var shape = constants
            shape.initialVelocity = 0
            self.constants = shape
        }

        /// A spring's identity, if it was made where a slot can name it.
        public init?(_ spring: SpringAnimation) {
            guard let origin = spring.origin else { return nil }
            self.init(origin: origin, constants: spring.constants)
        }
    }

    /// The identity of the springs that follow this slot now (its constants, once edited).
    public var identity: Identity { Identity(origin: origin, constants: constants) }

    /// The duration `dampingRatio`-form constants were fitted to (`SpringConstants(dampingRatio:settlingIn:)` inverted).
    public static func fittedDuration(of constants: SpringConstants) -> Double {
        let omega = (constants.stiffness / constants.mass).squareRoot()
        return log(1500) / (max(constants.dampingRatio, 0.01) * omega)
    }

    /// The duration a member following the constants has, at speed 1.
    private func followedDuration(_ constants: SpringConstants) -> Double {
        origin.form == .dampingRatio ? Self.fittedDuration(of: constants) : constants.settlingDuration
    }

    /// Takes `animation` (a copy just added to `layer`) in: it follows the slot's constants if they were set.
    func adopt(_ animation: SpringAnimation, on layer: Layer) {
        let speed = abs(Double(animation.speed))
        let expected = followedDuration(animation.constants) / (speed > 0 ? speed : 1)
        let follows = abs(animation.duration - expected) <= 1e-9 * max(1, expected)
        if members.count >= 64 && members.count.isMultiple(of: 64) { members.removeAll { $0.animation == nil || $0.layer == nil } }
        members.append(Member(layer: layer, animation: animation, followsConstants: follows, initialVelocity: animation.initialVelocity))
        if revision > 0 { apply(to: members[members.count - 1]) }
    }

    /// Re-times every member still on its layer with `constants`, from the next frame.
    public func set(_ constants: SpringConstants) {
        guard constants != self.constants else { return }
        self.constants = constants
        revision += 1
        members.removeAll { $0.animation == nil || $0.layer == nil }
        for member in members { apply(to: member) }
    }

    private func apply(to member: Member) {
        guard let animation = member.animation, let layer = member.layer else { return }
        var constants = constants
        if constants.initialVelocity == original.initialVelocity { constants.initialVelocity = member.initialVelocity }
        animation.constants = constants
        if member.followsConstants {
            let speed = abs(Double(animation.speed))
            animation.duration = followedDuration(constants) / (speed > 0 ? speed : 1)
        }
        layer.animationsChangedInPlace()
    }
}
