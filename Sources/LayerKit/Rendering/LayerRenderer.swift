import Raster

/// Draws a layer tree's presentation into pixels: evaluates the tree at its clock's time, records the
/// drawing on a `Canvas`, and rasterizes it. Storage is reused frame to frame.
///
/// Per layer, in Core Animation's order: background (rounded by `cornerRadius`), contents image, shape
/// (fill, then stroke), sublayers by zPosition (clipped to the rounded bounds when `masksToBounds`),
/// then the border on top. A layer with a mask, or with opacity below 1 and more than one thing to draw,
/// is composited as one group, as Core Animation's group opacity does; otherwise opacity is folded into
/// the colours.
///
/// A renderer that only records (`append`) into someone else's canvas never makes a canvas or rasterizer of
/// its own; renderers that draw into one frame can share one font library.
public final class LayerRenderer {
    public let presentation = PresentationTree()
    /// Where `record` and `render` draw; made on first use.
    public private(set) lazy var canvas = Canvas(width: 1, height: 1)
    /// Rasterizes `canvas` for `render`; made on first use.
    public private(set) lazy var rasterizer = DisplayListRenderer(threads: threads)
    /// Fonts for text layers, loaded once.
    public let fonts: FontLibrary
    /// An emitter's particles this frame (kept between frames).
    private var particles: [Particle] = []
    /// Particles one frame may draw, all emitters (and their replicated copies) together: however many emitters a
    /// scene has, a frame's particle work stays bounded.
    public static let particlesPerFrame = 20_000
    /// Particles left for the frame being drawn.
    private var particleBudget = 0
    /// Whether the last frame had more particles than `particlesPerFrame` (the oldest of the later emitters' were not
    /// drawn).
    public private(set) var particlesCapped = false
    /// What to tell the user when `particlesCapped`.
    public static let particlesCappedWarning =
        "more than \(particlesPerFrame / 1000),000 particles in one frame: the oldest of the last emitters are not drawn"
    /// An emitter's cells and sub-cells this frame (kept between frames).
    private var cellTree = EmitterCellTree()
    /// The planes of transform layers being drawn, to be sorted by depth (kept between frames).
    private var depthOrder: [Plane] = []
    /// What the second core records (`drawSplit`), kept between frames.
    var fork: Canvas?
    /// Whether a split is being recorded (`drawSplit`): the layers below it are not split again.
    var splitting = false

    /// A layer to draw in depth order: with its placement, its tint, and, for a replicator's copy (`replicator` ≥ 0),
    /// how far its time lags.
    struct Plane {
        var node: Int, placement: LayerPlacement, depth: Double, order: Int, tint: Color, replicator: Int, delay: Double
    }
    private let threads: Int

    public init(threads: Int = 1, fonts: FontLibrary = FontLibrary()) {
        self.threads = threads
        self.fonts = fonts
        presentation.splitsEvaluation = threads > 1
    }

    /// Evaluates `tree` and records it at `scale` device pixels per point into `canvas`, over a frame of
    /// `pixelWidth` x `pixelHeight`, cleared to `background`.
    public func record(_ tree: LayerTree, pixelWidth: Int, pixelHeight: Int, scale: Double, background: Color) {
        tree.displayLayersIfNeeded()
        presentation.evaluate(tree)
        draw(presentation, into: canvas, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, background: background)
    }

    /// The tree at its current time as an SVG document of `pixelWidth` x `pixelHeight`.
    public func svg(of tree: LayerTree, pixelWidth: Int, pixelHeight: Int, scale: Double, background: Color) -> String {
        presentation.evaluate(tree)
        let svg = SVGCanvas(width: pixelWidth, height: pixelHeight)
        draw(presentation, into: svg, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, background: background)
        return svg.document
    }

    private func draw<Target: DrawingTarget>(
        _ presentation: PresentationTree, into target: Target, pixelWidth: Int,
        pixelHeight: Int, scale: Double, background: Color
    ) {
        target.reset(width: pixelWidth, height: pixelHeight)
        target.clear(background)
        drawPresentation(into: target, placement: Transform(scaleX: scale, y: scale))
    }

    /// Evaluates `tree` and adds its drawing to `target` (without resetting or clearing it), the root layer's
    /// bounds mapped by `placement` (root-layer points → target pixels). For composing several trees, such as
    /// a scene and the window's controls, into one frame.
    public func append<Target: DrawingTarget>(_ tree: LayerTree, to target: Target, placement: Transform) {
        presentation.evaluate(tree)
        drawPresentation(into: target, placement: placement)
    }

    private func drawPresentation<Target: DrawingTarget>(into target: Target, placement: Transform) {
        particleBudget = Self.particlesPerFrame
        particlesCapped = false
        guard let root = presentation.root else { return }
        draw(0, into: target, placement: .root(root.properties, placement: placement))
    }

    /// Records and rasterizes a frame into `target`.
    public func render(_ tree: LayerTree, into target: RenderTarget, scale: Double, background: Color) {
        record(tree, pixelWidth: target.width, pixelHeight: target.height, scale: scale, background: background)
        rasterizer.render(canvas.displayList, into: target)
    }

    /// A new image of the tree at its current time.
    public func image(of tree: LayerTree, pixelWidth: Int, pixelHeight: Int, scale: Double, background: Color) -> PixelBuffer {
        let image = PixelBuffer(width: pixelWidth, height: pixelHeight)
        render(tree, into: image.target, scale: scale, background: background)
        return image
    }

    private static let wholeImage = Rect(x: 0, y: 0, width: 1, height: 1)

    /// Draws node `index` and its subtree. `tint` multiplies its colours and `instances` counts the copies its
    /// replicators make (both for a replicator's copies).
    func draw<Target: DrawingTarget>(
        _ index: Int, into canvas: Target, placement: LayerPlacement, tint: Color = .white, instances: Int = 1
    ) {
        // The tree holds its layers while it is drawn: the layer is not retained, so that a grid recorded on two cores
        // does not have the second core write a line of every layer the first core's event scan wrote.
        Unmanaged.passUnretained(presentation.nodes[index].layer)._withUnsafeGuaranteedRef { layer in
            draw(index, layer: layer, into: canvas, placement: placement, tint: tint, instances: instances)
        }
    }

    private func draw<Target: DrawingTarget>(
        _ index: Int, layer: Layer, into canvas: Target, placement: LayerPlacement, tint: Color, instances: Int
    ) {
        // The node's fields, not a copy of the node: copying its properties twice took some twenty reference counts
        // a layer.
        let mask = presentation.nodes[index].mask
        let p = tint == .white ? presentation.nodes[index].properties : presentation.nodes[index].properties.tinted(by: tint)
        guard !p.isHidden, p.opacity > 0 else { return }
        let mapping = placement.layerToDevice
        guard mapping.determinant != 0, mapping.determinant.isFinite else { return }
        // A layer turned away from the viewer is not drawn unless it is double-sided.
        guard p.isDoubleSided || placement.facesViewer(p) else { return }
        if layer is TransformLayer {
            return drawDepthSorted(index, into: canvas, placement: placement, tint: tint, instances: instances)
        }
        let hasChildren = presentation.nodes[index].childCount > 0
        let hasShape = p.path != nil && (p.fillColor != nil || p.strokeColor != nil)
        let primitives =
            (p.backgroundColor != nil ? 1 : 0) + (layer.drawing != nil ? 2 : layer.hasContents ? 1 : 0) + (hasShape ? 2 : 0)
            + (p.borderWidth > 0 ? 1 : 0) + (layer is TextLayer ? 1 : 0) + (layer is GradientLayer ? 1 : 0)
            + (layer is EmitterLayer ? 2 : 0)
        var shadow = p.shadow
        // An opaque background drawn at full opacity right after the shadow hides it: the shadow is not painted there.
        // The rectangle inscribed in the rounded one touches each corner's arc at 45°, r(1 − 1/√2) in from both sides.
        if shadow != nil, mask == nil, p.opacity >= 1, let background = p.backgroundColor, background.alpha >= 1 {
            let radius = min(max(p.cornerRadius, 0), abs(p.bounds.width) / 2, abs(p.bounds.height) / 2)
            let inset = radius * (1 - 0.5.squareRoot())
            shadow?.occluder = p.bounds.standardized.insetBy(dx: inset, dy: inset)
        }
        let castsFromContent = shadow != nil && p.shadowPath == nil
        let blendMode = layer.compositingBlendMode
        let isGroup =
            mask != nil || castsFromContent || blendMode != .normal || (p.opacity < 1 && (primitives > 1 || hasChildren))
        let alpha = isGroup ? 1 : p.opacity
        canvas.saveState()
        canvas.setMapping(mapping)
        if let shadow {
            // Core Animation clips a layer's shadow with `masksToBounds` too.
            if p.masksToBounds { canvas.clip(toRoundedRect: p.bounds, cornerRadius: p.cornerRadius, corners: p.maskedCorners) }
            if let shadowPath = p.shadowPath {
                canvas.beginGroup(shadow: shadow)
                canvas.fill(shadowPath, color: .black, rule: .nonZero)
                canvas.endGroup(opacity: p.opacity, drawsContent: false)
            }
        }
        if isGroup { canvas.beginGroup(shadow: castsFromContent ? shadow : nil) }
        canvas.saveState()
        let bounds = p.bounds
        if let color = p.backgroundColor, color.alpha > 0 {
            canvas.fillRoundedRect(bounds, cornerRadius: p.cornerRadius, corners: p.maskedCorners, color: color.scaledAlpha(alpha))
        }
        if layer.hasContents, p.contentsRect.width != 0, p.contentsRect.height != 0 {
            canvas.saveState()
            if p.masksToBounds { canvas.clip(toRoundedRect: bounds, cornerRadius: p.cornerRadius, corners: p.maskedCorners) }
            // What `display()` drew is drawn as it was, straight into the frame, where it lands pixel for pixel; an image
            // is made of it only to be magnified, tinted, cropped or sliced.
            let drawing = layer.drawing
            let drawn =
                drawing.map { drawing in
                    let size = Size(
                        width: Double(drawing.pixelWidth) / layer.contentsScale, height: Double(drawing.pixelHeight) / layer.contentsScale)
                    return tint == .white && p.contentsRect == Self.wholeImage && layer.contentsCenter == Self.wholeImage
                        && drawing.draw(into: canvas, in: layer.contentsGravity.rect(for: size, in: bounds))
                } ?? false
            if !drawn {
                layer.withContentsImage { image in
                    // The part `contentsRect` picks is what the gravity places.
                    let shown = p.contentsRect
                    let size = Size(
                        width: Double(image.width) * abs(shown.width) / layer.contentsScale,
                        height: Double(image.height) * abs(shown.height) / layer.contentsScale)
                    // A replicator's instance colour multiplies the image's channels, as it does every colour of the copy.
                    let rect = layer.contentsGravity.rect(for: size, in: bounds)
                    if layer.contentsCenter != Self.wholeImage, shown == Self.wholeImage, layer.contentsGravity == .resize {
                        for slice in ContentsSlices.slices(of: size, center: layer.contentsCenter, in: rect) {
                            canvas.draw(
                                image, in: slice.destination, source: slice.source, opacity: alpha * tint.alpha, smooth: true,
                                tint: tint.withAlphaComponent(1), additive: false)
                        }
                    } else {
                        canvas.draw(
                            image, in: rect, source: shown, opacity: alpha * tint.alpha, smooth: true, tint: tint.withAlphaComponent(1),
                            additive: false)
                    }
                }
            }
            canvas.restoreState()
        }
        if layer is GradientLayer, let gradient = p.gradient {
            canvas.fillRoundedRect(
                bounds, cornerRadius: p.masksToBounds ? p.cornerRadius : 0, corners: p.maskedCorners, gradient: gradient, opacity: alpha)
        }
        if let emitter = layer as? EmitterLayer, let cells = emitter.emitterCells, !cells.isEmpty {
            drawParticles(of: index, cells: cells, properties: p, into: canvas, tint: tint.withAlphaComponent(alpha * tint.alpha))
        }
        if let path = p.path {
            if p.isGeometryFlipped {
                canvas.saveState()
                canvas.concatenate(p.flip)
            }
            defer { if p.isGeometryFlipped { canvas.restoreState() } }
            if let fill = p.fillColor, fill.alpha > 0 { canvas.fill(path, color: fill.scaledAlpha(alpha), rule: p.fillRule) }
            if let stroke = p.strokeColor, stroke.alpha > 0 {
                let style = StrokeStyle(
                    lineWidth: p.lineWidth, lineCap: p.lineCap, lineJoin: p.lineJoin, miterLimit: p.miterLimit,
                    lineDashPattern: p.lineDashPattern, lineDashPhase: p.lineDashPhase,
                    strokeStart: p.strokeStart, strokeEnd: p.strokeEnd)
                if style.lineWidth > 0 { canvas.stroke(path, style: style, color: stroke.scaledAlpha(alpha)) }
            }
        }
        if let text = layer as? TextLayer {
            text.draw(in: canvas, properties: p, alpha: alpha, fonts: fonts)
        }
        if hasChildren {
            // Sliced only here: a slice retains the tree's one array of indices, which two cores recording a grid share.
            let children = presentation.children(of: index)
            canvas.saveState()
            if p.masksToBounds { canvas.clip(toRoundedRect: bounds, cornerRadius: p.cornerRadius, corners: p.maskedCorners) }
            if layer is ReplicatorLayer {
                drawCopies(of: index, children: children, into: canvas, placement: placement, tint: tint, instances: instances)
            } else if threads > 1, !splitting, children.count >= Self.splitSublayers, let canvas = canvas as? Canvas,
                let split = splitPoint(children)
            {
                drawSplit(children, at: split, of: p, into: canvas, placement: placement, tint: tint, instances: instances)
            } else {
                let toLayer = p.sublayerToLayer3D
                for child in children {
                    let childPlacement = placement.sublayer(
                        toSuperlayer: presentation.transformToSuperlayer3D(of: child), parentSublayerToLayer: toLayer)
                    draw(child, into: canvas, placement: childPlacement, tint: tint, instances: instances)
                }
            }
            canvas.restoreState()
        }
        if p.borderWidth > 0, let color = p.borderColor, color.alpha > 0 {
            canvas.fillBorder(
                of: bounds, cornerRadius: p.cornerRadius, corners: p.maskedCorners, width: p.borderWidth, color: color.scaledAlpha(alpha))
        }
        canvas.restoreState()
        if let mask {
            canvas.beginMask()
            draw(mask, into: canvas, placement: placement.mask(presentation.nodes[mask].properties), instances: instances)
        }
        if isGroup { canvas.endGroup(opacity: p.opacity, drawsContent: true, blendMode: blendMode) }
        canvas.restoreState()
    }
}

extension LayerRenderer {
    /// A replicator's sublayers, once per copy: copy k placed by the instance transform applied k times about the
    /// anchor point (after the sublayer transform), tinted by its instance colour, its time `k * instanceDelay`
    /// behind.
    private func drawCopies<Target: DrawingTarget>(
        of index: Int, children: ArraySlice<Int>, into canvas: Target, placement: LayerPlacement, tint: Color, instances: Int
    ) {
        let p = presentation.nodes[index].properties
        let budget = min(ReplicatorLayer.maximumInstances, ReplicatorLayer.maximumDrawnInstances / max(instances, 1))
        let count = min(max(p.instanceCount, 0), budget)
        guard count > 0 else { return }
        let delay = p.instanceDelay.isFinite ? p.instanceDelay : 0
        let anchor = Point(p.bounds.origin.x + p.bounds.width * p.anchorPoint.x, p.bounds.origin.y + p.bounds.height * p.anchorPoint.y)
        let step = Transform3D(translationX: -anchor.x, y: -anchor.y)
            .concatenating(p.instanceTransform)
            .concatenating(Transform3D(translationX: anchor.x, y: anchor.y))
        var instance = Transform3D.identity
        let start = depthOrder.count
        for k in 0..<count {
            if delay != 0 { presentation.reevaluateDescendants(of: index, delayedBy: Double(k) * delay) }
            let combined = tint.multiplied(by: p.instanceTint(k))
            if p.preservesDepth {
                // The copies keep their depth, as a transform layer's sublayers: gathered, then drawn back to front.
                if combined.alpha > 0 {
                    collectPlanes(
                        below: index, placement: placement, tint: combined, replicator: index, delay: Double(k) * delay, instance: instance)
                }
                instance = instance.concatenating(step)
                continue
            }
            if combined.alpha > 0 {
                for child in children {
                    let childPlacement = placement.sublayer(
                        presentation.nodes[child].properties, of: p, parentIsTransformLayer: false, instance: instance)
                    draw(child, into: canvas, placement: childPlacement, tint: combined, instances: instances * count)
                }
            }
            instance = instance.concatenating(step)
        }
        if delay != 0 { presentation.reevaluateDescendants(of: index, delayedBy: 0) }
        if p.preservesDepth { drawPlanes(from: start, into: canvas, instances: instances * count) }
    }
}

extension LayerRenderer {
    /// An emitter's particles: each cell's contents centred on the particle, scaled, turned and tinted by its colour
    /// (times `tint`), added when the render mode is additive.
    private func drawParticles<Target: DrawingTarget>(
        of index: Int, cells: [EmitterCell], properties p: LayerProperties, into canvas: Target, tint: Color
    ) {
        let node = presentation.nodes[index]
        let animatedRate = node.animated.contains(LayerPropertySet(.birthRate))
        particles.removeAll(keepingCapacity: true)
        cellTree.rebuild(from: cells, lifetimeScale: p.emitterLifetime)
        ParticleField.evaluate(
            cellTree, properties: p, time: node.localTime, budget: particleBudget,
            rate: { animatedRate ? self.presentation.properties(of: index, atLocalTime: $0).birthRate : p.birthRate }, into: &particles)
        if particles.count >= particleBudget { particlesCapped = true }
        particleBudget -= particles.count
        let additive = p.renderMode == .additive
        for particle in particles {
            let cell = cellTree.cells[particle.cell]
            guard let image = cell.contents, particle.scale > 0, cell.contentsScale > 0 else { continue }
            let shown = cell.contentsRect
            let width = Double(image.width) * abs(shown.width) / cell.contentsScale * particle.scale
            let height = Double(image.height) * abs(shown.height) / cell.contentsScale * particle.scale
            let c = particle.color
            let color = c.multiplied(by: tint)
            guard color.alpha > 0, width > 0, height > 0 else { continue }
            canvas.saveState()
            canvas.concatenate(
                Transform(rotationAngle: particle.angle).concatenating(Transform(translationX: particle.position.x, y: particle.position.y))
            )
            canvas.draw(
                image, in: Rect(x: -width / 2, y: -height / 2, width: width, height: height), source: shown, opacity: 1, smooth: true,
                tint: color, additive: additive)
            canvas.restoreState()
        }
    }

    /// A transform layer's sublayers (and those of transform layers below it, which do not flatten either), drawn
    /// back to front by the depth of their centres, as Core Animation orders them; equal depths keep their order.
    /// The transform layer itself draws nothing of its own; its opacity multiplies its sublayers'.
    private func drawDepthSorted<Target: DrawingTarget>(
        _ index: Int, into canvas: Target, placement: LayerPlacement, tint: Color, instances: Int
    ) {
        let start = depthOrder.count
        let p = presentation.nodes[index].properties
        let alpha = min(max(p.opacity, 0), 1)
        let faded = tint.withAlphaComponent(tint.alpha * alpha)
        collectPlanes(below: index, placement: placement, tint: faded, replicator: -1, delay: 0)
        drawPlanes(from: start, into: canvas, instances: instances)
    }

    /// Sorts the planes from `start` on back to front (insertion sort: stable, allocation-free, and the planes are few
    /// and usually nearly in order), draws them, and removes them.
    private func drawPlanes<Target: DrawingTarget>(from start: Int, into canvas: Target, instances: Int) {
        let end = depthOrder.count
        if end - start > 1 {
            for i in (start + 1)..<end {
                let plane = depthOrder[i]
                var j = i - 1
                while j >= start && (depthOrder[j].depth, depthOrder[j].order) > (plane.depth, plane.order) {
                    depthOrder[j + 1] = depthOrder[j]
                    j -= 1
                }
                depthOrder[j + 1] = plane
            }
        }
        var delayed = -1
        for i in start..<end {
            let plane = depthOrder[i]
            if plane.replicator >= 0 && plane.delay != 0 {
                presentation.reevaluateDescendants(of: plane.replicator, delayedBy: plane.delay)
                delayed = plane.replicator
            } else if delayed >= 0 && plane.replicator == delayed {
                presentation.reevaluateDescendants(of: delayed, delayedBy: 0)
            }
            draw(plane.node, into: canvas, placement: plane.placement, tint: plane.tint, instances: instances)
        }
        if delayed >= 0 { presentation.reevaluateDescendants(of: delayed, delayedBy: 0) }
        depthOrder.removeSubrange(start...)
    }

    private func collectPlanes(
        below index: Int, placement: LayerPlacement, tint: Color, replicator: Int, delay: Double, instance: Transform3D = .identity
    ) {
        let node = presentation.nodes[index]
        for child in presentation.children(of: node) {
            let properties = presentation.nodes[child].properties
            guard !properties.isHidden else { continue }
            let childPlacement = placement.sublayer(properties, of: node.properties, parentIsTransformLayer: true, instance: instance)
            if presentation.nodes[child].layer is TransformLayer {
                collectPlanes(below: child, placement: childPlacement, tint: tint, replicator: replicator, delay: delay)
            } else {
                depthOrder.append(
                    Plane(
                        node: child, placement: childPlacement, depth: childPlacement.depth(of: properties), order: depthOrder.count,
                        tint: tint, replicator: replicator, delay: delay))
            }
        }
    }
}

extension LayerProperties {
    /// The shadow these properties cast (`shadowOpacity` above 0 and a visible `shadowColor`), in the layer's own
    /// coordinates; nil for none.
    var shadow: Shadow? {
        guard shadowOpacity > 0, let color = shadowColor, color.alpha > 0 else { return nil }
        return Shadow(color: color.withAlphaComponent(color.alpha * min(shadowOpacity, 1)), offset: shadowOffset, radius: shadowRadius)
    }
}

extension Color {
    /// Component by component, alpha included: how a replicator's or emitter's colour tints what it draws.
    func multiplied(by tint: Color) -> Color {
        Color(red: red * tint.red, green: green * tint.green, blue: blue * tint.blue, alpha: alpha * tint.alpha)
    }

    /// The colour with its alpha multiplied by `factor` (1 returns it unchanged).
    func scaledAlpha(_ factor: Double) -> Color { factor >= 1 ? self : withAlphaComponent(alpha * factor) }
}
