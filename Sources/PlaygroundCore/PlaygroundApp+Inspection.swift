import Foundation
import LayerKit
import Scenes

/// Inspecting a layer: with the outlines on (L), a click in the scene picks the layer under the pointer instead of
/// reaching the scene; a panel shows its name, its animations with their key paths, and its presentation values,
/// live. The pick is kept as a path of sublayer indices, so it survives the scene being rebuilt (scrubbing back).
extension PlaygroundApp {
    /// How the window shows the scene and asks about its layers: in this process, or through its scene host.
    var display: SceneDisplay { (scene as? SceneDisplay) ?? LocalSceneDisplay(scene: scene) }

    /// The picked layer, for a scene whose layers are in this process (nil for a script in its scene host).
    public var inspectedLayer: Layer? {
        guard let path = inspectedPath, !(scene is SceneDisplay) else { return nil }
        return LocalSceneDisplay(scene: scene).layer(at: path)
    }

    /// Picks the deepest layer under a window point (or nothing there).
    func inspect(at point: Point) {
        inspectedPath = display.pick(at: scenePoint(point))
        dirty = true
    }

    /// The inspector's lines for the picked layer: what it is, where it is, its animations and the values they give now.
    public var inspectorLines: [String]? {
        guard let path = inspectedPath else { return nil }
        return display.inspectorLines(at: path)
    }
}
