import Testing

@testable import Raster

/// Queued rows are evaluated eight at a time in vector lanes. Their cells must be exactly those of adding each row
/// with the scalar code, bit for bit, for edges of every slope and position, clipped by the box on any side.
@Suite("Edge rows")
struct EdgeRowsTests {
    /// The cells' bit patterns after adding `edges`, and the spans the sweep then makes.
    func accumulate(
        _ edges: [Edge], box: PixelBox, rule: FillRule, accumulator: CoverageAccumulator
    ) -> (cells: [UInt32], spans: [String]) {
        let painter = RecordingPainter()
        accumulator.begin(box: box, marksGroups: RecordingPainter.allowsJoinedSpans)
        for edge in edges { accumulator.addEdge(edge) }
        let cells = accumulator.cellValues().map(\.bitPattern)
        accumulator.sweep(rule: rule, painter: painter)
        return (cells, painter.log.spans)
    }

    @Test func queuedRowsAddExactlyWhatRowByRowAdds() {
        var random = SeededRandom(seed: 47)
        // Kept between shapes, as the renderer keeps them, so that a batch left over would show.
        let queued = CoverageAccumulator(queuesRows: true), direct = CoverageAccumulator(queuesRows: false)
        func coordinate(_ range: ClosedRange<Double>) -> Float {
            switch Int(random.unit() * 4) {
            case 0: return Float((range.lowerBound + random.unit() * (range.upperBound - range.lowerBound)).rounded())
            case 1: return Float(((range.lowerBound + random.unit() * (range.upperBound - range.lowerBound)) * 2).rounded() / 2)
            default: return Float(range.lowerBound + random.unit() * (range.upperBound - range.lowerBound))
            }
        }
        var rows = 0
        for round in 0..<1_500 {
            // Polygons of 3 to 60 vertices: steep and shallow edges, edges within one row or across many, vertices on
            // whole and half pixels, parts outside the box on every side (more than a batch of rows, now and then).
            var edges: [Edge] = []
            for _ in 0..<Int(random.unit() * 3) + 1 {
                let count = 3 + Int(random.unit() * (round % 10 == 0 ? 58 : 10))
                let points = (0..<count).map { _ in (coordinate(-12...60), coordinate(-12...44)) }
                for i in 0..<count {
                    let a = points[i], b = points[(i + 1) % count]
                    edges.append(Edge(x0: a.0, y0: a.1, x1: b.0, y1: b.1))
                    rows += Int(abs(b.1 - a.1)) + 1
                }
            }
            let box = PixelBox(
                minX: Int(random.unit() * 12) - 4, minY: Int(random.unit() * 12) - 4,
                maxX: 20 + Int(random.unit() * 32), maxY: 14 + Int(random.unit() * 24))
            let rule: FillRule = round % 3 == 0 ? .evenOdd : .nonZero
            let a = accumulate(edges, box: box, rule: rule, accumulator: queued)
            let b = accumulate(edges, box: box, rule: rule, accumulator: direct)
            let cell = a.cells.indices.first { a.cells[$0] != b.cells[$0] }
            #expect(cell == nil, "round \(round): cell \(cell ?? 0) of \(edges.count) edges in \(box)")
            #expect(a.spans == b.spans, "round \(round)")
            if cell != nil || a.spans != b.spans { return }
        }
        #expect(rows > 20 * EdgeRows.capacity)
    }

    /// Edges taller than the queue holds go through it in parts, flushed as it fills.
    @Test func edgesTallerThanTheQueueAddWhatRowByRowAdds() {
        var random = SeededRandom(seed: 11)
        let queued = CoverageAccumulator(queuesRows: true), direct = CoverageAccumulator(queuesRows: false)
        let box = PixelBox(minX: 0, minY: 0, maxX: 40, maxY: 3 * EdgeRows.capacity)
        for round in 0..<20 {
            // A sliver from top to bottom and short edges around it, so that a tall edge meets a part-filled queue.
            var edges: [Edge] = []
            for _ in 0..<Int(random.unit() * 6) {
                let x = Float(random.unit() * 40), y = Float(random.unit() * 700)
                edges.append(Edge(x0: x, y0: y, x1: x + 3, y1: y + 5))
                edges.append(Edge(x0: x + 3, y0: y + 5, x1: x, y1: y))
            }
            let top = Float(random.unit() * 10) - 4, bottom = Float(3 * EdgeRows.capacity) + Float(random.unit() * 10) - 6
            let left = Float(random.unit() * 30), right = left + Float(random.unit() * 9) + 0.5
            edges.append(Edge(x0: left, y0: top, x1: left + Float(random.unit() * 4), y1: bottom))
            edges.append(Edge(x0: right + Float(random.unit() * 4), y0: bottom, x1: right, y1: top))
            let a = accumulate(edges, box: box, rule: .nonZero, accumulator: queued)
            let b = accumulate(edges, box: box, rule: .nonZero, accumulator: direct)
            let sameCells = a.cells == b.cells, sameSpans = a.spans == b.spans
            #expect(sameCells, "round \(round): cells")
            #expect(sameSpans, "round \(round): spans")
        }
    }
}
