import LayerKit

/// How a view comes by its layer: one of its `layerClass`, or (a scene's root view) the scene's own root layer.
extension UIView {
    static func makeLayer(of layerClass: AnyClass) -> CALayer {
        guard let layerType = layerClass as? CALayer.Type else {
            RuntimeIssues.report("\(Self.self).layerClass \(layerClass) is not a layer class; the view uses a plain layer")
            return CALayer()
        }
        return layerType.init(copying: nil)
    }

    /// A view hosting an existing layer (the scene's root layer for a script's root view). Not an initializer, so that
    /// subclasses overriding `init(frame:)` and `init?(coder:)` inherit `init()`, as in UIKit.
    public static func hosting(_ layer: CALayer) -> UIView {
        let view = UIWindow(frame: .zero)
        view.layer = layer
        view.isSceneRoot = true
        layer.delegate = view
        UIWindow.sceneWindow = view
        return view
    }
}
