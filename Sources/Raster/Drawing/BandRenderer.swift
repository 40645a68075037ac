/// Replays a display list into one horizontal band of the frame. Each worker thread owns one, with its
/// own rasterizer state and buffer pools; bands never share pixels, so workers never synchronise.
final class BandRenderer {
    private let accumulator = CoverageAccumulator()
    private let colorPool = BufferPool<UInt32>()
    private let maskPool = BufferPool<UInt8>()
    private let shadowCaster = ShadowCaster()
    private var coverageScratch: UnsafeMutablePointer<UInt8>
    private var colorScratch: UnsafeMutablePointer<UInt32>
    private var scratchCapacity = 0

    /// A drawing target: the frame or an offscreen group. Its clips are the entries of `clips` from
    /// `firstClip` on (one flat stack for all targets, so pushing a target allocates nothing).
    private struct Layer {
        var surface: Surface
        var box: PixelBox
        var firstClip: Int
        /// The group's content surface while its mask is being drawn.
        var content: Surface?
        /// The group's shadow in the display list's `shadows`, or -1.
        var shadow: Int
    }

    /// The display list's images and flat footprints as painters read them, made once a band.
    private var imagePixels: [ImagePixels] = []
    private var footprintBits: [ImageFlatFootprints.Bits] = []

    private var layers: [Layer] = []
    /// Each clip's coverage and box. A clip that is a rectangle on pixel boundaries (a layer's bounds, a drawing's
    /// extent) covers its box wholly and nothing else: it keeps the enclosing clip's coverage (nil for none), which is
    /// not its own (`owned` false), and only narrows the box.
    private var clips: [(mask: CoverageMask?, box: PixelBox, owned: Bool)] = []

    init() {
        coverageScratch = .allocate(capacity: 1)
        colorScratch = .allocate(capacity: 1)
    }

    deinit {
        coverageScratch.deallocate()
        colorScratch.deallocate()
    }

    func render(_ list: DisplayList, into target: RenderTarget, band: PixelBox) {
        guard !band.isEmpty else { return }
        // A row's colours may be filtered up to seven past its last pixel (`ImagePainter`); a shadow group's rows may
        // reach past the band's sides up to the list's.
        ensureScratch(max(band.width, list.width) + 8)
        let root = Surface(
            pixels: target.pixels + band.minY * target.rowStride + band.minX, box: band,
            rowStride: target.rowStride)
        layers.removeAll(keepingCapacity: true)
        clips.removeAll(keepingCapacity: true)
        imagePixels.removeAll(keepingCapacity: true)
        for image in list.images { imagePixels.append(ImagePixels(image)) }
        footprintBits.removeAll(keepingCapacity: true)
        for footprints in list.flatFootprints { footprintBits.append(footprints.view) }
        layers.append(Layer(surface: root, box: band, firstClip: 0, content: nil, shadow: -1))
        let commands = list.commands, fillBoxes = list.fillBoxes
        precondition(fillBoxes.count == commands.count, "the list's fill boxes are not indexed")
        var index = 0
        // The clip's box while fills are skipped: only a command that runs can change it.
        var clipBox: PixelBox?
        while index < commands.count {
            // A fill outside the clip's box draws nothing: skipped on its box alone, before the command is read (the
            // index's `notAFill`, for every other command, has `Int.min` sides).
            let fillBox = fillBoxes[index]
            if fillBox.minX != Int.min {
                let box = clipBox ?? currentClipBox
                clipBox = box
                if fillBox.intersection(box).isEmpty {
                    index += 1
                    continue
                }
            }
            clipBox = nil
            let command = commands[index]
            index += 1
            switch command {
            case .clear(let color):
                // What the next fill paints over wholly (a scene's opaque background, clipped to the scene's rectangle
                // in a window) is not worth a pass: the clear leaves it out.
                clear(to: color, except: index < commands.count ? hidden(from: index, list) : nil)
            case .fill(let edges, let box, let rule, let paint):
                // A fill the next one paints over wholly (a layer's opaque background over the scene's) is skipped.
                if index < commands.count, hides(index, list, box: box) { continue }
                fill(list, edges: edges, box: box, rule: rule, paint: paint)
            case .pushClip(let edges, let box, let rule):
                pushClip(list, edges: edges, box: box, rule: rule)
            case .popClip:
                if clips.count > layers[layers.count - 1].firstClip, let clip = clips.popLast() { release(clip) }
            case .beginGroup(let box, let shadow):
                if shadow >= 0, index + 1 < commands.count, case .fill(let edges, _, let rule, .solid(let color)) = commands[index],
                    case .endGroup(let opacity, false) = commands[index + 1]
                {
                    // A shadow path: its coverage goes straight into the shadow's cells, without a group.
                    castShadow(list, list.shadows[shadow], of: edges, box: box, rule: rule, alpha: color >> 24, opacity: opacity)
                    index += 2
                    continue
                }
                // A shadow group's content is drawn beyond the visible rows by the shadow's margin, so that each band
                // blurs the same pixels.
                let visible = currentClipBox
                let area = shadow < 0 ? box.intersection(visible) : box.intersection(visible.expanded(by: list.shadows[shadow].margin))
                layers.append(Layer(surface: offscreen(area), box: area, firstClip: clips.count, content: nil, shadow: shadow))
            case .beginMask:
                let top = layers.count - 1
                let content = layers[top].surface
                releaseClips(of: top)
                layers[top] = Layer(
                    surface: offscreen(content.box), box: content.box, firstClip: clips.count, content: content, shadow: layers[top].shadow)
            case .endGroup(let opacity, let drawsContent):
                endGroup(list, opacity: opacity, drawsContent: drawsContent)
            case .endBlendingGroup(let opacity, let mode):
                endGroup(list, opacity: opacity, drawsContent: true, mode: mode)
            }
        }
        while layers.count > 1 { endGroup(list, opacity: 0, drawsContent: true) }
        releaseClips(of: 0)
    }

    private var currentClipBox: PixelBox {
        let top = layers[layers.count - 1]
        return clips.count > top.firstClip ? clips[clips.count - 1].box : top.box
    }

    /// Sets the current target's pixels inside the clip to `color` (a copy, not a blend): where the clip covers a pixel in
    /// part, the pixel moves that far towards the colour. Pixels inside `hidden` (which the commands after set
    /// wholly, `hidden(from:_:)`) are left as they are.
    private func clear(to color: UInt32, except hidden: PixelBox?) {
        let surface = layers[layers.count - 1].surface
        let box = currentClipBox.intersection(surface.box)
        guard !box.isEmpty else { return }
        guard let mask = currentMask else {
            let hole = hidden?.intersection(box) ?? .empty
            for y in box.minY..<box.maxY {
                let row = surface.address(x: box.minX, y: y)
                if hole.isEmpty || y < hole.minY || y >= hole.maxY {
                    row.fillPixels(with: color, count: box.width)
                } else {
                    row.fillPixels(with: color, count: hole.minX - box.minX)
                    (row + (hole.maxX - box.minX)).fillPixels(with: color, count: box.maxX - hole.maxX)
                }
            }
            return
        }
        for y in box.minY..<box.maxY {
            let row = surface.address(x: box.minX, y: y), coverage = mask.address(x: box.minX, y: y)
            for i in 0..<box.width {
                let c = UInt32(coverage[i])
                if c == 255 {
                    row[i] = color
                } else if c > 0 {
                    row[i] = PixelArithmetic.multiply(row[i], by: 255 - c) &+ PixelArithmetic.multiply(color, by: c)
                }
            }
        }
    }

    /// Whether command `index` (and the clips before it) sets every pixel that a fill within `box` before it could touch
    /// to a colour of its own, whatever they held (`hidden(from:_:)`).
    @inline(__always)  // Asked after every fill: most are told no by the next command's kind and paint, without a call.
    private func hides(_ index: Int, _ list: DisplayList, box: PixelBox) -> Bool {
        switch list.commands[index] {
        case .fill(_, _, _, .solid(let color)) where color >> 24 == 255: break
        case .pushClip: break
        default: return false
        }
        guard let hidden = hidden(from: index, list) else { return false }
        let drawn = box.intersection(currentClipBox).intersection(layers[layers.count - 1].surface.box)
        return drawn.isEmpty || drawn.intersection(hidden) == drawn
    }

    /// The part of the current clip's box that the commands from `index` on set to an opaque colour of their own before
    /// anything reads it: clips to rectangles on pixel boundaries, each narrowing it, then an opaque colour filling a
    /// rectangle on pixel boundaries. Nil when the commands are not of that form, or under a soft clip.
    private func hidden(from index: Int, _ list: DisplayList) -> PixelBox? {
        guard currentMask == nil else { return nil }
        var area = currentClipBox.intersection(layers[layers.count - 1].surface.box)
        for command in list.commands[index...] {
            switch command {
            case .pushClip(let edges, let box, _):
                guard let (first, second) = Self.rectangle(list, edges), let rectangle = Self.pixelBox(first, second) else {
                    return nil
                }
                area = area.intersection(box).intersection(rectangle)
            case .fill(let edges, let box, _, .solid(let color)) where color >> 24 == 255:
                guard let (first, second) = Self.rectangle(list, edges), let rectangle = Self.pixelBox(first, second) else {
                    return nil
                }
                return area.intersection(box).intersection(rectangle)
            default:
                return nil
            }
        }
        return nil
    }

    /// The innermost clip of the current target, if any.
    private var currentMask: CoverageMask? {
        clips.count > layers[layers.count - 1].firstClip ? clips[clips.count - 1].mask : nil
    }

    private func ensureScratch(_ count: Int) {
        guard count > scratchCapacity else { return }
        coverageScratch.deallocate()
        colorScratch.deallocate()
        scratchCapacity = count
        // Zeroed: a row's last vector step reads lanes past its span (multiplied by 0, but read).
        coverageScratch = .allocate(capacity: count)
        coverageScratch.initialize(repeating: 0, count: count)
        colorScratch = .allocate(capacity: count)
        colorScratch.initialize(repeating: 0, count: count)
    }

    private func offscreen(_ box: PixelBox) -> Surface {
        let pixels = colorPool.acquire(max(box.width * box.height, 1))
        pixels.initialize(repeating: 0, count: box.width * box.height)
        return Surface(pixels: pixels, box: box, rowStride: box.width)
    }

    /// Releases the clips of the target at `index` (always the innermost one) back to the pool.
    private func releaseClips(of index: Int) {
        while clips.count > layers[index].firstClip, let clip = clips.popLast() { release(clip) }
    }

    private func release(_ clip: (mask: CoverageMask?, box: PixelBox, owned: Bool)) {
        if clip.owned, let mask = clip.mask { maskPool.release(mask.coverage) }
    }

    private func rasterize(_ list: DisplayList, edges: Range<Int>, box: PixelBox, marksGroups: Bool) -> Bool {
        guard !box.isEmpty else { return false }
        accumulator.begin(box: box, marksGroups: marksGroups)
        list.edges.withUnsafeBufferPointer { all in
            for i in edges { accumulator.addEdge(all[i]) }
        }
        return true
    }

    @inline(__always)  // Called once, from `render`: inlined there, its reads of the layer and clip stacks need no run-time checks.
    private func fill(_ list: DisplayList, edges: Range<Int>, box: PixelBox, rule: FillRule, paint: DisplayList.Paint) {
        let layer = layers[layers.count - 1]
        let area = box.intersection(currentClipBox)
        guard !area.isEmpty else { return }
        // An axis-aligned rectangle (backgrounds, image quads) is swept directly, with the same result.
        let rectangle = Self.rectangle(list, edges)
        // The bitmap the painter below sweeps (a bit a group of eight cells for a solid colour's; the image painter's is
        // the same whatever its compositing).
        let marksGroups: Bool
        switch paint {
        case .solid: marksGroups = SolidPainter.allowsJoinedSpans
        case .image: marksGroups = ImagePainter<PlainCompositing>.allowsJoinedSpans
        case .gradient: marksGroups = GradientPainter.allowsJoinedSpans
        }
        if rectangle == nil {
            _ = rasterize(list, edges: edges, box: area, marksGroups: marksGroups)
        } else {
            accumulator.begin(box: area, marksGroups: marksGroups)
        }
        func sweep<Painter: SpanPainter>(_ painter: Painter) {
            if let (first, second) = rectangle {
                accumulator.sweepRectangle(first, second, rule: rule, painter: painter)
            } else {
                accumulator.sweep(rule: rule, painter: painter)
            }
        }
        switch paint {
        case .solid(let color):
            let painter = SolidPainter(surface: layer.surface, color: color, mask: currentMask, scratch: coverageScratch)
            sweep(painter)
        case .image(let index, let sampling, let opacity, let tint, let additive):
            let found = index < list.flatFootprintsOfImage.count ? list.flatFootprintsOfImage[index] : -1
            let flatFootprints = found >= 0 ? footprintBits[found] : nil
            if tint == .max && !additive {
                let painter = ImagePainter<PlainCompositing>(
                    surface: layer.surface, image: imagePixels[index], sampling: sampling, opacity: opacity, tint: tint, additive: additive,
                    mask: currentMask, coverageScratch: coverageScratch, colorScratch: colorScratch,
                    flatFootprints: flatFootprints)
                sweep(painter)
            } else {
                let painter = ImagePainter<TintedCompositing>(
                    surface: layer.surface, image: imagePixels[index], sampling: sampling, opacity: opacity, tint: tint, additive: additive,
                    mask: currentMask, coverageScratch: coverageScratch, colorScratch: colorScratch,
                    flatFootprints: flatFootprints)
                sweep(painter)
            }
        case .gradient(let sampling):
            list.gradientTables.withUnsafeBufferPointer { tables in
                let painter = GradientPainter(
                    surface: layer.surface, sampling: sampling, table: tables.baseAddress! + sampling.tableStart,
                    mask: currentMask, coverageScratch: coverageScratch, colorScratch: colorScratch)
                sweep(painter)
            }
        }
    }

    /// The two edges of a shape that is an axis-aligned rectangle: two vertical edges over the same rows, in
    /// opposite directions (a horizontal edge adds nothing, so none is recorded). Nil for any other shape.
    private static func rectangle(_ list: DisplayList, _ edges: Range<Int>) -> (Edge, Edge)? {
        guard edges.count == 2 else { return nil }
        let a = list.edges[edges.lowerBound], b = list.edges[edges.lowerBound + 1]
        guard a.x0 == a.x1, b.x0 == b.x1, a.y0 == b.y1, a.y1 == b.y0 else { return nil }
        return (a, b)
    }

    private func pushClip(_ list: DisplayList, edges: Range<Int>, box: PixelBox, rule: FillRule) {
        let area = box.intersection(currentClipBox)
        if let (first, second) = Self.rectangle(list, edges), let rectangle = Self.pixelBox(first, second) {
            return clips.append((currentMask, area.intersection(rectangle), false))
        }
        let coverage = maskPool.acquire(max(area.width * area.height, 1))
        coverage.initialize(repeating: 0, count: area.width * area.height)
        let mask = CoverageMask(coverage: coverage, box: area, rowStride: area.width)
        if rasterize(list, edges: edges, box: area, marksGroups: MaskPainter.allowsJoinedSpans) {
            let painter = MaskPainter(target: mask, outer: currentMask)
            accumulator.sweep(rule: rule, painter: painter)
        }
        clips.append((mask, area, true))
    }

    /// Paints the shadow of a path that is not itself drawn, rasterizing its coverage into the shadow's cells.
    private func castShadow(_ list: DisplayList, _ spec: ShadowSpec, of edges: Range<Int>, box: PixelBox, rule: FillRule, alpha: UInt32, opacity: UInt32) {
        let top = layers[layers.count - 1]
        shadowCaster.cast(
            spec, region: spec.extent(of: box).intersection(currentClipBox), onto: top.surface, clip: currentMask, mask: nil,
            opacity: opacity
        ) { cells in
            // The path at cell resolution: its edges scaled by 1/k (exact, k being a power of two) and rasterized over
            // the cells it can cover.
            let shift = cells.shift
            let grid = PixelBox(minX: cells.firstX, minY: cells.firstY, maxX: cells.firstX + cells.width, maxY: cells.firstY + cells.height)
            let covered = PixelBox(
                minX: box.minX >> shift, minY: box.minY >> shift, maxX: (box.maxX + (1 << shift) - 1) >> shift,
                maxY: (box.maxY + (1 << shift) - 1) >> shift)
            let area = grid.intersection(covered)
            guard !area.isEmpty else { return .empty }
            accumulator.begin(box: area, marksGroups: CellPainter.allowsJoinedSpans)
            let inverse = 1 / Float(1 << shift)
            list.edges.withUnsafeBufferPointer { all in
                for i in edges { accumulator.addLine(all[i].x0 * inverse, all[i].y0 * inverse, all[i].x1 * inverse, all[i].y1 * inverse) }
            }
            let painter = CellPainter(cells: cells, alpha: Float(alpha) / 255)
            accumulator.sweep(rule: rule, painter: painter)
            return area
        }
    }

    /// The pixels of the rectangle between two vertical edges (see `rectangle`), when its sides are on pixel
    /// boundaries: it covers them wholly and no others.
    private static func pixelBox(_ a: Edge, _ b: Edge) -> PixelBox? {
        let left = min(a.x0, b.x0), right = max(a.x0, b.x0), top = min(a.y0, a.y1), bottom = max(a.y0, a.y1)
        guard left.rounded() == left, right.rounded() == right, top.rounded() == top, bottom.rounded() == bottom,
            abs(left) < 1e9, abs(right) < 1e9, abs(top) < 1e9, abs(bottom) < 1e9
        else { return nil }
        return PixelBox(minX: Int(left), minY: Int(top), maxX: Int(right), maxY: Int(bottom))
    }

    /// Composites the innermost group (through its mask, if it has one) onto the layer below.
    private func endGroup(_ list: DisplayList, opacity: UInt32, drawsContent: Bool, mode: BlendMode = .normal) {
        releaseClips(of: layers.count - 1)
        let finished = layers.removeLast()
        let content = finished.content ?? finished.surface
        let maskSurface = finished.content == nil ? nil : finished.surface
        let parent = layers[layers.count - 1]
        let clip = currentMask
        if finished.shadow >= 0 {
            let spec = list.shadows[finished.shadow]
            shadowCaster.cast(
                spec, content: content, mask: maskSurface, onto: parent.surface, clip: clip,
                region: spec.extent(of: content.box).intersection(currentClipBox), opacity: opacity)
        }
        let box = drawsContent ? content.box.intersection(currentClipBox) : .empty
        if opacity > 0 && !box.isEmpty {
            for y in box.minY..<box.maxY {
                let src = content.address(x: box.minX, y: y)
                let dst = parent.surface.address(x: box.minX, y: y)
                let maskRow = maskSurface?.address(x: box.minX, y: y)
                let clipRow = clip?.address(x: box.minX, y: y)
                if maskRow == nil && clipRow == nil && mode == .normal {
                    // The usual case (an opacity or shadow group): branch-free, so that it vectorises.
                    if opacity == 255 {
                        for i in 0..<box.width { dst[i] = PixelArithmetic.sourceOver(src[i], dst[i]) }
                    } else {
                        for i in 0..<box.width { dst[i] = PixelArithmetic.sourceOver(PixelArithmetic.multiply(src[i], by: opacity), dst[i]) }
                    }
                    continue
                }
                for i in 0..<box.width {
                    var factor = opacity
                    if let maskRow { factor = PixelArithmetic.multiply8(factor, maskRow[i] >> 24) }
                    if let clipRow { factor = PixelArithmetic.multiply8(factor, UInt32(clipRow[i])) }
                    let s = src[i]
                    if s == 0 || factor == 0 { continue }
                    let source = factor == 255 ? s : PixelArithmetic.multiply(s, by: factor)
                    dst[i] = mode == .normal ? PixelArithmetic.sourceOver(source, dst[i]) : mode.combine(source, with: dst[i])
                }
            }
        }
        if let maskSurface { colorPool.release(maskSurface.pixels) }
        colorPool.release(content.pixels)
    }
}
