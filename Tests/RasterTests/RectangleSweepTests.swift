import Testing

@testable import Raster

/// Axis-aligned rectangles skip the cell buffers. The spans they produce (positions, lengths and coverages)
/// must be exactly those of the general accumulator, or images drawn in them would sample differently.
@Suite("Rectangle sweep")
struct RectangleSweepTests {
    func spans(_ edges: (Edge, Edge), box: PixelBox, rule: FillRule, direct: Bool, joins: Bool = false) -> [String] {
        let accumulator = CoverageAccumulator()
        let painter = RecordingPainter(joinsShortRuns: joins)
        accumulator.begin(box: box, marksGroups: RecordingPainter.allowsJoinedSpans)
        if direct {
            accumulator.sweepRectangle(edges.0, edges.1, rule: rule, painter: painter)
        } else {
            accumulator.addEdge(edges.0)
            accumulator.addEdge(edges.1)
            accumulator.sweep(rule: rule, painter: painter)
        }
        // In any order: a rectangle's whole rows are painted span by span.
        return painter.log.spans.sorted()
    }

    @Test func spansMatchTheAccumulatorExactly() {
        var random = SeededRandom(seed: 11)
        func coordinate(_ range: ClosedRange<Double>) -> Float {
            // Whole, half and arbitrary positions, as device coordinates of shapes come.
            switch Int.random(in: 0..<3, using: &random) {
            case 0: return Float(Double.random(in: range, using: &random).rounded())
            case 1: return Float((Double.random(in: range, using: &random) * 2).rounded() / 2)
            default: return Float(Double.random(in: range, using: &random))
            }
        }
        for _ in 0..<2_000 {
            var left = coordinate(-8...40), right = coordinate(-8...40)
            if left > right { swap(&left, &right) }
            var top = coordinate(-8...30), bottom = coordinate(-8...30)
            if top > bottom { swap(&top, &bottom) }
            guard top < bottom else { continue }
            // Drawn clockwise or anticlockwise; either edge may come first.
            let down = Bool.random(using: &random)
            let rightEdge = Edge(x0: right, y0: down ? top : bottom, x1: right, y1: down ? bottom : top)
            let leftEdge = Edge(x0: left, y0: down ? bottom : top, x1: left, y1: down ? top : bottom)
            let edges = Bool.random(using: &random) ? (rightEdge, leftEdge) : (leftEdge, rightEdge)
            // Boxes clipping the rectangle on any side, or holding all of it.
            let box = PixelBox(
                minX: Int.random(in: -2...12, using: &random), minY: Int.random(in: -2...10, using: &random),
                maxX: Int.random(in: 14...36, using: &random), maxY: Int.random(in: 12...26, using: &random))
            let rule: FillRule = Bool.random(using: &random) ? .nonZero : .evenOdd
            // Spans of one coverage and of varying coverage apart, or joined (as for images).
            for joins in [false, true] {
                let general = spans(edges, box: box, rule: rule, direct: false, joins: joins)
                let direct = spans(edges, box: box, rule: rule, direct: true, joins: joins)
                #expect(direct == general, "\(edges) in \(box), joined \(joins)")
                if direct != general { return }
            }
        }
    }

    /// The spans kept for repeating: every one is passed on, varying coverages are kept at their place in the row, and
    /// past the capacity spans are counted but not kept (the sweep then sweeps each row).
    @Test func repeatedSpansPassEverySpanOnAndKeepWhatFits() {
        typealias Repeated = RepeatedSpans<RecordingPainter>
        let painter = RecordingPainter()
        let coverages = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
        defer { coverages.deallocate() }
        coverages.initialize(repeating: 0, count: 64)
        var count = 0
        withUnsafeTemporaryAllocation(of: Repeated.Span.self, capacity: Repeated.capacity) { spans in
            withUnsafeMutablePointer(to: &count) { count in
                let repeated = Repeated(painter: painter, spans: spans.baseAddress!, count: count, coverages: coverages, minX: 10)
                let varying: [UInt8] = [7, 9, 11]
                varying.withUnsafeBufferPointer { repeated.paintSpan(y: 3, x: 14, count: 3, coverages: $0.baseAddress!) }
                for k in 0..<7 { repeated.paintSpan(y: 3, x: 20 + 4 * k, count: 2, coverage: UInt8(k + 1)) }
                #expect(count.pointee == 8)
                #expect((0..<Repeated.capacity).map { spans[$0].coverage } == [0, 1, 2, 3, 4, 5])
                #expect(spans[0].x == 14 && spans[0].count == 3)
                #expect(Array(UnsafeBufferPointer(start: coverages + 4, count: 3)) == varying)
            }
        }
        #expect(painter.log.spans.count == 8)
        #expect(painter.log.spans.first == "3:14+3=7,9,11")
    }

    @Test func farEdgesAreClampedLikeTheAccumulatorDoes() {
        let box = PixelBox(minX: 0, minY: 0, maxX: 16, maxY: 8)
        for (left, right): (Float, Float) in [(-1e20, 1e20), (-1e20, 3.5), (2.25, 1e20), (-3, 40)] {
            let edges = (Edge(x0: right, y0: 1.5, x1: right, y1: 6.25), Edge(x0: left, y0: 6.25, x1: left, y1: 1.5))
            #expect(spans(edges, box: box, rule: .nonZero, direct: true) == spans(edges, box: box, rule: .nonZero, direct: false))
        }
    }
}
