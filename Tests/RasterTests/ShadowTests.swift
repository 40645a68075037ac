import Foundation
import Testing

@testable import Raster

@Suite("Shadows")
struct ShadowTests {
    /// Draws only the shadow of `shape` (a shadow-path group that does not draw its content).
    private func shadowOnly(width: Int, height: Int, threads: Int = 1, _ shape: Path, _ shadow: Shadow) -> PixelBuffer {
        render(width: width, height: height, threads: threads) { c in
            c.beginGroup(shadow: shadow)
            c.fill(shape, color: .black)
            c.endGroup(opacity: 1, drawsContent: false)
        }
    }

    @Test func theShadowsIntegralIsItsOpacityTimesTheArea() {
        // 3000 pixels of shape. Rounding each shadow pixel to 8 bits loses the far tail (below half a level), which
        // weighs more the fainter the shadow: within 0.25 % at full opacity, 0.75 % at half.
        for (opacity, tolerance) in [(1.0, 0.0025), (0.5, 0.0075)] {
            for radius in [0.0, 1.5, 4, 9, 20] {
                let frame = shadowOnly(
                    width: 400, height: 300, Path(rect: Rect(x: 40, y: 100, width: 60, height: 50)),
                    Shadow(color: Color.black.withAlphaComponent(opacity), offset: Size(width: 150, height: 10), radius: radius))
                let expected = 3000 * opacity
                #expect(abs(coveredArea(frame) - expected) <= expected * tolerance, "radius \(radius): \(coveredArea(frame))")
                // And it sits around the offset shape: nothing left of it beyond the blur.
                #expect(frame.alpha(x: 100, y: 125) == 0)
            }
        }
    }

    @Test func theEdgeProfileIsTheGaussiansWithinOneLevel() {
        // The shadow of a half-plane x < 400 is 1 − Φ((x − 400) / σ) at pixel centres, σ = the radius. (The frame
        // cuts the shape off at its edges, so only pixels far enough from them are compared.)
        for sigma in [1.0, 2.5, 5, 8, 13, 24, 40] {
            let frame = shadowOnly(width: 800, height: 400, Path(rect: Rect(x: -10, y: -10, width: 410, height: 420)),
                Shadow(color: .black, offset: Size(width: 0, height: 0), radius: sigma))
            var worst = 0.0
            for x in 200..<600 {
                let d = (Double(x) + 0.5 - 400) / sigma
                let want = 255 * 0.5 * erfc(d / 2.0.squareRoot())
                worst = max(worst, abs(Double(frame.alpha(x: x, y: 200)) - want))
            }
            #expect(worst <= 1, "σ = \(sigma): off by \(worst) levels")
        }
    }

    @Test func aShadowPathCastsTheSameShadowAsContent() {
        // One fill takes the shadow-path fast path (coverage straight into the cells); two fills (the same square in
        // halves split on a pixel boundary) go through a group. The shadows are the same, pixel for pixel.
        let shadow = Shadow(color: Color.black.withAlphaComponent(0.7), offset: Size(width: 3.5, height: 6), radius: 11)
        let path = shadowOnly(width: 300, height: 300, Path(rect: Rect(x: 60, y: 70, width: 120, height: 90)), shadow)
        let group = render(width: 300, height: 300) { c in
            c.beginGroup(shadow: shadow)
            c.fill(Path(rect: Rect(x: 60, y: 70, width: 60, height: 90)), color: .black)
            c.fill(Path(rect: Rect(x: 120, y: 70, width: 60, height: 90)), color: .black)
            c.endGroup(opacity: 1, drawsContent: false)
        }
        #expect(identicalPixels(path, group))
        #expect(coveredArea(path) > 0.7 * 120 * 90 * 0.99)
    }

    @Test func anOccluderChangesNoPixel() {
        // The shadow is not painted under the opaque card drawn right after it; the frame is the same either way.
        func frame(_ occluder: Rect?) -> PixelBuffer {
            render(width: 300, height: 260, threads: 2) { c in
                c.clear(Color(red: 0.9, green: 0.92, blue: 0.95))
                c.concatenate(Transform(scaleX: 2, y: 2))
                let card = Rect(x: 20.3, y: 30.6, width: 100, height: 70)
                c.beginGroup(shadow: Shadow(color: Color.black.withAlphaComponent(0.4), offset: Size(width: 0, height: 6), radius: 8, occluder: occluder))
                c.fillRoundedRect(card, cornerRadius: 10, color: .black)
                c.endGroup(opacity: 1, drawsContent: false)
                c.fillRoundedRect(card, cornerRadius: 10, color: .white)
            }
        }
        #expect(identicalPixels(frame(nil), frame(Rect(x: 30.3, y: 40.6, width: 80, height: 50))))
    }

    @Test(arguments: [0.5, 1, 2, 3])
    func theRectangleInscribedInARoundedCardOccludesExactly(scale: Double) {
        // LayerKit's occluder for a rounded card: inset by r(1 − 1/√2), touching each corner's arc. The flattened
        // arc lies inside the true one by at most the flattening tolerance, which never uncovers a whole level.
        func frame(occluded: Bool) -> PixelBuffer {
            render(width: 400, height: 320, threads: 2) { c in
                c.clear(Color(red: 0.9, green: 0.92, blue: 0.95))
                c.concatenate(Transform(scaleX: scale, y: scale))
                for (index, radius) in [3.7, 10, 25, 35].enumerated() {
                    let card = Rect(x: 7.3 + 31.1 * Double(index), y: 9.6 + 17.9 * Double(index), width: 70.4, height: 70.4)
                    let inset = radius * (1 - 0.5.squareRoot())
                    let occluder = occluded ? card.insetBy(dx: inset, dy: inset) : nil
                    c.beginGroup(shadow: Shadow(color: Color.black.withAlphaComponent(0.6), offset: Size(width: 1, height: 3), radius: 4, occluder: occluder))
                    c.fillRoundedRect(card, cornerRadius: radius, color: .black)
                    c.endGroup(opacity: 1, drawsContent: false)
                    c.fillRoundedRect(card, cornerRadius: radius, color: .white)
                }
            }
        }
        #expect(identicalPixels(frame(occluded: false), frame(occluded: true)))
    }

    @Test func offsetsAndScaleFollowTheTransform() {
        // Drawn at 2x, a shadow offset (0, 10) points moves 20 pixels, and a 3-point radius blurs by 6 pixels.
        let frame = render(width: 200, height: 200) { c in
            c.concatenate(Transform(scaleX: 2, y: 2))
            c.beginGroup(shadow: Shadow(color: .black, offset: Size(width: 0, height: 10), radius: 3))
            c.fill(Path(rect: Rect(x: 20, y: 10, width: 40, height: 40)), color: .black)
            c.endGroup(opacity: 1, drawsContent: false)
        }
        let edge = frame.alpha(x: 80, y: 120 - 1)
        #expect(abs(Double(edge) - 255 * 0.5 * erfc(-0.5 / 6 / 2.0.squareRoot())) <= 1)
        #expect(frame.alpha(x: 80, y: 10) == 0 && frame.alpha(x: 80, y: 80) == 255)
    }

    @Test func contentIsDrawnOverItsShadowAndBandsAgree() {
        func frame(_ threads: Int) -> PixelBuffer {
            render(width: 300, height: 900, threads: threads) { c in
                c.clear(.white)
                c.beginGroup(shadow: Shadow(color: Color(red: 0.2, green: 0, blue: 0.4, alpha: 0.6), offset: Size(width: 7.3, height: 11.6), radius: 9))
                c.fillRoundedRect(Rect(x: 40, y: 60, width: 200, height: 700), cornerRadius: 30, color: Color(red: 0, green: 0.5, blue: 1))
                c.beginMask()
                c.fillEllipse(in: Rect(x: 0, y: 0, width: 300, height: 880), color: .black)
                c.endGroup(opacity: 0.8)
            }
        }
        let one = frame(1)
        #expect(identicalPixels(one, frame(2)) && identicalPixels(one, frame(3)))
        // The content covers its own shadow; the shadow shows beside it, masked with it.
        #expect(one.pixel(x: 140, y: 400) == PixelArithmetic.sourceOver(PixelArithmetic.multiply(Color(red: 0, green: 0.5, blue: 1).premultipliedARGB, by: 204), one.pixel(x: 140, y: 400)) || one.alpha(x: 140, y: 400) == 255)
        #expect(one.pixel(x: 245, y: 400) != 0xFFFF_FFFF)
        #expect(one.pixel(x: 5, y: 895) == 0xFFFF_FFFF)
    }

    @Test func hostileShadowsAreBounded() {
        let square = Path(rect: Rect(x: 40, y: 40, width: 20, height: 20))
        // A negative radius is a hard shadow; NaN is 0 too; a huge one is clamped and still finishes.
        for radius in [-5.0, .nan, 1e9, .infinity] {
            let frame = shadowOnly(width: 100, height: 100, square, Shadow(color: .black, offset: .zero, radius: radius))
            #expect(coveredArea(frame) <= 400.5, "radius \(radius)")
        }
        #expect(shadowOnly(width: 100, height: 100, square, Shadow(color: .black, offset: .zero, radius: -5)).alpha(x: 50, y: 50) == 255)
        // A non-finite or absurd offset casts nothing.
        for offset in [Size(width: .nan, height: 0), Size(width: 0, height: 1e300)] {
            #expect(coveredArea(shadowOnly(width: 100, height: 100, square, Shadow(color: .black, offset: offset, radius: 2))) == 0)
        }
    }

    @Test func svgWritesAShadowFilter() {
        let svg = SVGCanvas(width: 100, height: 100)
        svg.beginGroup(shadow: Shadow(color: Color.black.withAlphaComponent(0.3), offset: Size(width: 0, height: 4), radius: 6))
        svg.fill(Path(rect: Rect(x: 10, y: 10, width: 50, height: 50)), color: .white, rule: .nonZero)
        svg.endGroup(opacity: 1, drawsContent: true)
        let document = svg.document
        #expect(document.contains("<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"6\"/>"))
        #expect(document.contains("<feOffset dx=\"0\" dy=\"4\"") && document.contains("flood-opacity=\"0.3\""))
        #expect(document.contains("<feMergeNode in=\"SourceGraphic\"/>") && document.contains("filter=\"url(#shadow"))
    }
}
