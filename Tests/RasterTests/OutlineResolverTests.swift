import Testing

@testable import Raster

/// Outside groups, ellipses (like strokes, see `StrokeTests`) get their edges from the renderer, shared out among its
/// workers. Making the same polygon at recording and filling it must give the same pixels.
@Suite("Outlines made by the renderer")
struct OutlineResolverTests {
    @Test(arguments: [1, 2])
    func ellipsesOutlinedByTheRenderersWorkersMatchOutliningAtRecording(threads: Int) {
        var random = SeededRandom(seed: 17)
        // Ellipses of every size, some clipped, some outside the frame (culled), some too thin to cover a pixel.
        let ellipses = (0..<60).map { index in
            let x = random.unit() * 360 - 40, y = random.unit() * 260 - 30
            let width = index % 10 == 0 ? 0.01 : random.unit() * 90, height = random.unit() * 70
            return (Rect(x: x, y: y, width: width, height: height), Color(red: random.unit(), green: 0.3, blue: random.unit(), alpha: 0.7))
        }
        func frame(deferred: Bool) -> PixelBuffer {
            clippedFrame(threads: threads, count: ellipses.count, clipped: 30) { c, index in
                let (rect, color) = ellipses[index]
                if deferred {
                    c.fillEllipse(in: rect, color: color)
                } else {
                    var lines = LinesScratch()
                    lines.ellipse(rect, transform: c.transform, tolerance: c.tolerance)
                    c.saveState()
                    c.transform = .identity
                    c.fill(closedPath(lines.polylines), color: color)
                    c.restoreState()
                }
            }
        }
        let deferred = frame(deferred: true)
        #expect(identicalPixels(deferred, frame(deferred: false)))
        // Not a blank frame: the ellipses are there.
        #expect(deferred.alpha(x: 1, y: 1) == 255 && Set((0..<200).map { deferred.pixel(x: 150, y: $0) }).count > 3)
    }
}
