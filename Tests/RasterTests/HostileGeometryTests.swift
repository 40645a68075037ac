import Foundation
import Testing

@testable import Raster

/// Geometry no real drawing has (a rise of 1e-38, coordinates beyond Float's range, NaN, infinite transforms)
/// must rasterize to the right pixels or to none, never index outside the buffers. A release build does not trap,
/// so each case also checks the pixels, which a wild index would have corrupted or crashed on.
@Suite("Hostile geometry")
struct HostileGeometryTests {
    @Test func tinyRiseHasTheAreaOfItsTriangle() throws {
        // The edge (0,0)-(20,1e-38) overflows a Float slope; the triangle's area is ½·20·5.
        let path = try Path(svgPathData: "M0 0 L20 1e-38 L20 5 Z")
        let image = render(width: 30, height: 10) { c in c.fill(path, color: .black) }
        #expect(abs(coveredArea(image) - 50) < 0.05)
        #expect(image.alpha(x: 25, y: 2) == 0)
    }

    @Test func coordinatesBeyondFloatStillCoverTheFrame() throws {
        // A subpath from y = 20 down to 1e39 and back up to -1e39, stroked 4 wide: a vertical band at x = 0.
        let path = try Path(svgPathData: "M0 0 h1 M10 20 V1e39 V-1e39")
        let image = render(width: 20, height: 30) { c in
            c.stroke(path, style: StrokeStyle(lineWidth: 4), color: .black)
        }
        for y in 0..<30 {
            #expect(image.alpha(x: 9, y: y) == 255 && image.alpha(x: 10, y: y) == 255)
            #expect(image.alpha(x: 7, y: y) == 0 && image.alpha(x: 12, y: y) == 0)
        }
    }

    @Test func hugeRectangleFillsExactlyTheFrame() {
        let image = render(width: 16, height: 9) { c in
            c.fill(Path(rect: Rect(x: -1e300, y: -3e38, width: 2e300, height: 1e39)), color: .black)
        }
        #expect(coveredArea(image) == 16 * 9)
    }

    @Test func slantedEdgeFarOutsideKeepsItsSlopeInside() {
        // A triangle whose far vertex is 1e12 px away: inside the frame its edge is the line y = x / 2.
        var path = Path()
        path.move(to: Point(0, 0)); path.addLine(to: Point(2e12, 1e12)); path.addLine(to: Point(0, 1e12)); path.closeSubpath()
        let image = render(width: 40, height: 20) { c in c.fill(path, color: .black) }
        // Below the line y = x/2 inside the frame: rows 0..<20 cover x < 2y, an area of 20·20 = 400 pixels.
        #expect(abs(coveredArea(image) - 400) < 0.05)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, 0])
    func degenerateTransformsDrawNothingWrong(value: Double) throws {
        let path = try Path(svgPathData: "M1 1 L9 1 L9 9 Z M2 2 C 40 0 0 40 8 8")
        let transforms = [
            Transform(a: value, b: 0, c: 0, d: 1, tx: 0, ty: 0), Transform(a: 1, b: 0, c: 0, d: 1, tx: value, ty: 2),
            Transform(a: value, b: value, c: value, d: value, tx: value, ty: value),
        ]
        for transform in transforms {
            let image = render(width: 12, height: 12) { c in
                c.transform = transform
                c.fill(path, color: .black)
                c.stroke(path, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, lineDashPattern: [1, 1]), color: .black)
                c.draw(PixelBuffer(width: 2, height: 2), in: Rect(x: 0, y: 0, width: 5, height: 5))
            }
            #expect(coveredArea(image) <= 144)
        }
    }

    @Test func nanVertexDropsOnlyItsPolygon() {
        var path = Path(rect: Rect(x: 1, y: 1, width: 4, height: 4))
        path.move(to: Point(10, 1)); path.addLine(to: Point(.nan, 3)); path.addLine(to: Point(12, 5)); path.closeSubpath()
        let image = render(width: 16, height: 8) { c in c.fill(path, color: .black) }
        #expect(coveredArea(image) == 16)
    }
}

@Suite("Bounded stroke work")
struct BoundedStrokeTests {
    func dashed(_ data: String, width: Int = 40, height: Int = 12) throws -> PixelBuffer {
        let path = try Path(svgPathData: data)
        return render(width: width, height: height) { c in
            c.stroke(path, style: StrokeStyle(lineWidth: 2, lineCap: .square, lineDashPattern: [2, 2]), color: .black)
        }
    }

    func samePixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Bool {
        for y in 0..<a.height { for x in 0..<a.width where a.alpha(x: x, y: y) != b.alpha(x: x, y: y) { return false } }
        return true
    }

    @Test func longDashedLineShowsTheSameDashesAsAShortOne() throws {
        let short = try dashed("M0 5 L60 5")
        #expect(coveredArea(short) > 30)
        #expect(samePixels(try dashed("M0 5 L1e6 5"), short))
        // Starting 1e6 to the left (a whole number of periods), the dashes in view are the same.
        #expect(samePixels(try dashed("M-1e6 5 L1e6 5"), short))
    }

    @Test func thirtyLongDashedSubpathsDrawWhatIsInView() throws {
        // 720 bytes of scene file that once took 10 s and 2.4 GB: 30 subpaths a million long, half-pixel dashes.
        let data = (0..<30).map { "M0 \($0).5 L1e6 \($0).5" }.joined(separator: " ")
        let path = try Path(svgPathData: data)
        let image = render(width: 40, height: 30) { c in
            c.stroke(path, style: StrokeStyle(lineWidth: 0.5, lineDashPattern: [0.5, 0.5]), color: .black)
        }
        // Each row holds a line 0.5 thick, dashed half on, half off: a quarter of each pixel's area.
        for y in 0..<30 {
            let row = (0..<40).reduce(0) { $0 + image.alpha(x: $1, y: y) }
            #expect(abs(Double(row) / 255 - 40 * 0.25) < 1.5, "row \(y)")
        }
    }
}
