import LayerKit

/// How a scene script's entry point is called: `makeScene(root:)` may take the scene's root layer, or a view
/// hosting it (then the views are laid out and displayed once it returns, and again each frame when they need it), or
/// the script may make a view controller (`makeScene() -> UIViewController`), whose view fills the scene.
public enum ScriptEntry {
    public static func run(_ makeScene: (Layer) -> Void, root: Layer) { makeScene(root) }

    public static func run(_ makeScene: (UIView) -> Void, root: Layer) {
        let view = rootView(hosting: root)
        makeScene(view)
        view.layoutIfNeeded()
        view.displayIfNeeded()
        UIApplication.shared.sceneDidStart()
    }

    public static func run(_ makeScene: () -> UIViewController, root: Layer) {
        let controller = makeScene()
        let view = rootView(hosting: root, keeping: controller)
        controller.show(in: view)
        UIApplication.shared.sceneDidStart()
    }

    /// A view hosting the scene's root layer, kept laid out each frame, after the frame's other callbacks (display links,
    /// dynamic animators), for as long as the scene runs (the tree keeps the view hierarchy alive; it displays the views
    /// that need it itself, after the frame's callbacks).
    /// `controller`, the scene's root view controller, lives as long too, as a window keeps its root view controller
    /// (its view's delegates and data sources are often the controller itself, held weakly).
    public static func rootView(hosting root: Layer, keeping controller: UIViewController? = nil) -> UIView {
        let view = UIView.hosting(root)
        root.tree?.addFrameCallback(laysOut: true) { _ in withExtendedLifetime(controller) { view.layoutIfNeeded() } }
        return view
    }
}
