import Dispatch

/// Turns a display list's pending outlines (strokes and ellipses) into edges before the list is drawn, sharing them out
/// among threads: each worker outlines a contiguous share into its own edge buffer; then the buffers are appended to
/// the list in order and the outlines' `fill` commands completed. Each outline's edges and box are exactly what making
/// them at recording would have given (the same stroker or ellipse, the same clipping), so the frame is too; only
/// where the edges sit in the list differs. Buffers are kept between frames, so a steady frame allocates nothing.
final class OutlineResolver {
    private var stroker = Stroker()
    private var lines = LinesScratch()
    private var edges: [Edge] = []
    /// Per outline of this worker's share: its edges in `edges`, and its box.
    private var results: [(edges: Range<Int>, box: PixelBox)] = []
    /// The pending outlines this worker last made.
    private var share = 0..<0

    /// Fewer outlines than this are made on the calling thread: sharing them out would cost more than it saves.
    static let minimumShared = 8

    /// Makes every pending outline of `list` with `resolvers` (one per thread) and completes their commands.
    static func resolve(_ list: DisplayList, with resolvers: [OutlineResolver]) {
        let pending = list.pendingOutlines.count
        guard pending > 0 else { return }
        let threads = pending >= minimumShared ? min(resolvers.count, pending) : 1
        if threads == 1 {
            resolvers[0].outline(list, 0..<pending)
        } else {
            nonisolated(unsafe) let resolvers = resolvers, list = list
            DispatchQueue.concurrentPerform(iterations: threads) { worker in
                resolvers[worker].outline(list, pending * worker / threads..<pending * (worker + 1) / threads)
            }
        }
        for resolver in resolvers.prefix(threads) {
            let base = list.edges.count
            // A list with no edges of its own yet (every shape pending) takes the first buffer whole, without a copy;
            // the worker keeps the list's storage for the next frame.
            if base == 0 {
                swap(&list.edges, &resolver.edges)
            } else {
                list.edges.append(contentsOf: resolver.edges)
            }
            var index = 0
            for pending in list.pendingOutlines[resolver.share] {
                let result = resolver.results[index]
                index += 1
                guard case .fill(_, _, let rule, let paint) = list.commands[pending.command] else { continue }
                let edges = result.box.isEmpty ? base..<base : (base + result.edges.lowerBound)..<(base + result.edges.upperBound)
                list.commands[pending.command] = .fill(edges: edges, box: result.box, rule: rule, paint: paint)
            }
        }
        list.pendingOutlines.removeAll(keepingCapacity: true)
    }

    /// Outlines `list.pendingOutlines[share]` into this worker's buffers.
    private func outline(_ list: DisplayList, _ share: Range<Int>) {
        self.share = share
        edges.removeAll(keepingCapacity: true)
        results.removeAll(keepingCapacity: true)
        let clipper = EdgeClipper(width: list.width, height: list.height)
        for index in share {
            let pending = list.pendingOutlines[index]
            let start = edges.count
            let outlineBox: PixelBox
            switch pending.shape {
            case .stroke(let path, let style, let visible):
                stroker.stroke(path, style: style, transform: pending.transform, tolerance: pending.tolerance, visible: visible)
                outlineBox = clipper.append(stroker.outlines, into: &edges)
            case .ellipse(let rect):
                lines.ellipse(rect, transform: pending.transform, tolerance: pending.tolerance)
                outlineBox = clipper.append(lines.polylines, into: &edges)
            }
            let box = outlineBox.intersection(pending.clipBox)
            if box.isEmpty { edges.removeSubrange(start...) }
            results.append((start..<edges.count, box))
        }
    }
}
