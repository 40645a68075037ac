import LayerKit

/// UIKit's view transitions: the view as it is now turns into the view after `animations` (or `toView`) by a flip in
/// perspective, a cross-dissolve or a page curl (LayerKit's `Transition`, drawn between snapshots of the two states),
/// over `duration`, eased by the options' curve (ease-in-ease-out unless set), and the completion runs at the end.
extension UIView {
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        let transition = makeTransition(duration: duration, options: options, completion: completion)
        // The old side is the view as laid out now.
        view.layoutIfNeeded()
        view.layer.add(transition, forKey: "transition")
        guard let animations else { return }
        if options.contains(.allowAnimatedContent) { animations() } else { performWithoutAnimation(animations) }
    }

    /// Replaces `fromView` with `toView` in its superview (or, with `.showHideTransitionViews`, hides the one and shows
    /// the other), by the options' transition over the superview.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            completion?(true)
            return
        }
        container.layoutIfNeeded()
        container.layer.add(makeTransition(duration: duration, options: options, completion: completion), forKey: "transition")
        performWithoutAnimation {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
    }

    private class func makeTransition(duration: TimeInterval, options: AnimationOptions, completion: ((Bool) -> Void)?) -> Transition {
        let transition = Transition()
        transition.duration = duration.isFinite ? max(duration, 1e-6) : Animation.defaultDuration
        transition.timingFunction = options.timingFunction
        switch (options.rawValue >> 20) & 7 {
        case 1: (transition.kind, transition.edge) = (.flip, .fromLeft)
        case 2: (transition.kind, transition.edge) = (.flip, .fromRight)
        case 3: transition.kind = .curlUp
        case 4: transition.kind = .curlDown
        case 6: (transition.kind, transition.edge) = (.flip, .fromTop)
        case 7: (transition.kind, transition.edge) = (.flip, .fromBottom)
        case 5: transition.kind = .fade
        default:
            // No transition named: the change is made, and the completion waits the duration.
            transition.kind = .fade
            transition.startProgress = 1
        }
        if let completion { transition.completion = completion }
        return transition
    }
}
