import Foundation
import LayerKit
import Scenes

/// A scene's layers and animations as Core Animation Swift: `makeScene(root: CALayer)` builds the tree and adds the
/// animations, with `CABasicAnimation`, `CAKeyframeAnimation`, `CAAnimationGroup`, `CASpringAnimation` and
/// `CAMediaTimingFunction(controlPoints:)` carrying the curves as edited. The code compiles on iOS (call
/// `makeScene(root: view.layer)`), and here as a scene script through the QuartzCore and UIKit modules.
///
/// What cannot be written as Core Animation code is said in comments: completion handlers and delegates, and a
/// scene's own simulation (the drip's download). Images are loaded by name (`UIImage(named:)`) and handed back in
/// `images`, to be saved beside the code.
public struct SwiftExport {
    /// The Swift source.
    public private(set) var text = ""
    /// The images the code loads by name (`NAME.png`), to be written beside it.
    public private(set) var images: [(name: String, image: PixelBuffer)] = []

    private var code = SwiftCode()
    private var layerNames: [ObjectIdentifier: String] = [:]
    private var usedNames: Set<String> = ["root", "layer"]
    private let tree: LayerTree
    private var imagePrefix = "image"

    /// The whole scene, as it is at the tree's current time (build a scene and export it at 0 to get its start). Its
    /// images are named `imagePrefix1`, `imagePrefix2` ...
    public init(scene: PlaygroundScene, source: String, imagePrefix: String = "image") {
        tree = scene.tree
        self.imagePrefix = imagePrefix
        code.line("// Exported by Animation Playground from \(source.debugDescription): the scene's layers and animations as Core")
        code.line("// Animation code. On iOS, call makeScene(root: view.layer); here, run this file as a scene script.")
        code.line("// The scene is \(SwiftCode.number(scene.size.width)) x \(SwiftCode.number(scene.size.height)) points; root's bounds are its size.")
        code.line("import QuartzCore")
        code.line("import UIKit")
        code.line("")
        code.line("func makeScene(root: CALayer) {")
        code.indent()
        writeRootProperties(scene)
        for sublayer in tree.rootLayer.sublayers ?? [] { writeLayer(sublayer, parent: "root") }
        writeAnimations(of: tree.rootLayer, as: "root")
        code.outdent()
        code.line("}")
        text = code.text
    }

    /// The animations of one layer, as a function that adds them to a layer passed in (what the window copies).
    public init(animationsOf layer: Layer, in tree: LayerTree) {
        self.tree = tree
        let name = layer.name ?? layer.typeName
        code.line("// The animations of the \(layer.typeName) layer \(name.debugDescription), exported by Animation Playground.")
        code.line("func add\(SwiftCode.typeName(from: name))Animations(to layer: CALayer) {")
        code.indent()
        writeAnimations(of: layer, as: "layer")
        code.outdent()
        code.line("}")
        text = code.text
    }

    private mutating func writeRootProperties(_ scene: PlaygroundScene) {
        let model = tree.rootLayer.model
        code.line("root.backgroundColor = \(SwiftCode.color(model.backgroundColor ?? scene.backgroundColor))")
        writeAppearance(tree.rootLayer, as: "root", skipping: [.bounds, .position, .backgroundColor])
    }

    private mutating func writeLayer(_ layer: Layer, parent: String?) {
        let name = uniqueName(for: layer)
        layerNames[ObjectIdentifier(layer)] = name
        let type =
            switch layer {
            case is ShapeLayer: "CAShapeLayer"
            case is TextLayer: "CATextLayer"
            case is GradientLayer: "CAGradientLayer"
            case is ReplicatorLayer: "CAReplicatorLayer"
            case is TransformLayer: "CATransformLayer"
            case is EmitterLayer: "CAEmitterLayer"
            default: "CALayer"
            }
        code.line("")
        if type == "CALayer" && Swift.type(of: layer) != Layer.self {
            code.line("// A \(layer.typeName) layer in the scene, written as a plain CALayer.")
        }
        code.line("let \(name) = \(type)()")
        if let layerName = layer.name { code.line("\(name).name = \(layerName.debugDescription)") }
        writeAppearance(layer, as: name, skipping: [])
        for sublayer in layer.sublayers ?? [] { writeLayer(sublayer, parent: name) }
        if let mask = layer.mask {
            writeLayer(mask, parent: nil)
            code.line("\(name).mask = \(layerNames[ObjectIdentifier(mask)] ?? "nil")")
        }
        if let parent { code.line("\(parent).addSublayer(\(name))") }
        writeAnimations(of: layer, as: name)
    }

    /// Every property whose model value differs from a new layer's, by Core Animation's names.
    private mutating func writeAppearance(_ layer: Layer, as name: String, skipping: Set<LayerProperty>) {
        let model = layer.model, defaults = LayerProperties()
        let isShape = layer is ShapeLayer, isText = layer is TextLayer
        for property in LayerProperty.allCases where !skipping.contains(property) {
            switch property {
            case .path, .fillColor, .strokeColor, .lineWidth, .miterLimit, .lineDashPhase, .strokeStart, .strokeEnd:
                guard isShape else { continue }
            case .fontSize, .foregroundColor:
                guard isText else { continue }
            case .colors, .locations, .startPoint, .endPoint:
                guard layer is GradientLayer else { continue }
            case .emitterPosition, .emitterSize, .birthRate:
                guard layer is EmitterLayer else { continue }
            case .instanceDelay, .instanceTransform, .instanceColor, .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset,
                .instanceAlphaOffset:
                guard layer is ReplicatorLayer else { continue }
            default: break
            }
            let value = model.value(of: property)
            guard value != defaults.value(of: property) else { continue }
            code.line("\(name).\(SwiftCode.propertyName(property)) = \(SwiftCode.value(value, for: property, indent: code.indentation))")
        }
        if let shape = layer as? ShapeLayer {
            if model.fillRule != defaults.fillRule { code.line("\(name).fillRule = .evenOdd") }
            if model.lineCap != defaults.lineCap { code.line("\(name).lineCap = .\(model.lineCap.rawValue)") }
            if model.lineJoin != defaults.lineJoin { code.line("\(name).lineJoin = .\(model.lineJoin.rawValue)") }
            if let dashes = shape.dashLengths {
                code.line("\(name).lineDashPattern = [\(dashes.map(SwiftCode.number).joined(separator: ", "))]")
            }
        }
        if !model.isDoubleSided { code.line("\(name).isDoubleSided = false") }
        if layer is ReplicatorLayer {
            if model.instanceCount != defaults.instanceCount { code.line("\(name).instanceCount = \(model.instanceCount)") }
            if model.preservesDepth { code.line("\(name).preservesDepth = true") }
        }
        if let emitter = layer as? EmitterLayer { writeEmitter(emitter, as: name) }
        if layer is GradientLayer, model.gradientType != defaults.gradientType {
            code.line("\(name).type = .\(model.gradientType.rawValue)")
        }
        if let text = layer as? TextLayer {
            if let string = text.string { code.line("\(name).string = \(string.debugDescription)") }
            if text.alignmentMode != .natural { code.line("\(name).alignmentMode = .\(text.alignmentMode.rawValue)") }
            if text.letterSpacing != 0 {
                code.line("// In the scene its letters are spaced \(SwiftCode.number(text.letterSpacing)) pt apart (kerning, which a")
                code.line("// CATextLayer takes only through an attributed string).")
            }
        }
        if let image = layer.contents {
            code.line("\(name).contents = UIImage(named: \(imageName(for: image).debugDescription))?.cgImage")
            if layer.contentsScale != 1 { code.line("\(name).contentsScale = \(SwiftCode.number(layer.contentsScale))") }
        }
        if layer.contentsGravity != .resize { code.line("\(name).contentsGravity = .\(layer.contentsGravity.rawValue)") }
        if layer.compositingBlendMode != .normal {
            if let filter = BlendMode.compositingFilters.filter({ $0.value == layer.compositingBlendMode }).keys.min() {
                code.line("\(name).compositingFilter = \(filter.debugDescription)")
            } else {
                code.line("// In the scene it is composited with the \(layer.compositingBlendMode) blend mode, which Core Image names no filter for.")
            }
        }
        if model.maskedCorners != .all {
            let names: [(CornerMask, String)] = [
                (.minXMinY, ".layerMinXMinYCorner"), (.maxXMinY, ".layerMaxXMinYCorner"), (.minXMaxY, ".layerMinXMaxYCorner"),
                (.maxXMaxY, ".layerMaxXMaxYCorner"),
            ]
            let list = names.filter { model.maskedCorners.contains($0.0) }.map(\.1)
            code.line("\(name).maskedCorners = [\(list.joined(separator: ", "))]")
        }
        code.timing(of: layer, as: name)
    }

    private mutating func writeAnimations(of layer: Layer, as name: String) {
        // An animation's begin time is in its layer's time; the code makes it relative to when it runs.
        let localNow = layer.localTime(fromScene: tree.currentTime)
        let plainTime = layer.localTime(fromScene: 0) == 0 && layer.localTime(fromScene: 1) == 1
        let now = plainTime ? "CACurrentMediaTime()" : "\(name).convertTime(CACurrentMediaTime(), from: nil)"
        for entry in layer.animationEntries {
            let variable = code.animation(entry.animation, names: &usedNames, now: (localNow, now))
            code.line("\(name).add(\(variable), forKey: \(entry.key.debugDescription))")
        }
    }

    /// An emitter's settings and its cells, each property that differs from a new cell's.
    private mutating func writeEmitter(_ emitter: EmitterLayer, as name: String) {
        let model = emitter.model, defaults = LayerProperties()
        if model.emitterShape != defaults.emitterShape { code.line("\(name).emitterShape = .\(model.emitterShape.rawValue)") }
        if model.emitterMode != defaults.emitterMode { code.line("\(name).emitterMode = .\(model.emitterMode.rawValue)") }
        if model.renderMode != defaults.renderMode { code.line("\(name).renderMode = .\(model.renderMode.rawValue)") }
        if model.seed != 0 { code.line("\(name).seed = \(model.seed)") }
        for (key, value) in [("lifetime", model.emitterLifetime), ("velocity", model.emitterVelocity), ("scale", model.emitterScale),
            ("spin", model.emitterSpin)] where value != 1
        {
            code.line("\(name).\(key) = \(SwiftCode.number(value))")
        }
        let cellNames = emitterCells(emitter.emitterCells ?? [], depth: 1)
        if !cellNames.isEmpty { code.line("\(name).emitterCells = [\(cellNames.joined(separator: ", "))]") }
    }

    /// Declares `cells` (and their sub-cells, to the depth the renderer follows) and returns their names.
    private mutating func emitterCells(_ cells: [EmitterCell], depth: Int) -> [String] {
        guard depth <= EmitterCellTree.maximumDepth else { return [] }
        var cellNames: [String] = []
        for cell in cells {
            let cellName = SwiftCode.unique(SwiftCode.identifier(from: (cell.name ?? "cell") + "Cell"), in: &usedNames)
            cellNames.append(cellName)
            code.line("let \(cellName) = CAEmitterCell()")
            let fresh = EmitterCell()
            if let cellTitle = cell.name { code.line("\(cellName).name = \(cellTitle.debugDescription)") }
            if !cell.isEnabled { code.line("\(cellName).isEnabled = false") }
            let numbers: [(String, Double, Double)] = [
                ("birthRate", Double(cell.birthRate), Double(fresh.birthRate)), ("lifetime", Double(cell.lifetime), Double(fresh.lifetime)),
                ("lifetimeRange", Double(cell.lifetimeRange), 0), ("emissionLongitude", cell.emissionLongitude, 0),
                ("emissionLatitude", cell.emissionLatitude, 0), ("emissionRange", cell.emissionRange, 0), ("velocity", cell.velocity, 0),
                ("velocityRange", cell.velocityRange, 0), ("xAcceleration", cell.xAcceleration, 0), ("yAcceleration", cell.yAcceleration, 0),
                ("zAcceleration", cell.zAcceleration, 0), ("scale", cell.scale, 1), ("scaleRange", cell.scaleRange, 0),
                ("scaleSpeed", cell.scaleSpeed, 0), ("spin", cell.spin, 0), ("spinRange", cell.spinRange, 0),
                ("redRange", Double(cell.redRange), 0), ("greenRange", Double(cell.greenRange), 0), ("blueRange", Double(cell.blueRange), 0),
                ("alphaRange", Double(cell.alphaRange), 0), ("redSpeed", Double(cell.redSpeed), 0),
                ("greenSpeed", Double(cell.greenSpeed), 0), ("blueSpeed", Double(cell.blueSpeed), 0), ("alphaSpeed", Double(cell.alphaSpeed), 0),
                ("contentsScale", cell.contentsScale, 1), ("beginTime", cell.beginTime, 0), ("duration", cell.duration, 0),
            ]
            for (key, value, initial) in numbers where value != initial { code.line("\(cellName).\(key) = \(SwiftCode.number(value))") }
            if cell.color != fresh.color { code.line("\(cellName).color = \(SwiftCode.color(cell.color))") }
            if let image = cell.contents {
                code.line("\(cellName).contents = UIImage(named: \(imageName(for: image).debugDescription))?.cgImage")
            }
            if cell.contentsRect != fresh.contentsRect { code.line("\(cellName).contentsRect = \(SwiftCode.rect(cell.contentsRect))") }
            let subNames = emitterCells(cell.emitterCells ?? [], depth: depth + 1)
            if !subNames.isEmpty { code.line("\(cellName).emitterCells = [\(subNames.joined(separator: ", "))]") }
        }
        return cellNames
    }

    private mutating func uniqueName(for layer: Layer) -> String {
        SwiftCode.unique(SwiftCode.identifier(from: layer.name ?? layer.typeName + "Layer"), in: &usedNames)
    }

    private mutating func imageName(for image: PixelBuffer) -> String {
        if let found = images.first(where: { $0.image === image }) { return found.name }
        let name = "\(imagePrefix)\(images.count + 1)"
        images.append((name, image))
        return name
    }
}
