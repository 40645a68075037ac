import Foundation
import LayerKit

/// A stack of view controllers under a navigation bar (`UINavigationController`), as demos wrap their controller in
/// one: the top controller's view fills the controller's view and runs under the bar (a translucent 44-point strip
/// with the top controller's title, and its bar button items as text buttons). A push slides the new view in from the
/// right over 0.35 s while the old one moves a third of the way left; a pop reverses it. Appearance callbacks follow
/// UIKit's order: the controller going away gets `viewWillDisappear`, the one coming `viewWillAppear`, and the did pair
/// once the slide ends.
open class UINavigationController: UIViewController, @unchecked Sendable {
    public private(set) var viewControllers: [UIViewController] = []
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
        slide(from: old, to: controller, forward: true, animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let old = viewControllers.popLast() else { return nil }
        if isViewLoaded {
            slide(from: old, to: topViewController, forward: false, animated: animated) { old.removeFromParent() }
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
            slide(from: old, to: controller, forward: false, animated: animated) { popped.forEach { $0.removeFromParent() } }
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
        from old: UIViewController?, to new: UIViewController?, forward: Bool, animated: Bool, then: @escaping () -> Void = {}
    ) {
        guard let new else { return then() }
        let width = view.bounds.width
        let onScreen = view.isOnScreen
        if onScreen {
            old?.beginDisappearance(animated: animated)
            new.beginAppearance(animated: animated)
        }
        install(new)
        updateBar()
        let finish = {
            UIView.performWithoutAnimation { old?.view.removeFromSuperview() }
            if onScreen {
                old?.endDisappearance(animated: animated)
                new.endAppearance(animated: animated)
            }
            then()
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
