import Foundation
import Testing

@testable import LayerKit

@Suite("3-D layers")
struct PerspectiveLayerTests {
    private let theta = Double.pi / 3, eye = 500.0

    /// A 400 x 400 stage with m34 = -1/500 in its sublayer transform, holding a 200 x 200 red card centred on it,
    /// turned 60° about its vertical axis.
    private func stage(configure: (Layer, Layer) -> Void = { _, _ in }) -> (LayerTree, Layer, Layer) {
        let stage = Layer(), card = Layer()
        let t = tree(with: stage)
        t.transaction.withoutActions {
            stage.frame = Rect(x: 0, y: 0, width: 200, height: 200)
            stage.bounds = Rect(x: 0, y: 0, width: 400, height: 400)
            stage.position = Point(200, 200)
            var perspective = Transform3D.identity
            perspective.m34 = -1 / eye
            stage.sublayerTransform = perspective
            card.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
            card.position = Point(200, 200)
            card.backgroundColor = Color(red: 1, green: 0, blue: 0)
            card.transform = Transform3D(rotationAngle: theta, x: 0, y: 1, z: 0)
            stage.addSublayer(card)
            configure(stage, card)
        }
        return (t, stage, card)
    }

    private func image(_ t: LayerTree) -> PixelBuffer {
        LayerRenderer().image(of: t, pixelWidth: 400, pixelHeight: 400, scale: 1, background: .clear)
    }

    /// Where the card's point x (from its centre) lands: rotating about y takes (x, 0, 0) to (x cos θ, 0, −x sin θ), and
    /// m34 = −1/d gives w = 1 + x sin θ / d.
    private func screenX(_ x: Double) -> Double { 200 + x * cos(theta) / (1 + x * sin(theta) / eye) }

    @Test func sublayerTransformPerspectiveForeshortensTheCard() {
        let (t, _, _) = stage()
        let frame = image(t)
        let left = screenX(-100), right = screenX(100)
        // Row through the centre: covered from the near (left) edge to the far (right) edge, by exact area.
        #expect(frame.alpha(x: Int(left) + 1, y: 200) == 255 && frame.alpha(x: Int(right) - 1, y: 200) == 255)
        #expect(frame.alpha(x: Int(left) - 1, y: 200) == 0 && frame.alpha(x: Int(right) + 1, y: 200) == 0)
        // The near edge is taller than the far one: 100 / w tall on each side of the centre.
        let nearHalf = 100 / (1 - 100 * sin(theta) / eye), farHalf = 100 / (1 + 100 * sin(theta) / eye)
        #expect(frame.alpha(x: Int(left) + 2, y: Int(200 - nearHalf) + 2) == 255)
        #expect(frame.alpha(x: Int(right) - 2, y: Int(200 - farHalf) - 2) == 0)
    }

    @Test func aCardTurnedAwayIsHiddenUnlessDoubleSided() {
        let (t, _, card) = stage { _, card in card.transform = Transform3D(rotationAngle: 2.5, x: 0, y: 1, z: 0) }
        #expect(image(t).alpha(x: 200, y: 200) == 255)
        t.transaction.withoutActions { card.isDoubleSided = false }
        #expect(image(t).alpha(x: 200, y: 200) == 0)
        t.transaction.withoutActions { card.transform = Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0) }
        #expect(image(t).alpha(x: 200, y: 200) == 255)
    }

    @Test func hitTestingAndConversionFollowTheProjection() {
        let (t, stage, card) = stage()
        // Just inside the far edge hits the card; just outside hits the stage.
        #expect(t.hitTest(Point(screenX(100) - 2, 200)) === card)
        #expect(t.hitTest(Point(screenX(100) + 2, 200)) === stage)
        let local = t.convert(Point(screenX(60), 200), to: card)
        #expect(abs(local.x - 160) < 1e-9 && abs(local.y - 100) < 1e-9)
    }

    @Test func transformLayersDrawTheirSublayersBackToFront() {
        // Two overlapping squares in a transform layer: the one added first is nearer (z = 50), so it is drawn last.
        let container = TransformLayer(), near = Layer(), far = Layer()
        let t = tree(with: container)
        t.transaction.withoutActions {
            container.frame = Rect(x: 0, y: 0, width: 200, height: 200)
            for (layer, z, color) in [(near, 50.0, Color(red: 1, green: 0, blue: 0)), (far, -50.0, Color(red: 0, green: 0, blue: 1))] {
                layer.frame = Rect(x: 50, y: 50, width: 100, height: 100)
                layer.backgroundColor = color
                layer.transform = Transform3D(translationX: 0, y: 0, z: z)
                container.addSublayer(layer)
            }
        }
        let frame = LayerRenderer().image(of: t, pixelWidth: 200, pixelHeight: 200, scale: 1, background: .clear)
        #expect(frame.pixel(x: 100, y: 100) == 0xFFFF_0000)
        // Flattened in a plain layer, order is the sublayers' order instead (the later, blue one on top).
        let plain = Layer()
        let t2 = tree(with: plain)
        t2.transaction.withoutActions {
            plain.frame = container.frame
            plain.addSublayer(near)
            plain.addSublayer(far)
        }
        #expect(LayerRenderer().image(of: t2, pixelWidth: 200, pixelHeight: 200, scale: 1, background: .clear).pixel(x: 100, y: 100) == 0xFF00_00FF)
    }
}
