import Foundation
import LayerKit
import Sessions
import Testing

@testable import Scenes

/// `examples/drawing/typewriter.swift`: a view's `draw(_:)` lays a paragraph out with Core Text's framesetter and draws
/// as much of it as has been typed, twenty-five letters a second.
@Suite("Typewriter page")
struct TypewriterPageTests {
    @Test func theParagraphIsTypedFromItsFirstLine() throws {
        let session = try SceneSession(spec: repositoryRoot.path + "/examples/drawing/typewriter.swift", size: Size(width: 640, height: 400))
        /// Light pixels (the text's near-white) in the rows `rows` of the scene.
        func ink(at time: Double, rows: Range<Int>) -> Int {
            session.seek(to: time)
            let scene = session.scene
            let image = LayerRenderer().image(of: scene.tree, pixelWidth: 640, pixelHeight: 400, scale: 1, background: scene.backgroundColor)
            var count = 0
            for y in rows {
                for x in 0..<640 where image.pixel(x: x, y: y) & 0xFF > 0xC0 && (image.pixel(x: x, y: y) >> 8) & 0xFF > 0xC0 { count += 1 }
            }
            return count
        }
        // The 300-point-high view is centred: its box starts 28 points in, 78 from the scene's top. The first line is
        // there; the last paragraph is in the view's lower half.
        let firstLine = 78..<110, lowerHalf = 200..<322
        #expect(ink(at: 0.6, rows: firstLine) > 50)
        #expect(ink(at: 0.6, rows: lowerHalf) == 0)
        #expect(ink(at: 6.5, rows: lowerHalf) > 100)
        #expect(ink(at: 6.5, rows: firstLine) > ink(at: 0.6, rows: firstLine))
    }
}
