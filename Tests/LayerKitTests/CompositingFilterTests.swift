import Testing

@testable import LayerKit

/// A layer's `compositingFilter`, named as published iOS code names it: the layer and its sublayers blended with what
/// is behind. Expected colours from the blend formulas: screen 1 − (1 − a)(1 − b), multiply a × b, addition a + b.
@Suite("Compositing filters")
struct CompositingFilterTests {
    /// A 20 × 20 backdrop of `below`, with a 10 × 10 layer of `above` at its top left using `filter`.
    func render(_ filter: Any?, below: Color, above: Color, withSublayer: Bool = false) -> PixelBuffer {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        root.backgroundColor = below
        let top = Layer()
        top.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        if withSublayer {
            let inner = Layer()
            inner.frame = Rect(x: 0, y: 0, width: 10, height: 10)
            inner.backgroundColor = above
            top.addSublayer(inner)
        } else {
            top.backgroundColor = above
        }
        top.compositingFilter = filter
        root.addSublayer(top)
        return LayerRenderer().image(of: LayerTree(rootLayer: root), pixelWidth: 20, pixelHeight: 20, scale: 1, background: .black)
    }

    @Test func blendModesByCoreImagesNames() {
        let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0)
        let grey = Color(red: 0.4, green: 0.4, blue: 0.4), light = Color(red: 0.5, green: 0.8, blue: 0.2)
        #expect(render(nil, below: red, above: green).pixel(x: 5, y: 5) == green.premultipliedARGB)
        #expect(render("screenBlendMode", below: red, above: green).pixel(x: 5, y: 5) == 0xFFFF_FF00)
        // 0.4 × 0.5 = 0.2 (51), 0.4 × 0.8 = 0.32 (82), 0.4 × 0.2 = 0.08 (20)
        #expect(render("multiplyBlendMode", below: grey, above: light).pixel(x: 5, y: 5) == 0xFF33_5214)
        // The "CI" prefix of Core Image's own name, and a BlendMode, work too; so does a layer whose content is a sublayer.
        #expect(render("CIMultiplyBlendMode", below: grey, above: light, withSublayer: true).pixel(x: 5, y: 5) == 0xFF33_5214)
        #expect(render(BlendMode.multiply, below: grey, above: light).pixel(x: 5, y: 5) == 0xFF33_5214)
        // 0.4 + 0.5 = 0.9 (230), 0.4 + 0.8 capped at 1, 0.4 + 0.2 = 0.6 (153)
        #expect(render("additionCompositing", below: grey, above: light).pixel(x: 5, y: 5) == 0xFFE6_FF99)
        // Outside the layer, the backdrop is untouched.
        #expect(render("multiplyBlendMode", below: grey, above: light).pixel(x: 15, y: 15) == grey.premultipliedARGB)
    }

    @Test func anUnknownFilterIsReportedAndDrawnOver() {
        _ = RuntimeIssues.take()
        let green = Color(red: 0, green: 1, blue: 0)
        #expect(render("pinLightBlendMode", below: .white, above: green).pixel(x: 5, y: 5) == green.premultipliedARGB)
        #expect(RuntimeIssues.take().contains { $0.contains("pinLightBlendMode") })
    }

    @Test func aPresentationCopyKeepsTheFilter() {
        let layer = Layer()
        layer.compositingFilter = "screenBlendMode"
        let copy = Layer(layer: layer)
        #expect(copy.compositingFilter as? String == "screenBlendMode" && copy.compositingBlendMode == .screen)
    }
}
