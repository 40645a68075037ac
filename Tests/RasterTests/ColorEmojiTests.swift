import Foundation
import Testing

@testable import Raster

/// Emoji in text: drawn from the colour emoji font as images, placed by the bitmap's own metrics. The expected numbers
/// were read from the fonts `make setup` installs with fontTools: DejaVu Sans's "A" advances 1401 of 2048 units, and
/// Noto Color Emoji's 109-pixel strike holds 😀, 👍 and ❤ as 136 × 128 pixel images, 101 pixels above the baseline;
/// its metrics advance every emoji 2550 of 2048 units.
@Suite("Colour emoji in text")
struct ColorEmojiTests {
    let font = FontLibrary.defaultFontPath.flatMap { Font(path: $0) }
    let emojiInstalled = FontLibrary.fontPath(matching: "emoji")?.hasSuffix("NotoColorEmoji.ttf") == true

    @Test func anEmojiIsAnImageBetweenTheOutlines() throws {
        guard emojiInstalled, let font, font.path.hasSuffix("DejaVuSans.ttf") else { return }
        let size = 109.0 / 2
        let run = font.layout("A😀B", size: size)
        let scale = size / 109
        let a = 1401.0 / 2048 * size
        #expect(run.images.count == 1)
        let rect = try #require(run.images.first?.rect)
        #expect(abs(rect.minX - a) < 1e-9 && abs(rect.minY + 101 * scale) < 1e-9)
        #expect(abs(rect.width - 136 * scale) < 1e-9 && abs(rect.height - 128 * scale) < 1e-9)
        #expect(abs(run.advance - (a + 2550.0 / 2048 * size + 1405.0 / 2048 * size)) < 1e-9)
        // The face is yellow (left of the middle, on its cheek), opaque; its corners are clear.
        let image = try #require(run.images.first?.image)
        let middle = image.pixel(x: image.width / 4, y: image.height / 2)
        #expect(middle >> 24 == 0xFF && (middle >> 16) & 0xFF > 0xD0 && (middle >> 8) & 0xFF > 0x90 && middle & 0xFF < 0x60,
                "\(String(middle, radix: 16))")
        #expect(image.pixel(x: 0, y: 0) >> 24 == 0)
        // The outlines of A and B are there, the emoji is not among them.
        #expect(!run.path.isEmpty && run.path.controlPointBounds.maxX > a + 136 * scale)
    }

    @Test func modifiersAndSelectorsShapeTheEmojiBeforeThem() {
        guard emojiInstalled, let font else { return }
        // A thumbs-up with a skin tone, a heart asked to be an emoji (U+2764 is text by default), a joined family.
        #expect(font.layout("👍🏽", size: 20).images.count == 1)
        #expect(font.layout("❤️", size: 20).images.count == 1)
        #expect(font.layout("❤", size: 20).images.isEmpty, "without the selector the heart is DejaVu's outline")
        #expect(font.layout("👩‍👩‍👧", size: 20).images.count == 1, "the shaper joins a family into one picture")
        #expect(abs(font.layout("👍🏽", size: 109).advance - 2550.0 / 2048 * 109) < 1e-9)
    }
}
