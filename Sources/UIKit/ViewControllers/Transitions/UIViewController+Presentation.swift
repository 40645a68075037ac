import Foundation
import LayerKit

extension UIViewController {
    /// Presents `controller` in a container view covering the scene, animated by its transitioning delegate's animator
    /// (and interaction controller) or by UIKit's own modal transition.
    func presentModally(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard presentedViewController == nil, controller.presentingViewController == nil, controller !== self,
            let stage = presentationStage
        else {
            return RuntimeIssues.report("present(_:animated:): \(type(of: controller)) cannot be presented (already presented, or this view is not on screen)")
        }
        presentedViewController = controller
        controller.presentingViewController = self
        let style = controller.modalPresentationStyle
        let delegate = controller.transitioningDelegate
        let presentation = (style == .custom ? delegate?.presentationController(forPresented: controller, presenting: self, source: self) : nil)
            ?? UIPresentationController(presentedViewController: controller, presenting: self)
        controller.presentationController = presentation
        let container = TransitionContainerView(frame: stage.bounds)
        container.presentation = presentation
        UIView.performWithoutAnimation { stage.addSubview(container) }
        presentation.containerView = container
        let covers = presentation.shouldRemovePresentersView
        let presented = controller.view!
        let frame = presentation.frameOfPresentedViewInContainerView
        UIView.performWithoutAnimation { presented.frame = frame }
        if covers { beginDisappearance(animated: animated) }
        controller.beginAppearance(animated: animated)

        let custom = animated ? delegate?.animationController(forPresented: controller, presenting: self, source: self) : nil
        if custom == nil {
            // UIKit's own transitions put the presented view in place; a custom animator adds it itself.
            UIView.performWithoutAnimation { container.addSubview(presented) }
            presented.layoutIfNeeded()
            presented.displayIfNeeded()
        }
        let animator = custom ?? (animated ? ModalTransitionAnimator(style: controller.modalTransitionStyle, presenting: true) : nil)
        let context = TransitionContext(
            container: container, from: self, to: controller, fromView: covers ? view : nil, toView: presented,
            initialFrames: [(self, view.frame)], finalFrames: [(controller, frame), (self, covers ? .zero : view.frame)],
            animated: animated, style: style)
        runningTransition = context
        controller.runningTransition = context
        context.finish = { [weak self] completed in
            self?.runningTransition = nil
            controller.runningTransition = nil
            if completed {
                controller.endAppearance(animated: animated)
                if covers { self?.endDisappearance(animated: animated) }
            } else {
                UIView.performWithoutAnimation {
                    presented.removeFromSuperview()
                    container.removeFromSuperview()
                }
                self?.presentedViewController = nil
                controller.presentingViewController = nil
                controller.presentationController = nil
                controller.beginDisappearance(animated: animated)
                controller.endDisappearance(animated: animated)
                if covers {
                    self?.beginAppearance(animated: animated)
                    self?.endAppearance(animated: animated)
                }
            }
            presentation.presentationTransitionDidEnd(completed)
            animator?.animationEnded(completed)
            if completed { completion?() }
        }
        presentation.presentationTransitionWillBegin()
        run(context, animator: animator, interaction: custom.flatMap { delegate?.interactionControllerForPresentation(using: $0) })
    }

    /// Dismisses the controller this one presents (or this one), through the same container and animators.
    func dismissModally(animated: Bool, completion: (() -> Void)?) {
        guard let presented = presentedViewController ?? (presentingViewController != nil ? self : nil),
            let presenter = presented.presentingViewController
        else {
            completion?()
            return
        }
        let presentation = presented.presentationController
        let container = presentation?.containerView ?? presented.view.superview
        let covers = presentation?.shouldRemovePresentersView ?? (presented.modalPresentationStyle == .fullScreen)
        presented.beginDisappearance(animated: animated)
        if covers { presenter.beginAppearance(animated: animated) }
        let delegate = presented.transitioningDelegate
        let custom = animated && container != nil ? delegate?.animationController(forDismissed: presented) : nil
        let animator = custom ?? (animated && container != nil ? ModalTransitionAnimator(style: presented.modalTransitionStyle, presenting: false) : nil)
        let presenterHome = (superview: presenter.view.superview, index: presenter.view.superview?.subviews.firstIndex(of: presenter.view))
        let context = TransitionContext(
            container: container ?? presented.view, from: presented, to: presenter, fromView: presented.view,
            toView: covers ? presenter.view : nil,
            initialFrames: [(presented, presented.view.frame), (presenter, presenter.view.frame)],
            finalFrames: [(presenter, presenter.view.frame)], animated: animated, style: presented.modalPresentationStyle)
        presenter.runningTransition = context
        presented.runningTransition = context
        context.finish = { completed in
            presenter.runningTransition = nil
            presented.runningTransition = nil
            if completed {
                UIView.performWithoutAnimation {
                    // An animator may have moved the presenting view into the container: it goes back where it was.
                    if let container, presenter.view.superview === container, let home = presenterHome.superview {
                        home.insertSubview(presenter.view, at: min(presenterHome.index ?? home.subviews.count, home.subviews.count))
                    }
                    presented.view.removeFromSuperview()
                    if let container = container as? TransitionContainerView { container.removeFromSuperview() }
                }
                presented.endDisappearance(animated: animated)
                presenter.presentedViewController = nil
                presented.presentingViewController = nil
                presented.presentationController = nil
                if covers { presenter.endAppearance(animated: animated) }
            } else {
                presented.beginAppearance(animated: animated)
                presented.endAppearance(animated: animated)
                if covers {
                    presenter.beginDisappearance(animated: animated)
                    presenter.endDisappearance(animated: animated)
                }
            }
            presentation?.dismissalTransitionDidEnd(completed)
            animator?.animationEnded(completed)
            if completed { completion?() }
        }
        presentation?.dismissalTransitionWillBegin()
        run(context, animator: animator, interaction: custom.flatMap { delegate?.interactionControllerForDismissal(using: $0) })
    }

    /// Where a presentation's container goes: the view holding the controller hierarchy's root view (its window: the
    /// scene, or a playground's live-view frame), so a presentation covers what the hierarchy covers.
    private var presentationStage: UIView? {
        guard view.isOnScreen else { return nil }
        var root: UIViewController = self
        while let next = root.parent ?? root.presentingViewController { root = next }
        return root.view.superview ?? view.sceneRootView
    }

    private func run(_ context: TransitionContext, animator: UIViewControllerAnimatedTransitioning?,
                     interaction: UIViewControllerInteractiveTransitioning?) {
        guard let animator else { return context.completeTransition(true) }
        context.transitionDuration = animator.transitionDuration(using: context)
        context.start(animator: animator, interaction: interaction)
    }
}

/// UIKit's own modal transitions as an animator, over `UIViewController.presentationDuration`, ease in and out: the
/// presented view slides up from below (`.coverVertical`), fades in (`.crossDissolve`), or the screen flips from the
/// right to show it on its back (`.flipHorizontal`) or curls up off it (`.partialCurl`, curling all the way here);
/// dismissing reverses it.
final class ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let presenting: Bool

    init(style: UIModalTransitionStyle, presenting: Bool) {
        self.style = style
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        UIViewController.presentationDuration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let view = context.view(forKey: presenting ? .to : .from) else { return context.completeTransition(true) }
        let shown = view.frame
        let hidden = shown.offsetBy(dx: 0, dy: context.containerView.bounds.height)
        let duration = transitionDuration(using: context)
        let done: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }
        if style == .flipHorizontal || style == .partialCurl, let stage = context.containerView.superview {
            // The whole screen turns: a transition of the stage between its look before and after.
            let options: UIView.AnimationOptions = style == .flipHorizontal
                ? (presenting ? .transitionFlipFromRight : .transitionFlipFromLeft)
                : (presenting ? .transitionCurlUp : .transitionCurlDown)
            if presenting { view.isHidden = true }
            UIView.transition(with: stage, duration: duration, options: options, animations: { view.isHidden = !self.presenting }) { _ in
                view.isHidden = false
                done(true)
            }
        } else if style == .crossDissolve {
            if presenting { view.alpha = 0 }
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: { view.alpha = self.presenting ? 1 : 0 }, completion: done)
        } else {
            if presenting { view.frame = hidden }
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: { view.frame = self.presenting ? shown : hidden }, completion: done)
        }
    }
}
