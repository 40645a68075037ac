import Foundation

/// The drawing API: paths filled or stroked with colours or images, clips, and offscreen groups with
/// opacity and masks, like a Core Graphics context. It records into a `DisplayList` in device pixels;
/// nothing touches pixels until a `DisplayListRenderer` plays the list into a frame.
///
/// State (transform and clip) is saved and restored in a stack, as `CGContext.saveGState` does.
/// Shapes wholly outside the frame or clip are culled at recording.
public final class Canvas {
    public let displayList: DisplayList
    // Unchecked exclusivity (here and on the properties below): read or written thousands of times a frame, never while
    // another access to them is open, and the run-time check costs more than the rest of the access.
    /// The current user-space → device-pixel transform.
    @exclusivity(unchecked) public var transform: Transform = .identity
    /// A projective user-space → device-pixel mapping (a layer tilted in depth with perspective). While set it
    /// replaces `transform`. Shapes are flattened finely enough for
    /// the mapping's largest stretch over them, then projected point by point, cut where they pass behind the eye.
    @exclusivity(unchecked) public var projection: Homography?
    /// Allowed deviation of flattened curves from the true curve, in device pixels. Strokes, ellipses and rounded
    /// corners, whose polygons keep the true shape's area (their vertices lie off the curve, so they err either way and
    /// not on average), are flattened to no finer than 0.1 px.
    @exclusivity(unchecked) public var tolerance: Double = 0.03

    private struct State {
        var transform: Transform
        var projection: Homography?
        var clipDepth: Int
        var clipBox: PixelBox
    }

    @exclusivity(unchecked) private var states: [State] = []
    /// Device pixels that shadows may still cover this frame (see `shadowAreaLimit`).
    var shadowArea = 0
    @exclusivity(unchecked) private var clipDepth = 0
    @exclusivity(unchecked) var clipBox: PixelBox
    /// For a fork (`begin(fork:)`), the union of what it drew outside its own groups, which the groups open where it
    /// was forked contain too; nil for a canvas that is not a fork.
    @exclusivity(unchecked) var forkedBox: PixelBox?
    /// Index of each open group's `beginGroup` command, with the union of what it contains so far.
    @exclusivity(unchecked) private var openGroups: [(command: Int, box: PixelBox, clipBox: PixelBox, shadow: Int)] = []
    @exclusivity(unchecked) private var lines = LinesScratch()
    /// Shapes projected under `projection`.
    private var projected = Polylines()
    private var stroker = Stroker()

    public init(displayList: DisplayList) {
        self.displayList = displayList
        clipBox = PixelBox(minX: 0, minY: 0, maxX: displayList.width, maxY: displayList.height)
        shadowArea = Self.shadowAreaLimit * max(displayList.width, 1) * max(displayList.height, 1)
    }

    /// Convenience: a canvas over a new display list of the given size in device pixels.
    public convenience init(width: Int, height: Int) {
        self.init(displayList: DisplayList(width: width, height: height))
    }

    /// Starts a new frame: empties the display list (keeping storage) and resets all state.
    public func reset(width: Int, height: Int) {
        displayList.reset(width: width, height: height)
        transform = .identity
        projection = nil
        states.removeAll(keepingCapacity: true)
        openGroups.removeAll(keepingCapacity: true)
        clipDepth = 0
        clipBox = PixelBox(minX: 0, minY: 0, maxX: width, maxY: height)
        shadowArea = Self.shadowAreaLimit * max(width, 1) * max(height, 1)
        forkedBox = nil
    }

    /// Shadows cover at most this many frames' worth of pixels in one frame; groups beyond that draw without their
    /// shadow. This bounds a frame's work whatever the input (100,000 replicated copies each casting one, say).
    public static let shadowAreaLimit = 64

    // MARK: State

    public func saveState() {
        states.append(State(transform: transform, projection: projection, clipDepth: clipDepth, clipBox: clipBox))
    }

    /// Restores the transform and clip saved by the matching `saveState`. Unbalanced calls are ignored.
    public func restoreState() {
        guard let state = states.popLast() else { return }
        transform = state.transform
        projection = state.projection
        while clipDepth > state.clipDepth {
            displayList.commands.append(.popClip)
            clipDepth -= 1
        }
        clipBox = state.clipBox
    }

    /// Applies `t` before the current transform (in user space), like `CGContext.concatenate`; under a projection,
    /// before the projection.
    public func concatenate(_ t: Transform) {
        if let projection {
            self.projection = Homography(t).concatenating(projection)
        } else {
            transform = t.concatenating(transform)
        }
    }

    // MARK: Drawing

    /// Sets the pixels of the current target (the frame, or the open group) inside the clip to `color`: a copy, not a
    /// blend (`CGContext.clear` within a clip, with `.clear`).
    public func clear(_ color: Color) {
        displayList.commands.append(.clear(color.premultipliedARGB))
        includeInGroups(clipBox)
    }

    public func fill(_ path: Path, color: Color, rule: FillRule = .nonZero) {
        let argb = color.premultipliedARGB
        guard argb != 0 else { return }
        let shape = shapes(over: path.controlPointBounds) { lines.flatten(path, transform: $0, tolerance: $1) }
        record(shape, rule: rule, paint: .solid(argb))
    }

    public func stroke(_ path: Path, style: StrokeStyle, color: Color) {
        let argb = color.premultipliedARGB
        guard argb != 0 else { return }
        let visible = Rect(x: Double(clipBox.minX), y: Double(clipBox.minY), width: Double(clipBox.width), height: Double(clipBox.height))
        guard projection != nil else {
            // Outside groups nothing needs the stroke's box before the frame is drawn: the renderer strokes it then, on
            // its workers (see `OutlineResolver`). In a group, the group's box needs it now.
            if defersOutlines {
                recordPending(.stroke(path, style, visible: visible), paint: .solid(argb))
            } else {
                stroker.stroke(path, style: style, transform: transform, tolerance: tolerance, visible: visible)
                record(stroker.outlines, rule: .nonZero, paint: .solid(argb))
            }
            return
        }
        let reach = max(style.lineWidth, 0) * max(style.miterLimit, 1)
        let shape = shapes(
            over: path.controlPointBounds.insetBy(dx: -reach, dy: -reach),
            building: { t, tolerance in
                stroker.stroke(path, style: style, transform: t, tolerance: tolerance)
                return stroker.outlines
            })
        record(shape, rule: .nonZero, paint: .solid(argb))
    }

    /// Fills a rectangle, a rounded rectangle or (with a radius of half the size) a disc. Corners are
    /// flattened into polygons whose area equals the true shape's, so coverage sums stay exact.
    public func fillRoundedRect(_ rect: Rect, cornerRadius: Double, corners: CornerMask = .all, color: Color) {
        let argb = color.premultipliedARGB
        guard argb != 0 else { return }
        let shape = shapes(over: rect) { lines.roundedRect(rect, radius: cornerRadius, corners: corners, transform: $0, tolerance: $1) }
        record(shape, rule: .nonZero, paint: .solid(argb))
    }

    /// Fills the band `width` wide just inside a rounded rectangle's edge: Core Animation's layer border.
    public func fillBorder(of rect: Rect, cornerRadius: Double, corners: CornerMask = .all, width: Double, color: Color) {
        let argb = color.premultipliedARGB
        guard argb != 0, width > 0 else { return }
        let shape = shapes(over: rect) { (t: Transform, tolerance: Double) -> Void in
            lines.roundedRect(rect, radius: cornerRadius, corners: corners, transform: t, tolerance: tolerance)
            let inner = rect.standardized.insetBy(dx: width, dy: width)
            if inner.width > 0 && inner.height > 0 {
                lines.roundedRect(
                    inner, radius: max(cornerRadius - width, 0), corners: corners, transform: t, tolerance: tolerance, appending: true)
            }
        }
        record(shape, rule: .evenOdd, paint: .solid(argb))
    }

    /// Fills an ellipse inscribed in `rect` (area-exact polygon, see `fillRoundedRect`).
    public func fillEllipse(in rect: Rect, color: Color) {
        let argb = color.premultipliedARGB
        guard argb != 0 else { return }
        // As a stroke: outlined by the renderer's workers when nothing needs its box sooner.
        if projection == nil && defersOutlines {
            return recordPending(.ellipse(rect), paint: .solid(argb))
        }
        let shape = shapes(over: rect) { lines.ellipse(rect, transform: $0, tolerance: $1) }
        record(shape, rule: .nonZero, paint: .solid(argb))
    }

    /// Whether strokes and ellipses are left for the renderer to outline: outside groups, where nothing needs their box
    /// before the frame is drawn, and not in a fork, whose drawing may lie in a group of the canvas it was forked from.
    private var defersOutlines: Bool { openGroups.isEmpty && forkedBox == nil }

    /// Records a fill whose edges the renderer makes (`OutlineResolver`): the same edges and box as making them now.
    private func recordPending(_ shape: DisplayList.PendingOutline.Shape, paint: DisplayList.Paint) {
        displayList.pendingOutlines.append(
            DisplayList.PendingOutline(
                command: displayList.commands.count, shape: shape, transform: transform, tolerance: tolerance, clipBox: clipBox))
        displayList.commands.append(.fill(edges: 0..<0, box: .empty, rule: .nonZero, paint: paint))
    }

    /// Draws `image` stretched to fill `rect` (user space), with an opacity in 0...1 and bilinear filtering
    /// (or nearest-pixel when `smooth` is false). When the mapping is a whole-pixel translation at 1:1,
    /// pixels are copied exactly.
    ///
    /// `source` picks the part of the image shown, in the image's unit space (Core Animation's `contentsRect`):
    /// that part fills `rect`; beyond the image's edges its edge pixels are extended.
    ///
    /// `tint` multiplies every pixel, channel by channel (alpha included), as Core Animation's emitter cells colour
    /// their contents; `additive` adds the pixels' light instead of drawing over (an emitter's additive mode).
    public func draw(
        _ image: PixelBuffer, in rect: Rect, source: Rect = Rect(x: 0, y: 0, width: 1, height: 1), opacity: Double = 1,
        smooth: Bool = true, tint: Color = .white, additive: Bool = false
    ) {
        guard image.width > 0, image.height > 0, rect.width != 0, rect.height != 0, opacity > 0, source.width != 0, source.height != 0
        else { return }
        let sx = rect.width / (Double(image.width) * source.width), sy = rect.height / (Double(image.height) * source.height)
        let imageToUser = Transform(scaleX: sx, y: sy)
            .concatenating(
                Transform(
                    translationX: rect.minX - source.minX * Double(image.width) * sx, y: rect.minY - source.minY * Double(image.height) * sy
                ))
        let shape = shapes(over: rect) { lines.roundedRect(rect, radius: 0, transform: $0, tolerance: $1) }
        // A white tint is only an opacity, which the painter applies without touching channels one by one.
        let isWhite = tint.red >= 1 && tint.green >= 1 && tint.blue >= 1
        let alpha = UInt32((min(opacity * (isWhite ? Color.unit(tint.alpha) : 1), 1) * 255).rounded())
        let sampling = ImageSampling(imageToDevice: deviceMapping(of: imageToUser), smooth: smooth)
        let tinted = isWhite ? UInt32.max : tint.premultipliedARGB
        guard tinted >> 24 != 0, alpha > 0 else { return }
        record(
            shape, rule: .nonZero, paint: .image(index: -1, sampling: sampling, opacity: alpha, tint: tinted, additive: additive),
            image: image)
    }

    /// Fills `path` with `image` mapped onto `rect` (user space): the path cuts the image's outline.
    public func fill(_ path: Path, image: PixelBuffer, in rect: Rect, opacity: Double = 1, smooth: Bool = true) {
        guard image.width > 0, image.height > 0, rect.width != 0, rect.height != 0, opacity > 0 else { return }
        let imageToUser = Transform(scaleX: rect.width / Double(image.width), y: rect.height / Double(image.height))
            .concatenating(Transform(translationX: rect.minX, y: rect.minY))
        let shape = shapes(over: path.controlPointBounds) { lines.flatten(path, transform: $0, tolerance: $1) }
        let alpha = UInt32((min(opacity, 1) * 255).rounded())
        let sampling = ImageSampling(imageToDevice: deviceMapping(of: imageToUser), smooth: smooth)
        record(
            shape, rule: .nonZero, paint: .image(index: -1, sampling: sampling, opacity: alpha, tint: .max, additive: false), image: image)
    }

    /// Fills `path` with `gradient` (its geometry in user space), every colour's alpha times `opacity` (0...1).
    /// A gradient without colours draws nothing; one with a single colour, or whose geometry is degenerate
    /// (start = end, a zero radius), fills with its last colour.
    public func fill(_ path: Path, gradient: Gradient, opacity: Double = 1, rule: FillRule = .nonZero) {
        let shape = shapes(over: path.controlPointBounds) { lines.flatten(path, transform: $0, tolerance: $1) }
        record(shape, gradient: gradient, opacity: opacity, rule: rule)
    }

    /// Fills a rectangle or rounded rectangle with `gradient` (see `fill(_:gradient:opacity:rule:)`).
    public func fillRoundedRect(_ rect: Rect, cornerRadius: Double, corners: CornerMask = .all, gradient: Gradient, opacity: Double = 1) {
        let shape = shapes(over: rect) { lines.roundedRect(rect, radius: cornerRadius, corners: corners, transform: $0, tolerance: $1) }
        record(shape, gradient: gradient, opacity: opacity, rule: .nonZero)
    }

    private func record(_ polylines: Polylines, gradient: Gradient, opacity: Double, rule: FillRule) {
        guard let last = gradient.colors.last, opacity > 0 else { return }
        guard let unitToUser = gradient.unitToUser, gradient.colors.count > 1 else {
            let argb = last.withAlphaComponent(last.alpha * min(opacity, 1)).premultipliedARGB
            if argb != 0 { record(polylines, rule: rule, paint: .solid(argb)) }
            return
        }
        let shape: GradientSampling.Shape
        switch gradient.kind {
        case .axial: shape = .axial
        case .radial: shape = .radial
        case .conic: shape = .conic
        }
        let sampling = GradientSampling(
            shape: shape, unitToDevice: deviceMapping(of: unitToUser), tableStart: displayList.gradientTables.count,
            isOpaque: opacity >= 1 && gradient.colors.allSatisfy { $0.alpha >= 1 })
        if record(polylines, rule: rule, paint: .gradient(sampling)) {
            gradient.appendTable(to: &displayList.gradientTables, opacity: min(opacity, 1))
        }
    }

    // MARK: Clipping and groups

    /// Intersects the clip with `path` (anti-aliased) until the enclosing `restoreState`.
    public func clip(to path: Path, rule: FillRule = .nonZero) {
        clip(shapes(over: path.controlPointBounds) { lines.flatten(path, transform: $0, tolerance: $1) }, rule: rule)
    }

    /// Intersects the clip with a rectangle or rounded rectangle in user space.
    public func clip(toRoundedRect rect: Rect, cornerRadius: Double, corners: CornerMask = .all) {
        clip(
            shapes(over: rect) { lines.roundedRect(rect, radius: cornerRadius, corners: corners, transform: $0, tolerance: $1) },
            rule: .nonZero)
    }

    private func clip(_ polylines: Polylines, rule: FillRule) {
        let start = displayList.edges.count
        let box = appendEdges(polylines).intersection(clipBox)
        displayList.commands.append(.pushClip(edges: start..<displayList.edges.count, box: box, rule: rule))
        clipDepth += 1
        clipBox = box
    }

    /// Starts an offscreen group: what is drawn until `endGroup` is composited as one image. With a `shadow`, the
    /// group's content casts it (see `Shadow`): content outside the clip, but inside the frame, casts it too.
    /// A shadow whose colour is clear or whose offset is not finite is ignored.
    public func beginGroup(shadow: Shadow? = nil) {
        saveState()
        let frame = PixelBox(minX: 0, minY: 0, maxX: displayList.width, maxY: displayList.height)
        let index = shadow.flatMap(shadowSpec) ?? -1
        openGroups.append((displayList.commands.count, .empty, clipBox, index))
        displayList.commands.append(.beginGroup(box: .empty, shadow: index))
        clipBox = index >= 0 ? frame : frame.intersection(clipBox)
    }

    /// The shadow in device pixels, appended to the display list; its index, or nil when it draws nothing.
    private func shadowSpec(_ shadow: Shadow) -> Int? {
        let color = shadow.color.withAlphaComponent(1).premultipliedARGB
        let alpha = Color.unit(shadow.color.alpha)
        // Under a projection the offset and blur follow its affine approximation at the user-space origin.
        let t = projection.map { $0.localAffine(at: .zero) ?? Transform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) } ?? transform
        let dx = t.a * shadow.offset.width + t.c * shadow.offset.height
        let dy = t.b * shadow.offset.width + t.d * shadow.offset.height
        // An offset beyond a few frames' size moves the shadow out of sight; keeping it bounded keeps cell indices small.
        let limit = 4 * Double(max(displayList.width, displayList.height)) + 4096
        guard alpha > 0, dx.isFinite, dy.isFinite, abs(dx) < limit, abs(dy) < limit else { return nil }
        let scale = abs(t.determinant).squareRoot()
        // The occluder's whole pixels, when rectangles stay axis-aligned.
        var occluder = PixelBox.empty
        if let rect = shadow.occluder, projection == nil, t.b == 0, t.c == 0 {
            let r = t.apply(rect.standardized)
            if r.minX.isFinite, r.maxX.isFinite, r.minY.isFinite, r.maxY.isFinite {
                // Only the part inside the frame matters; clamped to it, any finite rectangle converts safely.
                let width = Double(displayList.width) + 1, height = Double(displayList.height) + 1
                func x(_ v: Double) -> Double { min(max(v, -1), width) }
                func y(_ v: Double) -> Double { min(max(v, -1), height) }
                occluder = PixelBox(
                    minX: Int(x(r.minX).rounded(.up)), minY: Int(y(r.minY).rounded(.up)), maxX: Int(x(r.maxX).rounded(.down)),
                    maxY: Int(y(r.maxY).rounded(.down)))
                if occluder.isEmpty { occluder = .empty }
            }
        }
        displayList.shadows.append(
            ShadowSpec(color: color, alpha: alpha, dx: dx, dy: dy, plan: BlurPlan(sigma: max(shadow.radius, 0) * scale), occluder: occluder)
        )
        return displayList.shadows.count - 1
    }

    /// Switches from the group's content to its mask: the alpha of what is drawn next multiplies the content.
    public func beginMask() {
        displayList.commands.append(.beginMask)
    }

    /// Ends the innermost group, compositing it with `opacity` (0...1) through the clip in force at `beginGroup`:
    /// its shadow, if it has one, then its content unless `drawsContent` is false (a shadow cast by a shape that
    /// is not itself drawn, such as Core Animation's `shadowPath`).
    public func endGroup(opacity: Double = 1, drawsContent: Bool = true) {
        endGroup(opacity: opacity, drawsContent: drawsContent, blendMode: .normal)
    }

    /// Ends the innermost group as `endGroup(opacity:drawsContent:)` does, compositing its content with `blendMode`.
    public func endGroup(opacity: Double, drawsContent: Bool, blendMode: BlendMode) {
        guard let group = openGroups.popLast() else { return }
        while clipDepth > (states.last?.clipDepth ?? 0) {
            displayList.commands.append(.popClip)
            clipDepth -= 1
        }
        let frame = PixelBox(minX: 0, minY: 0, maxX: displayList.width, maxY: displayList.height)
        var shadow = group.shadow
        let box = group.box.intersection(shadow >= 0 ? frame : group.clipBox)
        if shadow >= 0 {
            let covered = displayList.shadows[shadow].extent(of: box).intersection(group.clipBox)
            shadowArea -= covered.isEmpty ? 0 : covered.width * covered.height
            if shadowArea < 0 { shadow = -1 }
        }
        displayList.commands[group.command] = .beginGroup(box: box, shadow: shadow)
        let alpha = UInt32((Color.unit(opacity) * 255).rounded())
        displayList.commands.append(
            blendMode == .normal || !drawsContent
                ? .endGroup(opacity: alpha, drawsContent: drawsContent) : .endBlendingGroup(opacity: alpha, mode: blendMode))
        restoreState()
        var shown = drawsContent ? box.intersection(group.clipBox) : .empty
        if shadow >= 0 { shown = shown.union(displayList.shadows[shadow].extent(of: box).intersection(group.clipBox)) }
        includeInGroups(shown)
    }

    // MARK: Recording

    /// The device-space polygons of a shape `build` makes from a transform and a tolerance: with the device transform
    /// directly, or, under a projection, at the projection's largest stretch over `bounds` (user space) and then
    /// projected (see `Polylines.project`). `build` leaves its result in `lines`.
    private func shapes(over bounds: Rect, _ build: (Transform, Double) -> Void) -> Polylines {
        shapes(
            over: bounds,
            building: { t, tolerance in
                build(t, tolerance)
                return lines.polylines
            })
    }

    private func shapes(over bounds: Rect, building build: (Transform, Double) -> Polylines) -> Polylines {
        guard let projection else { return build(transform, tolerance) }
        // Built at the largest stretch (so the tolerance means device pixels), then scaled back and projected.
        let scale = min(max(projection.maximumScale(over: bounds.standardized), 1e-6), 1e6)
        let built = build(Transform(scaleX: scale, y: scale), tolerance)
        projected.project(built, through: Homography(Transform(scaleX: 1 / scale, y: 1 / scale)).concatenating(projection))
        return projected
    }

    /// Where `mapping` (into user space) lands in device space: through the transform or the projection.
    private func deviceMapping(of mapping: Transform) -> Homography {
        projection.map { Homography(mapping).concatenating($0) } ?? Homography(mapping.concatenating(transform))
    }

    /// Records a fill; returns false when it was culled (nothing of it is visible).
    @discardableResult
    private func record(_ polylines: Polylines, rule: FillRule, paint: DisplayList.Paint, image: PixelBuffer? = nil) -> Bool {
        let start = displayList.edges.count
        let box = appendEdges(polylines).intersection(clipBox)
        guard !box.isEmpty else {
            displayList.edges.removeSubrange(start...)
            return false
        }
        var paint = paint
        if let image, case .image(_, let sampling, let opacity, let tint, let additive) = paint {
            // An image drawn again right after itself (a grid of tiles) is listed once.
            let images = displayList.images.count
            if images == 0 || ObjectIdentifier(displayList.images[images - 1]) != ObjectIdentifier(image) {
                displayList.images.append(image)
            }
            paint = .image(index: displayList.images.count - 1, sampling: sampling, opacity: opacity, tint: tint, additive: additive)
        }
        displayList.commands.append(.fill(edges: start..<displayList.edges.count, box: box, rule: rule, paint: paint))
        includeInGroups(box)
        return true
    }

    func includeInGroups(_ box: PixelBox) {
        guard !openGroups.isEmpty else {
            if let forkedBox { self.forkedBox = forkedBox.union(box) }
            return
        }
        openGroups[openGroups.count - 1].box = openGroups[openGroups.count - 1].box.union(box)
    }

    /// Appends the closed polygons' edges in device space, clipped to the frame's guard box (see
    /// `EdgeClipper`); returns their pixel bounds.
    private func appendEdges(_ polylines: Polylines) -> PixelBox {
        // The edges are moved out of the list for the loop (and back), so each append is a local one.
        var edges: [Edge] = []
        swap(&edges, &displayList.edges)
        let box = EdgeClipper(width: displayList.width, height: displayList.height).append(polylines, into: &edges)
        swap(&edges, &displayList.edges)
        return box
    }
}
