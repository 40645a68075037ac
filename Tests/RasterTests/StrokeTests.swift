import Foundation
import Testing

@testable import Raster

@Suite("Strokes: caps, joins, dashes, trimming, hairlines")
struct StrokeTests {
    func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Path {
        var p = Path()
        p.move(to: Point(x0, y0))
        p.addLine(to: Point(x1, y1))
        return p
    }

    @Test func capsExtendTheLineAsSpecified() {
        let path = line(20, 20, 60, 20)
        let butt = render(width: 80, height: 40) { c in c.stroke(path, style: StrokeStyle(lineWidth: 10, lineCap: .butt), color: .black) }
        let round = render(width: 80, height: 40) { c in c.stroke(path, style: StrokeStyle(lineWidth: 10, lineCap: .round), color: .black) }
        let square = render(width: 80, height: 40) { c in c.stroke(path, style: StrokeStyle(lineWidth: 10, lineCap: .square), color: .black)
        }
        // Butt: exactly the 40 x 10 rectangle.
        #expect(abs(coveredArea(butt) - 400) < 0.01)
        #expect(butt.alpha(x: 19, y: 20) == 0 && butt.alpha(x: 20, y: 20) == 255 && butt.alpha(x: 20, y: 15) == 255)
        // Round: adds two half discs of radius 5.
        #expect(abs(coveredArea(round) - (400 + .pi * 25)) < 0.005 * (400 + .pi * 25))
        #expect(round.alpha(x: 16, y: 20) == 255 && round.alpha(x: 15, y: 15) == 0)
        // Square: adds 5 at each end, corners included.
        #expect(abs(coveredArea(square) - 500) < 0.01)
        #expect(square.alpha(x: 15, y: 15) == 255 && square.alpha(x: 14, y: 15) == 0)
    }

    @Test func joinsShapeTheOuterCorner() {
        var corner = Path()
        corner.move(to: Point(10, 40)); corner.addLine(to: Point(40, 40)); corner.addLine(to: Point(40, 10))
        func stroke(_ join: LineJoin, limit: Double = 10) -> PixelBuffer {
            render(width: 60, height: 60) { c in
                c.stroke(corner, style: StrokeStyle(lineWidth: 10, lineJoin: join, miterLimit: limit), color: .black)
            }
        }
        let miter = stroke(.miter), round = stroke(.round), bevel = stroke(.bevel)
        // The outer corner square (40...45, 40...45): full for miter, a quarter disc for round, a triangle for bevel.
        #expect(miter.alpha(x: 44, y: 44) == 255)
        #expect(round.alpha(x: 44, y: 44) == 0 && round.alpha(x: 41, y: 41) == 255)
        #expect(bevel.alpha(x: 44, y: 44) == 0 && bevel.alpha(x: 41, y: 41) == 255)
        let base = 30.0 * 10 + 30.0 * 10 - 25  // two arms, minus the inner overlap counted once
        #expect(abs(coveredArea(miter) - (base + 25)) < 0.05)
        #expect(abs(coveredArea(round) - (base + .pi * 25 / 4)) < 0.2)
        #expect(abs(coveredArea(bevel) - (base + 12.5)) < 0.05)
        // A miter limit below √2 (the 90° corner's miter ratio) turns the miter into a bevel.
        #expect(abs(coveredArea(stroke(.miter, limit: 1.4)) - (base + 12.5)) < 0.05)
    }

    @Test func dashesFollowTheirPatternAndPhase() {
        let path = line(0, 10, 100, 10)
        let image = render(width: 100, height: 20) { c in
            c.stroke(path, style: StrokeStyle(lineWidth: 4, lineDashPattern: [10, 5, 3, 2], lineDashPhase: 2), color: .black)
        }
        // Pattern period 20 shifted by 2: on [0, 8), off [8, 13), on [13, 16), off [16, 18), on [18, 28) ...
        func on(_ x: Int) -> Bool { image.alpha(x: x, y: 10) == 255 }
        #expect(on(0) && on(7) && !on(8) && !on(12) && on(13) && on(15) && !on(16) && !on(17) && on(18) && on(27) && !on(28))
        #expect(abs(coveredArea(image) - 4.0 * (8 + 3 + 10 + 3 + 10 + 3 + 10 + 3 + 10 + 3 + 2)) < 0.01)
    }

    @Test func zeroLengthDashesWithRoundCapsAreDots() {
        let image = render(width: 100, height: 20) { c in
            c.stroke(line(10, 10, 90, 10), style: StrokeStyle(lineWidth: 6, lineCap: .round, lineDashPattern: [0, 20]), color: .black)
        }
        // Dots at 10, 30, 50, 70, 90: five discs of radius 3.
        #expect(abs(coveredArea(image) - 5 * .pi * 9) < 0.002 * 5 * .pi * 9)
        #expect(image.alpha(x: 30, y: 10) == 255 && image.alpha(x: 40, y: 10) == 0)
    }

    @Test func trimmingCutsByArcLengthAcrossSubpaths() {
        // A circle from 12 o'clock clockwise, trimmed to its first half: only the right half is drawn.
        let circle = Path(arcCenter: Point(50, 50), radius: 30, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        let half = render(width: 100, height: 100) { c in
            c.stroke(circle, style: StrokeStyle(lineWidth: 8, strokeEnd: 0.5), color: .black)
        }
        #expect(half.alpha(x: 80, y: 50) == 255 && half.alpha(x: 19, y: 50) == 0)
        #expect(abs(coveredArea(half) - .pi * 30 * 8) < 0.003 * .pi * 30 * 8)
        // Two 50-long lines; strokeStart 0.25 ... strokeEnd 0.75 keeps the second half of the first and the
        // first half of the second.
        var two = line(0, 10, 50, 10)
        two.move(to: Point(0, 30)); two.addLine(to: Point(50, 30))
        let trimmed = render(width: 60, height: 40) { c in
            c.stroke(two, style: StrokeStyle(lineWidth: 4, strokeStart: 0.25, strokeEnd: 0.75), color: .black)
        }
        #expect(trimmed.alpha(x: 24, y: 10) == 0 && trimmed.alpha(x: 25, y: 10) == 255 && trimmed.alpha(x: 49, y: 10) == 255)
        #expect(trimmed.alpha(x: 0, y: 30) == 255 && trimmed.alpha(x: 24, y: 30) == 255 && trimmed.alpha(x: 25, y: 30) == 0)
        #expect(abs(coveredArea(trimmed) - 200) < 0.01)
    }

    @Test func trimmedToNothingDrawsNothingButZeroLengthSubpathsGetDots() {
        let empty = render(width: 40, height: 40) { c in
            c.stroke(
                line(5, 20, 35, 20), style: StrokeStyle(lineWidth: 6, lineCap: .round, strokeStart: 0.4, strokeEnd: 0.4), color: .black)
        }
        #expect(coveredArea(empty) == 0)
        let dot = render(width: 40, height: 40) { c in
            c.stroke(line(20, 20, 20, 20), style: StrokeStyle(lineWidth: 10, lineCap: .round), color: .black)
        }
        #expect(abs(coveredArea(dot) - .pi * 25) < 0.01 * .pi * 25)
        let none = render(width: 40, height: 40) { c in
            c.stroke(line(20, 20, 20, 20), style: StrokeStyle(lineWidth: 10, lineCap: .butt), color: .black)
        }
        #expect(coveredArea(none) == 0)
    }

    @Test func hairlinesAreOneDevicePixelWhateverTheScale() {
        let image = render(width: 40, height: 40) { c in
            c.concatenate(Transform(scaleX: 4, y: 4))
            c.stroke(line(1, 2.5, 9, 2.5), style: StrokeStyle(lineWidth: 0), color: .black)
        }
        // y = 2.5 pt is 10 px: the hairline straddles rows 9 and 10 equally.
        #expect(abs(Double(image.alpha(x: 20, y: 9)) - 127.5) <= 1 && abs(Double(image.alpha(x: 20, y: 10)) - 127.5) <= 1)
        // 32 pixels in each row at 127.5/255, stored as 128.
        #expect(abs(coveredArea(image) - 32 * 2 * 128 / 255) < 0.01)
    }

    @Test func closedSubpathsAreJoinedAllAround() {
        let square = Path(rect: Rect(x: 10, y: 10, width: 20, height: 20))
        let image = render(width: 40, height: 40) { c in c.stroke(square, style: StrokeStyle(lineWidth: 4), color: .black) }
        // A 24 x 24 outer square minus a 16 x 16 hole, with mitred corners all round (including the closing one).
        #expect(abs(coveredArea(image) - (24 * 24 - 16 * 16)) < 0.01)
        #expect(image.alpha(x: 8, y: 8) == 255 && image.alpha(x: 20, y: 20) == 0)
    }

    @Test func strokeWidthScalesWithTheTransform() {
        let image = render(width: 80, height: 40) { c in
            c.concatenate(Transform(scaleX: 2, y: 2))
            c.stroke(line(10, 10, 30, 10), style: StrokeStyle(lineWidth: 3), color: .black)
        }
        #expect(abs(coveredArea(image) - 40 * 6) < 0.01)
    }

    @Test(arguments: [1, 2])
    func strokesStrokedByTheRenderersWorkersMatchStrokingAtRecording(threads: Int) {
        // Outside groups a stroke is turned into edges by the renderer (shared out among its workers); the same stroker
        // run at recording, its outline filled, must give the same pixels. Some strokes are culled, some clipped.
        var strokes: [(Path, StrokeStyle, Color)] = []
        var random = SeededRandom(seed: 42)
        for index in 0..<40 {
            var path = Path()
            let x = random.unit() * 360 - 40, y = random.unit() * 260 - 30
            path.move(to: Point(x, y))
            path.addQuadCurve(to: Point(x + random.unit() * 120 - 60, y + random.unit() * 90), control: Point(x + 70, y - 40))
            if index % 3 == 0 { path.addLine(to: Point(x + 500, y + 10)) }
            let style = StrokeStyle(lineWidth: 1 + 9 * random.unit(), lineCap: index % 2 == 0 ? .round : .butt, lineJoin: .round)
            strokes.append((path, style, Color(red: random.unit(), green: random.unit(), blue: 0.5, alpha: 0.6)))
        }
        func frame(deferred: Bool) -> PixelBuffer {
            clippedFrame(threads: threads, count: strokes.count, clipped: 20) { c, index in
                let (path, style, color) = strokes[index]
                if deferred {
                    c.stroke(path, style: style, color: color)
                } else {
                    var stroker = Stroker()
                    stroker.stroke(path, style: style, transform: c.transform, tolerance: c.tolerance)
                    c.saveState()
                    c.transform = .identity
                    c.fill(closedPath(stroker.outlines), color: color)
                    c.restoreState()
                }
            }
        }
        #expect(identicalPixels(frame(deferred: true), frame(deferred: false)))
    }
}

@Suite("Stroke accuracy")
struct StrokeAccuracyTests {
    /// The exact area of the disc of `radius` around `center` inside the pixel (x, y): the pixel's vertical extent
    /// met by the disc, integrated over its width in 512 slices (midpoint rule, error below 0.001 px²).
    static func discArea(center: Point, radius: Double, x: Int, y: Int) -> Double {
        let slices = 512, dx = 1 / Double(slices)
        var area = 0.0
        for i in 0..<slices {
            let u = Double(x) + (Double(i) + 0.5) * dx - center.x
            let half = max(radius * radius - u * u, 0).squareRoot()
            area += max(0, min(Double(y + 1), center.y + half) - max(Double(y), center.y - half)) * dx
        }
        return area
    }

    @Test(arguments: [(6.0, 2.0), (6.0, 5.0), (15.0, 3.0), (15.0, 9.0), (40.0, 2.0), (40.0, 9.0), (90.0, 6.0)])
    func strokedCirclesCoverTheirAnnulus(radius: Double, width: Double) {
        // Each pixel's alpha against the annulus's exact area in it. Flattened with vertices on the curve, the stroke
        // lost up to 0.13 % of its area; with the length kept it keeps it to 0.03 % (the rest is the Bézier circle's own
        // error, up to 0.027 % of the radius), and no pixel is off by more than the tolerance's two thirds (17 levels)
        // plus that error.
        let center = Point(radius + 10.37, radius + 10.71)
        let size = Int(2 * radius + 22)
        let image = render(width: size, height: size) { c in
            let circle = Path(ellipseIn: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
            c.stroke(circle, style: StrokeStyle(lineWidth: width, lineJoin: .round), color: .black)
        }
        var error = 0.0, worst = 0.0
        for y in 0..<size {
            for x in 0..<size {
                let d = Point(Double(x) + 0.5, Double(y) + 0.5).distance(to: center)
                func covered(_ r: Double) -> Double {
                    d < r - 0.8 ? 1 : d > r + 0.8 ? 0 : Self.discArea(center: center, radius: r, x: x, y: y)
                }
                let difference = Double(image.alpha(x: x, y: y)) / 255 - (covered(radius + width / 2) - covered(radius - width / 2))
                error += difference
                worst = max(worst, abs(difference))
            }
        }
        let area = 2 * .pi * radius * width
        #expect(abs(error) < 3e-4 * area, "area off by \(error) of \(area)")
        #expect(worst * 255 < 17 + 255 * 2.7e-4 * (radius + width / 2), "a pixel off by \(worst * 255) levels")
    }

    @Test func smoothCurvesGetOneOutlinePointPerVertexOnEachSide() {
        // Between the chords of a flattened curve the outline turns at the intersection of the offset lines on both
        // sides (a miter, on the outer side), not at two offset points with a bevel between.
        for join in [LineJoin.round, .miter] {
            var stroker = Stroker()
            stroker.stroke(Path(ellipseIn: Rect(x: 0, y: 0, width: 80, height: 80)), style: StrokeStyle(lineWidth: 6, lineJoin: join),
                           transform: .identity, tolerance: 0.1)
            var centerline = Polylines()
            centerline.flatten(Path(ellipseIn: Rect(x: 0, y: 0, width: 80, height: 80)), transform: .identity, tolerance: 0.1)
            let vertices = centerline.range(of: 0).count - 1  // its closing point repeats its first
            #expect(stroker.outlines.count == 2)
            #expect(stroker.outlines.range(of: 0).count == vertices && stroker.outlines.range(of: 1).count == vertices)
        }
    }
}
