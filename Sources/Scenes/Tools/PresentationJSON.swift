import FileOutput
import LayerKit

/// The JSON forms of presentation values, for `playground dump` and `playground eval`.
public enum PresentationJSON {
    /// A value as JSON: numbers, [x, y], [w, h], [x, y, w, h], "#RRGGBB(AA)" or null, 16 numbers, path data.
    public static func json(_ value: AnimationValue) -> Any? {
        switch value {
        case .number(let v): return v
        case .point(let p): return [p.x, p.y]
        case .size(let s): return [s.width, s.height]
        case .rect(let r): return [r.origin.x, r.origin.y, r.width, r.height]
        case .color(let c): return c?.hexString
        case .transform(let t): return t.elements
        case .path(let p): return p?.svgPathData
        case .list(let v): return v.map(json)
        }
    }

    /// The presentation tree at the tree's current time: each layer with `name`, `type`, its properties
    /// by Core Animation name, `mask` and `sublayers`.
    public static func dump(_ tree: LayerTree) -> JSONWriter.Object {
        let presentation = PresentationTree()
        presentation.evaluate(tree)
        var document = JSONWriter.Object()
        document.append("time", tree.currentTime)
        if presentation.root != nil { document.append("root", node(0, in: presentation)) }
        return document
    }

    private static let common: [LayerProperty] = [
        .bounds, .position, .anchorPoint, .zPosition, .transform, .sublayerTransform, .opacity, .isHidden, .masksToBounds,
        .backgroundColor, .cornerRadius, .borderWidth, .borderColor,
    ]
    private static let shadow: [LayerProperty] = [.shadowColor, .shadowOpacity, .shadowOffset, .shadowRadius, .shadowPath]
    private static let gradient: [LayerProperty] = [.colors, .locations, .startPoint, .endPoint]
    private static let replicator: [LayerProperty] = [
        .instanceDelay, .instanceTransform, .instanceColor, .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset,
        .instanceAlphaOffset,
    ]
    private static let shape: [LayerProperty] = [
        .path, .fillColor, .strokeColor, .lineWidth, .miterLimit, .lineDashPhase, .strokeStart, .strokeEnd,
    ]

    private static func node(_ index: Int, in presentation: PresentationTree) -> JSONWriter.Object {
        let node = presentation.nodes[index]
        let p = node.properties
        var object = JSONWriter.Object()
        object.append("name", node.layer.name)
        object.append("type", node.layer.typeName)
        for property in common {
            switch property {
            case .isHidden: object.append("hidden", p.isHidden)
            case .masksToBounds: object.append("masksToBounds", p.masksToBounds)
            default: object.append(property.rawValue, json(p.value(of: property)))
            }
        }
        if p.maskedCorners != .all { object.append("maskedCorners", Int(p.maskedCorners.rawValue)) }
        if node.layer.hasContents { object.append("contentsRect", json(.rect(p.contentsRect))) }
        if p.shadowOpacity != 0 {
            for property in shadow { object.append(property.rawValue, json(p.value(of: property))) }
        }
        if node.layer is GradientLayer {
            for property in gradient { object.append(property.rawValue, json(p.value(of: property))) }
            object.append("gradientType", p.gradientType.rawValue)
        }
        if let emitter = node.layer as? EmitterLayer {
            for property in [LayerProperty.emitterPosition, .emitterSize, .birthRate] { object.append(property.rawValue, json(p.value(of: property))) }
            object.append("emitterShape", p.emitterShape.rawValue)
            object.append("emitterMode", p.emitterMode.rawValue)
            object.append("renderMode", p.renderMode.rawValue)
            object.append("seed", Int(p.seed))
            let cells = (emitter.emitterCells ?? []).map { cell -> Any? in
                var entry = JSONWriter.Object()
                entry.append("name", cell.name)
                entry.append("birthRate", Double(cell.birthRate))
                entry.append("lifetime", Double(cell.lifetime))
                entry.append("velocity", cell.velocity)
                entry.append("emissionLongitude", cell.emissionLongitude)
                entry.append("emissionRange", cell.emissionRange)
                entry.append("scale", cell.scale)
                entry.append("spin", cell.spin)
                entry.append("color", cell.color?.hexString)
                entry.append("alphaSpeed", Double(cell.alphaSpeed))
                return entry
            }
            object.append("emitterCells", cells)
        }
        if node.layer is ReplicatorLayer {
            object.append("instanceCount", p.instanceCount)
            for property in replicator { object.append(property.rawValue, json(p.value(of: property))) }
            object.append("preservesDepth", p.preservesDepth)
        }
        if node.layer is ShapeLayer {
            for property in shape { object.append(property.rawValue, json(p.value(of: property))) }
            object.append("fillRule", p.fillRule.rawValue)
            object.append("lineCap", p.lineCap.rawValue)
            object.append("lineJoin", p.lineJoin.rawValue)
            object.append("lineDashPattern", p.lineDashPattern)
        }
        if let text = node.layer as? TextLayer {
            object.append("string", text.string)
            object.append("fontSize", p.fontSize)
            object.append("foregroundColor", p.foregroundColor?.hexString)
        }
        let keys = node.layer.animationKeys()
        if !keys.isEmpty { object.append("animationKeys", keys.map { $0 as Any? }) }
        if let mask = node.mask { object.append("mask", self.node(mask, in: presentation)) }
        let children = presentation.children(of: node)
        if !children.isEmpty { object.append("sublayers", children.map { self.node($0, in: presentation) as Any? }) }
        return object
    }

    /// For each time, the presentation value of every animated key path of every named layer:
    /// `[{"time": t, "layers": {"name": {"keyPath": value}}}]`. Times must be ascending (the scene's clock
    /// advances through them, firing its callbacks on the way).
    public static func evaluate(_ scene: PlaygroundScene, times: [Double]) -> [Any?] {
        var results: [Any?] = []
        let layers = scene.animatedKeyPaths.compactMap { entry in
            scene.tree.rootLayer.sublayer(named: entry.layer).map { (entry.layer, entry.keyPaths, $0) }
        }
        for time in times {
            scene.advance(to: time)
            var entry = JSONWriter.Object()
            entry.append("time", time)
            var byLayer = JSONWriter.Object()
            for (name, keyPaths, layer) in layers {
                let properties = scene.tree.presentationProperties(of: layer)
                var values = JSONWriter.Object()
                for keyPath in keyPaths {
                    guard let parsed = AnimatableKeyPath(keyPath) else { continue }
                    values.append(keyPath, json(parsed.read(properties.value(of: parsed.property))))
                }
                byLayer.append(name, values)
            }
            entry.append("layers", byLayer)
            results.append(entry)
        }
        return results
    }
}
