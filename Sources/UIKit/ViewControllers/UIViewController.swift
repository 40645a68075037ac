import Foundation
import LayerKit

/// A controller of a view (`UIViewController`), with UIKit's lifecycle for code that builds and animates views:
/// - `view` is made on first access: `loadView()` (a plain view of the screen's size unless overridden), then
///   `viewDidLoad()`.
/// - When the controller becomes what a scene shows (`makeScene() -> UIViewController`, a playground's live view):
///   `viewWillAppear(_:)`, `viewWillLayoutSubviews()`, the view's `layoutSubviews()`, `viewDidLayoutSubviews()`, then
///   `viewDidAppear(_:)`. Its view fills the scene.
/// - A controller whose view is added to views already on screen gets `viewWillAppear(_:)` and `viewDidAppear(_:)` at
///   once, and the layout pair at the next layout; one whose view is removed gets the disappear pair.
/// - `addChild(_:)` calls the child's `willMove(toParent:)`; the caller adds its view and calls `didMove(toParent:)`.
///   `removeFromParent()` calls `didMove(toParent: nil)`, as in UIKit.
/// - `present(_:animated:completion:)` covers the scene with a container view holding the presented controller's view,
///   sliding up from the bottom over 0.5 s (`UIModalTransitionStyle.coverVertical`, ease in and out) or fading in
///   (`.crossDissolve`); `dismiss(animated:completion:)` reverses it. A full-screen presentation makes the presenting
///   view disappear. A `transitioningDelegate` may animate both instead (custom transitions, interactive ones, and a
///   presentation controller for `.custom`).
open class UIViewController: UIResponder, @unchecked Sendable {
    /// The traits the controller's views are laid out for: the screen's (see `UITraitCollection`).
    open var traitCollection: UITraitCollection { .current }
    /// Called when the traits change, which they do not while a scene runs; override it as on iOS.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    private var loadedView: UIView?
    /// Where the controller is between hidden and shown.
    private var appearance = Appearance.disappeared
    private enum Appearance { case disappeared, appearing, appeared, disappearing }

    open var title: String? {
        didSet { (parent as? UINavigationController)?.updateBar() }
    }
    /// What the controller shows in a navigation bar when it is a navigation controller's top controller.
    public private(set) lazy var navigationItem: UINavigationItem = {
        let item = UINavigationItem()
        item.onChange = { [weak self] in (self?.parent as? UINavigationController)?.updateBar() }
        return item
    }()
    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?
    /// The controller this one presents, and the one presenting it.
    public internal(set) var presentedViewController: UIViewController?
    public internal(set) weak var presentingViewController: UIViewController?
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// What animates this controller's presentation and dismissal instead of UIKit's own transition.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// What manages this controller's presentation, while it is presented.
    public internal(set) var presentationController: UIPresentationController?
    /// The running transition's coordinator, while this controller (or its parent) is presented, dismissed, pushed
    /// or popped.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? { runningTransition ?? parent?.transitionCoordinator }
    var runningTransition: TransitionContext?
    /// The size a container (a playground's live view) gives the view; zero lets it fill the scene.
    open var preferredContentSize = CGSize.zero
    open var additionalSafeAreaInsets = UIEdgeInsets.zero
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    open var isModalInPresentation = false
    open var edgesForExtendedLayout = UIRectEdge.all
    open var extendedLayoutIncludesOpaqueBars = false

    public init(nibName: String?, bundle: Bundle?) { super.init() }

    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// A controller from an archive: there are none here, so it is an empty controller (for subclasses whose
    /// `init?(coder:)` calls `super`).
    public required init?(coder: NSCoder) { super.init() }

    /// The next responder: the superview of the controller's view.
    open override var next: UIResponder? { loadedView?.superview }

    // MARK: The view

    /// The controller's view, made (`loadView()`, then `viewDidLoad()`) on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    public var viewIfLoaded: UIView? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: a plain view the size of the screen (the scene). Override to make another, and set `view`.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// Called before the view's size changes with the screen (a rotation). A scene's screen changes size only when the
    /// window is resized, and then its code runs again at the new size, so this is not called; override it as on iOS.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}
    open func updateViewConstraints() {}
    open func didReceiveMemoryWarning() {}
    open func awakeFromNib() {}
    open func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: Accepted for the code that sets them; a scene has no status bar or rotation

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var shouldAutorotate: Bool { true }
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    // MARK: Being shown

    /// Shows the controller as what a scene shows, inside `container` (filling it): the appear and layout callbacks
    /// in UIKit's order.
    public func show(in container: UIView) {
        let view = self.view!
        view.frame = container.bounds
        beginAppearance(animated: false)
        container.addSubview(view)
        view.layoutIfNeeded()
        view.displayIfNeeded()
        endAppearance(animated: false)
    }

    func appearWithoutTransition() {
        guard appearance == .disappeared else { return }
        beginAppearance(animated: false)
        endAppearance(animated: false)
    }

    func disappearWithoutTransition() {
        guard appearance == .appeared else { return }
        beginDisappearance(animated: false)
        endDisappearance(animated: false)
    }

    func beginAppearance(animated: Bool) {
        guard appearance == .disappeared || appearance == .disappearing else { return }
        appearance = .appearing
        viewWillAppear(animated)
        for child in children where child.isViewLoaded && child.view.isDescendant(of: view) { child.beginAppearance(animated: animated) }
    }

    func endAppearance(animated: Bool) {
        guard appearance == .appearing else { return }
        appearance = .appeared
        viewDidAppear(animated)
        for child in children where child.appearance == .appearing { child.endAppearance(animated: animated) }
    }

    func beginDisappearance(animated: Bool) {
        guard appearance == .appeared || appearance == .appearing else { return }
        appearance = .disappearing
        viewWillDisappear(animated)
        for child in children where child.appearance == .appeared { child.beginDisappearance(animated: animated) }
    }

    func endDisappearance(animated: Bool) {
        guard appearance == .disappearing else { return }
        appearance = .disappeared
        viewDidDisappear(animated)
        for child in children where child.appearance == .disappearing { child.endDisappearance(animated: animated) }
    }

    public var isBeingPresented: Bool { presentingViewController != nil && appearance == .appearing }
    public var isBeingDismissed: Bool { presentingViewController != nil && appearance == .disappearing }
    public var isMovingToParent: Bool { false }
    public var isMovingFromParent: Bool { false }

    // MARK: Children

    open func addChild(_ child: UIViewController) {
        guard child !== self, !children.contains(where: { $0 === child }) else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presenting

    /// Covers the scene with `controller`'s view (see the type's notes for the transition).
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presentModally(controller, animated: animated, completion: completion)
    }

    /// Dismisses the controller this one presents, or, when it presents none, this one (as UIKit does).
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        dismissModally(animated: animated, completion: completion)
    }

    /// How long an animated presentation or dismissal takes, in seconds.
    public static let presentationDuration = 0.5
}

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}

public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent, darkContent = 3
}

public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0, fade, slide
}

public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
