import LayerKit

/// How a scene script's entry point is called: `makeScene(root:)` may take the scene's root layer, or a view
/// hosting it (then the views are laid out and displayed once it returns, and again each frame when they need it).
public enum ScriptEntry {
    public static func run(_ makeScene: (Layer) -> Void, root: Layer) { makeScene(root) }

    public static func run(_ makeScene: (UIView) -> Void, root: Layer) {
        let view = UIView.hosting(root)
        makeScene(view)
        view.layoutIfNeeded()
        view.displayIfNeeded()
        // The tree keeps the view hierarchy alive, laid out and displayed for as long as the scene runs.
        root.tree?.addFrameCallback { _ in
            view.layoutIfNeeded()
            view.displayIfNeeded()
        }
    }
}
