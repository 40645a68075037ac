import Foundation
import Testing
@testable import Raster
@testable import RasterSamples

/// The gallery was checked by eye (every cell against its description in `Gallery`); since then it is
/// compared with the stored PNG. A channel may differ by a few levels (changes in rounding), and only a
/// handful of pixels by more, so a real regression — a missing cap, a wrong join, a moved edge — fails.
@Suite("Golden gallery")
struct GalleryGoldenTests {
    @Test func galleryMatchesTheApprovedImage() throws {
        let canvas = Canvas(width: 1, height: 1)
        Gallery.draw(into: canvas, scale: 1)
        let image = DisplayListRenderer().image(of: canvas.displayList)
        guard let url = Bundle.module.url(forResource: "gallery", withExtension: "png", subdirectory: "Golden") else {
            Issue.record("the golden image is missing from the test bundle")
            return
        }
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try image.writePNG(to: url.path)
        }
        let golden = try PixelBuffer(pngFile: url.path)
        #expect(golden.width == image.width && golden.height == image.height)
        var large = 0
        var worst = 0
        for (a, b) in zip(golden.pixelArray, image.pixelArray) {
            var difference = 0
            for shift: UInt32 in [0, 8, 16, 24] { difference = max(difference, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))) }
            worst = max(worst, difference)
            if difference > 8 { large += 1 }
        }
        #expect(large <= 20, "\(large) pixels differ by more than 8 levels (worst \(worst))")
    }
}
