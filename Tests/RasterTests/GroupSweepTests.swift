import Foundation
import Testing

@testable import Raster

/// For painters of one colour the sweep goes eight cells at a time (`GroupSweep`): its spans are whole groups of eight
/// pixels from the box's left side, joining short gaps to the runs around them. Every pixel must get exactly the
/// coverage the cell-by-cell sweep (`RowSweep`) gives it, and every vector step of a span must be one whole group.
@Suite("Group sweep")
struct GroupSweepTests {
    /// Writes each span's coverages into a map of the box, and counts the spans and those that start or end inside a
    /// group (other than at the box's sides).
    final class Recording {
        let box: PixelBox
        var coverage: [Int]
        var spans = 0, overlaps = 0, misaligned = 0

        init(box: PixelBox) {
            self.box = box
            coverage = Array(repeating: -1, count: box.width * box.height)
        }

        func record(y: Int, x: Int, count: Int, _ value: (Int) -> UInt8) {
            spans += 1
            let start = x - box.minX, end = start + count
            if start % 8 != 0 || (end % 8 != 0 && x + count != box.maxX) { misaligned += 1 }
            for i in 0..<count {
                let index = (y - box.minY) * box.width + (x + i - box.minX)
                if coverage[index] >= 0 { overlaps += 1 }
                coverage[index] = Int(value(i))
            }
        }

        /// The coverage of every pixel, with pixels no span reached as 0 (as a frame sees them).
        var pixels: [Int] { coverage.map { max($0, 0) } }
    }

    struct SeparatePainter: SpanPainter {
        let recording: Recording
        /// Whether the cell-by-cell sweep joins short runs for it (`SpanPainter.joinsShortRuns`), as for images.
        var joinsShortRuns = false
        func paintSpan(y: Int, x: Int, count: Int, coverage: UInt8) { recording.record(y: y, x: x, count: count) { _ in coverage } }
        func paintSpan(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>) {
            recording.record(y: y, x: x, count: count) { coverages[$0] }
        }
    }

    struct JoiningPainter: SpanPainter {
        static var allowsJoinedSpans: Bool { true }
        let recording: Recording
        func paintSpan(y: Int, x: Int, count: Int, coverage: UInt8) { recording.record(y: y, x: x, count: count) { _ in coverage } }
        func paintSpan(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>) {
            recording.record(y: y, x: x, count: count) { coverages[$0] }
        }
    }

    func sweep(_ edges: [Edge], box: PixelBox, rule: FillRule, joining: Bool) -> Recording {
        Self.sweep(edges, box: box, rule: rule) { joining ? JoiningPainter(recording: $0) as any SpanPainter : SeparatePainter(recording: $0) }
    }

    /// Sweeps `edges` in `box` with the painter `makePainter` makes for a fresh recording, and returns the recording.
    static func sweep(_ edges: [Edge], box: PixelBox, rule: FillRule, painter makePainter: (Recording) -> any SpanPainter) -> Recording {
        let accumulator = CoverageAccumulator()
        let recording = Recording(box: box)
        func run<Painter: SpanPainter>(_ painter: Painter) {
            accumulator.begin(box: box, marksGroups: Painter.allowsJoinedSpans)
            for edge in edges { accumulator.addEdge(edge) }
            accumulator.sweep(rule: rule, painter: painter)
        }
        run(makePainter(recording))
        return recording
    }

    /// A closed polygon's edges.
    func polygon(_ points: [(Float, Float)]) -> [Edge] {
        points.indices.map { i in
            let a = points[i], b = points[(i + 1) % points.count]
            return Edge(x0: a.0, y0: a.1, x1: b.0, y1: b.1)
        }
    }

    /// Rows queued eight at a time (as optimised builds add them) mark exactly the groups that rows added one by one
    /// mark: the same spans, group for group (a group marked in excess would be a span of its own), over shapes as wide
    /// as two bitmap words (a word holds 64 groups), under both rules.
    @Test func queuedRowsMarkTheGroupsOfRowsAddedOneByOne() {
        var random = SeededRandom(seed: 31)
        for round in 0..<200 {
            // Stretched sideways in some rounds: up to about 700 pixels, two words of groups.
            let stretch: Float = round % 3 == 0 ? 14 : 1
            var edges: [Edge] = []
            for _ in 0..<Int(random.unit() * 3) + 1 {
                let x = Float(random.unit() * 40 - 4), y = Float(random.unit() * 10 - 4)
                let width = Float(random.unit() * (round % 4 == 0 ? 3 : 22)), slant = Float(random.unit() * 30 - 15)
                let height = Float(random.unit() * 20 + 1)
                edges += polygon([(x, y), (x + width, y), (x + width + slant, y + height), (x + slant, y + height)]).map {
                    Edge(x0: $0.x0 * stretch, y0: $0.y0, x1: $0.x1 * stretch, y1: $0.y1)
                }
            }
            let box = PixelBox(
                minX: Int(random.unit() * 6) - 3, minY: Int(random.unit() * 6) - 3,
                maxX: Int(Float(30 + Int(random.unit() * 20)) * stretch), maxY: 14 + Int(random.unit() * 14))
            let rule: FillRule = round % 2 == 1 ? .evenOdd : .nonZero
            func sweep(queued: Bool) -> Recording {
                let accumulator = CoverageAccumulator(queuesRows: queued), recording = Recording(box: box)
                accumulator.begin(box: box, marksGroups: JoiningPainter.allowsJoinedSpans)
                for edge in edges { accumulator.addEdge(edge) }
                accumulator.sweep(rule: rule, painter: JoiningPainter(recording: recording))
                return recording
            }
            let queued = sweep(queued: true), oneByOne = sweep(queued: false)
            #expect(queued.coverage == oneByOne.coverage, "round \(round): the coverages differ")
            #expect(queued.spans == oneByOne.spans, "round \(round): \(queued.spans) spans against \(oneByOne.spans)")
        }
    }

    @Test func groupsGiveEveryPixelItsCoverage() {
        var random = SeededRandom(seed: 29)
        var joinedSpans = 0, separateSpans = 0
        for round in 0..<600 {
            var edges: [Edge] = []
            // Bands of every width from under a pixel to past 20 (so gaps of every length below and above eight), at
            // any slant, and stars whose points cross (gaps outside the shape between runs, even-odd insides).
            for _ in 0..<Int(random.unit() * 3) + 1 {
                let x = Float(random.unit() * 40 - 4), y = Float(random.unit() * 10 - 4)
                let width = Float(random.unit() * (round % 3 == 0 ? 3 : 22)), slant = Float(random.unit() * 30 - 15)
                let height = Float(random.unit() * 20 + 1)
                edges += polygon([(x, y), (x + width, y), (x + width + slant, y + height), (x + slant, y + height)])
            }
            if round % 2 == 0 {
                let cx = Float(random.unit() * 40), cy = Float(random.unit() * 24), r = Float(random.unit() * 20 + 2)
                edges += polygon(
                    (0..<7).map { k in
                        let angle = Float(k) * 4 * .pi / 7
                        return (cx + r * Float(cos(Double(angle))), cy + r * Float(sin(Double(angle))))
                    })
            }
            let box = PixelBox(
                minX: Int(random.unit() * 6) - 3, minY: Int(random.unit() * 6) - 3,
                maxX: 30 + Int(random.unit() * 20), maxY: 14 + Int(random.unit() * 14))
            let rule: FillRule = round % 4 == 1 ? .evenOdd : .nonZero
            let separate = sweep(edges, box: box, rule: rule, joining: false)
            let joined = sweep(edges, box: box, rule: rule, joining: true)
            let difference = zip(joined.pixels, separate.pixels).enumerated().first { $0.element.0 != $0.element.1 }
            #expect(difference == nil, "round \(round): pixel \(difference?.offset ?? 0) has \(difference.map { "\($0.element)" } ?? "")")
            #expect(joined.overlaps == 0 && separate.overlaps == 0, "round \(round)")
            #expect(joined.misaligned == 0, "round \(round): \(joined.misaligned) spans not in whole groups")
            if difference != nil { return }
            joinedSpans += joined.spans
            separateSpans += separate.spans
        }
        // Gaps are joined: the same pixels arrive in clearly fewer spans.
        #expect(Double(joinedSpans) < 0.8 * Double(separateSpans), "\(joinedSpans) spans against \(separateSpans)")
    }

    /// Windings far beyond what shapes reach (a few thousand overlapping layers at most) still fold under even-odd as the
    /// cell-by-cell sweep folds them, up to 2^20; from 2^24, where a float sum has no fraction left, they are even
    /// whole numbers and cover nothing. Under non-zero any winding of 1 or more covers fully.
    @Test func largeWindingsFoldLikeTheCellByCellSweep() {
        let box = PixelBox(minX: 0, minY: 0, maxX: 24, maxY: 1)
        for winding: Float in [3, 1_000, 1_048_576, 16_777_216, 1e30] {
            for rule: FillRule in [.evenOdd, .nonZero] {
                // A row of three groups: the winding arrives in the first cell, fractions follow in the others.
                let touched: [(cell: Int, value: Float)] = [(0, winding), (3, 0.25), (9, -0.5), (10, 0.125), (17, 2.75), (23, -0.375)]
                let cells = UnsafeMutablePointer<Float>.allocate(capacity: 24)
                cells.initialize(repeating: 0, count: 24)
                let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 32)
                scratch.initialize(repeating: 0, count: 32)
                defer {
                    cells.deallocate()
                    scratch.deallocate()
                }
                var bits: UInt64 = 0
                for (cell, value) in touched {
                    cells[cell] = value
                    bits |= 1 << UInt64(cell >> 3)
                }
                let grouped = Recording(box: box), separate = Recording(box: box)
                withUnsafeMutablePointer(to: &bits) { bits in
                    GroupSweep.sweep(
                        cells: cells, bits: bits, words: 1, y: 0, minX: 0, width: 24, rule: rule, scratch: scratch,
                        painter: JoiningPainter(recording: grouped))
                }
                #expect(bits == 0 && (0..<24).allSatisfy { cells[$0] == 0 }, "the sweep clears what it reads")
                var row = RowSweep(y: 0, minX: 0, width: 24, rule: rule, scratch: scratch)
                for (cell, value) in touched { row.visit(cell, value, painter: SeparatePainter(recording: separate)) }
                row.finish(painter: SeparatePainter(recording: separate))
                if rule == .nonZero {
                    #expect(grouped.pixels == Array(repeating: 255, count: 24), "\(winding)")
                } else if winding <= 1_048_576 {
                    // The sums fold to w mod 2 (then 2 − that above 1): for an odd winding 1, 0.75, 0.75, 0.875, 0.375,
                    // 0.75 at the touched cells; for an even one 0, 0.25, 0.25, 0.125, 0.625, 0.25.
                    let odd = winding.truncatingRemainder(dividingBy: 2) == 1
                    let levels = odd ? [255, 191, 191, 223, 96, 191] : [0, 64, 64, 32, 159, 64]
                    let expected = (0..<24).map { x in levels[touched.lastIndex { $0.cell <= x }!] }
                    #expect(grouped.pixels == expected, "\(winding)")
                    #expect(separate.pixels == expected, "\(winding)")
                } else {
                    #expect(grouped.pixels == Array(repeating: 0, count: 24), "\(winding)")
                }
            }
        }
    }
}
