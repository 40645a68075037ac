import Testing

@testable import Raster

/// A clip that is a rectangle on pixel boundaries (a layer's bounds, a drawing's extent) narrows the drawing's box
/// instead of rasterizing a coverage mask. Its pixels must be exactly those of the same rectangle clipped through a
/// mask: the reference draws the same rectangle with an extra corner on its left side, which keeps it off the fast
/// path (three vertical edges) without changing its coverage.
@Suite("Rectangle clips")
struct RectangleClipTests {
    /// The rectangle as a clip path, plain (two vertical edges) or with a redundant vertex (three).
    func clipPath(_ rect: Rect, masked: Bool) -> Path {
        var path = Path()
        path.move(to: Point(x: rect.minX, y: rect.minY))
        path.addLine(to: Point(x: rect.maxX, y: rect.minY))
        path.addLine(to: Point(x: rect.maxX, y: rect.maxY))
        path.addLine(to: Point(x: rect.minX, y: rect.maxY))
        if masked { path.addLine(to: Point(x: rect.minX, y: rect.midY)) }
        path.closeSubpath()
        return path
    }

    /// Solid and translucent shapes, a stroke, an image, a group with a shadow and a clear, under the clip `rect`,
    /// itself inside a circular clip when `nested`.
    func frame(clip rect: Rect, masked: Bool, nested: Bool, threads: Int) -> PixelBuffer {
        let image = PixelBuffer(width: 4, height: 4)
        for index in 0..<16 { image.pixels[index] = index % 3 == 0 ? 0xFF20_8040 : 0x8040_2010 }
        return render(width: 120, height: 90, threads: threads) { c in
            c.clear(Color(red: 0.2, green: 0.3, blue: 0.5))
            c.saveState()
            if nested { c.clip(to: Path(ellipseIn: Rect(x: 5, y: 5, width: 100, height: 80))) }
            c.clip(to: clipPath(rect, masked: masked))
            c.fill(Path(ellipseIn: Rect(x: -10, y: -5, width: 90, height: 70)), color: Color(red: 0.9, green: 0.4, blue: 0.1))
            c.fill(Path(rect: Rect(x: 30.5, y: 20.25, width: 80, height: 50)), color: Color(red: 0.1, green: 0.8, blue: 0.3, alpha: 0.5))
            c.stroke(
                Path(ellipseIn: Rect(x: 20, y: 10, width: 70, height: 60)), style: StrokeStyle(lineWidth: 7),
                color: Color(red: 1, green: 1, blue: 1, alpha: 0.7))
            c.draw(image, in: Rect(x: 50, y: 40, width: 60, height: 45))
            c.beginGroup(shadow: Shadow(color: .black, offset: Size(width: 4, height: 5), radius: 3))
            c.fill(Path(rect: Rect(x: 60, y: 8, width: 30, height: 20)), color: Color(red: 0.3, green: 0.3, blue: 0.9))
            c.endGroup()
            c.saveState()
            c.clip(to: Path(rect: Rect(x: 40, y: 30, width: 10, height: 10)))
            c.clear(.clear)
            c.restoreState()
            c.restoreState()
            c.fill(Path(rect: Rect(x: 100, y: 70, width: 15, height: 15)), color: .white)
        }
    }

    @Test(arguments: [1, 2])
    func aPixelAlignedClipDrawsWhatItsMaskWould(threads: Int) {
        let clips = [
            Rect(x: 12, y: 9, width: 70, height: 50), Rect(x: -20, y: -20, width: 200, height: 200),
            Rect(x: 0, y: 0, width: 120, height: 90), Rect(x: 40, y: 30, width: 1, height: 1), Rect(x: 30, y: 30, width: 0, height: 10),
        ]
        for rect in clips {
            for nested in [false, true] {
                let fast = frame(clip: rect, masked: false, nested: nested, threads: threads)
                let masked = frame(clip: rect, masked: true, nested: nested, threads: threads)
                #expect(identicalPixels(fast, masked), "\(rect), nested: \(nested)")
            }
        }
    }

    @Test func aClipOffPixelBoundariesStillCoversPartPixels() {
        // Half a pixel on each side: the edge pixels are half covered, as the mask has them.
        let buffer = render(width: 20, height: 20) { c in
            c.clip(to: Path(rect: Rect(x: 4.5, y: 4.5, width: 10, height: 10)))
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 20, height: 20)), color: .black)
        }
        #expect(buffer.alpha(x: 4, y: 10) == 128 || buffer.alpha(x: 4, y: 10) == 127)
        #expect(buffer.alpha(x: 10, y: 10) == 255)
        #expect(buffer.alpha(x: 3, y: 10) == 0)
        #expect(abs(coveredArea(buffer) - 100) < 0.1)
    }
}
