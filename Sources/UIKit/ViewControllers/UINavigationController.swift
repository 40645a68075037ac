import Foundation
import LayerKit

/// A stack of view controllers under a navigation bar (`UINavigationController`), as demos wrap their controller in
/// one: the top controller's view fills the controller's view and runs under the bar (a translucent 44-point strip
/// with the top controller's title, and its bar button items as text buttons). A push slides the new view in from the
/// right over 0.35 s while the old one moves a third of the way left; a pop reverses it. Appearance callbacks follow
/// UIKit's order: the controller going away gets `viewWillDisappear`, the one coming `viewWillAppear`, and the did pair
/// once the slide ends. A `delegate` may animate pushes and pops itself (and drive them interactively): the transition
/// then happens in a container view under the bar, holding the old view, to which the animator adds the new one.
open class UINavigationController: UIViewController, @unchecked Sendable {
    /// A change of the stack (`UINavigationController.Operation`).
    public enum Operation: Int, Sendable {
        case none, push, pop
    }

    public private(set) var viewControllers: [UIViewController] = []
    open weak var delegate: UINavigationControllerDelegate?
    public private(set) var navigationBar = UINavigationBar(frame: .zero)
    public var isNavigationBarHidden = false {
        didSet { if isViewLoaded { view.setNeedsLayout() } }
    }

    /// How long a push or pop slides, in seconds.
    public static let transitionDuration = 0.35

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public var topViewController: UIViewController? { viewControllers.last }
    public var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    open override func loadView() {
        view = NavigationContainerView(frame: UIScreen.main.bounds, controller: self)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { install(top) }
        view.addSubview(navigationBar)
        updateBar()
    }

    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        let old = topViewController
        for controller in viewControllers where !controllers.contains(where: { $0 === controller }) {
            if controller === old, isViewLoaded { controller.view.removeFromSuperview() }
            controller.removeFromParent()
        }
        for controller in controllers where controller.parent !== self { addChild(controller) }
        viewControllers = controllers
        guard isViewLoaded, let top = topViewController, top !== old else { return }
        install(top)
        updateBar()
    }

    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === controller }) else { return }
        let old = topViewController
        addChild(controller)
        viewControllers.append(controller)
        guard isViewLoaded else { return }
        slide(from: old, to: controller, forward: true, animated: animated, undo: { [weak self] in
            self?.viewControllers.removeAll { $0 === controller }
            controller.removeFromParent()
        })
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let old = viewControllers.popLast() else { return nil }
        if isViewLoaded {
            slide(from: old, to: topViewController, forward: false, animated: animated, then: { old.removeFromParent() },
                  undo: { [weak self] in self?.viewControllers.append(old) })
        } else {
            old.removeFromParent()
        }
        return old
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        return popToViewController(viewControllers[0], animated: animated)
    }

    @discardableResult
    open func popToViewController(_ controller: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }), index < viewControllers.count - 1 else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        let old = viewControllers.last
        viewControllers.removeSubrange((index + 1)...)
        if isViewLoaded {
            slide(from: old, to: controller, forward: false, animated: animated, then: { popped.forEach { $0.removeFromParent() } },
                  undo: { [weak self] in self?.viewControllers.append(contentsOf: popped) })
        } else {
            popped.forEach { $0.removeFromParent() }
        }
        return popped
    }

    /// Puts `controller`'s view in the container, under the bar, filling it.
    private func install(_ controller: UIViewController) {
        let content = controller.view!
        content.frame = view.bounds
        UIView.performWithoutAnimation { view.insertSubview(content, belowSubview: navigationBar) }
    }

    private func slide(
        from old: UIViewController?, to new: UIViewController?, forward: Bool, animated: Bool, then: @escaping () -> Void = {},
        undo: @escaping () -> Void = {}
    ) {
        guard let new else { return then() }
        delegate?.navigationController(self, willShow: new, animated: animated)
        if animated, let old, old !== new,
            let animator = delegate?.navigationController(self, animationControllerFor: forward ? .push : .pop, from: old, to: new) {
            return transition(from: old, to: new, animator: animator, then: then, undo: undo)
        }
        let width = view.bounds.width
        let onScreen = view.isOnScreen
        if onScreen {
            old?.beginDisappearance(animated: animated)
            new.beginAppearance(animated: animated)
        }
        install(new)
        updateBar()
        let finish = { [weak self] in
            UIView.performWithoutAnimation { old?.view.removeFromSuperview() }
            if onScreen {
                old?.endDisappearance(animated: animated)
                new.endAppearance(animated: animated)
            }
            then()
            if let self { self.delegate?.navigationController(self, didShow: new, animated: animated) }
        }
        guard animated, let oldView = old?.view else { return finish() }
        if !forward { view.insertSubview(new.view, belowSubview: oldView) }
        let newView = new.view!
        UIView.performWithoutAnimation { newView.frame.origin.x = forward ? width : -width / 3 }
        UIView.animate(
            withDuration: Self.transitionDuration, delay: 0, options: .curveEaseInOut,
            animations: {
                newView.frame.origin.x = 0
                oldView.frame.origin.x = forward ? -width / 3 : width
            },
            completion: { _ in
                UIView.performWithoutAnimation { oldView.frame.origin.x = 0 }
                finish()
            })
    }

    /// A push or pop animated by the delegate's animator: the old view moves into a container under the bar, the
    /// animator adds the new one; when it completes the new view is installed, and when it is cancelled the old one
    /// stays and the stack is restored (`undo`).
    private func transition(from old: UIViewController, to new: UIViewController, animator: UIViewControllerAnimatedTransitioning,
                            then: @escaping () -> Void, undo: @escaping () -> Void) {
        let onScreen = view.isOnScreen
        if onScreen {
            old.beginDisappearance(animated: true)
            new.beginAppearance(animated: true)
        }
        let container = TransitionContainerView(frame: view.bounds)
        let newView = new.view!
        UIView.performWithoutAnimation {
            view.insertSubview(container, belowSubview: navigationBar)
            container.addSubview(old.view)
            newView.frame = view.bounds
        }
        updateBar()
        let context = TransitionContext(
            container: container, from: old, to: new, fromView: old.view, toView: newView,
            initialFrames: [(old, old.view.frame)], finalFrames: [(new, view.bounds)], animated: true, style: .none)
        runningTransition = context
        context.finish = { [weak self] completed in
            guard let self else { return }
            runningTransition = nil
            UIView.performWithoutAnimation {
                if completed {
                    old.view.removeFromSuperview()
                    install(new)
                } else {
                    newView.removeFromSuperview()
                    install(old)
                }
                container.removeFromSuperview()
            }
            if completed {
                if onScreen {
                    old.endDisappearance(animated: true)
                    new.endAppearance(animated: true)
                }
                then()
            } else {
                undo()
                if onScreen {
                    new.beginDisappearance(animated: true)
                    new.endDisappearance(animated: true)
                    old.beginAppearance(animated: true)
                    old.endAppearance(animated: true)
                }
            }
            updateBar()
            animator.animationEnded(completed)
            if completed { delegate?.navigationController(self, didShow: new, animated: true) }
        }
        context.transitionDuration = animator.transitionDuration(using: context)
        context.start(animator: animator, interaction: delegate?.navigationController(self, interactionControllerFor: animator))
    }

    /// Shows the top controller's title and bar button items in the bar.
    func updateBar() {
        guard isViewLoaded else { return }
        navigationBar.show(topViewController?.navigationItem, title: topViewController?.title)
        view.setNeedsLayout()
    }

    func layOut() {
        let bounds = view.bounds
        navigationBar.isHidden = isNavigationBarHidden
        navigationBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: UINavigationBar.height)
        for controller in viewControllers where controller.isViewLoaded && controller.view.superview === view {
            controller.view.frame.size = bounds.size
        }
    }
}

/// The navigation controller's own view: lays out the bar and the top view with its bounds.
private final class NavigationContainerView: UIView, @unchecked Sendable {
    weak var controller: UINavigationController?

    init(frame: CGRect, controller: UINavigationController) {
        self.controller = controller
        super.init(frame: frame)
        backgroundColor = .white
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() { controller?.layOut() }
}

extension UIViewController {
    /// The navigation controller this controller is in (through its parents), if any.
    public var navigationController: UINavigationController? {
        var current: UIViewController? = self
        while let controller = current {
            if let navigation = controller as? UINavigationController, navigation !== self { return navigation }
            current = controller.parent
        }
        return nil
    }
}

/// What a navigation controller tells, and asks, as it changes its stack (`UINavigationControllerDelegate`); every
/// method is optional.
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
    /// An animator for the push or pop (nil: the navigation controller's own slide).
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}
