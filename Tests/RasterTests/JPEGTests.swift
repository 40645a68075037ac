import Foundation
import Testing

@testable import Raster

/// JPEG files as playgrounds ship their photos: decoded by libjpeg into opaque pixels, CMYK ones converted without a
/// colour profile, with a corrupt or oversized file a clear error. The fixtures were made with ImageMagick: 8 × 8 red
/// beside 8 × 8 blue at quality 100 without chroma subsampling, an 8 × 8 grey gradient, a 16 × 16 green progressive
/// JPEG, an 8 × 8 CMYK cyan, and a CMYK 8 × 8 red (no cyan, full magenta and yellow) beside an 8 × 8 half black.
@Suite("JPEG images")
struct JPEGTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    func channels(_ p: UInt32) -> (a: Int, r: Int, g: Int, b: Int) {
        (Int(p >> 24), Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
    }

    @Test func colourGreyAndProgressiveFilesDecode() throws {
        let two = try PixelBuffer(imageFile: Self.fixtures + "/two-colours.jpg")
        #expect(two.width == 16 && two.height == 8)
        let red = channels(two.pixel(x: 2, y: 4)), blue = channels(two.pixel(x: 13, y: 4))
        #expect(red.a == 255 && red.r >= 250 && red.g <= 6 && red.b <= 6, "\(red)")
        #expect(blue.a == 255 && blue.b >= 250 && blue.r <= 6 && blue.g <= 6, "\(blue)")
        let grey = try PixelBuffer(imageFile: Self.fixtures + "/grey.jpg")
        let top = channels(grey.pixel(x: 4, y: 0)), bottom = channels(grey.pixel(x: 4, y: 7))
        #expect(top.r == top.g && top.g == top.b && top.r < 40 && bottom.r > 215, "\(top) \(bottom)")
        let green = channels(try PixelBuffer(imageFile: Self.fixtures + "/progressive.jpg").pixel(x: 8, y: 8))
        #expect(green.g >= 250 && green.r <= 6 && green.b <= 6, "\(green)")
    }

    /// The light each ink leaves, times the light the black leaves: red where magenta and yellow are full, half grey
    /// (255 × 127 / 255) under half black, cyan where cyan is full. Files written by ImageMagick carry Adobe's marker,
    /// with their values stored inverted.
    @Test func cmykFilesDecodeToTheLightTheirInksLeave() throws {
        let two = try PixelBuffer(imageFile: Self.fixtures + "/cmyk-two.jpg")
        #expect(two.width == 16 && two.height == 8)
        let red = channels(two.pixel(x: 3, y: 4)), grey = channels(two.pixel(x: 12, y: 4))
        #expect(red.a == 255 && red.r >= 252 && red.g <= 3 && red.b <= 3, "\(red)")
        #expect(grey.a == 255 && abs(grey.r - 127) <= 2 && grey.r == grey.g && grey.g == grey.b, "\(grey)")
        let cyan = channels(try PixelBuffer(imageFile: Self.fixtures + "/cmyk.jpg").pixel(x: 4, y: 4))
        #expect(cyan.r <= 3 && cyan.g >= 252 && cyan.b >= 252, "\(cyan)")
    }

    @Test func badFilesAreClearErrors() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/two-colours.jpg"))
        // Cut short: libjpeg's error comes back as a message, not an exit.
        #expect(throws: ImageFileError.self) { try PixelBuffer(jpegData: data.prefix(20)) }
        // A header claiming 60000 x 60000 pixels is refused before any decoding.
        var huge = [UInt8](data)
        let frame = try #require((0..<huge.count - 9).first { huge[$0] == 0xFF && huge[$0 + 1] == 0xC0 })
        huge[frame + 5] = 0xEA; huge[frame + 6] = 0x60
        huge[frame + 7] = 0xEA; huge[frame + 8] = 0x60
        do {
            _ = try PixelBuffer(jpegData: Data(huge), name: "huge.jpg")
            Issue.record("a 60000 x 60000 image was decoded")
        } catch let error as ImageFileError {
            #expect(error.description.contains("unsupported image size 60000 x 60000"), "\(error)")
        }
        // PNG data still reads as PNG.
        let png = PixelBuffer(width: 3, height: 2)
        png.fill(0xFF12_3456)
        #expect(try PixelBuffer(imageData: png.pngData()).pixel(x: 2, y: 1) == 0xFF12_3456)
    }
}
