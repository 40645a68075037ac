import Foundation
import LayerKit
import Scenes

/// Inspecting a layer: with the outlines on (L), a click in the scene picks the layer under the pointer instead of
/// reaching the scene; a panel shows its name, its animations with their key paths, and its presentation values,
/// live. The pick is kept as a path of sublayer indices, so it survives the scene being rebuilt (scrubbing back).
extension PlaygroundApp {
    /// The picked layer in the current tree, if it is still there.
    public var inspectedLayer: Layer? {
        guard let path = inspectedPath else { return nil }
        var layer = scene.tree.rootLayer
        for index in path {
            guard let sublayers = layer.sublayers, sublayers.indices.contains(index) else { return nil }
            layer = sublayers[index]
        }
        return layer
    }

    /// Picks the deepest layer under a window point (or nothing there).
    func inspect(at point: Point) {
        inspectedPath = nil
        dirty = true
        guard var layer = scene.tree.hitTest(scenePoint(point)), layer !== scene.tree.rootLayer else { return }
        var path: [Int] = []
        while let parent = layer.superlayer, let index = parent.sublayers?.firstIndex(where: { $0 === layer }) {
            path.insert(index, at: 0)
            layer = parent
        }
        // A mask cannot be reached by sublayer indices; its owner is what the pointer is over anyway.
        guard layer === scene.tree.rootLayer else { return }
        inspectedPath = path
    }

    /// The inspector's lines for the picked layer: what it is, where it is, its animations and the values they give now.
    public var inspectorLines: [String]? {
        guard let layer = inspectedLayer else { return nil }
        let p = scene.tree.presentationProperties(of: layer)
        func n(_ v: Double) -> String { NumberText.decimal(v, places: 2) }
        var lines = [
            "\(layer.name ?? "unnamed") · \(layer.typeName) layer",
            "position \(n(p.position.x)), \(n(p.position.y)) · size \(n(p.bounds.width)) × \(n(p.bounds.height))",
            "opacity \(n(p.opacity))" + (p.transform.isIdentity ? "" : " · transformed"),
        ]
        if layer.animationEntries.isEmpty { lines.append("no animations") }
        for entry in layer.animationEntries.prefix(6) {
            let keyPaths = entry.animation.animatedKeyPaths
            let values = keyPaths.prefix(3).compactMap { keyPath -> String? in
                guard let parsed = AnimatableKeyPath(keyPath) else { return nil }
                return "\(keyPath) = \(Self.describe(parsed.read(from: p)))"
            }
            lines.append("\(entry.key): " + (values.isEmpty ? keyPaths.joined(separator: ", ") : values.joined(separator: " · ")))
        }
        if layer.animationEntries.count > 6 { lines.append("and \(layer.animationEntries.count - 6) more animations") }
        return lines
    }

    /// A value as the inspector shows it.
    static func describe(_ value: AnimationValue) -> String {
        func n(_ v: Double) -> String { NumberText.decimal(v, places: 3) }
        switch value {
        case .number(let v): return n(v)
        case .point(let p): return "(\(n(p.x)), \(n(p.y)))"
        case .size(let s): return "\(n(s.width)) × \(n(s.height))"
        case .rect(let r): return "(\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height)))"
        case .color(let c): return c?.hexString ?? "clear"
        case .transform(let t): return t.isIdentity ? "identity" : "scale \(n(t.decomposed?.scale.x ?? 0)), rotation \(n(t.decomposed?.rotationZ ?? 0))"
        case .path(let path): return path.map { "path of \($0.elements.count) elements" } ?? "no path"
        case .list(let values): return values.isEmpty ? "none" : values.map(describe).joined(separator: ", ")
        }
    }
}
