/// Where an image is flat: for each pair of neighbouring rows (y, y + 1), the runs of columns over which every pixel of
/// both rows has one colour. A bilinear footprint (two columns of the pair) inside such a run filters to exactly that
/// colour, since the four weights sum to 256, so a painter can fill those pixels instead of filtering them.
///
/// Found again for each frame that draws the image (its pixels may have changed since the last), the storage kept.
final class ImageFlatRuns {
    /// Columns `start..<end` of a row pair, all of `color`.
    struct Run {
        var start: Int32, end: Int32, color: UInt32
    }

    /// The runs, pair by pair, left to right: pair y's are `runs[firstRun[y]..<firstRun[y + 1]]`.
    private(set) var runs: [Run] = []
    private(set) var firstRun: [Int32] = []
    /// The row pairs found (the image's height less one).
    private(set) var pairs = 0

    /// Shorter runs are not kept: they would split the filtered pixels more than they spare (and at most one run in
    /// eight columns keeps the storage below 1.5 bytes a pixel).
    static let minimumColumns = 8

    /// Whether an image of this size can have runs.
    static func applies(width: Int, height: Int) -> Bool { width >= minimumColumns && height >= 2 }

    /// Finds `image`'s runs (`applies` to its size).
    func find(in image: PixelBuffer) {
        let w = image.width, pixels = image.pixels
        pairs = image.height - 1
        runs.removeAll(keepingCapacity: true)
        firstRun.removeAll(keepingCapacity: true)
        firstRun.reserveCapacity(pairs + 1)
        for y in 0..<pairs {
            firstRun.append(Int32(truncatingIfNeeded: runs.count))
            let r0 = pixels + y * w, r1 = r0 + w
            var c = 0
            while c < w {
                let color = r0[c], start = c
                while c < w && r0[c] == color && r1[c] == color { c += 1 }
                if c - start >= Self.minimumColumns {
                    runs.append(Run(start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: c), color: color))
                }
                if c == start { c += 1 }
            }
        }
        firstRun.append(Int32(truncatingIfNeeded: runs.count))
    }
}
