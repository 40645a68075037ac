import Foundation
import Testing

@testable import Raster

/// A solid fill's rows can go through one AVX2 kernel that sweeps the cells and blends the pixels in a single pass
/// (`raster_sweep_solid_rows_avx2`). Its pixels must be exactly those of the group sweep painting through
/// `SolidPainter`, which stays the definition: over random shapes, both fill rules, opaque and translucent colours,
/// boxes wider than one bitmap word, and rows ending within a vector step of the frame's right side.
@Suite("Solid row kernel", .enabled(if: ImageKernels.avx2))
struct SolidRowKernelTests {
    /// A closed polygon's edges, scaled by `scale`.
    func polygon(_ points: [(Float, Float)], scale: Float) -> [Edge] {
        points.indices.map { i in
            let a = points[i], b = points[(i + 1) % points.count]
            return Edge(x0: a.0 * scale, y0: a.1 * scale, x1: b.0 * scale, y1: b.1 * scale)
        }
    }

    /// Random bands at any slant and a star whose points cross (runs with gaps, even-odd insides).
    func shape(_ random: inout SeededRandom, scale: Float) -> [Edge] {
        var edges: [Edge] = []
        for _ in 0..<Int(random.unit() * 3) + 1 {
            let x = Float(random.unit() * 40 - 4), y = Float(random.unit() * 10 - 4)
            let width = Float(random.unit() * 22), slant = Float(random.unit() * 30 - 15), height = Float(random.unit() * 20 + 1)
            edges += polygon([(x, y), (x + width, y), (x + width + slant, y + height), (x + slant, y + height)], scale: scale)
        }
        let cx = Float(random.unit() * 40), cy = Float(random.unit() * 24), r = Float(random.unit() * 20 + 2)
        edges += polygon(
            (0..<7).map { k in
                let angle = Double(k) * 4 * .pi / 7
                return (cx + r * Float(cos(angle)), cy + r * Float(sin(angle)))
            }, scale: scale)
        return edges
    }

    /// Premultiplied ARGB with the given alpha.
    func color(_ random: inout SeededRandom, alpha: UInt32) -> UInt32 {
        let channels = (0..<3).map { _ in UInt32(random.unit() * Double(alpha + 1)) & 0xFF }
        return alpha << 24 | min(channels[0], alpha) << 16 | min(channels[1], alpha) << 8 | min(channels[2], alpha)
    }

    @Test func kernelRowsHaveTheGroupSweepsPixels() {
        var random = SeededRandom(seed: 71)
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 1024)
        defer { scratch.deallocate() }
        var painted = 0
        for round in 0..<400 {
            // Some boxes up to 591 pixels wide: rows of up to 75 groups, over two bitmap words.
            let scale: Float = round % 3 == 0 ? (round % 9 == 0 ? 12 : 5) : 1
            let shapes = [shape(&random, scale: scale), shape(&random, scale: scale)]
            let colors = [color(&random, alpha: round % 4 == 0 ? 255 : UInt32(random.unit() * 256) & 0xFF), color(&random, alpha: 255)]
            let rule: FillRule = round % 2 == 1 ? .evenOdd : .nonZero
            let minX = Int(random.unit() * 6) - 3
            // Some boxes narrower than a vector step (a shape's thin part in a band or a clip).
            let maxX = round % 5 == 2 ? minX + 1 + Int(random.unit() * 12) : Int(Float(30 + Int(random.unit() * 20)) * scale)
            let box = PixelBox(minX: minX, minY: Int(random.unit() * 6) - 3, maxX: maxX, maxY: Int(Float(14 + Int(random.unit() * 14)) * scale))
            // The frame ends at the box's right side or up to nine pixels past it; sometimes it is the box itself.
            let frame =
                round % 7 == 3
                ? box : PixelBox(minX: box.minX - 2, minY: box.minY, maxX: box.maxX + Int(random.unit() * 10), maxY: box.maxY)
            let background = (0..<(frame.width * frame.height)).map { _ in color(&random, alpha: UInt32(random.unit() * 256) & 0xFF) }
            func paint(kernel: Bool) -> [UInt32] {
                var pixels = background
                pixels.withUnsafeMutableBufferPointer { buffer in
                    let surface = Surface(pixels: buffer.baseAddress!, box: frame, rowStride: frame.width)
                    // One accumulator for both shapes: the second sees only its own cells if the first left them cleared.
                    // The kernel's rows come through the queue (as in optimised builds), the group sweep's row by row: both mark
                    // the same groups.
                    let accumulator = CoverageAccumulator(queuesRows: kernel)
                    for (edges, color) in zip(shapes, colors) {
                        accumulator.begin(box: box, marksGroups: SolidPainter.allowsJoinedSpans)
                        for edge in edges { accumulator.addEdge(edge) }
                        var painter = SolidPainter(surface: surface, color: color, mask: nil, scratch: scratch)
                        painter.sweepsRowsInKernel = kernel
                        accumulator.sweep(rule: rule, painter: painter)
                    }
                }
                return pixels
            }
            let swept = paint(kernel: false), kernel = paint(kernel: true)
            let difference = zip(kernel, swept).enumerated().first { $0.element.0 != $0.element.1 }
            #expect(
                difference == nil,
                "round \(round): pixel \(difference?.offset ?? 0) is \(String(difference?.element.0 ?? 0, radix: 16)), not \(String(difference?.element.1 ?? 0, radix: 16))")
            if swept != background { painted += 1 }
            if difference != nil { return }
        }
        // Nearly every round paints something (a narrow box may miss the shapes).
        #expect(painted > 350, "\(painted) of 400 rounds painted")
    }

    /// The accumulator hands a painter's rows to its kernel and paints nothing itself when the kernel takes them.
    @Test func theAccumulatorLetsAKernelTakeTheRows() {
        final class Calls {
            var rows: [PixelBox] = []
            var spans = 0
        }
        struct KernelPainter: SpanPainter {
            static var allowsJoinedSpans: Bool { true }
            let calls: Calls
            func paintSpan(y: Int, x: Int, count: Int, coverage: UInt8) { calls.spans += 1 }
            func paintSpan(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>) { calls.spans += 1 }
            func sweepRows(
                cells: UnsafeMutablePointer<Float>, bits: UnsafeMutablePointer<UInt64>, cellsPerRow: Int, wordsPerRow: Int, box: PixelBox,
                rule: FillRule
            ) -> Bool {
                calls.rows.append(box)
                return true
            }
        }
        let calls = Calls(), accumulator = CoverageAccumulator()
        let box = PixelBox(minX: 2, minY: 3, maxX: 40, maxY: 20)
        accumulator.begin(box: box, marksGroups: KernelPainter.allowsJoinedSpans)
        for edge in polygon([(5, 4), (30, 6), (12, 18)], scale: 1) { accumulator.addEdge(edge) }
        accumulator.sweep(rule: .nonZero, painter: KernelPainter(calls: calls))
        #expect(calls.rows == [box])
        #expect(calls.spans == 0)
    }

    /// `SolidPainter` takes the rows into its kernel without a clip mask, and leaves them to the sweep with one.
    @Test func solidPaintersUseTheKernelWithoutAMask() {
        let box = PixelBox(minX: 0, minY: 0, maxX: 16, maxY: 2)
        var pixels = [UInt32](repeating: 0, count: 32), cells = [Float](repeating: 0, count: 48), bits = [UInt64](repeating: 0, count: 3)
        var coverage = [UInt8](repeating: 255, count: 32)
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
        defer { scratch.deallocate() }
        pixels.withUnsafeMutableBufferPointer { frame in
            coverage.withUnsafeMutableBufferPointer { maskBytes in
                let surface = Surface(pixels: frame.baseAddress!, box: box, rowStride: 16)
                let mask = CoverageMask(coverage: maskBytes.baseAddress!, box: box, rowStride: 16)
                for (withMask, expected) in [(false, true), (true, false)] {
                    var painter = SolidPainter(surface: surface, color: 0x8040_2010, mask: withMask ? mask : nil, scratch: scratch)
                    painter.sweepsRowsInKernel = true
                    let taken = painter.sweepRows(
                        cells: &cells, bits: &bits, cellsPerRow: 24, wordsPerRow: 1, box: box, rule: .nonZero)
                    #expect(taken == expected, "with a mask: \(withMask)")
                }
            }
        }
    }
}
