@testable import Raster

/// Renders what `draw` records onto a transparent canvas of the given size.
func render(width: Int, height: Int, threads: Int = 1, _ draw: (Canvas) -> Void) -> PixelBuffer {
    let canvas = Canvas(width: width, height: height)
    draw(canvas)
    return DisplayListRenderer(threads: threads).image(of: canvas.displayList)
}

/// Sum of alpha over the whole buffer, in pixels (255 = one fully covered pixel).
func coveredArea(_ buffer: PixelBuffer) -> Double {
    var sum = 0
    for y in 0..<buffer.height { for x in 0..<buffer.width { sum += buffer.alpha(x: x, y: y) } }
    return Double(sum) / 255
}

/// Whether two buffers of the same size hold exactly the same pixels.
func identicalPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Bool {
    a.width == b.width && a.height == b.height && (0..<(a.width * a.height)).allSatisfy { a.pixels[$0] == b.pixels[$0] }
}

/// Polygons (device space) as a path of closed subpaths, to fill with an identity transform: the same edges.
func closedPath(_ polylines: Polylines) -> Path {
    var path = Path()
    for polygon in 0..<polylines.count {
        let points = polylines.points[polylines.range(of: polygon)]
        guard let first = points.first else { continue }
        path.move(to: first)
        for point in points.dropFirst() { path.addLine(to: point) }
        path.closeSubpath()
    }
    return path
}

/// Every span a sweep hands over, with its coverages (painters are values that write elsewhere: here, to a log).
struct RecordingPainter: SpanPainter {
    final class Log { var spans: [String] = [] }
    let log = Log()
    /// Whether the cell-by-cell sweep joins short runs for it, as for smoothly filtered images.
    var joinsShortRuns = false
    func paintSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        log.spans.append("\(y):\(x)+\(count)=\(coverage)")
    }
    func paintSpan(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>) {
        log.spans.append("\(y):\(x)+\(count)=" + (0..<count).map { "\(coverages[$0])" }.joined(separator: ","))
    }
}

/// A 300 x 200 frame for comparing two ways of drawing the same `count` shapes: white, scaled by (1.5, 1.25), the first
/// `clipped` shapes clipped to a rectangle in the frame and the rest not. `draw` draws shape `index`.
func clippedFrame(threads: Int, count: Int, clipped: Int, _ draw: (Canvas, Int) -> Void) -> PixelBuffer {
    render(width: 300, height: 200, threads: threads) { c in
        c.clear(.white)
        c.concatenate(Transform(scaleX: 1.5, y: 1.25))
        c.saveState()
        c.clip(to: Path(rect: Rect(x: 10, y: 10, width: 150, height: 120)))
        for index in 0..<count {
            if index == clipped { c.restoreState() }
            draw(c, index)
        }
    }
}
