import Foundation

/// What a transition coordinator tells the blocks run alongside a transition
/// (`UIViewControllerTransitionCoordinatorContext`).
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    /// The transition's length in seconds.
    var transitionDuration: TimeInterval { get }
    /// Where an interactive transition is, from 0 to 1 (1 for one that is not interactive).
    var percentComplete: CGFloat { get }
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// A running transition's coordinator (`UIViewControllerTransitionCoordinator`, a controller's
/// `transitionCoordinator` while it is presented, dismissed, pushed or popped): code runs animations of its own along
/// with the transition's, with its duration and curve, and hears when it ends.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside an animation block of the transition's duration and curve as the transition starts (at
    /// once if it has started), and `completion` when it ends. False once the transition has ended.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Calls `handler` when an interactive transition's interaction ends (finished or cancelled).
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion, as UIKit's default argument allows.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    @discardableResult
    public func animateAlongsideTransition(in view: UIView?,
                                           animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
