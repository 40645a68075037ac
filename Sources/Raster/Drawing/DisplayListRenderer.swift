import Dispatch
import Synchronization

/// Plays display lists into frames, splitting each frame into horizontal bands rendered on up to
/// `threads` cores. The pixels are bit-identical whatever the thread count: every pixel's value is
/// computed from the same edges with the same arithmetic, whichever band it falls in.
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
        OutlineResolver.resolve(list, with: resolvers)
        let width = min(list.width, target.width), height = min(list.height, target.height)
        guard width > 0, height > 0 else { return }
        // Bands small enough that the pixels they touch stay in a core's L2 cache while every shape in them is
        // drawn (about 1 MiB), and at least a few per worker so that a busy part of the frame is shared out; as many
        // for each worker, so that evenly busy frames end with every worker finishing at once.
        var rowsPerBand = max(16, Self.bandBytes / (width * 4))
        let bandsToFit = max(threads * 4, (height + rowsPerBand - 1) / rowsPerBand)
        var bands = min(height, (bandsToFit + threads - 1) / threads * threads)
        // Each band draws shadow-casting content beyond its rows by the shadow's margin: with shadows, bands are made
        // tall enough (four margins) that this stays a small share, in a multiple of the thread count.
        if let margin = list.shadows.lazy.map(\.margin).max() {
            rowsPerBand = max(rowsPerBand, 4 * margin)
            bands = min(height, max(threads, (height / rowsPerBand) / threads * threads))
        }
        let bandCount = bands
        if threads == 1 {
            for band in 0..<bandCount {
                let top = height * band / bandCount, bottom = height * (band + 1) / bandCount
                workers[0].render(list, into: target, band: PixelBox(minX: 0, minY: top, maxX: width, maxY: bottom))
            }
            return
        }
        // Each worker takes the next band not yet taken (so that a worker whose bands were quick helps with the rest)
        // and renders it with its own BandRenderer, only reading the list: the workers share nothing they write but
        // the target's pixels, in rows no other band covers. Which worker renders a band does not change its pixels.
        nonisolated(unsafe) let workers = self.workers, list = list
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: threads) { worker in
            while true {
                let band = next.add(1, ordering: .relaxed).oldValue
                if band >= bandCount { break }
                let top = height * band / bandCount, bottom = height * (band + 1) / bandCount
                workers[worker].render(list, into: target, band: PixelBox(minX: 0, minY: top, maxX: width, maxY: bottom))
            }
        }
    }

    private static let bandBytes = 1024 * 1024

    /// Renders `list` into a new buffer of its size.
    public func image(of list: DisplayList) -> PixelBuffer {
        let buffer = PixelBuffer(width: list.width, height: list.height)
        render(list, into: buffer.target)
        return buffer
    }
}
