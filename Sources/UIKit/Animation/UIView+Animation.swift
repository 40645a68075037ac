import Foundation
import LayerKit

/// UIKit's block animations: the view property changes made in `animations` animate from what is on screen to
/// the new values, with the block's duration, delay, curve and options; `completion` runs once every animation
/// the block made has stopped (with `true`), or at the next frame if it made none.
extension UIView {
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let context = ViewAnimationContext(
            duration: duration, delay: delay, timing: .curve(options.timingFunction), repeats: options.contains(.repeat),
            autoreverses: options.contains(.autoreverse))
        run(context, animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// A spring animation: `dampingRatio` 1 settles without overshoot, smaller values oscillate; `velocity` is the
    /// start speed in whole distances per second. See `ViewAnimationContext.spring(dampingRatio:duration:velocity:)`
    /// for the spring chosen.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        let context = ViewAnimationContext(
            duration: duration, delay: delay,
            timing: ViewAnimationContext.spring(
                dampingRatio: Double(dampingRatio), duration: duration, velocity: Double(velocity), fileID: fileID, line: line),
            repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse))
        run(context, animations, completion: completion)
    }

    /// A spring described by its perceived duration and bounce (iOS 17): `bounce` 0 settles without overshoot,
    /// up to 1 bounces more; negative values are overdamped (damping ratio 1 / (1 + bounce)). The spring's
    /// undamped period is `duration` (stiffness (2π/duration)², damping ratio 1 − bounce, as SwiftUI's springs are
    /// defined); it plays for its settling duration (Core Animation's `settlingDuration`), and `completion` runs then.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        let spring = SpringConstants(
            perceptualDuration: duration, bounce: Double(bounce), initialVelocity: Double(initialSpringVelocity))
        let context = ViewAnimationContext(
            duration: spring.settlingDuration, delay: delay,
            timing: .spring(spring, origin: SpringSlot.Origin(fileID: fileID, line: line, form: .perceptual)),
            repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse))
        run(context, animations, completion: completion)
    }

    /// A keyframe animation: inside `animations`, each `addKeyframe` block's changes happen over its part of the
    /// duration; between keyframes a property holds its value. The whole is eased by the options' curve bits
    /// (ease-in-ease-out unless they say otherwise), as UIKit does.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let context = ViewAnimationContext(
            duration: duration, delay: delay, timing: .keyframes(options), repeats: options.contains(.repeat),
            autoreverses: options.contains(.autoreverse))
        run(context, animations, completion: completion) { context.addKeyframeAnimations(options: options) }
    }

    /// Inside `animateKeyframes`: the changes `animations` makes happen from `frameStartTime` for `frameDuration`,
    /// both fractions of the whole duration. Outside it, the changes are made at once.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void
    ) {
        guard let context = ViewAnimationContext.current, case .keyframes = context.timing else { return animations() }
        context.keyframe = (frameStartTime.isFinite ? frameStartTime : 0, frameDuration.isFinite ? max(frameDuration, 0) : 0)
        animations()
        context.finishKeyframe()
    }

    /// Runs `actionsWithoutAnimation` with every change made at once, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimationContext.stack.append(ViewAnimationContext(duration: 0, delay: 0, timing: .none))
        defer { ViewAnimationContext.stack.removeLast() }
        actionsWithoutAnimation()
    }

    class func run(
        _ context: ViewAnimationContext, _ animations: () -> Void, completion: ((Bool) -> Void)?, finish: () -> Void = {}
    ) {
        guard let transaction = LayerTree.current?.transaction else {
            // No scene to animate in: the changes are simply made.
            performWithoutAnimation(animations)
            completion?(true)
            return
        }
        transaction.begin()
        if let completion { transaction.setCompletionBlock { completion(true) } }
        ViewAnimationContext.stack.append(context)
        animations()
        finish()
        ViewAnimationContext.stack.removeLast()
        transaction.commit()
    }
}
