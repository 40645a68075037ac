import Testing

@testable import Raster

/// For painters whose setup per span is dear (smooth images without perspective), the cell-by-cell sweep joins a short
/// run of constant coverage to the touched cells around it: a shape's left edge, a narrow inside and its right edge
/// come as one span of varying coverage. Every pixel must keep exactly its coverage, and long insides stay spans of
/// one coverage.
@Suite("Row sweep joining")
struct RowSweepJoiningTests {
    typealias Recording = GroupSweepTests.Recording

    func sweep(_ edges: [Edge], box: PixelBox, rule: FillRule, joins: Bool) -> Recording {
        GroupSweepTests.sweep(edges, box: box, rule: rule) { GroupSweepTests.SeparatePainter(recording: $0, joinsShortRuns: joins) }
    }

    func rectangle(x: Float, y: Float, width: Float, height: Float) -> [Edge] {
        [Edge(x0: x, y0: y, x1: x, y1: y + height), Edge(x0: x + width, y0: y + height, x1: x + width, y1: y)]
    }

    @Test func joinedSpansGiveEveryPixelItsCoverage() {
        var random = SeededRandom(seed: 41)
        var joinedSpans = 0, separateSpans = 0
        for round in 0..<400 {
            var edges: [Edge] = []
            // Rectangles and slanted bands from under a pixel to past 300 wide (insides below and above the limit),
            // some overlapping (gaps of zero coverage between them, and windings of two).
            for _ in 0..<Int(random.unit() * 4) + 1 {
                let x = Float(random.unit() * 60 - 8), y = Float(random.unit() * 10 - 4)
                let width = Float(random.unit() * [2, 30, 400][round % 3]), height = Float(random.unit() * 20 + 1)
                let slant = round % 2 == 0 ? 0 : Float(random.unit() * 30 - 15)
                edges += [
                    Edge(x0: x, y0: y, x1: x + width, y1: y), Edge(x0: x + width, y0: y, x1: x + width + slant, y1: y + height),
                    Edge(x0: x + width + slant, y0: y + height, x1: x + slant, y1: y + height), Edge(x0: x + slant, y0: y + height, x1: x, y1: y),
                ]
            }
            let box = PixelBox(minX: Int(random.unit() * 6) - 3, minY: -2, maxX: 40 + Int(random.unit() * 400), maxY: 24)
            let rule: FillRule = round % 4 == 1 ? .evenOdd : .nonZero
            let separate = sweep(edges, box: box, rule: rule, joins: false)
            let joined = sweep(edges, box: box, rule: rule, joins: true)
            let difference = zip(joined.pixels, separate.pixels).enumerated().first { $0.element.0 != $0.element.1 }
            #expect(difference == nil, "round \(round): pixel \(difference?.offset ?? 0) has \(difference.map { "\($0.element)" } ?? "")")
            #expect(joined.overlaps == 0, "round \(round)")
            if difference != nil { return }
            joinedSpans += joined.spans
            separateSpans += separate.spans
        }
        #expect(Double(joinedSpans) < 0.7 * Double(separateSpans), "\(joinedSpans) spans against \(separateSpans)")
    }

    @Test func aNarrowRectangleIsOneSpanARowAndAWideOneKeepsItsInside() {
        let box = PixelBox(minX: 0, minY: 0, maxX: 600, maxY: 3)
        // 10.25 to 90.75: the edge cells 10 and 90 (a quarter and three quarters covered), 79 whole pixels between.
        let narrow = sweep(rectangle(x: 10.25, y: 0, width: 80.5, height: 3), box: box, rule: .nonZero, joins: true)
        #expect(narrow.spans == 3)
        let row = Array(narrow.coverage[10...90])
        #expect(row.first == 191 && row.last == 191 && row.dropFirst().dropLast().allSatisfy { $0 == 255 })
        #expect(narrow.coverage[9] == -1 && narrow.coverage[91] <= 0)
        // 300 whole pixels inside: past the limit, so edge, inside, edge.
        let wide = sweep(rectangle(x: 10.5, y: 0, width: 301, height: 1), box: box, rule: .nonZero, joins: true)
        #expect(wide.spans == 3)
        #expect(RowSweep.joinedSpanLimit < 300)
    }
}
