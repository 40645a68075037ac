import Dispatch

/// Plays display lists into frames, splitting each frame into horizontal bands rendered on up to
/// `threads` cores. The pixels are bit-identical whatever the thread count: every pixel's value is
/// computed from the same edges with the same arithmetic, whichever band it falls in.
public final class DisplayListRenderer: @unchecked Sendable {
    /// Worker threads (at least 1).
    public let threads: Int
    private let workers: [BandRenderer]

    public init(threads: Int = 1) {
        self.threads = max(1, threads)
        workers = (0..<self.threads).map { _ in BandRenderer() }
    }

    /// Draws `list` over the current contents of `target` (the list's own `clear` commands aside).
    public func render(_ list: DisplayList, into target: RenderTarget) {
        let width = min(list.width, target.width), height = min(list.height, target.height)
        guard width > 0, height > 0 else { return }
        if threads == 1 {
            workers[0].render(list, into: target, band: PixelBox(minX: 0, minY: 0, maxX: width, maxY: height))
            return
        }
        // Several bands per worker, interleaved, so that a busy part of the frame is shared out.
        let bandCount = min(height, threads * 4)
        let workers = self.workers, threads = self.threads
        DispatchQueue.concurrentPerform(iterations: threads) { worker in
            var band = worker
            while band < bandCount {
                let top = height * band / bandCount, bottom = height * (band + 1) / bandCount
                workers[worker].render(list, into: target, band: PixelBox(minX: 0, minY: top, maxX: width, maxY: bottom))
                band += threads
            }
        }
    }

    /// Renders `list` into a new buffer of its size.
    public func image(of list: DisplayList) -> PixelBuffer {
        let buffer = PixelBuffer(width: list.width, height: list.height)
        render(list, into: buffer.target)
        return buffer
    }
}
