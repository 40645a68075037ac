import Foundation
import LayerKit
import Sessions
import Testing

@testable import Scenes

/// `examples/blend-modes.swift` as a page: red, green and blue discs screened over black add up to white where all
/// three meet; cyan, magenta and yellow multiplied over white darken to black; the drifting white difference disc
/// inverts what is under it.
@Suite("Blend modes page")
struct BlendModesPageTests {
    @Test func screenedDiscsAddToWhiteAndMultipliedOnesToBlack() throws {
        let session = try SceneSession(spec: repositoryRoot.path + "/examples/blend-modes.swift", size: Size(width: 640, height: 400))
        let scene = session.scene
        let image = LayerRenderer().image(of: scene.tree, pixelWidth: 640, pixelHeight: 400, scale: 1, background: scene.backgroundColor)
        #expect(image.pixel(x: 160, y: 200) == 0xFFFF_FFFF, "all three screened: \(String(image.pixel(x: 160, y: 200), radix: 16))")
        #expect(image.pixel(x: 480, y: 200) == 0xFF00_0000, "all three multiplied: \(String(image.pixel(x: 480, y: 200), radix: 16))")
        // The red disc alone (above the centre, its offset up) screened over black is red; cyan alone over white is cyan.
        #expect(image.pixel(x: 160, y: 200 - 70) == 0xFFFF_0000)
        #expect(image.pixel(x: 480, y: 200 - 70) == 0xFF00_FFFF)
        // The white difference disc starts at 15 % of the width, its centre over the blue disc: white minus blue is yellow.
        #expect(image.pixel(x: 96, y: 200) == 0xFFFF_FF00, "\(String(image.pixel(x: 96, y: 200), radix: 16))")
    }
}
