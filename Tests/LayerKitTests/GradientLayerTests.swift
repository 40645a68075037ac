import Foundation
import Testing

@testable import LayerKit

@Suite("Gradient layers")
struct GradientLayerTests {
    private let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    @Test func colorsAndLocationsAnimateElementByElement() {
        let layer = GradientLayer()
        layer.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        let t = tree(with: layer)
        let colors = BasicAnimation(keyPath: "colors")
        colors.fromValue = [red, blue]
        colors.toValue = [blue, Color.white]
        colors.duration = 2
        let locations = BasicAnimation(keyPath: "locations")
        locations.fromValue = [0.0, 0.5]
        locations.toValue = [0.5, 1.0]
        locations.duration = 2
        layer.add(colors, forKey: "colors")
        layer.add(locations, forKey: "locations")
        #expect(colors.valueProblems.isEmpty && locations.valueProblems.isEmpty)
        t.advance(to: 0.5)
        let p = t.presentationProperties(of: layer)
        #expect(p.colors == [red.interpolated(to: blue, at: 0.25), blue.interpolated(to: .white, at: 0.25)])
        #expect(p.locations == [0.125, 0.625])
        // Lists of different lengths jump halfway, as other values that cannot interpolate do.
        let jump = BasicAnimation(keyPath: "colors")
        jump.fromValue = [red, blue]
        jump.toValue = [blue, red, blue]
        jump.duration = 2
        layer.add(jump, forKey: "colors")
        #expect(t.presentationProperties(of: layer).colors == [red, blue])
        t.advance(to: 1.6)
        #expect(t.presentationProperties(of: layer).colors == [blue, red, blue])
    }

    @Test func theLayerDrawsItsGradientInUnitSpace() {
        let layer = GradientLayer()
        layer.frame = Rect(x: 0, y: 0, width: 100, height: 40)
        layer.colors = [red, blue]
        layer.startPoint = Point(0, 0.5)
        layer.endPoint = Point(1, 0.5)
        let t = tree(with: layer)
        let image = LayerRenderer().image(of: t, pixelWidth: 100, pixelHeight: 40, scale: 1, background: .clear)
        for x in [0, 25, 50, 99] {
            let s = (Double(x) + 0.5) / 100
            let pixel = image.pixel(x: x, y: 20)
            #expect(abs(Int((pixel >> 16) & 0xFF) - Int(((1 - s) * 255).rounded())) <= 1)
            #expect(abs(Int(pixel & 0xFF) - Int((s * 255).rounded())) <= 1)
        }
        // Radial: an ellipse centred on startPoint reaching endPoint's offset in each direction.
        t.transaction.withoutActions {
            layer.type = .radial
            layer.startPoint = Point(0.5, 0.5)
            layer.endPoint = Point(1, 1)
        }
        let radial = LayerRenderer().image(of: t, pixelWidth: 100, pixelHeight: 40, scale: 1, background: .clear)
        #expect(radial.pixel(x: 50, y: 20) & 0xFF_FFFF > 0xF0_0000)
        #expect(radial.pixel(x: 99, y: 20) & 0xFF > 0xF0 && radial.pixel(x: 50, y: 39) & 0xFF > 0xF0)
    }
}
