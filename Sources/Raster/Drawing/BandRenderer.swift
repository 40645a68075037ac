/// Replays a display list into one horizontal band of the frame. Each worker thread owns one, with its
/// own rasterizer state and buffer pools; bands never share pixels, so workers never synchronise.
final class BandRenderer {
    private let accumulator = CoverageAccumulator()
    private let colorPool = BufferPool<UInt32>()
    private let maskPool = BufferPool<UInt8>()
    private var coverageScratch: UnsafeMutablePointer<UInt8>
    private var colorScratch: UnsafeMutablePointer<UInt32>
    private var scratchCapacity = 0

    /// A drawing target: the frame or an offscreen group, and the clips in force on it.
    private struct Layer {
        var surface: Surface
        var clips: [CoverageMask]
        var clipBoxes: [PixelBox]
        /// The group's content surface while its mask is being drawn.
        var content: Surface?
    }

    private var layers: [Layer] = []

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
        ensureScratch(band.width + 2)
        let root = Surface(pixels: target.pixels + band.minY * target.rowStride + band.minX, box: band,
                           rowStride: target.rowStride)
        layers.removeAll(keepingCapacity: true)
        layers.append(Layer(surface: root, clips: [], clipBoxes: [band], content: nil))
        for command in list.commands {
            switch command {
            case .clear(let color):
                let surface = layers[layers.count - 1].surface
                for y in surface.box.minY..<surface.box.maxY {
                    surface.address(x: surface.box.minX, y: y).update(repeating: color, count: surface.box.width)
                }
            case .fill(let edges, let box, let rule, let paint):
                fill(list, edges: edges, box: box, rule: rule, paint: paint)
            case .pushClip(let edges, let box, let rule):
                pushClip(list, edges: edges, box: box, rule: rule)
            case .popClip:
                let top = layers.count - 1
                if let mask = layers[top].clips.popLast() { maskPool.release(mask.coverage) }
                if layers[top].clipBoxes.count > 1 { layers[top].clipBoxes.removeLast() }
            case .beginGroup(let box):
                let area = box.intersection(currentClipBox)
                layers.append(Layer(surface: offscreen(area), clips: [], clipBoxes: [area], content: nil))
            case .beginMask:
                let top = layers.count - 1
                let content = layers[top].surface
                releaseClips(of: top)
                layers[top] = Layer(surface: offscreen(content.box), clips: [], clipBoxes: [content.box], content: content)
            case .endGroup(let opacity):
                endGroup(opacity: opacity)
            }
        }
        while layers.count > 1 { endGroup(opacity: 0) }
        releaseClips(of: 0)
    }

    private var currentClipBox: PixelBox { layers[layers.count - 1].clipBoxes.last ?? .empty }

    private func ensureScratch(_ count: Int) {
        guard count > scratchCapacity else { return }
        coverageScratch.deallocate()
        colorScratch.deallocate()
        scratchCapacity = count
        coverageScratch = .allocate(capacity: count)
        colorScratch = .allocate(capacity: count)
    }

    private func offscreen(_ box: PixelBox) -> Surface {
        let pixels = colorPool.acquire(max(box.width * box.height, 1))
        pixels.initialize(repeating: 0, count: box.width * box.height)
        return Surface(pixels: pixels, box: box, rowStride: box.width)
    }

    private func releaseClips(of index: Int) {
        for mask in layers[index].clips { maskPool.release(mask.coverage) }
        layers[index].clips.removeAll(keepingCapacity: true)
        layers[index].clipBoxes.removeSubrange(1...)
    }

    private func rasterize(_ list: DisplayList, edges: Range<Int>, box: PixelBox) -> Bool {
        guard !box.isEmpty else { return false }
        accumulator.begin(box: box)
        list.edges.withUnsafeBufferPointer { all in
            for i in edges { accumulator.addEdge(all[i]) }
        }
        return true
    }

    private func fill(_ list: DisplayList, edges: Range<Int>, box: PixelBox, rule: FillRule, paint: DisplayList.Paint) {
        let layer = layers[layers.count - 1]
        let area = box.intersection(currentClipBox)
        guard rasterize(list, edges: edges, box: area) else { return }
        switch paint {
        case .solid(let color):
            var painter = SolidPainter(surface: layer.surface, color: color, mask: layer.clips.last, scratch: coverageScratch)
            accumulator.sweep(rule: rule, painter: &painter)
        case .image(let index, let sampling, let opacity):
            var painter = ImagePainter(surface: layer.surface, image: list.images[index], sampling: sampling, opacity: opacity,
                                       mask: layer.clips.last, coverageScratch: coverageScratch, colorScratch: colorScratch)
            accumulator.sweep(rule: rule, painter: &painter)
        }
    }

    private func pushClip(_ list: DisplayList, edges: Range<Int>, box: PixelBox, rule: FillRule) {
        let top = layers.count - 1
        let area = box.intersection(currentClipBox)
        let coverage = maskPool.acquire(max(area.width * area.height, 1))
        coverage.initialize(repeating: 0, count: area.width * area.height)
        let mask = CoverageMask(coverage: coverage, box: area, rowStride: area.width)
        if rasterize(list, edges: edges, box: area) {
            var painter = MaskPainter(target: mask, outer: layers[top].clips.last)
            accumulator.sweep(rule: rule, painter: &painter)
        }
        layers[top].clips.append(mask)
        layers[top].clipBoxes.append(area)
    }

    /// Composites the innermost group (through its mask, if it has one) onto the layer below.
    private func endGroup(opacity: UInt32) {
        releaseClips(of: layers.count - 1)
        let finished = layers.removeLast()
        let content = finished.content ?? finished.surface
        let maskSurface = finished.content == nil ? nil : finished.surface
        let parent = layers[layers.count - 1]
        let clip = parent.clips.last
        let box = content.box.intersection(parent.clipBoxes.last ?? .empty)
        if opacity > 0 && !box.isEmpty {
            for y in box.minY..<box.maxY {
                let src = content.address(x: box.minX, y: y)
                let dst = parent.surface.address(x: box.minX, y: y)
                let maskRow = maskSurface?.address(x: box.minX, y: y)
                let clipRow = clip?.address(x: box.minX, y: y)
                for i in 0..<box.width {
                    var factor = opacity
                    if let maskRow { factor = PixelArithmetic.multiply8(factor, maskRow[i] >> 24) }
                    if let clipRow { factor = PixelArithmetic.multiply8(factor, UInt32(clipRow[i])) }
                    let s = src[i]
                    if s == 0 || factor == 0 { continue }
                    dst[i] = PixelArithmetic.sourceOver(factor == 255 ? s : PixelArithmetic.multiply(s, by: factor), dst[i])
                }
            }
        }
        if let maskSurface { colorPool.release(maskSurface.pixels) }
        colorPool.release(content.pixels)
    }
}
