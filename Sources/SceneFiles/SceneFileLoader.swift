import Foundation
import LayerKit
import Raster
import Scenes

/// Builds a layer tree from a scene file's JSON (the format is in docs/scene-files.md and DESIGN.md).
struct SceneFileLoader {
    static let maximumSize = 16384.0
    static let maximumLayers = 20000
    static let maximumDepth = 48

    var reader: SceneFileReader
    let baseDirectory: String
    var slots: [String: TimingFunction] = [:]
    var slotOrder: [String] = []
    var layerCount = 0
    var animated: [(layer: String, keyPaths: [String])] = []
    /// The spring animations' paths and keys, by their location (`SpringSlot.Origin.location`): what names their slots.
    var springPaths: [String: String] = [:]
    var springKeys: [String: String] = [:]
    /// The file's name as spring slots' locations give it.
    var sceneFileName: String { (reader.file as NSString).lastPathComponent }
    let images = SceneImages()

    init(file: String, baseDirectory: String) {
        reader = SceneFileReader(file: file)
        self.baseDirectory = baseDirectory
    }

    mutating func document(_ json: JSONValue, sourcePath: String?) throws -> SceneDocument {
        let members = try reader.members(json, "")
        let known: Set<String> = ["size", "backgroundColor", "timingFunctions", "layers"]
        for (key, value) in members where !known.contains(key) {
            throw reader.error(value, key, "unknown key (expected one of: \(known.sorted().joined(separator: ", ")))")
        }
        guard let sizeValue = json["size"] else { throw reader.error(json, "size", "missing: the scene's [width, height] in points") }
        let size = try reader.size(sizeValue, "size")
        guard size.width >= 1, size.height >= 1, size.width <= Self.maximumSize, size.height <= Self.maximumSize else {
            throw reader.error(sizeValue, "size", "must be between 1 and \(Int(Self.maximumSize)) points each way")
        }
        let background = try json["backgroundColor"].map { try reader.color($0, "backgroundColor") } ?? Color.black
        if let functions = json["timingFunctions"] {
            for (name, value) in try reader.members(functions, "timingFunctions") {
                if slots[name] == nil { slotOrder.append(name) }
                slots[name] = try reader.timingFunction(value, "timingFunctions.\(name)", slots: [:])
            }
        }
        let root = Layer()
        root.name = "root"
        root.setWithoutAnimation(.bounds, .rect(Rect(origin: .zero, size: size)))
        root.setWithoutAnimation(.position, .point(Point(size.width / 2, size.height / 2)))
        let tree = LayerTree(rootLayer: root)
        tree.timingFunctionSlots = slotOrder.map { ($0, slots[$0]!) }
        let layers = try json["layers"].map { try reader.array($0, "layers") } ?? []
        try tree.transaction.withoutActionsThrowing {
            for (index, layerJSON) in layers.enumerated() {
                root.addSublayer(try layer(layerJSON, "layers[\(index)]", depth: 1))
            }
        }
        // A spring slot is named by its animation's key where no other spring has that key, else by its path.
        let keyCounts = springKeys.values.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        for (location, path) in springPaths {
            tree.springSlotNames[location] = springKeys[location].flatMap { keyCounts[$0] == 1 ? $0 : nil } ?? path
        }
        return SceneDocument(
            sourcePath: sourcePath, baseDirectory: baseDirectory, size: size, backgroundColor: background ?? .clear, tree: tree,
            warnings: reader.warnings, animatedKeyPaths: animated)
    }

    private static let floatProperties: Set<LayerProperty> = [
        .shadowOpacity, .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset, .birthRate,
    ]

    private static let layerKeys: Set<String> = [
        "name", "type", "sublayers", "mask", "animations", "frame", "fillRule", "lineCap", "lineJoin", "lineDashPattern",
        "string", "alignmentMode", "letterSpacing", "contents", "contentsGravity", "contentsScale", "beginTime", "speed",
        "timeOffset", "isHidden", "maskedCorners", "gradientType", "instanceCount", "preservesDepth",
        "isDoubleSided", "compositingFilter",
    ]

    mutating func layer(_ json: JSONValue, _ path: String, depth: Int) throws -> Layer {
        guard depth <= Self.maximumDepth else { throw reader.error(json, path, "layers nested more than \(Self.maximumDepth) deep") }
        layerCount += 1
        guard layerCount <= Self.maximumLayers else { throw reader.error(json, path, "more than \(Self.maximumLayers) layers") }
        let members = try reader.members(json, path)
        let type = try json["type"].map { try reader.string($0, "\(path).type") } ?? "layer"
        let layer: Layer
        switch type {
        case "layer": layer = Layer()
        case "shape": layer = ShapeLayer()
        case "text": layer = TextLayer()
        case "gradient": layer = GradientLayer()
        case "replicator": layer = ReplicatorLayer()
        case "transformLayer": layer = TransformLayer()
        case "emitter": layer = EmitterLayer()
        default:
            throw reader.error(
                json["type"], "\(path).type",
                "unknown layer type '\(type)' (layer, shape, text, gradient, replicator, transformLayer, emitter)")
        }
        var frame: (Rect, JSONValue)?
        for (key, value) in members {
            let keyPath = "\(path).\(key)"
            if let property = LayerProperty(name: key == "isHidden" ? "hidden" : key) {
                if [.path, .fillColor, .strokeColor, .lineWidth, .miterLimit, .lineDashPhase, .strokeStart, .strokeEnd].contains(property),
                    !(layer is ShapeLayer)
                {
                    throw reader.error(value, keyPath, "'\(key)' is a shape layer property: set \"type\": \"shape\"")
                }
                if [.fontSize, .foregroundColor].contains(property), !(layer is TextLayer) {
                    throw reader.error(value, keyPath, "'\(key)' is a text layer property: set \"type\": \"text\"")
                }
                if [.colors, .locations, .startPoint, .endPoint].contains(property), !(layer is GradientLayer) {
                    throw reader.error(value, keyPath, "'\(key)' is a gradient layer property: set \"type\": \"gradient\"")
                }
                if [.emitterPosition, .emitterSize, .birthRate].contains(property), !(layer is EmitterLayer) {
                    throw reader.error(value, keyPath, "'\(key)' is an emitter layer property: set \"type\": \"emitter\"")
                }
                if property.rawValue.hasPrefix("instance"), !(layer is ReplicatorLayer) {
                    throw reader.error(value, keyPath, "'\(key)' is a replicator layer property: set \"type\": \"replicator\"")
                }
                var parsed = try reader.animationValue(value, keyPath, for: AnimatableKeyPath(property.rawValue)!)
                // Core Animation declares these as Float: stored as the Float the same code would store.
                if Self.floatProperties.contains(property), case .number(let v) = parsed { parsed = .number(Double(Float(v))) }
                layer.setWithoutAnimation(property, parsed)
                continue
            }
            if Self.emitterKeys.contains(key) {
                guard let emitter = layer as? EmitterLayer else {
                    throw reader.error(value, keyPath, "'\(key)' is an emitter layer property: set \"type\": \"emitter\"")
                }
                try emitterSetting(key, value, keyPath, emitter)
                continue
            }
            guard Self.layerKeys.contains(key) else {
                throw reader.error(value, keyPath, "unknown layer key '\(key)'")
            }
            switch key {
            case "name": layer.name = try reader.string(value, keyPath)
            case "frame": frame = (try reader.rect(value, keyPath), value)
            case "beginTime": layer.beginTime = try reader.number(value, keyPath)
            case "speed": layer.speed = Float(try reader.number(value, keyPath))
            case "timeOffset": layer.timeOffset = try reader.number(value, keyPath)
            case "maskedCorners": layer.maskedCorners = try maskedCorners(value, keyPath)
            case "isDoubleSided": layer.isDoubleSided = try reader.bool(value, keyPath)
            case "instanceCount", "preservesDepth":
                guard let replicator = layer as? ReplicatorLayer else {
                    throw reader.error(value, keyPath, "'\(key)' is a replicator layer property: set \"type\": \"replicator\"")
                }
                if key == "preservesDepth" {
                    replicator.preservesDepth = try reader.bool(value, keyPath)
                } else {
                    let count = try reader.number(value, keyPath)
                    guard count == count.rounded(), count >= 0, count <= Double(ReplicatorLayer.maximumInstances) else {
                        throw reader.error(value, keyPath, "must be a whole number from 0 to \(ReplicatorLayer.maximumInstances)")
                    }
                    replicator.instanceCount = Int(count)
                }
            case "gradientType":
                guard let gradient = layer as? GradientLayer else {
                    throw reader.error(value, keyPath, "'gradientType' is a gradient layer property: set \"type\": \"gradient\"")
                }
                let name = try reader.string(value, keyPath)
                guard let kind = GradientType(rawValue: name) else {
                    throw reader.error(value, keyPath, "unknown gradient type '\(name)' (axial, radial, conic)")
                }
                gradient.type = kind
            case "fillRule", "lineCap", "lineJoin", "lineDashPattern":
                guard let shape = layer as? ShapeLayer else {
                    throw reader.error(value, keyPath, "'\(key)' is a shape layer property: set \"type\": \"shape\"")
                }
                try shapeStyle(key, value, keyPath, shape)
            case "string", "alignmentMode", "letterSpacing":
                guard let text = layer as? TextLayer else {
                    throw reader.error(value, keyPath, "'\(key)' is a text layer property: set \"type\": \"text\"")
                }
                try textStyle(key, value, keyPath, text)
            case "contents": layer.contents = try image(value, keyPath)
            case "contentsGravity":
                let name = try reader.string(value, keyPath)
                guard let gravity = ContentsGravity(rawValue: name) else {
                    throw reader.error(
                        value, keyPath, "unknown gravity '\(name)' (\(ContentsGravity.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                layer.contentsGravity = gravity
            case "compositingFilter":
                let name = try reader.string(value, keyPath)
                guard BlendMode.named(compositingFilter: name) != nil else {
                    throw reader.error(
                        value, keyPath,
                        "unknown compositing filter '\(name)' (\(BlendMode.compositingFilters.keys.sorted().joined(separator: ", ")))")
                }
                layer.compositingFilter = name
            case "contentsScale":
                let scale = try reader.number(value, keyPath)
                guard scale > 0 && scale <= 16 else { throw reader.error(value, keyPath, "must be between 0 and 16") }
                layer.contentsScale = scale
            default: break
            }
        }
        if let (rect, value) = frame {
            guard rect.width >= 0, rect.height >= 0 else {
                throw reader.error(value, "\(path).frame", "width and height must not be negative")
            }
            layer.frame = rect
        }
        let b = layer.bounds
        if abs(b.width) > Self.maximumSize * 8 || abs(b.height) > Self.maximumSize * 8 {
            throw reader.error(json, "\(path).bounds", "absurd size \(b.width) x \(b.height)")
        }
        if let sublayers = json["sublayers"] {
            for (index, child) in try reader.array(sublayers, "\(path).sublayers").enumerated() {
                layer.addSublayer(try self.layer(child, "\(path).sublayers[\(index)]", depth: depth + 1))
            }
        }
        if let mask = json["mask"] {
            layer.mask = try self.layer(mask, "\(path).mask", depth: depth + 1)
        }
        if let animations = json["animations"] {
            var added: [Animation] = []
            for (index, animationJSON) in try reader.array(animations, "\(path).animations", limit: 1000).enumerated() {
                let animationPath = "\(path).animations[\(index)]"
                let (key, animation) = try topLevelAnimation(animationJSON, animationPath)
                layer.add(animation, forKey: key)
                added.append(animation)
            }
            let keys = reportedKeyPaths(of: added)
            if let name = layer.name, !keys.isEmpty { animated.append((name, keys)) }
        }
        return layer
    }

    /// `maskedCorners`: a list of corner names, Core Animation's (`layerMinXMinYCorner`) or short (`minXMinY`).
    private func maskedCorners(_ value: JSONValue, _ path: String) throws -> CornerMask {
        guard case .array(let items, _) = value else { throw reader.error(value, path, "expected a list of corners, e.g. [\"minXMinY\"]") }
        let names: [String: CornerMask] = ["minXMinY": .minXMinY, "maxXMinY": .maxXMinY, "minXMaxY": .minXMaxY, "maxXMaxY": .maxXMaxY]
        var corners = CornerMask()
        for (index, item) in items.enumerated() {
            let name = try reader.string(item, "\(path)[\(index)]")
            let short = name.hasPrefix("layer") && name.hasSuffix("Corner") ? String(name.dropFirst(5).dropLast(6)) : name
            let key = short.prefix(1).lowercased() + short.dropFirst()
            guard let corner = names[key] else {
                throw reader.error(item, "\(path)[\(index)]", "unknown corner '\(name)' (minXMinY, maxXMinY, minXMaxY, maxXMaxY)")
            }
            corners.insert(corner)
        }
        return corners
    }

    private func shapeStyle(_ key: String, _ value: JSONValue, _ path: String, _ shape: ShapeLayer) throws {
        switch key {
        case "fillRule":
            let name = try reader.string(value, path)
            switch name {
            case "nonZero", "non-zero": shape.fillRule = .nonZero
            case "evenOdd", "even-odd": shape.fillRule = .evenOdd
            default: throw reader.error(value, path, "unknown fill rule '\(name)' (nonZero, evenOdd)")
            }
        case "lineCap":
            let name = try reader.string(value, path)
            guard let cap = LineCap(rawValue: name) else {
                throw reader.error(value, path, "unknown line cap '\(name)' (butt, round, square)")
            }
            shape.lineCap = cap
        case "lineJoin":
            let name = try reader.string(value, path)
            guard let join = LineJoin(rawValue: name) else {
                throw reader.error(value, path, "unknown line join '\(name)' (miter, round, bevel)")
            }
            shape.lineJoin = join
        default:
            if case .null = value { shape.lineDashPattern = nil; return }
            let pattern = try reader.numbers(value, path, limit: 64)
            guard pattern.allSatisfy({ $0 >= 0 }) else { throw reader.error(value, path, "dash lengths must not be negative") }
            shape.lineDashPattern = pattern
        }
    }

    private func textStyle(_ key: String, _ value: JSONValue, _ path: String, _ text: TextLayer) throws {
        switch key {
        case "string":
            let string = try reader.string(value, path)
            guard string.unicodeScalars.count <= Font.maximumLayoutLength || string.count <= Font.maximumLayoutLength else {
                throw reader.error(value, path, "longer than \(Font.maximumLayoutLength) characters (\(string.count))")
            }
            text.string = string
        case "alignmentMode":
            let name = try reader.string(value, path)
            guard let mode = TextLayer.AlignmentMode(rawValue: name) else {
                throw reader.error(value, path, "unknown alignment '\(name)' (left, center, right, natural, justified)")
            }
            text.alignmentMode = mode
        default: text.letterSpacing = try reader.number(value, path)
        }
    }
}

extension Transaction {
    /// `withoutActions` for a throwing body.
    func withoutActionsThrowing(_ body: () throws -> Void) throws {
        begin()
        setDisableActions(true)
        defer { commit() }
        try body()
    }
}
