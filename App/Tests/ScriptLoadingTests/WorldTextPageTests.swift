import Foundation
import LayerKit
import Sessions
import Testing

@testable import Scenes

/// `examples/world-text.swift` as a page: its labels use natural alignment, so the Arabic and Hebrew lines sit on the
/// right of the 640-point-wide rows and the Latin ones on the left; the emoji line is drawn in colour.
@Suite("World text page")
struct WorldTextPageTests {
    @Test func rightToLeftLinesSitOnTheRightAndEmojiAreInColour() throws {
        let session = try SceneSession(spec: repositoryRoot.path + "/examples/world-text.swift", size: Size(width: 640, height: 400))
        session.seek(to: 4)
        let scene = session.scene
        let image = LayerRenderer().image(of: scene.tree, pixelWidth: 640, pixelHeight: 400, scale: 1, background: scene.backgroundColor)
        // Six rows between 24-point margins, each (400 - 48) / 6 points high.
        let rowHeight = (400.0 - 48) / 6
        func ink(row: Int, columns: Range<Int>) -> Int {
            let top = Int(24 + Double(row) * rowHeight), bottom = Int(24 + Double(row + 1) * rowHeight)
            var count = 0
            for y in top..<bottom {
                for x in columns {
                    let p = image.pixel(x: x, y: y)
                    if (p >> 16) & 0xFF < 0x80 && p & 0xFF < 0xA0 { count += 1 }
                }
            }
            return count
        }
        for row in [0, 3, 4] { #expect(ink(row: row, columns: 24..<200) > 100 && ink(row: row, columns: 460..<616) == 0, "row \(row)") }
        for row in [1, 2] { #expect(ink(row: row, columns: 24..<200) == 0 && ink(row: row, columns: 460..<616) > 100, "row \(row)") }
        // The heart is red.
        var red = 0
        for y in Int(24 + 5 * rowHeight)..<376 {
            for x in 0..<640 {
                let p = image.pixel(x: x, y: y)
                if (p >> 16) & 0xFF > 0xD0 && (p >> 8) & 0xFF < 0x60 { red += 1 }
            }
        }
        #expect(red > 100)
    }
}
