import Foundation
import LayerKit

/// Inspecting a layer: with the outlines on (L), a click in the scene picks the layer under the pointer instead of
/// reaching the scene; a panel shows its name, its animations with their key paths, and its presentation values,
/// live. The pick is kept as a path of sublayer indices, so it survives the scene being rebuilt (scrubbing back).
extension PlaygroundApp {
    /// How the window shows the scene and asks about its layers: in this process, or through its scene host.
    var display: SceneDisplay { (scene as? SceneDisplay) ?? LocalSceneDisplay(scene: scene) }

    /// The picked layer, for a scene whose layers are in this process (nil for a script in its scene host).
    var inspectedLayer: Layer? {
        guard let path = overlays.inspectedPath, !(scene is SceneDisplay) else { return nil }
        return LocalSceneDisplay(scene: scene).layer(at: path)
    }

    /// Picks the deepest layer under a window point (or nothing there); with the editor open, the slot its first
    /// animation uses is selected.
    func inspect(at point: Point) {
        overlays.inspectedPath = display.pick(at: scenePoint(point))
        if editor.isOpen { selectInspectedSlot() }
    }

    /// Selects in the editor the first slot the inspected layer's animations use, if any.
    func selectInspectedSlot() {
        guard let path = overlays.inspectedPath, let name = display.slotNames(at: path).first else { return }
        let names = editor.slots(of: scene).map(\.name) + scene.springSlots.map(\.name)
        guard let index = names.firstIndex(of: name) else { return }
        editor.select(slot: index, in: scene)
        editor.say("\(name): the slot of the inspected layer's animation")
    }

    /// The inspector's lines for the picked layer: what it is, where it is, its animations and the values they give now.
    var inspectorLines: [String]? {
        guard let path = overlays.inspectedPath else { return nil }
        return display.inspectorLines(at: path)
    }
}
