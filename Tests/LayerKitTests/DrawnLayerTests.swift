import Foundation
import Testing

@testable import LayerKit

/// A layer drawn by `draw(in:)` is drawn into the frame at the frame's resolution (its recorded drawing, not an image of
/// it), unless that would magnify it: then its image is scaled, as Core Animation shows a layer drawn at too low a
/// scale. Expected pixels come from shape layers (another path through the renderer) and from the image itself.
@Suite("Layers drawn by draw(in:)")
struct DrawnLayerTests {
    final class Disc: Layer, @unchecked Sendable {
        var clearsMiddle = false
        var spills = false
        override func draw(in context: GraphicsContext) {
            context.setFillColor(Color(red: 0.9, green: 0.3, blue: 0.1))
            if spills {
                context.fill(Rect(x: -20, y: -20, width: 100, height: 100))
            } else {
                context.fillEllipse(in: Rect(x: 2, y: 3, width: 30.5, height: 25))
            }
            if clearsMiddle { context.clear(Rect(x: 10, y: 10, width: 10, height: 10)) }
        }
    }

    let background = Color(red: 0.1, green: 0.2, blue: 0.4)

    func frame(of layer: Layer, scale: Double) -> PixelBuffer {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 60, height: 50)
        let tree = LayerTree(rootLayer: root)
        tree.transaction.withoutActions { root.addSublayer(layer) }
        tree.displayLayersIfNeeded()
        return LayerRenderer().image(of: tree, pixelWidth: Int(60 * scale), pixelHeight: Int(50 * scale), scale: scale, background: background)
    }

    func disc(contentsScale: Double) -> Disc {
        let layer = Disc()
        layer.frame = Rect(x: 7, y: 5, width: 40, height: 35)
        layer.contentsScale = contentsScale
        layer.setNeedsDisplay()
        return layer
    }

    /// The same ellipse as a shape layer.
    func shape() -> ShapeLayer {
        let layer = ShapeLayer()
        layer.frame = Rect(x: 7, y: 5, width: 40, height: 35)
        layer.path = Path(ellipseIn: Rect(x: 2, y: 3, width: 30.5, height: 25))
        layer.fillColor = Color(red: 0.9, green: 0.3, blue: 0.1)
        return layer
    }

    func largestDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> UInt32 {
        var largest: UInt32 = 0
        for index in 0..<a.width * a.height {
            let x = a.pixels[index], y = b.pixels[index]
            for shift in 0..<4 {
                let p = (x >> (shift * 8)) & 0xFF, q = (y >> (shift * 8)) & 0xFF
                largest = max(largest, p > q ? p - q : q - p)
            }
        }
        return largest
    }

    @Test func aDrawingIsDrawnAtTheFramesResolution() {
        // Drawn at 2 pixels a point, shown at 1 and at 2: as sharp as the shape layer at both (an image of it shrunk to
        // 1x would be filtered).
        for scale in [1.0, 2.0] {
            let drawn = frame(of: disc(contentsScale: 2), scale: scale), reference = frame(of: shape(), scale: scale)
            #expect(largestDifference(drawn, reference) <= 1, "at \(scale)x")
        }
        let layer = disc(contentsScale: 2)
        _ = frame(of: layer, scale: 1)
        // The image is there for whoever asks: 80 x 70 pixels, the disc's colour in the middle.
        let image = layer.contents
        #expect(image?.width == 80 && image?.height == 70)
        #expect(image.map { $0.pixel(x: 35, y: 30) } == Color(red: 0.9, green: 0.3, blue: 0.1).premultipliedARGB)
    }

    @Test func aMagnifiedDrawingIsItsImageScaled() {
        // Drawn at 1 pixel a point and shown at 3: the image, filtered, as on iOS; not the sharp shape.
        let layer = disc(contentsScale: 1)
        let drawn = frame(of: layer, scale: 3)
        let image = Layer()
        image.frame = layer.frame
        image.contents = layer.contents
        #expect(largestDifference(drawn, frame(of: image, scale: 3)) == 0)
        #expect(largestDifference(drawn, frame(of: shape(), scale: 3)) > 40)
    }

    @Test func aDrawingStaysInItsBoundsAndClearsOnlyItsOwnPixels() {
        let spilling = disc(contentsScale: 1)
        spilling.spills = true
        let spilled = frame(of: spilling, scale: 1)
        #expect(spilled.pixel(x: 3, y: 3) == background.premultipliedARGB, "outside the layer")
        #expect(spilled.pixel(x: 20, y: 20) == Color(red: 0.9, green: 0.3, blue: 0.1).premultipliedARGB)
        let clearing = disc(contentsScale: 1)
        clearing.spills = true
        clearing.clearsMiddle = true
        // The cleared square shows what is behind the layer, not a hole through the frame.
        let cleared = frame(of: clearing, scale: 1)
        #expect(cleared.pixel(x: 7 + 15, y: 5 + 15) == background.premultipliedARGB)
        #expect(cleared.pixel(x: 3, y: 3) == background.premultipliedARGB)
        #expect(cleared.pixel(x: 7 + 25, y: 5 + 25) == Color(red: 0.9, green: 0.3, blue: 0.1).premultipliedARGB, "only the square")
    }

    /// A bar whose drawn `progress` is animated: drawn every frame with the animated value, in the same context.
    final class Bar: Layer, @unchecked Sendable {
        var progresses: [Double] = []
        /// What `value(forKey:)` gave while drawing: a number, as Core Animation boxes them.
        var readBack: [Double?] = []
        override class func needsDisplay(forKey key: String) -> Bool { key == "progress" || super.needsDisplay(forKey: key) }
        override func draw(in context: GraphicsContext) {
            let progress = keyedValue(forKey: "progress", default: 0.0)
            progresses.append(progress)
            readBack.append((value(forKey: "progress") as? NSNumber)?.doubleValue)
            context.setFillColor(Color(red: 0.2, green: 0.7, blue: 0.4))
            context.fill(Rect(x: 0, y: 0, width: 40 * progress, height: 10))
            context.setStrokeColor(.white)
            context.setLineWidth(2)
            context.addArc(center: Point(20, 20), radius: 6, startAngle: 0, endAngle: 2 * .pi * progress, clockwise: false)
            context.strokePath()
        }
    }

    @Test func aLayerAnimatingADrawnKeyIsDrawnOnceAFrameAsAFreshOneWouldBe() {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 60, height: 50)
        let tree = LayerTree(rootLayer: root)
        let bar = Bar()
        tree.transaction.withoutActions {
            root.addSublayer(bar)
            bar.frame = Rect(x: 5, y: 5, width: 50, height: 40)
        }
        let grow = BasicAnimation(keyPath: "progress")
        grow.from = .number(0)
        grow.to = .number(1)
        grow.duration = 1
        bar.add(grow, forKey: "grow")
        let renderer = LayerRenderer()
        for (frame, time) in [0.25, 0.5, 0.75].enumerated() {
            tree.advance(to: time)
            let shown = renderer.image(of: tree, pixelWidth: 60, pixelHeight: 50, scale: 1, background: background)
            // Once a frame, though the clock's step and the frame both ask for the layers to be displayed.
            #expect(bar.progresses.count == frame + 1)
            #expect(bar.progresses.last.map { abs($0 - time) < 1e-12 } == true)
            #expect(bar.readBack.last == bar.progresses.last)
            // What a layer drawn afresh with that value shows (its own context and recording).
            let fresh = Bar()
            fresh.frame = bar.frame
            fresh.setValue(time, forKey: "progress")
            fresh.setNeedsDisplay()
            #expect(largestDifference(shown, self.frame(of: fresh, scale: 1)) == 0, "at \(time)")
            // The bar's pixels: 40 x progress points wide from the layer's left.
            let right = 5 + Int(40 * time)
            #expect(shown.pixel(x: right - 1, y: 10) == Color(red: 0.2, green: 0.7, blue: 0.4).premultipliedARGB)
            #expect(shown.pixel(x: right, y: 10) == background.premultipliedARGB)
        }
        // After the animation the model value (none: 0) is drawn once more, and the layer is no longer followed.
        tree.advance(to: 1.5)
        _ = renderer.image(of: tree, pixelWidth: 60, pixelHeight: 50, scale: 1, background: background)
        tree.advance(to: 1.6)
        #expect(bar.progresses.count == 4 && bar.progresses.last == 0)
    }

    @Test func aDrawingOfAnotherSizeGetsAContextOfItsSize() {
        let layer = disc(contentsScale: 2)
        _ = frame(of: layer, scale: 1)
        #expect(layer.contents?.width == 80)
        layer.bounds = Rect(x: 0, y: 0, width: 20, height: 15)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.contents?.width == 40 && layer.contents?.height == 30)
        layer.contentsScale = 1
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.contents?.width == 20 && layer.contents?.height == 15)
    }

    @Test func aCopyKeepsTheDrawingItWasMadeWith() throws {
        let bar = Bar()
        bar.frame = Rect(x: 0, y: 0, width: 50, height: 40)
        bar.setValue(0.25, forKey: "progress")
        bar.display()
        let before = try #require(bar.contents)
        let copy = Bar(layer: bar)
        bar.setValue(0.75, forKey: "progress")
        bar.display()
        bar.setValue(0.5, forKey: "progress")
        bar.display()
        let kept = try #require(copy.contents)
        #expect(largestDifference(kept, before) == 0, "the copy shows what the layer showed when copied")
        #expect(try largestDifference(#require(bar.contents), before) > 0)
    }
}

