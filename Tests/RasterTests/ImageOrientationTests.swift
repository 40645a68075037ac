import Foundation
import Testing

@testable import Raster

/// A photo's EXIF orientation: read from the JPEG's APP1 segment (the fixtures are ImageMagick's 4 × 4 red beside 4 × 4
/// blue with an EXIF segment of one orientation entry added, big-endian 6 and little-endian 8; ImageMagick's `identify`
/// reads them as RightTop and LeftBottom), and the pixels turned upright. The expected turns are built from three
/// primitives written here (a quarter turn clockwise, mirrors across and up and down), composed as the EXIF
/// specification describes each orientation.
@Suite("Image orientation")
struct ImageOrientationTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    @Test func theOrientationIsReadFromTheExifSegment() throws {
        let right = try Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/turned.jpg"))
        #expect(ImageOrientation.ofJPEG(right) == .right)
        #expect(ImageOrientation.ofImageFile(Self.fixtures + "/turned-left.jpg") == .left)
        #expect(ImageOrientation.ofImageFile(Self.fixtures + "/two-colours.jpg") == .up)
        // Not a JPEG, cut short, or a segment claiming more than there is: upright.
        #expect(ImageOrientation.ofJPEG(Data([0x89, 0x50, 0x4E, 0x47])) == .up)
        #expect(ImageOrientation.ofJPEG(right.prefix(20)) == .up)
        var lying = right
        lying[4] = 0xFF
        #expect(ImageOrientation.ofJPEG(lying) == .up)
    }

    @Test func theTurnedPhotoShowsUpright() throws {
        let stored = try PixelBuffer(imageFile: Self.fixtures + "/turned.jpg")
        #expect(stored.width == 8 && stored.height == 4)
        // A quarter turn clockwise brings the red left half to the top.
        let upright = stored.upright(.right)
        #expect(upright.width == 4 && upright.height == 8)
        #expect((upright.pixel(x: 2, y: 1) >> 16) & 0xFF > 240 && upright.pixel(x: 2, y: 6) & 0xFF > 240)
        let left = try PixelBuffer(imageFile: Self.fixtures + "/turned-left.jpg").upright(.left)
        #expect(left.pixel(x: 2, y: 1) & 0xFF > 240 && (left.pixel(x: 2, y: 6) >> 16) & 0xFF > 240)
    }

    /// A 3 × 2 image of six distinct pixels.
    func sample() -> PixelBuffer {
        let image = PixelBuffer(width: 3, height: 2)
        for i in 0..<6 { image.pixels[i] = 0xFF00_0000 | UInt32(i + 1) }
        return image
    }

    func turnedClockwise(_ image: PixelBuffer) -> PixelBuffer {
        let out = PixelBuffer(width: image.height, height: image.width)
        for y in 0..<image.height {
            for x in 0..<image.width { out.setPixel(x: image.height - 1 - y, y: x, image.pixel(x: x, y: y)) }
        }
        return out
    }

    func mirroredAcross(_ image: PixelBuffer) -> PixelBuffer {
        let out = PixelBuffer(width: image.width, height: image.height)
        for y in 0..<image.height { for x in 0..<image.width { out.setPixel(x: image.width - 1 - x, y: y, image.pixel(x: x, y: y)) } }
        return out
    }

    func mirroredUpDown(_ image: PixelBuffer) -> PixelBuffer { turnedClockwise(turnedClockwise(mirroredAcross(image))) }

    func same(_ a: PixelBuffer, _ b: PixelBuffer) -> Bool {
        a.width == b.width && a.height == b.height && (0..<a.width * a.height).allSatisfy { a.pixels[$0] == b.pixels[$0] }
    }

    @Test func everyOrientationTurnsAsTheSpecificationSays() {
        let image = sample()
        let expected: [ImageOrientation: PixelBuffer] = [
            .up: image,
            .upMirrored: mirroredAcross(image),
            .down: turnedClockwise(turnedClockwise(image)),
            .downMirrored: mirroredUpDown(image),
            .leftMirrored: mirroredAcross(turnedClockwise(image)),
            .right: turnedClockwise(image),
            .rightMirrored: mirroredUpDown(turnedClockwise(image)),
            .left: turnedClockwise(turnedClockwise(turnedClockwise(image))),
        ]
        for orientation in ImageOrientation.allCases {
            let matches = same(image.upright(orientation), expected[orientation]!)
            #expect(matches, "\(orientation)")
        }
    }
}
