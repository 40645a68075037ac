import Dispatch

/// Turns a display list's pending strokes into edges before the list is drawn, sharing them out among threads: each
/// worker strokes a contiguous share into its own edge buffer; then the buffers are appended to the list in order and
/// the strokes' `fill` commands completed. Each stroke's edges and box are exactly what stroking it at recording
/// would have given (the same stroker, the same clipping), so the frame is too; only where the edges sit in the list
/// differs. Buffers are kept between frames, so a steady frame allocates nothing.
final class StrokeResolver {
    private var stroker = Stroker()
    private var edges: [Edge] = []
    /// Per stroke of this worker's share: its edges in `edges`, and its box.
    private var results: [(edges: Range<Int>, box: PixelBox)] = []
    /// The pending strokes this worker last stroked.
    private var share = 0..<0

    /// Fewer strokes than this are stroked on the calling thread: sharing them out would cost more than it saves.
    static let minimumShared = 8

    /// Strokes every pending stroke of `list` with `resolvers` (one per thread) and completes their commands.
    static func resolve(_ list: DisplayList, with resolvers: [StrokeResolver]) {
        let pending = list.pendingStrokes.count
        guard pending > 0 else { return }
        let threads = pending >= minimumShared ? min(resolvers.count, pending) : 1
        if threads == 1 {
            resolvers[0].stroke(list, 0..<pending)
        } else {
            nonisolated(unsafe) let resolvers = resolvers, list = list
            DispatchQueue.concurrentPerform(iterations: threads) { worker in
                resolvers[worker].stroke(list, pending * worker / threads..<pending * (worker + 1) / threads)
            }
        }
        for resolver in resolvers.prefix(threads) {
            let base = list.edges.count
            list.edges.append(contentsOf: resolver.edges)
            var index = 0
            for stroke in list.pendingStrokes[resolver.share] {
                let result = resolver.results[index]
                index += 1
                guard case .fill(_, _, let rule, let paint) = list.commands[stroke.command] else { continue }
                let edges = result.box.isEmpty ? base..<base : (base + result.edges.lowerBound)..<(base + result.edges.upperBound)
                list.commands[stroke.command] = .fill(edges: edges, box: result.box, rule: rule, paint: paint)
            }
        }
        list.pendingStrokes.removeAll(keepingCapacity: true)
    }

    /// Strokes `list.pendingStrokes[share]` into this worker's buffers.
    private func stroke(_ list: DisplayList, _ share: Range<Int>) {
        self.share = share
        edges.removeAll(keepingCapacity: true)
        results.removeAll(keepingCapacity: true)
        let clipper = EdgeClipper(width: list.width, height: list.height)
        for index in share {
            let stroke = list.pendingStrokes[index]
            stroker.stroke(stroke.path, style: stroke.style, transform: stroke.transform, tolerance: stroke.tolerance, visible: stroke.visible)
            let start = edges.count
            let box = clipper.append(stroker.outlines, into: &edges).intersection(stroke.clipBox)
            if box.isEmpty { edges.removeSubrange(start...) }
            results.append((start..<edges.count, box))
        }
    }
}
