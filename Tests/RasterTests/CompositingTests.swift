import Foundation
import Testing

@testable import Raster
@testable import RasterSamples

@Suite("Images, clips, groups and masks")
struct CompositingTests {
    @Test func pixelAlignedImagesAreCopiedExactly() {
        let image = Gallery.checkerImage
        let frame = render(width: 100, height: 100) { c in c.draw(image, in: Rect(x: 17, y: 23, width: 64, height: 64)) }
        for y in 0..<64 { for x in 0..<64 { #expect(frame.pixel(x: x + 17, y: y + 23) == image.pixel(x: x, y: y)) } }
        #expect(frame.pixel(x: 16, y: 30) == 0 && frame.pixel(x: 81, y: 30) == 0)
    }

    @Test func scaledImagesAreFilteredAndOpacityApplies() {
        let solid = PixelBuffer(width: 4, height: 4)
        solid.fill(Color(red: 1, green: 0, blue: 0).premultipliedARGB)
        let frame = render(width: 40, height: 40) { c in c.draw(solid, in: Rect(x: 5, y: 5, width: 30, height: 30), opacity: 0.5) }
        // A uniform image stays uniform under any filter: every inner pixel is the colour at half opacity.
        #expect(frame.pixel(x: 20, y: 20) == 0x8080_0000)
        #expect(frame.pixel(x: 5, y: 5) == 0x8080_0000 && frame.pixel(x: 4, y: 5) == 0)
        // A rotated image's outline is anti-aliased like any shape: total coverage equals its area.
        let rotated = render(width: 60, height: 60) { c in
            c.concatenate(Transform(rotationAngle: 0.3).concatenating(Transform(translationX: 30, y: 10)))
            c.draw(solid, in: Rect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(abs(coveredArea(rotated) - 400) < 0.5)
    }

    @Test func clipsLimitDrawingAndNestByMultiplying() {
        let frame = render(width: 40, height: 40) { c in
            c.saveState()
            c.clip(to: Path(rect: Rect(x: 10, y: 10, width: 20, height: 20)))
            c.clip(to: Path(rect: Rect(x: 20, y: 0, width: 20, height: 40)))
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 40)), color: .black)
            c.restoreState()
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 2, height: 2)), color: .black)
        }
        // The clips intersect in x 20...30, y 10...30: 200 pixels, plus the 2 x 2 square after restoring.
        #expect(abs(coveredArea(frame) - (200 + 4)) < 0.01)
        #expect(frame.alpha(x: 25, y: 15) == 255 && frame.alpha(x: 15, y: 15) == 0 && frame.alpha(x: 0, y: 0) == 255)
        let soft = render(width: 10, height: 10) { c in
            c.clip(to: Path(rect: Rect(x: 0, y: 0, width: 5.5, height: 10)))
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), color: .black)
        }
        #expect(soft.alpha(x: 5, y: 5) == 128)
    }

    @Test func groupOpacityAppliesToTheCompositeNotEachShape() {
        let red = Color(red: 1, green: 0, blue: 0)
        let separate = render(width: 10, height: 10) { c in
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), color: red.withAlphaComponent(0.5))
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), color: red.withAlphaComponent(0.5))
        }
        let grouped = render(width: 10, height: 10) { c in
            c.beginGroup()
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), color: red)
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), color: red)
            c.endGroup(opacity: 0.5)
        }
        // 128 + 128·(255 − 128)/255 = 191.75
        #expect(separate.alpha(x: 5, y: 5) == 192)
        #expect(grouped.alpha(x: 5, y: 5) == 128)
    }

    @Test func maskAlphaMultipliesTheGroup() {
        let frame = render(width: 20, height: 10) { c in
            c.beginGroup()
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 20, height: 10)), color: .black)
            c.beginMask()
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), color: Color.white.withAlphaComponent(0.25))
            c.endGroup()
        }
        #expect(frame.alpha(x: 5, y: 5) == 64)
        #expect(frame.alpha(x: 15, y: 5) == 0)
    }

    @Test func bandedRenderingIsBitIdenticalForAnyThreadCount() {
        let canvas = Canvas(width: 1, height: 1)
        Gallery.draw(into: canvas, scale: 1)
        let reference = DisplayListRenderer(threads: 1).image(of: canvas.displayList).pixelArray
        for threads in [2, 3, 5] {
            #expect(DisplayListRenderer(threads: threads).image(of: canvas.displayList).pixelArray == reference)
        }
    }

    @Test func colourComponentsOutOfRangeOrNaNClampWithoutTrapping() {
        #expect(Color(red: .nan, green: 2, blue: -1, alpha: 1).premultipliedARGB == 0xFF00_FF00)
        #expect(Color(red: 1, green: 1, blue: 1, alpha: .nan).premultipliedARGB == 0)
        #expect(Color(red: .infinity, green: -.infinity, blue: 0.5, alpha: .infinity).premultipliedARGB == 0xFFFF_0080)
        #expect(Color(red: .nan, green: 1, blue: 0, alpha: 0.5).hexString == "#00FF0080")
        // A NaN group opacity or image tint alpha draws as 0 (nothing), not a trap.
        let canvas = Canvas(width: 8, height: 8)
        canvas.clear(.black)
        canvas.beginGroup()
        canvas.fillRoundedRect(Rect(x: 0, y: 0, width: 8, height: 8), cornerRadius: 0, color: .white)
        canvas.endGroup(opacity: .nan)
        let image = PixelBuffer(width: 2, height: 2)
        image.setPixel(x: 0, y: 0, 0xFFFF_FFFF)
        canvas.draw(image, in: Rect(x: 0, y: 0, width: 8, height: 8), tint: Color(red: 1, green: 1, blue: 1, alpha: .nan))
        let frame = DisplayListRenderer(threads: 1).image(of: canvas.displayList)
        #expect(frame.pixel(x: 1, y: 1) == 0xFF00_0000 && frame.pixel(x: 6, y: 6) == 0xFF00_0000)
    }

    @Test func pngRoundTripKeepsPremultipliedPixels() throws {
        let canvas = Canvas(width: 1, height: 1)
        Gallery.draw(into: canvas, scale: 0.5)
        let image = DisplayListRenderer().image(of: canvas.displayList)
        let decoded = try PixelBuffer(pngData: image.pngData())
        #expect(decoded.width == image.width && decoded.height == image.height)
        #expect(decoded.pixelArray == image.pixelArray)
        // Translucent pixels survive un-premultiplying and premultiplying again within one step.
        let translucent = PixelBuffer(width: 1, height: 1)
        translucent.setPixel(x: 0, y: 0, Color(red: 0.3, green: 0.6, blue: 0.9, alpha: 0.4).premultipliedARGB)
        let back = try PixelBuffer(pngData: translucent.pngData()).pixel(x: 0, y: 0)
        for shift: UInt32 in [0, 8, 16, 24] {
            #expect(abs(Int((back >> shift) & 0xFF) - Int((translucent.pixel(x: 0, y: 0) >> shift) & 0xFF)) <= 1)
        }
    }

    @Test func unreadableFilesAreClearErrors() {
        #expect(throws: ImageFileError.self) { try PixelBuffer(pngFile: "/nonexistent/tile.png") }
        #expect(throws: ImageFileError.self) { try PixelBuffer(pngData: Data("not a png".utf8), name: "x.png") }
    }
}
