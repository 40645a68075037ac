import LayerKit

extension UIView {
    /// Whether the view is inside a scene's root view (UIKit's "in a window").
    var isOnScreen: Bool { sceneRootView != nil }

    /// The scene's root view this view is in, if it is on screen.
    var sceneRootView: UIView? {
        var current: UIView? = self
        while let view = current {
            if view.isSceneRoot { return view }
            current = view.superview
        }
        return nil
    }

    /// Calls `body` with the controller of each view in this subtree, outermost first.
    func forEachViewController(_ body: (UIViewController) -> Void) {
        if let viewController { body(viewController) }
        for view in subviews { view.forEachViewController(body) }
    }

    /// How an image view fills its bounds with its image (`UIView.ContentMode`).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        var gravity: ContentsGravity {
            switch self {
            case .scaleToFill, .redraw: .resize
            case .scaleAspectFit: .resizeAspect
            case .scaleAspectFill: .resizeAspectFill
            case .center: .center
            case .top: .top
            case .bottom: .bottom
            case .left: .left
            case .right: .right
            case .topLeft: .topLeft
            case .topRight: .topRight
            case .bottomLeft: .bottomLeft
            case .bottomRight: .bottomRight
            }
        }
    }
}
