import Testing

@testable import Raster

/// Flat runs: the stretches of an image's row pairs that are one colour, which painters fill instead of filtering.
/// Found runs are checked against each column's own flat stretch, and painting with them against painting without.
@Suite("Image flat runs")
struct ImageFlatRunsTests {
    /// An image of flat blocks (a few colours, blocks 1 to 30 pixels wide, rows often repeated) with some lone pixels.
    static func blockyImage(width: Int, height: Int, _ random: inout SeededRandom) -> PixelBuffer {
        let image = PixelBuffer(width: width, height: height)
        let palette = (0..<3).map { _ in RowBlendTests.pixel(&random) }
        for y in 0..<height {
            if y > 0 && Int.random(in: 0..<3, using: &random) > 0 {
                for x in 0..<width { image.setPixel(x: x, y: y, image.pixel(x: x, y: y - 1)) }
            } else {
                var x = 0
                while x < width {
                    let color = palette.randomElement(using: &random)!
                    let end = min(width, x + Int.random(in: 1...30, using: &random))
                    for column in x..<end { image.setPixel(x: column, y: y, color) }
                    x = end
                }
            }
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                image.setPixel(x: Int.random(in: 0..<width, using: &random), y: y, RowBlendTests.pixel(&random))
            }
        }
        return image
    }

    @Test func runsAreTheFlatStretchesOfEachRowPair() {
        var random = SeededRandom(seed: 21)
        let runs = ImageFlatRuns()
        for round in 0..<60 {
            let width = Int.random(in: 8...90, using: &random), height = Int.random(in: 2...40, using: &random)
            let image = Self.blockyImage(width: width, height: height, &random)
            runs.find(in: image)
            #expect(runs.pairs == height - 1)
            for y in 0..<(height - 1) {
                let found = runs.runs[Int(runs.firstRun[y])..<Int(runs.firstRun[y + 1])]
                // Column c's flat stretch: as far as both rows keep c's colour either way.
                func flat(_ c: Int, _ color: UInt32) -> Bool { image.pixel(x: c, y: y) == color && image.pixel(x: c, y: y + 1) == color }
                var covered = Array(repeating: false, count: width)
                var previousEnd = 0
                for run in found {
                    let start = Int(run.start), end = Int(run.end)
                    #expect(start >= previousEnd && end - start >= ImageFlatRuns.minimumColumns, "round \(round), pair \(y)")
                    #expect((start..<end).allSatisfy { flat($0, run.color) }, "round \(round), pair \(y)")
                    #expect(start == 0 || !flat(start - 1, run.color), "round \(round), pair \(y): not maximal")
                    #expect(end == width || !flat(end, run.color), "round \(round), pair \(y): not maximal")
                    for c in start..<end { covered[c] = true }
                    previousEnd = end
                }
                for c in 0..<width {
                    let color = image.pixel(x: c, y: y)
                    guard flat(c, color) else { continue }
                    var low = c, high = c + 1
                    while low > 0 && flat(low - 1, color) { low -= 1 }
                    while high < width && flat(high, color) { high += 1 }
                    if high - low >= ImageFlatRuns.minimumColumns { #expect(covered[c], "round \(round), pair \(y), column \(c)") }
                }
            }
        }
    }

    /// A rectangle's rows painted with the image's flat runs and without: magnified, minified and near one to one, from
    /// left of the image to right of it, through constant coverage and per-pixel coverage.
    @Test func paintingWithFlatRunsIsPaintingWithout() {
        var random = SeededRandom(seed: 22)
        let scratch = PainterScratch()
        let runs = ImageFlatRuns()
        var filled = 0
        for round in 0..<300 {
            let width = Int.random(in: 8...80, using: &random), height = Int.random(in: 2...30, using: &random)
            let image = Self.blockyImage(width: width, height: height, &random)
            runs.find(in: image)
            let sx = [0.8, 1.0, 3.5, Double.random(in: 0.3...8, using: &random)][round % 4]
            let rows = RandomRows(scale: sx, shear: 0, constant: round % 2 == 1, scratch: scratch, &random)
            let frames = (0..<2).map { index in
                rows.painted { surface in
                    rows.paintRows(scratch.painter(surface, image, rows.sampling, opacity: rows.opacity, flatRuns: index == 1 ? runs : nil))
                }
            }
            let differing = zip(frames[0], frames[1]).filter { $0 != $1 }.count
            #expect(differing == 0, "round \(round): image \(width)x\(height), \(rows)")
            if !runs.runs.isEmpty && rows.count >= 16 { filled += 1 }
        }
        // Most rounds had runs to fill from.
        #expect(filled > 100)
    }

    /// Runs are looked for in an image that fills cover several times over, not in one drawn once; and they are found
    /// again for each frame, so an image changed since the last frame is drawn as it is now.
    @Test func runsAreFoundForEachFrame() {
        var random = SeededRandom(seed: 23)
        let tile = Self.blockyImage(width: 24, height: 24, &random), once = Self.blockyImage(width: 64, height: 64, &random)
        func record(into canvas: Canvas) {
            canvas.reset(width: 200, height: 120)
            canvas.clear(.white)
            for row in 0..<4 {
                for column in 0..<6 {
                    canvas.draw(tile, in: Rect(x: Double(column) * 33 + 0.3, y: Double(row) * 29 + 0.6, width: 31.5, height: 27.25))
                }
            }
            canvas.draw(once, in: Rect(x: 10, y: 10, width: 50, height: 40), opacity: 0.5)
        }
        let canvas = Canvas(width: 200, height: 120), renderer = DisplayListRenderer(threads: 2)
        record(into: canvas)
        let before = renderer.image(of: canvas.displayList)
        let list = canvas.displayList
        #expect(list.images.count == 2)
        #expect(list.flatRunsOfImage[0] >= 0)
        #expect(list.flatRunsOfImage[1] == -1)
        // The tile changes: a flat block becomes another colour.
        for y in 4..<20 { for x in 2..<22 { tile.setPixel(x: x, y: y, 0xFF20_4060) } }
        record(into: canvas)
        let after = renderer.image(of: canvas.displayList)
        let freshCanvas = Canvas(width: 200, height: 120)
        record(into: freshCanvas)
        let fresh = DisplayListRenderer(threads: 2).image(of: freshCanvas.displayList)
        func differing(_ a: PixelBuffer, _ b: PixelBuffer) -> Int { zip(a.pixelArray, b.pixelArray).filter { $0 != $1 }.count }
        #expect(differing(after, fresh) == 0)
        #expect(differing(after, before) > 0)
    }
}
