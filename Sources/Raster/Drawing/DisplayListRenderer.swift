import Synchronization

/// Plays display lists into frames, splitting each frame into horizontal bands rendered on up to
/// `threads` cores. The pixels are bit-identical whatever the thread count: every pixel's value is
/// computed from the same edges with the same arithmetic, whichever band it falls in.
///
/// Sendable: one thread calls `render` at a time; inside it each worker uses only its own band renderer and
/// resolver, and the bands they write never overlap.
public final class DisplayListRenderer: @unchecked Sendable {
    /// Worker threads (at least 1).
    public let threads: Int
    private let workers: [BandRenderer]
    private let resolvers: [OutlineResolver]

    public init(threads: Int = 1) {
        self.threads = max(1, threads)
        workers = (0..<self.threads).map { _ in BandRenderer() }
        resolvers = (0..<self.threads).map { _ in OutlineResolver() }
    }

    /// Draws `list` over the current contents of `target` (the list's own `clear` commands aside). Strokes and ellipses
    /// the list still holds without edges are outlined first, on the workers.
    public func render(_ list: DisplayList, into target: RenderTarget) {
        let width = min(list.width, target.width), height = min(list.height, target.height)
        let isEmpty = width <= 0 || height <= 0
        let chunks = OutlineResolver.chunkCount(list, threads: isEmpty ? 1 : threads)
        for resolver in resolvers { resolver.begin() }
        list.findFlatFootprints()
        list.indexFillBoxes()
        let bandCount = isEmpty ? 0 : bands(of: list, width: width, height: height)
        @Sendable func band(_ index: Int) -> PixelBox {
            PixelBox(minX: 0, minY: height * index / bandCount, maxX: width, maxY: height * (index + 1) / bandCount)
        }
        if threads == 1 || isEmpty {
            for chunk in 0..<chunks { resolvers[0].outline(list, chunk: chunk, of: chunks) }
            OutlineResolver.finish(list, with: resolvers)
            for index in 0..<bandCount { workers[0].render(list, into: target, band: band(index)) }
            return
        }
        // One round of work per frame, so that a worker wakes once: each worker takes the next chunk of outlines not yet
        // taken, and the one that completes the last chunk appends the edges to the list while the others wait for it
        // (briefly: appending is a copy). Then each takes the next band not yet taken (so that a worker whose bands were
        // quick helps with the rest) and renders it with its own BandRenderer, only reading the list: the workers share
        // nothing they write but the target's pixels, in rows no other band covers. Which worker outlines a shape or
        // renders a band does not change a pixel.
        nonisolated(unsafe) let workers = self.workers, resolvers = self.resolvers, list = list
        let nextChunk = Atomic<Int>(0), finishedChunks = Atomic<Int>(0), resolved = Atomic<Bool>(chunks == 0)
        let nextBand = Atomic<Int>(0)
        ParallelWork.shared.perform(iterations: threads) { worker in
            while true {
                let chunk = nextChunk.add(1, ordering: .relaxed).oldValue
                if chunk >= chunks { break }
                resolvers[worker].outline(list, chunk: chunk, of: chunks)
                if finishedChunks.add(1, ordering: .acquiringAndReleasing).newValue == chunks {
                    OutlineResolver.finish(list, with: resolvers)
                    resolved.store(true, ordering: .releasing)
                }
            }
            while !resolved.load(ordering: .acquiring) {}
            while true {
                let index = nextBand.add(1, ordering: .relaxed).oldValue
                if index >= bandCount { break }
                workers[worker].render(list, into: target, band: band(index))
            }
        }
    }

    /// How many bands to render `list` in: small enough that the pixels they touch stay in a core's L2 cache while every
    /// shape in them is drawn (about 1 MiB), and at least a few per worker so that a busy part of the frame is shared
    /// out; as many for each worker, so that evenly busy frames end with every worker finishing at once.
    private func bands(of list: DisplayList, width: Int, height: Int) -> Int {
        var rowsPerBand = max(16, Self.bandBytes / (width * 4))
        let bandsToFit = max(threads * 4, (height + rowsPerBand - 1) / rowsPerBand)
        var bands = min(height, (bandsToFit + threads - 1) / threads * threads)
        // Each band draws shadow-casting content beyond its rows by the shadow's margin: with shadows, bands are made
        // tall enough (four margins) that this stays a small share, in a multiple of the thread count.
        if let margin = list.shadows.lazy.map(\.margin).max() {
            rowsPerBand = max(rowsPerBand, 4 * margin)
            bands = min(height, max(threads, (height / rowsPerBand) / threads * threads))
        }
        return bands
    }

    private static let bandBytes = 1024 * 1024

    /// Renders `list` into a new buffer of its size.
    public func image(of list: DisplayList) -> PixelBuffer {
        let buffer = PixelBuffer(width: list.width, height: list.height)
        render(list, into: buffer.target)
        return buffer
    }
}
