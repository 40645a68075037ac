import Foundation

/// Which controller of a transition (`UITransitionContextViewControllerKey`): the one going away, or the one coming.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Which view of a transition (`UITransitionContextViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What an animator of a custom transition is given (`UIViewControllerContextTransitioning`): the container view the
/// transition happens in, the two controllers and their views, their frames, and `completeTransition(_:)` to call when
/// its animations end.
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views are animated in, covering the scene.
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives the transition.
    var isInteractive: Bool { get }
    /// Whether an interactive transition was cancelled: pass `!transitionWasCancelled` to `completeTransition(_:)`.
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation of the transition (none here: the identity).
    var targetTransform: CGAffineTransform { get }
    /// For interaction controllers: where the transition is, from 0 to 1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// Ends the transition: `didComplete` false undoes it (the presented controller is not presented).
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view to animate, or nil when the transition must leave that controller's view alone (the presenting view of
    /// a presentation that does not cover it).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where the controller's view is when the transition starts (zero for the controller coming).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where the controller's view is to be when it ends (zero for a view that leaves).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a custom transition (`UIViewControllerAnimatedTransitioning`): its animations (any UIView or
/// Core Animation animations of the context's views) run on the scene clock, and it calls the context's
/// `completeTransition(_:)` when they end.
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition takes, in seconds (what the context's other animations last).
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called once the transition has completed or been cancelled (optional).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition by hand (`UIViewControllerInteractiveTransitioning`), usually from a gesture;
/// `UIPercentDrivenInteractiveTransition` is one.
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How fast the rest of the transition plays once the interaction ends (optional; 1).
    var completionSpeed: CGFloat { get }
    /// Whether the transition starts interactively (optional; true).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var wantsInteractiveStart: Bool { true }
}

/// What a presented controller's `transitioningDelegate` provides (`UIViewControllerTransitioningDelegate`); every
/// method is optional: nil keeps UIKit's own transition.
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller of a `.custom` presentation.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}
