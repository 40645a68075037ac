import Foundation
import LayerKit
import Sessions
import Testing

@testable import Scenes

/// `examples/text-stroke.swift`: a word's letters, laid out by Core Text and joined into one path, are stroked from the
/// first letter to the last over three seconds, then filled.
@Suite("Text stroke page")
struct TextStrokePageTests {
    @Test func theWordIsWrittenFromItsFirstLetterAndThenFilled() throws {
        let session = try SceneSession(spec: repositoryRoot.path + "/examples/text-stroke.swift", size: Size(width: 640, height: 400))
        func ink(at time: Double) -> (left: Int, right: Int, filled: Int) {
            session.seek(to: time)
            let scene = session.scene
            let image = LayerRenderer().image(of: scene.tree, pixelWidth: 640, pixelHeight: 400, scale: 1, background: scene.backgroundColor)
            var left = 0, right = 0, filled = 0
            for y in 0..<400 {
                for x in 0..<640 {
                    let p = image.pixel(x: x, y: y)
                    let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                    // The stroke's amber, and the translucent fill (amber over the dark blue background; the stroke's
                    // smoothed edges have such colours too, a few hundred pixels of them).
                    if r > 0xC0 && g > 0x90 && b < 0x80 { if x < 320 { left += 1 } else { right += 1 } }
                    if (0x50...0x80).contains(r) && (0x40...0x70).contains(g) && b < 0x50 { filled += 1 }
                }
            }
            return (left, right, filled)
        }
        let start = ink(at: 0.3), middle = ink(at: 1.5), end = ink(at: 4.5)
        // The pen starts in the first letter: nothing on the right yet.
        #expect(start.left > 20 && start.right == 0)
        #expect(middle.left > 10 * start.left && middle.right > 0)
        // Written out, then filled: ink across the whole word, and the letters' insides amber.
        #expect(end.left > middle.left && end.right > 5 * middle.right && end.filled > 20 * max(middle.filled, 1))
    }
}
