import Testing

@testable import Raster

/// A canvas's drawing split in two: the second part recorded into a fork and appended gives the frame recording it
/// all into one canvas gives, whatever the part holds (clips, groups, images, gradients, strokes, ellipses) and
/// whether the split falls inside a clip or an open group.
@Suite("Canvas forks")
struct CanvasForkTests {
    /// One of a few kinds of drawing, chosen by `kind`, at a place chosen by `random`.
    static func draw(_ kind: Int, into canvas: Canvas, image: PixelBuffer, _ random: inout SeededRandom) {
        let x = Double.random(in: -20...180, using: &random), y = Double.random(in: -20...110, using: &random)
        let rect = Rect(x: x, y: y, width: Double.random(in: 2...60, using: &random), height: Double.random(in: 2...40, using: &random))
        let color = Color(red: 0.8, green: Double.random(in: 0...1, using: &random), blue: 0.3, alpha: Double.random(in: 0.3...1, using: &random))
        switch kind {
        case 0: canvas.fill(Path(ellipseIn: rect), color: color)
        case 1: canvas.draw(image, in: rect, opacity: 0.7)
        case 2:
            let gradient = Gradient(colors: [color, .white], kind: .axial(start: Point(rect.minX, rect.minY), end: Point(rect.maxX, rect.maxY)))
            canvas.fillRoundedRect(rect, cornerRadius: 4, gradient: gradient)
        case 3: canvas.stroke(Path(rect: rect), style: StrokeStyle(lineWidth: 3), color: color)
        case 4: canvas.fillEllipse(in: rect, color: color)
        default:
            canvas.saveState()
            canvas.clip(toRoundedRect: rect.insetBy(dx: -10, dy: -10), cornerRadius: 6)
            canvas.beginGroup()
            canvas.fillRoundedRect(rect, cornerRadius: 3, color: color)
            canvas.stroke(Path(ellipseIn: rect), style: StrokeStyle(lineWidth: 2), color: .black)
            canvas.endGroup(opacity: 0.5)
            canvas.restoreState()
        }
    }

    @Test func aForkAppendedIsTheDrawingRecordedInOne() {
        var random = SeededRandom(seed: 31)
        let image = ImageFlatFootprintsTests.blockyImage(width: 24, height: 16, &random)
        let renderer = DisplayListRenderer(threads: 2)
        for round in 0..<60 {
            let kinds = (0..<Int.random(in: 2...24, using: &random)).map { _ in Int.random(in: 0...5, using: &random) }
            let split = Int.random(in: 0...kinds.count, using: &random)
            // Where the split falls: at the top level, inside a clip, or inside an open group (whose box must take in
            // what the fork draws).
            let context = round % 3
            let seed = UInt64(round) &* 7919 &+ 1
            func record(forking: Bool) -> PixelBuffer {
                var random = SeededRandom(seed: seed)
                let canvas = Canvas(width: 200, height: 120), fork = Canvas(width: 1, height: 1)
                canvas.clear(.white)
                canvas.concatenate(Transform(scaleX: 1.25, y: 1.25))
                if context >= 1 { canvas.clip(toRoundedRect: Rect(x: 10, y: 5, width: 140, height: 80), cornerRadius: 9) }
                if context == 2 { canvas.beginGroup() }
                for (index, kind) in kinds.enumerated() {
                    if forking && index == split { canvas.begin(fork: fork) }
                    Self.draw(kind, into: forking && index >= split ? fork : canvas, image: image, &random)
                }
                if forking {
                    if split == kinds.count { canvas.begin(fork: fork) }
                    canvas.append(fork: fork)
                }
                if context == 2 { canvas.endGroup(opacity: 0.6) }
                return renderer.image(of: canvas.displayList)
            }
            let whole = record(forking: false), forked = record(forking: true)
            let differing = zip(whole.pixelArray, forked.pixelArray).filter { $0 != $1 }.count
            #expect(differing == 0, "round \(round): kinds \(kinds), split at \(split), context \(context)")
        }
    }
}
