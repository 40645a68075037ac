import Foundation
import Testing

@testable import Raster

@Suite("Perspective")
struct PerspectiveTests {
    /// A 64 x 64 checkerboard of 8-pixel cells, black and white.
    private let checker: PixelBuffer = {
        let image = PixelBuffer(width: 64, height: 64)
        for y in 0..<64 { for x in 0..<64 { image.setPixel(x: x, y: y, ((x / 8 + y / 8) % 2 == 0) ? 0xFFFF_FFFF : 0xFF00_0000) } }
        return image
    }()

    /// The plane turned 50° about its vertical centre line, seen from 300 units away, centred in a 400 x 400 frame:
    /// a point (x, y) of the 200-unit-wide plane centred on the origin lands at (x cos θ / w, y / w) + (200, 200),
    /// with w = 1 + x sin θ / d (its depth is -x sin θ, and m34 = -1/d).
    private let theta = 50.0 * Double.pi / 180, eye = 300.0
    private func expected(_ x: Double, _ y: Double) -> Point {
        let w = 1 + x * sin(theta) / eye
        return Point(x * cos(theta) / w + 200, y / w + 200)
    }
    private var projection: Homography {
        Homography(m11: cos(theta), m12: 0, m13: sin(theta) / eye, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
            .concatenating(Homography(Transform(translationX: 200, y: 200)))
    }

    @Test func aTiltedCheckerboardIsSampledPerspectiveCorrectly() {
        let frame = render(width: 400, height: 400) { c in
            c.projection = projection
            c.draw(checker, in: Rect(x: -100, y: -100, width: 200, height: 200))
        }
        // The middle of every cell (where the colour is the cell's, away from filtering at its edges) is where the
        // projection puts it, not where an affine map of the corners would.
        for row in 0..<8 {
            for column in 0..<8 {
                let x = -100 + (Double(column) + 0.5) * 25, y = -100 + (Double(row) + 0.5) * 25
                let p = expected(x, y)
                let want: UInt32 = (row + column) % 2 == 0 ? 0xFFFF_FFFF : 0xFF00_0000
                #expect(frame.pixel(x: Int(p.x), y: Int(p.y)) == want, "cell (\(column), \(row)) at \(p)")
            }
        }
        // The corners: the near edge (x = -100) is taller than the far one, and nothing is drawn outside.
        let nearTop = expected(-100, -100), farTop = expected(100, -100)
        #expect(frame.alpha(x: Int(nearTop.x) + 1, y: Int(nearTop.y) + 3) == 255)
        #expect(frame.alpha(x: Int(nearTop.x) - 2, y: Int(nearTop.y) + 1) == 0)
        #expect(frame.alpha(x: Int(farTop.x) - 1, y: Int(farTop.y) + 1) == 255)
        #expect(frame.alpha(x: Int(farTop.x) - 1, y: Int(farTop.y) - 2) == 0)
        // The affine midpoint of the quad is not the plane's centre: the perspective-correct centre is nearer the far edge.
        #expect(expected(0, 0).x == 200 && (nearTop.x + farTop.x) / 2 < 200)
    }

    @Test func theAreaOfAProjectedSquareIsItsImagesArea() {
        let frame = render(width: 400, height: 400) { c in
            c.projection = projection
            c.fill(Path(rect: Rect(x: -100, y: -100, width: 200, height: 200)), color: .black)
        }
        // The image is a trapezoid with vertical sides at the projected x of the near and far edges.
        let near = expected(-100, -100), far = expected(100, -100)
        let area = (far.x - near.x) * ((200 - near.y) * 2 + (200 - far.y) * 2) / 2
        #expect(abs(coveredArea(frame) - area) < 0.5)
    }

    @Test func whatPassesBehindTheEyeIsCutOffNotInverted() {
        // A strip from x = -1000 to 1000 in a plane turned so that its right part lies behind the eye (w ≤ 0 for
        // x ≥ 300 / sin θ ≈ 392): only the part in front is drawn, running off towards the horizon on the right.
        let frame = render(width: 400, height: 400) { c in
            c.projection = Homography(m11: cos(theta), m12: 0, m13: -sin(theta) / eye, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
                .concatenating(Homography(Transform(translationX: 200, y: 200)))
            c.fill(Path(rect: Rect(x: -1000, y: -10, width: 2000, height: 20)), color: .black)
        }
        // In front: the left part, narrowing away to the left... and nothing of the inverted part appears on the left
        // beyond where the front part ends.
        #expect(frame.alpha(x: 200, y: 200) == 255)
        #expect(frame.alpha(x: 399, y: 200) == 255)
        var drawn = 0
        for y in 0..<400 { for x in 0..<400 where frame.alpha(x: x, y: y) > 0 { drawn += 1 } }
        #expect(drawn < 400 * 400 / 2)
        // The far-left end of the strip (x = -1000, w = 1 - (-1000)·sin θ/300... in front) sits left of the centre.
        let w = 1 + 1000 * sin(theta) / eye
        let leftEnd = -1000 * cos(theta) / w + 200
        #expect(frame.alpha(x: Int(leftEnd) - 2, y: 200) == 0 && frame.alpha(x: Int(leftEnd) + 2, y: 200) == 255)
    }

    @Test func gradientsFollowTheProjection() {
        let frame = render(width: 400, height: 400) { c in
            c.projection = projection
            c.fill(
                Path(rect: Rect(x: -100, y: -100, width: 200, height: 200)),
                gradient: Gradient(colors: [.black, .white], kind: .axial(start: Point(-100, 0), end: Point(100, 0))))
        }
        // The plane's centre line (x = 0) is mid-grey wherever it lands.
        let centre = expected(0, 50)
        #expect(abs(Int(frame.pixel(x: Int(centre.x), y: Int(centre.y)) & 0xFF) - 128) <= 2)
    }
}
