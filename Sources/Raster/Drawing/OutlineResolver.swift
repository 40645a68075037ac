/// Turns a display list's pending outlines (strokes and ellipses) into edges before the list is drawn, sharing them out
/// among threads: the outlines are cut into chunks that workers take one at a time (a worker that starts late takes
/// fewer), each worker outlining into its own edge buffer; then the buffers are appended to the list and the outlines'
/// `fill` commands completed. Each outline's edges and box are exactly what making them at recording would have given
/// (the same stroker or ellipse, the same clipping), so the frame is too; only where the edges sit in the list differs.
/// Buffers are kept between frames, so a steady frame allocates nothing.
final class OutlineResolver {
    private var stroker = Stroker()
    private var lines = LinesScratch()
    private var edges: [Edge] = []
    /// Per outline this worker made: its index in the list's pending outlines, its edges in `edges`, and its box.
    private var results: [(pending: Int, edges: Range<Int>, box: PixelBox)] = []

    /// The chunks of the pending outlines of `list` for `threads` workers: a few per worker, so that a worker that
    /// starts late or gets costly outlines is helped, and none so small that taking it costs more than making it.
    static func chunkCount(_ list: DisplayList, threads: Int) -> Int {
        let pending = list.pendingOutlines.count
        return threads == 1 ? min(pending, 1) : min(pending, threads * 8, (pending + minimumChunk - 1) / minimumChunk)
    }

    private static let minimumChunk = 4

    /// Empties this worker's buffers for a new frame.
    func begin() {
        edges.removeAll(keepingCapacity: true)
        results.removeAll(keepingCapacity: true)
    }

    /// Outlines chunk `chunk` of `chunks` of the pending outlines of `list` into this worker's buffers.
    func outline(_ list: DisplayList, chunk: Int, of chunks: Int) {
        let pending = list.pendingOutlines.count
        let clipper = EdgeClipper(width: list.width, height: list.height)
        for index in pending * chunk / chunks..<pending * (chunk + 1) / chunks {
            let outline = list.pendingOutlines[index]
            let start = edges.count
            let outlineBox: PixelBox
            switch outline.shape {
            case .stroke(let path, let style, let visible):
                stroker.stroke(path, style: style, transform: outline.transform, tolerance: outline.tolerance, visible: visible)
                outlineBox = clipper.append(stroker.outlines, into: &edges)
            case .ellipse(let rect):
                lines.ellipse(rect, transform: outline.transform, tolerance: outline.tolerance)
                outlineBox = clipper.append(lines.polylines, into: &edges)
            }
            let box = outlineBox.intersection(outline.clipBox)
            if box.isEmpty { edges.removeSubrange(start...) }
            results.append((index, start..<edges.count, box))
        }
    }

    /// Appends the edges `resolvers` made to `list` and completes the outlines' commands; the list then has no pending
    /// outlines.
    static func finish(_ list: DisplayList, with resolvers: [OutlineResolver]) {
        for resolver in resolvers where !resolver.results.isEmpty {
            let base = list.edges.count
            // A list with no edges of its own yet (every shape pending) takes the first buffer whole, without a copy;
            // the worker keeps the list's storage for the next frame.
            if base == 0 {
                swap(&list.edges, &resolver.edges)
            } else {
                list.edges.append(contentsOf: resolver.edges)
            }
            for result in resolver.results {
                let command = list.pendingOutlines[result.pending].command
                guard case .fill(_, _, let rule, let paint) = list.commands[command] else { continue }
                let edges = result.box.isEmpty ? base..<base : (base + result.edges.lowerBound)..<(base + result.edges.upperBound)
                list.commands[command] = .fill(edges: edges, box: result.box, rule: rule, paint: paint)
                list.fillBoxes[command] = result.box
            }
        }
        list.pendingOutlines.removeAll(keepingCapacity: true)
    }
}
