import Foundation
import Testing

@testable import LayerKit

/// `contentsRect` (a sprite sheet's frame) and `maskedCorners` (which corners `cornerRadius` rounds).
@Suite("Contents rect and masked corners")
struct ContentsRectAndCornerTests {
    static let red: UInt32 = 0xFFFF_0000, blue: UInt32 = 0xFF00_00FF, white: UInt32 = 0xFFFF_FFFF

    /// A sprite sheet of two frames side by side: 10 red pixels, then 10 blue ones, 10 tall.
    static var sheet: PixelBuffer {
        let image = PixelBuffer(width: 20, height: 10)
        for y in 0..<10 { for x in 0..<20 { image.setPixel(x: x, y: y, x < 10 ? red : blue) } }
        return image
    }

    func render(_ layer: Layer, in tree: LayerTree? = nil, size: Int = 40) -> PixelBuffer {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: Double(size), height: Double(size))
        let tree = tree ?? LayerTree(rootLayer: root)
        if tree.rootLayer === root { tree.transaction.withoutActions { root.addSublayer(layer) } }
        return LayerRenderer().image(of: tree, pixelWidth: size, pixelHeight: size, scale: 1, background: .clear)
    }

    @Test func contentsRectShowsOneFrameOfTheSheet() {
        let sprite = Layer()
        sprite.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        sprite.contents = Self.sheet
        #expect(render(sprite).pixel(x: 5, y: 20) == Self.red && render(sprite).pixel(x: 35, y: 20) == Self.blue)
        sprite.contentsRect = Rect(x: 0.5, y: 0, width: 0.5, height: 1)
        let second = render(sprite)
        // The right half fills the whole layer (its inner pixels exactly; edges blend by bilinear filtering).
        #expect([5, 20, 35].allSatisfy { second.pixel(x: $0, y: 20) == Self.blue })
        // Past the image's edge its edge pixels are extended.
        sprite.contentsRect = Rect(x: -1, y: 0, width: 0.5, height: 1)
        #expect(render(sprite).pixel(x: 20, y: 20) == Self.red)
        // An empty rect shows nothing.
        sprite.contentsRect = Rect(x: 0, y: 0, width: 0, height: 1)
        #expect(render(sprite).pixel(x: 20, y: 20) == 0)
    }

    /// A subclass that shows the sprite sheet whatever image it is given.
    final class SheetLayer: Layer {
        override var contents: PixelBuffer? {
            get { super.contents.map { _ in ContentsRectAndCornerTests.sheet } }
            set { super.contents = newValue }
        }
    }

    @Test func aSubclassShowsWhatItsContentsOverrideGives() {
        let green = PixelBuffer(width: 4, height: 4)
        for y in 0..<4 { for x in 0..<4 { green.setPixel(x: x, y: y, 0xFF00_FF00) } }
        let plain = Layer(), sheet = SheetLayer()
        for layer in [plain, sheet] {
            layer.frame = Rect(x: 0, y: 0, width: 40, height: 40)
            layer.contents = green
        }
        #expect(render(plain).pixel(x: 5, y: 20) == 0xFF00_FF00 && render(plain).pixel(x: 35, y: 20) == 0xFF00_FF00)
        #expect(render(sheet).pixel(x: 5, y: 20) == Self.red && render(sheet).pixel(x: 35, y: 20) == Self.blue)
    }

    @Test func aDiscreteKeyframeAnimationStepsThroughTheFrames() {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
        let tree = LayerTree(rootLayer: root)
        let sprite = Layer()
        tree.transaction.withoutActions {
            sprite.frame = Rect(x: 0, y: 0, width: 40, height: 40)
            sprite.contents = Self.sheet
            sprite.contentsRect = Rect(x: 0, y: 0, width: 0.5, height: 1)
            root.addSublayer(sprite)
        }
        let walk = KeyframeAnimation(keyPath: "contentsRect")
        walk.values = [Rect(x: 0, y: 0, width: 0.5, height: 1), Rect(x: 0.5, y: 0, width: 0.5, height: 1)]
        walk.calculationMode = .discrete
        walk.duration = 1
        walk.repeatCount = .infinity
        sprite.add(walk, forKey: "walk")
        for (time, color) in [(0.25, Self.red), (0.75, Self.blue), (1.25, Self.red), (1.75, Self.blue)] {
            tree.advance(to: time)
            #expect(render(sprite, in: tree).pixel(x: 20, y: 20) == color, "at \(time)")
        }
    }

    @Test func maskedCornersRoundOnlyTheirCorners() {
        let card = Layer()
        card.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        card.backgroundColor = Color(red: 1, green: 1, blue: 1)
        card.cornerRadius = 16
        card.maskedCorners = [.minXMinY, .maxXMaxY]
        let image = render(card)
        // Rounded top left and bottom right: their very corners are empty; the other two are square.
        #expect(image.pixel(x: 1, y: 1) == 0 && image.pixel(x: 38, y: 38) == 0)
        #expect(image.pixel(x: 38, y: 1) == Self.white && image.pixel(x: 1, y: 38) == Self.white)
        // Hit testing agrees.
        let properties = card.model
        #expect(!card.contains(Point(1, 1), properties: properties) && card.contains(Point(38, 1), properties: properties))
        // The border follows the same corners, and so does masksToBounds.
        card.borderWidth = 3
        card.borderColor = Color(red: 0, green: 0, blue: 1)
        let bordered = render(card)
        #expect(bordered.pixel(x: 39, y: 1) == Self.blue && bordered.pixel(x: 1, y: 1) == 0)
        let child = Layer()
        child.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        child.backgroundColor = Color(red: 1, green: 0, blue: 0)
        card.borderWidth = 0
        card.addSublayer(child)
        card.masksToBounds = true
        let clipped = render(card)
        #expect(clipped.pixel(x: 1, y: 1) == 0 && clipped.pixel(x: 38, y: 1) == Self.red)
    }
}
