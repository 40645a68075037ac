import Export
import FileOutput
import LayerKit
import Raster
import Scenes

/// How the window shows a scene and asks about its layers, wherever the scene's code runs: `LocalSceneDisplay` for a
/// scene in this process (built-in scenes, scene files, and a script inside its scene host), `HostedScene` for a
/// script running in a scene host.
protocol SceneDisplay {
    /// Adds the scene to `canvas` (device pixels): its background over `sceneRect`, its layers clipped to it, and the
    /// overlays.
    func draw(into canvas: Canvas, renderer: LayerRenderer, sceneToPixels: Transform, sceneRect: Rect, overlays: SceneOverlays)
    /// The deepest layer under a scene point, as sublayer indices from the root (nil: none but the root).
    func pick(at point: Point) -> [Int]?
    /// The inspector's lines for the layer at `path` (nil when it is no longer there).
    func inspectorLines(at path: [Int]) -> [String]?
    /// The animations of the layer under a scene point (the nearest one up its superlayers that has any) as Core
    /// Animation Swift, or the whole scene's when there is none or no point; with a notice saying which.
    func swiftCode(at point: Point?) -> (text: String, notice: String)
    /// The first layer named `name`, depth first, as sublayer indices from the root.
    func path(ofLayerNamed name: String) -> [Int]?
    /// A number the layer at `path` shows now (its presentation value), by key path ("position.x", "opacity").
    func presentationNumber(at path: [Int], keyPath: String) -> Double?
    /// Whether the scene's first frame is still to come (a scene host building it): the window draws again until it has.
    var awaitsFrame: Bool { get }
    /// The editor's slots (curves, then springs) the animations of the layer at `path` use, in the order of its animations.
    func slotNames(at path: [Int]) -> [String]
}

/// What is drawn over the scene: every layer's outline (L), and in bold the layers using a curve slot (the editor's
/// selection) and the inspected layer.
struct SceneOverlays: Equatable {
    var showsOutlines = false
    var highlightedSlot: Int?
    var inspected: [Int]?
    /// The width of the bold outlines, in pixels.
    var highlightWidth = 2.0
}

/// A scene whose layers are in this process.
struct LocalSceneDisplay: SceneDisplay {
    let scene: PlaygroundScene

    var awaitsFrame: Bool { false }

    func draw(into canvas: Canvas, renderer: LayerRenderer, sceneToPixels: Transform, sceneRect: Rect, overlays: SceneOverlays) {
        canvas.saveState()
        canvas.transform = .identity
        canvas.fillRoundedRect(sceneRect, cornerRadius: 0, color: scene.backgroundColor)
        // The scene is its screen: what lies outside it (particles in flight, a layer moving in) is not shown.
        canvas.saveState()
        canvas.clip(toRoundedRect: sceneRect, cornerRadius: 0)
        renderer.append(scene.tree, to: canvas, placement: sceneToPixels)
        canvas.restoreState()
        if overlays.showsOutlines { LayerOutlines.draw(renderer.presentation, into: canvas, placement: sceneToPixels) }
        var highlighted = Set<ObjectIdentifier>()
        let slots = scene.tree.timingFunctionSlots
        if let index = overlays.highlightedSlot, slots.indices.contains(index) {
            for use in scene.tree.layers(using: slots[index].function) { highlighted.insert(ObjectIdentifier(use.layer)) }
        }
        if let path = overlays.inspected, let inspected = layer(at: path) { highlighted.insert(ObjectIdentifier(inspected)) }
        if !highlighted.isEmpty {
            LayerOutlines.draw(renderer.presentation, into: canvas, placement: sceneToPixels, only: highlighted, width: overlays.highlightWidth)
        }
        canvas.restoreState()
    }

    /// The layer at sublayer indices from the root, if it is still there.
    func layer(at path: [Int]) -> Layer? {
        var layer = scene.tree.rootLayer
        for index in path {
            guard let sublayers = layer.sublayers, sublayers.indices.contains(index) else { return nil }
            layer = sublayers[index]
        }
        return layer
    }

    func pick(at point: Point) -> [Int]? {
        let root = scene.tree.rootLayer
        guard var layer = scene.tree.hitTest(point), layer !== root else { return nil }
        var path: [Int] = []
        while let parent = layer.superlayer, let index = parent.sublayers?.firstIndex(where: { $0 === layer }) {
            path.insert(index, at: 0)
            layer = parent
        }
        // A mask cannot be reached by sublayer indices; its owner is what the pointer is over anyway.
        return layer === root ? path : nil
    }

    func inspectorLines(at path: [Int]) -> [String]? {
        guard let layer = layer(at: path) else { return nil }
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
            let slots = slotNames(of: entry.animation)
            lines.append(
                "\(entry.key): " + (values.isEmpty ? keyPaths.joined(separator: ", ") : values.joined(separator: " · "))
                    + (slots.isEmpty ? "" : " · slot " + slots.joined(separator: ", ")))
        }
        if layer.animationEntries.count > 6 { lines.append("and \(layer.animationEntries.count - 6) more animations") }
        return lines
    }

    func slotNames(at path: [Int]) -> [String] {
        guard let layer = layer(at: path) else { return [] }
        var names: [String] = []
        for entry in layer.animationEntries {
            for name in slotNames(of: entry.animation) where !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The curve slots and spring slots `animation` (or, in a group, an animation in it) uses.
    private func slotNames(of animation: Animation) -> [String] {
        var names: [String] = []
        for slot in scene.tree.timingFunctionSlots
        where slot.function.governs(animation.timingFunction)
            || (animation as? KeyframeAnimation)?.timingFunctions?.contains(where: { slot.function.governs($0) }) == true
        {
            names.append(slot.name)
        }
        if let spring = animation as? SpringAnimation {
            let identity = SpringSlot.Identity(spring)
            for slot in scene.tree.springSlots where slot.slot.identity == identity {
                names.append(slot.name)
            }
        }
        for child in (animation as? AnimationGroup)?.animations ?? [] { names += slotNames(of: child) }
        return names
    }

    func path(ofLayerNamed name: String) -> [Int]? {
        func search(_ layer: Layer, _ path: [Int]) -> [Int]? {
            if layer.name == name { return path }
            for (index, sublayer) in (layer.sublayers ?? []).enumerated() {
                if let found = search(sublayer, path + [index]) { return found }
            }
            return nil
        }
        return search(scene.tree.rootLayer, [])
    }

    func presentationNumber(at path: [Int], keyPath: String) -> Double? {
        guard let layer = layer(at: path), let parsed = AnimatableKeyPath(keyPath) else { return nil }
        guard case .number(let value) = parsed.read(from: scene.tree.presentationProperties(of: layer)) else { return nil }
        return value
    }

    func swiftCode(at point: Point?) -> (text: String, notice: String) {
        var layer = point.flatMap { scene.tree.hitTest($0) }
        while let current = layer, current.animationKeys().isEmpty { layer = current.superlayer }
        if let layer, layer !== scene.tree.rootLayer {
            return (
                SwiftExport(animationsOf: layer, in: scene.tree).text,
                "copied the animations of \(layer.name ?? layer.typeName + " layer") as Core Animation Swift"
            )
        }
        return (SwiftExport(scene: scene, source: scene.title).text, "copied the scene's layers and animations as Core Animation Swift")
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
