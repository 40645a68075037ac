import Testing

@testable import Raster

/// A clear or a fill that the next fill paints over wholly (an opaque colour over a rectangle on pixel boundaries that
/// covers the current clip's box) is skipped. Every other one must still set its pixels: these frames start from a
/// colour that none of the drawings has, so a clear or fill skipped where it should not be leaves that colour showing.
@Suite("Clears and fills under an opaque fill")
struct HiddenDrawingTests {
    /// What the covering fill is drawn over: a clear, or an opaque fill of the whole frame (a layer's background).
    enum Under: CaseIterable {
        case clear, fill
    }
    static let stale: UInt32 = 0xFF00_FF00
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    /// The pixels after `draw`, on a frame whose pixels were all `stale` (a window's previous frame).
    func frame(width: Int = 40, height: Int = 30, threads: Int = 1, _ draw: (Canvas) -> Void) -> PixelBuffer {
        let canvas = Canvas(width: width, height: height)
        draw(canvas)
        let image = PixelBuffer(width: width, height: height)
        for index in 0..<(width * height) { image.pixels[index] = Self.stale }
        DisplayListRenderer(threads: threads).render(canvas.displayList, into: image.target)
        return image
    }

    /// Red over the whole 40×30 frame, as `under` draws it.
    func red(_ c: Canvas, _ under: Under) {
        switch under {
        case .clear: c.clear(Self.red)
        case .fill: c.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 30)), color: Self.red)
        }
    }

    func count(_ image: PixelBuffer, _ argb: UInt32) -> Int {
        (0..<(image.width * image.height)).filter { image.pixels[$0] == argb }.count
    }

    @Test("a covering opaque rectangle leaves only its colour", arguments: Under.allCases, [1, 2])
    func covered(under: Under, threads: Int) {
        let image = frame(threads: threads) { c in
            red(c, under)
            c.fill(Path(rect: Rect(x: -3, y: -2, width: 50, height: 40)), color: Self.blue)
        }
        #expect(count(image, Self.blue.premultipliedARGB) == 40 * 30)
    }

    @Test("a rectangle a column short leaves that column red", arguments: Under.allCases)
    func columnShort(under: Under) {
        let image = frame { c in
            red(c, under)
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 39, height: 30)), color: Self.blue)
        }
        #expect(count(image, Self.blue.premultipliedARGB) == 39 * 30)
        #expect(count(image, Self.red.premultipliedARGB) == 30)
        #expect(count(image, Self.stale) == 0)
    }

    @Test("a translucent colour is blended over the red", arguments: Under.allCases)
    func translucent(under: Under) {
        let image = frame { c in
            red(c, under)
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 30)), color: Self.blue.withAlphaComponent(0.5))
        }
        // Half blue over red: about 128 of each, no green.
        let pixel = image.pixels[0]
        #expect(pixel >> 24 == 255 && (pixel >> 16) & 0xFF > 100 && (pixel >> 8) & 0xFF == 0 && pixel & 0xFF > 100)
        #expect(count(image, pixel) == 40 * 30)
    }

    @Test("a rectangle off pixel boundaries blends its edge over the red", arguments: Under.allCases)
    func offBoundaries(under: Under) {
        let image = frame { c in
            red(c, under)
            c.fill(Path(rect: Rect(x: 0.5, y: 0, width: 40, height: 30)), color: Self.blue)
        }
        // The first column is half covered: red and blue, never the stale green.
        let edge = image.pixels[0]
        #expect((edge >> 16) & 0xFF > 100 && (edge >> 8) & 0xFF == 0 && edge & 0xFF > 100)
        #expect(count(image, Self.blue.premultipliedARGB) == 39 * 30)
    }

    /// The rectangle as a path with a redundant vertex on its left side: three vertical edges, the same coverage, but
    /// never taken for a rectangle (so never hiding a clear).
    func cornered(_ rect: Rect) -> Path {
        var path = Path()
        path.move(to: Point(x: rect.minX, y: rect.minY))
        path.addLine(to: Point(x: rect.maxX, y: rect.minY))
        path.addLine(to: Point(x: rect.maxX, y: rect.maxY))
        path.addLine(to: Point(x: rect.minX, y: rect.maxY))
        path.addLine(to: Point(x: rect.minX, y: rect.midY))
        path.closeSubpath()
        return path
    }

    @Test("under a soft clip the red is kept", arguments: Under.allCases, [1, 2])
    func softClip(under: Under, threads: Int) {
        let clip = Path(ellipseIn: Rect(x: 2, y: 2, width: 36, height: 26))
        let whole = Rect(x: 0, y: 0, width: 40, height: 30)
        func drawn(_ fill: Path) -> PixelBuffer {
            frame(threads: threads) { c in
                c.clip(to: clip)
                red(c, under)
                c.fill(fill, color: Self.blue)
            }
        }
        // Where the clip covers a pixel in part, the red moves it towards red before the blue moves it towards blue.
        let image = drawn(Path(rect: whole)), reference = drawn(cornered(whole))
        #expect(identicalPixels(image, reference))
        #expect(count(image, Self.stale) > 100 && count(image, Self.blue.premultipliedARGB) > 500)
    }

    @Test("inside a group the group's covering fill hides it too", arguments: Under.allCases)
    func inGroup(under: Under) {
        let image = frame { c in
            c.beginGroup()
            red(c, under)
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 30)), color: Self.blue)
            c.endGroup(opacity: 1)
        }
        #expect(count(image, Self.blue.premultipliedARGB) == 40 * 30)
    }

    @Test("an image under a rectangle a column short shows in that column", arguments: [1, 2])
    func imageColumnShort(threads: Int) {
        let green = PixelBuffer(width: 2, height: 2)
        for index in 0..<4 { green.pixels[index] = 0xFF00_8000 }
        let image = frame(threads: threads) { c in
            c.draw(green, in: Rect(x: 0, y: 0, width: 40, height: 30))
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 39, height: 30)), color: Self.blue)
        }
        #expect(count(image, Self.blue.premultipliedARGB) == 39 * 30)
        #expect(count(image, 0xFF00_8000) == 30)
    }

    @Test("a fill clipped to a rectangle is hidden by a fill covering the clip", arguments: [1, 2])
    func clippedFill(threads: Int) {
        let image = frame(threads: threads) { c in
            c.clip(to: Path(rect: Rect(x: 5, y: 5, width: 20, height: 10)))
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 30)), color: Self.red)
            c.fill(Path(rect: Rect(x: 4, y: 4, width: 22, height: 12)), color: Self.blue)
        }
        #expect(count(image, Self.blue.premultipliedARGB) == 20 * 10)
        #expect(count(image, Self.stale) == 40 * 30 - 20 * 10)
    }

    /// Red over the whole frame as `under` draws it, then a clip to `clip` and `cover` filled in blue (a window's
    /// background, then its scene's rectangle and the scene's opaque background).
    func clippedCover(under: Under, clip: Rect, cover: Rect, color: Color = blue, threads: Int) -> PixelBuffer {
        frame(threads: threads) { c in
            red(c, under)
            c.saveState()
            c.clip(to: Path(rect: clip))
            c.fill(Path(rect: cover), color: color)
            c.restoreState()
        }
    }

    @Test("under a clip to a rectangle that a fill covers, the red is left out only inside it", arguments: Under.allCases, [1, 2])
    func aroundAClippedCover(under: Under, threads: Int) {
        let image = clippedCover(
            under: under, clip: Rect(x: 5, y: 4, width: 30, height: 20), cover: Rect(x: 0, y: 0, width: 40, height: 30),
            threads: threads)
        #expect(count(image, Self.blue.premultipliedARGB) == 30 * 20)
        #expect(count(image, Self.red.premultipliedARGB) == 40 * 30 - 30 * 20)
    }

    @Test("a clip off pixel boundaries keeps the red under its edges", arguments: Under.allCases)
    func aroundASoftClippedCover(under: Under) {
        let image = clippedCover(
            under: under, clip: Rect(x: 5.5, y: 4, width: 30, height: 20), cover: Rect(x: 0, y: 0, width: 40, height: 30),
            threads: 1)
        #expect(count(image, Self.blue.premultipliedARGB) == 29 * 20)
        #expect(count(image, Self.red.premultipliedARGB) == 40 * 30 - 31 * 20)
        // The half-covered columns are half red, half blue: never the stale green.
        for y in 4..<24 {
            for x in [5, 35] {
                let pixel = image.pixels[y * 40 + x]
                #expect((pixel >> 16) & 0xFF > 100 && (pixel >> 8) & 0xFF == 0 && pixel & 0xFF > 100, "(\(x), \(y))")
            }
        }
    }

    @Test("a fill short of the clip keeps the red beside it", arguments: Under.allCases)
    func besideAShortCover(under: Under) {
        let image = clippedCover(
            under: under, clip: Rect(x: 5, y: 4, width: 30, height: 20), cover: Rect(x: 5, y: 4, width: 29, height: 20),
            threads: 1)
        #expect(count(image, Self.stale) == 0)
        #expect(count(image, Self.blue.premultipliedARGB) == 29 * 20)
        #expect(count(image, Self.red.premultipliedARGB) == 40 * 30 - 29 * 20)
    }

    @Test("a translucent fill in the clip is blended over the red", arguments: Under.allCases)
    func underATranslucentClippedCover(under: Under) {
        let image = clippedCover(
            under: under, clip: Rect(x: 5, y: 4, width: 30, height: 20), cover: Rect(x: 0, y: 0, width: 40, height: 30),
            color: Self.blue.withAlphaComponent(0.5), threads: 1)
        #expect(count(image, Self.stale) == 0)
        #expect(count(image, Self.red.premultipliedARGB) == 40 * 30 - 30 * 20)
        let inside = image.pixels[10 * 40 + 10]
        #expect((inside >> 16) & 0xFF > 100 && inside & 0xFF > 100 && count(image, inside) == 30 * 20)
    }

    @Test("nested clips to rectangles narrow what is left out")
    func nestedClips() {
        let image = frame { c in
            c.clear(Self.red)
            c.clip(to: Path(rect: Rect(x: 5, y: 4, width: 30, height: 20)))
            c.clip(to: Path(rect: Rect(x: 0, y: 10, width: 20, height: 20)))
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 30)), color: Self.blue)
        }
        #expect(count(image, Self.blue.premultipliedARGB) == 15 * 14)
        #expect(count(image, Self.red.premultipliedARGB) == 40 * 30 - 15 * 14)
    }
}
