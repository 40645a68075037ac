import Testing

@testable import Raster

/// Flat footprints: the columns of an image's row pairs whose bilinear footprint is one colour, where painters fill eight
/// pixels at a time instead of filtering them. The bits are checked against the pixels, and painting with them against
/// painting without.
@Suite("Image flat footprints")
struct ImageFlatFootprintsTests {
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

    @Test func footprintsAreFlatWhereTheirFourPixelsAreOneColour() {
        var random = SeededRandom(seed: 21)
        let footprints = ImageFlatFootprints()
        var flatCount = 0, rangeCount = 0
        for round in 0..<60 {
            let width = Int.random(in: 2...90, using: &random), height = Int.random(in: 2...40, using: &random)
            let image = Self.blockyImage(width: width, height: height, &random)
            footprints.find(in: image)
            #expect(footprints.pairs == height - 1)
            for y in 0..<(height - 1) {
                func flat(_ c: Int) -> Bool {
                    let color = image.pixel(x: c, y: y)
                    return [image.pixel(x: c + 1, y: y), image.pixel(x: c, y: y + 1), image.pixel(x: c + 1, y: y + 1)]
                        .allSatisfy { $0 == color }
                }
                let bits = footprints.view.bits(pair: y)
                for c in 0..<(width - 1) {
                    #expect(ImageFlatFootprints.allFlat(bits, from: c, through: c) == flat(c), "round \(round), pair \(y), column \(c)")
                    if flat(c) { flatCount += 1 }
                    // Ranges up to the longest a group of eight pixels spans, ending anywhere in the pair.
                    let last = min(width - 2, c + Int.random(in: 0...29, using: &random))
                    #expect(
                        ImageFlatFootprints.allFlat(bits, from: c, through: last) == (c...last).allSatisfy(flat),
                        "round \(round), pair \(y), columns \(c)...\(last)")
                    if (c...last).allSatisfy(flat) && last > c { rangeCount += 1 }
                }
            }
        }
        #expect(flatCount > 10_000 && rangeCount > 1_000)
    }

    /// A rectangle's rows painted with the image's flat footprints and without: magnified, minified and near one to one,
    /// from left of the image to right of it, through constant coverage and per-pixel coverage.
    @Test func paintingWithFlatFootprintsIsPaintingWithout() {
        var random = SeededRandom(seed: 22)
        let scratch = PainterScratch()
        let footprints = ImageFlatFootprints()
        var filled = 0
        for round in 0..<300 {
            let width = Int.random(in: 8...80, using: &random), height = Int.random(in: 2...30, using: &random)
            let image = Self.blockyImage(width: width, height: height, &random)
            footprints.find(in: image)
            let sx = [0.8, 1.0, 3.5, Double.random(in: 0.3...8, using: &random)][round % 4]
            let rows = RandomRows(scale: sx, shear: 0, constant: round % 2 == 1, scratch: scratch, &random)
            let frames = (0..<2).map { index in
                rows.painted { surface in
                    rows.paintRows(
                        scratch.painter(surface, image, rows.sampling, opacity: rows.opacity, flatFootprints: index == 1 ? footprints : nil))
                }
            }
            let differing = zip(frames[0], frames[1]).filter { $0 != $1 }.count
            #expect(differing == 0, "round \(round): image \(width)x\(height), \(rows)")
            let hasFlatStretch = (0..<footprints.pairs).contains { y in
                (0..<(width - 8)).contains { ImageFlatFootprints.allFlat(footprints.view.bits(pair: y), from: $0, through: $0 + 7) }
            }
            if hasFlatStretch && rows.count >= 16 && rows.rows.count >= 4 { filled += 1 }
        }
        // Most rounds had flat stretches to fill from.
        #expect(filled > 100)
    }

    /// Footprints are looked for in an image that fills cover several times over, not in one drawn once; and they are
    /// found again for each frame, so an image changed since the last frame is drawn as it is now.
    @Test func footprintsAreFoundForEachFrame() {
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
        #expect(list.flatFootprintsOfImage[0] >= 0)
        #expect(list.flatFootprintsOfImage[1] == -1)
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
