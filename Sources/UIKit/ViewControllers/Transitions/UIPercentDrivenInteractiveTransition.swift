import Foundation

/// An interaction controller that drives an animator's transition by the fraction done
/// (`UIPercentDrivenInteractiveTransition`), usually from a pan gesture: `update(_:)` as the finger moves, then
/// `finish()` (the rest plays at `completionSpeed`) or `cancel()` (it plays back to the start, and the animator
/// completes the transition as cancelled). The transition's animations are paused in the container view, and its
/// time set to the fraction of the animator's duration, as UIKit does.
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How fast the rest plays after `finish()` or `cancel()`: 1 is the animator's own pace.
    open var completionSpeed: CGFloat = 1
    open var completionCurve = UIView.AnimationCurve.easeInOut
    open var wantsInteractiveStart = true
    /// Accepted for UIKit's spelling: the rest plays on the animator's own curves.
    open var timingCurve: AnyObject?
    private weak var context: TransitionContext?
    private var animator: UIViewControllerAnimatedTransitioning?

    public override init() { super.init() }

    /// The animator's duration, once a transition has started (0 before).
    open var duration: CGFloat { CGFloat(context?.transitionDuration ?? 0) }
    /// Where the transition is, from 0 to 1.
    open var percentComplete: CGFloat { context?.percentComplete ?? 0 }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext as? TransitionContext
        context?.startAnimator()
    }

    open func update(_ percentComplete: CGFloat) { context?.updateInteractiveTransition(percentComplete) }
    open func pause() {}
    open func finish() { context?.finishInteractiveTransition(speed: completionSpeed) }
    open func cancel() { context?.cancelInteractiveTransition(speed: completionSpeed) }
}
