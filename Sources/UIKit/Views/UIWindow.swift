import Foundation

/// The top view of a view tree shown on a screen (`UIWindow`). A scene's root view is one: views inside it have it as
/// their `window`, and `didMoveToWindow()` tells them when they join or leave it. A window a script makes (with a
/// `rootViewController`) shows wherever it is put, as a live view for instance.
open class UIWindow: UIView, @unchecked Sendable {
    /// The scene's window, while a scene runs.
    nonisolated(unsafe) static weak var sceneWindow: UIWindow?

    /// The screen the window is on: the one screen.
    open var screen: UIScreen { UIScreen.main }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            rootViewController?.show(in: self)
        }
    }

    /// Whether the window receives the keyboard: the scene's window does.
    open var isKeyWindow: Bool { self === UIWindow.sceneWindow }

    /// Shows the window (unhides it); the scene's window is the key window already.
    open func makeKeyAndVisible() { isHidden = false }

    open func makeKey() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let view = rootViewController?.viewIfLoaded, view.superview === self { view.frame = bounds }
    }
}

extension UIView {
    /// The window the view is in: the scene's while it is on screen, or the window at the top of its tree.
    public var window: UIWindow? { (sceneRootView as? UIWindow) ?? (layoutRoot as? UIWindow) }
}
