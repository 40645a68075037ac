import Foundation

/// What manages a presented controller on screen (`UIPresentationController`): the container view the presentation
/// lives in, where the presented view goes in it, and the steps of presenting and dismissing, which a subclass uses
/// (from a transitioning delegate's `presentationController(forPresented:presenting:source:)`, with
/// `modalPresentationStyle = .custom`) to add views of its own, such as a dimming view animated alongside through the
/// presented controller's `transitionCoordinator`.
open class UIPresentationController: NSObject {
    public let presentedViewController: UIViewController
    public private(set) weak var presentingViewController: UIViewController?
    /// The view the presentation lives in (covering the scene), from when the presentation begins until its dismissal
    /// ends.
    public internal(set) var containerView: UIView?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }

    /// The view the transition animates: the presented controller's view.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view sits in the container when presented: all of it unless overridden.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenting view goes away once covered (a full-screen presentation): its controller then gets the
    /// disappear callbacks, and the transition's `view(forKey: .from)` is that view.
    open var shouldRemovePresentersView: Bool { presentedViewController.modalPresentationStyle == .fullScreen }

    open var shouldPresentInFullscreen: Bool { true }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
}

/// The view a presentation lives in (UIKit's transition view): it covers the scene and lets its presentation
/// controller lay out with it.
final class TransitionContainerView: UIView, @unchecked Sendable {
    weak var presentation: UIPresentationController?

    override func layoutSubviews() {
        presentation?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentation?.containerViewDidLayoutSubviews()
    }
}
