import Raster
import Testing

@testable import LayerKit

/// A layer with many sublayers has a run of them recorded on the second core: the frame is the one recording them all
/// on one gives. Layers that use the renderer's state or run overridden code (text, shadows, subclasses, replicators)
/// are recorded on the first core, and end the run or prevent the split.
@Suite("Recording split")
struct RecordingSplitTests {
    /// A grid of 1,200 small plain layers under one container, with backgrounds, images, borders, rounded and clipped
    /// corners, opacity groups, a mask and sublayers of their own, under a rotation; `odd` is one more sublayer, at
    /// `position`.
    static func grid(_ odd: Layer? = nil, at position: Int = 0) -> LayerTree {
        var random = SeededRandom(seed: 41)
        let image = PixelBuffer(width: 12, height: 12)
        for i in 0..<(12 * 12) { image.pixels[i] = i % 5 == 0 ? 0xFF20_4080 : 0xFF10_2030 }
        let container = Layer()
        container.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
        container.position = Point(100, 100)
        container.transform = Transform3D(rotationAngle: 0.1, x: 0, y: 0, z: 1)
        for k in 0..<1200 {
            let tile = Layer()
            tile.bounds = Rect(x: 0, y: 0, width: 5, height: 5)
            tile.position = Point(Double(k % 40) * 5 + 2.5, Double(k / 40) * 5 + 2.5)
            tile.opacity = [1, 0.5, 0.8][k % 3]
            if k % 2 == 0 { tile.contents = image } else { tile.backgroundColor = Color(red: 0.2, green: 0.5, blue: Double(k % 7) / 7, alpha: 1) }
            if k % 4 == 1 { tile.borderWidth = 0.75; tile.borderColor = .white }
            if k % 5 == 0 { tile.cornerRadius = 2; tile.masksToBounds = true }
            if k % 6 == 0 {
                let dot = Layer()
                dot.bounds = Rect(x: 0, y: 0, width: Double.random(in: 1...4, using: &random), height: 2)
                dot.position = Point(4, 4)
                dot.backgroundColor = .white
                tile.addSublayer(dot)
            }
            if k == 37 {
                let mask = Layer()
                mask.frame = Rect(x: 1, y: 1, width: 3, height: 3)
                mask.cornerRadius = 1.5
                mask.backgroundColor = .black
                tile.mask = mask
            }
            container.addSublayer(tile)
        }
        if let odd { container.insertSublayer(odd, at: UInt32(position)) }
        return tree(with: container)
    }

    func frames(_ tree: LayerTree) -> (one: PixelBuffer, two: PixelBuffer, split: Bool) {
        let one = LayerRenderer(threads: 1), two = LayerRenderer(threads: 2)
        let a = one.image(of: tree, pixelWidth: 300, pixelHeight: 300, scale: 1.5, background: .black)
        let b = two.image(of: tree, pixelWidth: 300, pixelHeight: 300, scale: 1.5, background: .black)
        return (a, b, two.fork != nil)
    }

    @Test func aGridOfPlainLayersIsRecordedOnTwoCoresAsOnOne() {
        let (one, two, split) = frames(Self.grid())
        #expect(split)
        #expect(zip(one.pixelArray, two.pixelArray).filter { $0 != $1 }.count == 0)
    }

    @Test func layersThatMustStayOnTheFirstCoreEndTheRunOrPreventTheSplit() {
        func text() -> Layer {
            let text = TextLayer()
            text.string = "tile"
            text.frame = Rect(x: 20, y: 20, width: 60, height: 20)
            return text
        }
        func shadowed() -> Layer {
            let shadowed = Layer()
            shadowed.frame = Rect(x: 60, y: 60, width: 20, height: 20)
            shadowed.backgroundColor = .white
            shadowed.shadowOpacity = 0.5
            return shadowed
        }
        final class Tile: Layer, @unchecked Sendable {}
        func subclass() -> Layer {
            let subclass = Tile()
            subclass.frame = Rect(x: 90, y: 90, width: 20, height: 20)
            subclass.backgroundColor = .white
            return subclass
        }
        func replicator() -> Layer {
            let replicator = ReplicatorLayer()
            replicator.instanceCount = 3
            replicator.instanceTransform = Transform3D(translationX: 12, y: 0, z: 0)
            let dot = Layer()
            dot.frame = Rect(x: 0, y: 0, width: 8, height: 8)
            dot.backgroundColor = .white
            replicator.addSublayer(dot)
            return replicator
        }
        // 1,201 sublayers: the first half is 0..<600, the second core's run starts at 600.
        let cases: [(String, Layer, Int, Bool)] = [
            ("text after the run", text(), 1000, true), ("shadow after the run", shadowed(), 1000, true),
            ("subclass after the run", subclass(), 1000, true), ("text in the first half", text(), 10, true),
            ("subclass in the first half", subclass(), 10, false), ("replicator in the first half", replicator(), 10, false),
            ("shadow right after the half", shadowed(), 601, false),
        ]
        for (name, odd, position, splits) in cases {
            let (one, two, split) = frames(Self.grid(odd, at: position))
            #expect(split == splits, "\(name)")
            #expect(zip(one.pixelArray, two.pixelArray).filter { $0 != $1 }.count == 0, "\(name)")
        }
    }
}
