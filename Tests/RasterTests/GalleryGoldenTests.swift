import Foundation
import GoldenImages
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
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
        let difference = try GoldenImage.compare(image, name: "gallery", folder: folder, tolerance: 8)
        #expect(difference.sameSize)
        #expect(difference.large <= 20, "\(difference.large) pixels differ by more than 8 levels (worst \(difference.worst))")
    }
}
