import Foundation
import LayerKit
import Testing

/// The getting-started article's code (LayerKit.docc/GettingStarted.md) as a user writes it, through the public API
/// only, with the values the article states.
@Suite("Getting started article")
struct GettingStartedTests {
    @Test func theArticlesSceneSlidesTheDotHalfwayAndRendersIt() throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 200, height: 120)
        let tree = LayerTree(rootLayer: root)

        let dot = ShapeLayer()
        tree.transaction.withoutActions {
            dot.frame = Rect(x: 20, y: 40, width: 40, height: 40)
            dot.path = Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 40))
            dot.fillColor = Color(red8: 50, green8: 171, blue8: 155)
            root.addSublayer(dot)
        }
        #expect(dot.animationKeys().isEmpty)

        let slide = BasicAnimation(keyPath: "position.x")
        slide.fromValue = 40.0
        slide.toValue = 160.0
        slide.duration = 1.2
        slide.timingFunction = TimingFunction(name: .easeInEaseOut)
        dot.add(slide, forKey: "slide")
        slide.duration = 100  // the layer has its own copy

        tree.advance(to: 0.6)
        // (0.42, 0, 0.58, 1) is symmetric about (0.5, 0.5): half the time, half the way.
        #expect(abs(tree.presentationProperties(of: dot).position.x - 100) < 1e-9)
        #expect(dot.position.x == 40)

        let image = LayerRenderer().image(of: tree, pixelWidth: 400, pixelHeight: 240, scale: 2, background: .white)
        // The dot's centre at (100, 60) points is (200, 120) pixels: the fill colour; its start (40, 60) is white now.
        #expect(image.pixel(x: 200, y: 120) == 0xFF32_AB9B)
        #expect(image.pixel(x: 80, y: 120) == 0xFFFF_FFFF)
        let path = NSTemporaryDirectory() + "getting-started-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try image.writePNG(to: path)
        #expect(FileManager.default.fileExists(atPath: path))

        tree.advance(to: 1.3)
        #expect(dot.animationKeys().isEmpty)
        #expect(tree.presentationProperties(of: dot).position.x == 40)
    }
}
