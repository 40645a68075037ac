import Foundation
import Testing

@testable import LayerKit

@Suite("Replicator layers")
struct ReplicatorLayerTests {
    /// A replicator over the whole 200 x 200 root holding one 10 x 10 white square at `origin`.
    private func replicator(count: Int, square origin: Point, configure: (ReplicatorLayer) -> Void = { _ in }) -> (LayerTree, ReplicatorLayer, Layer) {
        let replicator = ReplicatorLayer()
        let square = Layer()
        let t = tree(with: replicator)
        t.transaction.withoutActions {
            replicator.frame = Rect(x: 0, y: 0, width: 200, height: 200)
            replicator.instanceCount = count
            square.frame = Rect(origin: origin, size: Size(width: 10, height: 10))
            square.backgroundColor = .white
            replicator.addSublayer(square)
            configure(replicator)
        }
        return (t, replicator, square)
    }

    private func image(_ t: LayerTree) -> PixelBuffer {
        LayerRenderer().image(of: t, pixelWidth: 200, pixelHeight: 200, scale: 1, background: .clear)
    }

    @Test func copiesAreTransformedAndTintedStepByStep() {
        let (t, _, _) = replicator(count: 4, square: Point(10, 10)) { r in
            r.instanceTransform = Transform3D(translationX: 30, y: 5, z: 0)
            r.instanceRedOffset = -0.25
            r.instanceAlphaOffset = -0.1
        }
        let frame = image(t)
        for k in 0..<4 {
            // Copy k: moved k × (30, 5), red 1 − k/4, alpha 1 − k/10 (blue and green stay 1). The offsets are
            // Floats, as in Core Animation.
            let alpha = 1 + Double(k) * Double(Float(-0.1)), red = 1 - Double(k) / 4
            let expected = Color(red: red, green: 1, blue: 1, alpha: alpha).premultipliedARGB
            #expect(frame.pixel(x: 15 + 30 * k, y: 15 + 5 * k) == expected, "copy \(k)")
        }
        #expect(frame.pixel(x: 135, y: 35) == 0)
    }

    @Test func theInstanceTransformTurnsAboutTheAnchorPoint() {
        // A square above the centre, turned a quarter at a time: right of, below and left of the centre.
        let (t, _, _) = replicator(count: 4, square: Point(95, 20)) { r in r.instanceTransform = Transform3D(rotationAngle: .pi / 2) }
        let frame = image(t)
        for (x, y) in [(100, 25), (175, 100), (100, 175), (25, 100)] { #expect(frame.alpha(x: x, y: y) == 255, "(\(x), \(y))") }
        #expect(frame.alpha(x: 100, y: 100) == 0)
    }

    @Test func eachCopyRunsInstanceDelayBehind() {
        let (t, _, square) = replicator(count: 4, square: Point(10, 10)) { r in
            r.instanceTransform = Transform3D(translationX: 30, y: 0, z: 0)
            r.instanceDelay = 0.25
        }
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.2
        fade.toValue = 1.0
        fade.duration = 1
        fade.fillMode = .both
        square.add(fade, forKey: "fade")
        t.advance(to: 0.75)
        let frame = image(t)
        for k in 0..<4 {
            let local = max(0.75 - 0.25 * Double(k), 0)
            let opacity = 0.2 + 0.8 * local
            #expect(abs(frame.alpha(x: 15 + 30 * k, y: 15) - Int((opacity * 255).rounded())) <= 1, "copy \(k)")
        }
        // The presentation is the originals' again once drawn.
        #expect(abs(t.presentationProperties(of: square).opacity - 0.8) < 1e-12)
    }

    @Test func preservingDepthDrawsTheCopiesBackToFront() {
        // Copy 0 is nearer (z = 50) than copy 1 (z = -50, moved back and 20 points right); they overlap. Flattened,
        // the later copy is on top; with preservesDepth the nearer one is.
        let (t, replicator, square) = replicator(count: 2, square: Point(100, 100)) { r in
            r.instanceTransform = Transform3D(translationX: 5, y: 0, z: -100)
            r.instanceRedOffset = -1
        }
        t.transaction.withoutActions { square.transform = Transform3D(translationX: 0, y: 0, z: 50) }
        #expect(image(t).pixel(x: 107, y: 105) == 0xFF00_FFFF)
        t.transaction.withoutActions { replicator.preservesDepth = true }
        #expect(image(t).pixel(x: 107, y: 105) == 0xFFFF_FFFF)
    }

    @Test func countsOutsideTheRangeAreBounded() {
        for count in [0, -3] {
            let (t, _, _) = replicator(count: count, square: Point(10, 10))
            #expect(image(t).alpha(x: 15, y: 15) == 0)
        }
        // A billion copies (and nested thousands) draw a bounded number, in bounded time.
        let (huge, outer, _) = replicator(count: 1_000_000_000, square: Point(10, 10)) { r in
            r.instanceTransform = Transform3D(translationX: 0.001, y: 0, z: 0)
        }
        let inner = ReplicatorLayer()
        huge.transaction.withoutActions {
            inner.instanceCount = 10_000
            inner.frame = Rect(x: 0, y: 0, width: 20, height: 20)
            let dot = Layer()
            dot.frame = Rect(x: 0, y: 0, width: 1, height: 1)
            dot.backgroundColor = .white
            inner.addSublayer(dot)
            outer.addSublayer(inner)
        }
        let start = Date()
        #expect(image(huge).alpha(x: 15, y: 15) == 255)
        #expect(Date().timeIntervalSince(start) < 60)
    }
}
