import Foundation
import Testing

@testable import LayerKit

@Suite("Geometry, hit testing and rendering")
struct GeometryAndRenderingTests {
    @Test func frameFollowsPositionAnchorAndTransform() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 40, height: 20)
        layer.position = Point(100, 100)
        #expect(layer.frame == Rect(x: 80, y: 90, width: 40, height: 20))
        layer.anchorPoint = Point(0, 0)
        #expect(layer.frame == Rect(x: 100, y: 100, width: 40, height: 20))
        layer.transform = Transform3DMakeScale(2, 2, 1)
        #expect(layer.frame == Rect(x: 100, y: 100, width: 80, height: 40))
        layer.transform = .identity
        layer.frame = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == Point(10, 20) && layer.bounds.size == Size(width: 30, height: 40))
    }

    @Test func hitTestingUsesShapesAndZOrder() {
        let button = ShapeLayer()
        button.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        button.position = Point(100, 100)
        button.path = Path(ellipseIn: button.bounds)
        let tree = tree(with: button)
        #expect(tree.hitTest(Point(100, 100)) === button)
        // Inside the bounds but outside the circle: the root gets it.
        #expect(tree.hitTest(Point(55, 55)) === tree.rootLayer)
        let front = Layer()
        front.frame = Rect(x: 90, y: 90, width: 20, height: 20)
        front.zPosition = 1
        tree.transaction.withoutActions { tree.rootLayer.insertSublayer(front, at: 0) }
        #expect(tree.hitTest(Point(100, 100)) === front)
    }

    func render(_ layer: Layer, size: Int = 40) -> PixelBuffer {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: Double(size), height: Double(size))
        let tree = LayerTree(rootLayer: root)
        tree.transaction.withoutActions { root.addSublayer(layer) }
        return LayerRenderer().image(of: tree, pixelWidth: size, pixelHeight: size, scale: 1, background: .clear)
    }

    @Test func backgroundsBordersAndMasksToBounds() {
        let box = Layer()
        box.frame = Rect(x: 10, y: 10, width: 20, height: 20)
        box.backgroundColor = Color(red: 1, green: 0, blue: 0)
        box.borderWidth = 2
        box.borderColor = Color(red: 0, green: 0, blue: 1)
        let child = Layer()
        child.frame = Rect(x: 10, y: 10, width: 40, height: 40)
        child.backgroundColor = Color(red: 0, green: 1, blue: 0)
        box.addSublayer(child)
        let unclipped = render(box)
        #expect(unclipped.pixel(x: 35, y: 35) == 0xFF00_FF00)
        // The border is drawn over the sublayer.
        #expect(unclipped.pixel(x: 29, y: 25) == 0xFF00_00FF)
        #expect(unclipped.pixel(x: 15, y: 15) == 0xFFFF_0000)
        box.masksToBounds = true
        let clipped = render(box)
        #expect(clipped.pixel(x: 35, y: 35) == 0)
        #expect(clipped.pixel(x: 25, y: 25) == 0xFF00_FF00)
    }

    @Test func groupOpacityCompositesTheSubtreeOnce() {
        let parent = Layer()
        parent.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        parent.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let child = Layer()
        child.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        child.backgroundColor = Color(red: 1, green: 0, blue: 0)
        parent.addSublayer(child)
        parent.opacity = 0.5
        let image = render(parent)
        #expect(image.alpha(x: 20, y: 20) == 128)
    }

    @Test func maskAlphaMultipliesTheLayer() {
        let content = Layer()
        content.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        content.backgroundColor = .white
        let mask = Layer()
        mask.frame = Rect(x: 10, y: 10, width: 20, height: 20)
        mask.backgroundColor = Color.black.withAlphaComponent(0.5)
        content.mask = mask
        let image = render(content)
        #expect(image.alpha(x: 20, y: 20) == 128)
        #expect(image.alpha(x: 5, y: 5) == 0)
    }

    @Test func shapeLayersStrokeTrimmed() {
        let shape = ShapeLayer()
        shape.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        var line = Path()
        line.move(to: Point(0, 20)); line.addLine(to: Point(40, 20))
        shape.path = line
        shape.fillColor = nil
        shape.strokeColor = .black
        shape.lineWidth = 4
        shape.strokeEnd = 0.5
        let image = render(shape)
        #expect(image.alpha(x: 10, y: 20) == 255 && image.alpha(x: 30, y: 20) == 0)
    }

    @Test func textLayersDrawGlyphs() {
        let text = TextLayer()
        text.frame = Rect(x: 0, y: 0, width: 120, height: 40)
        text.string = "Fuber"
        text.fontSize = 30
        text.foregroundColor = .black
        let image = render(text, size: 120)
        var inked = 0
        for y in 0..<40 { for x in 0..<120 where image.alpha(x: x, y: y) > 128 { inked += 1 } }
        #expect(inked > 200 && inked < 2500)
    }
}
