import Foundation
import Testing

@testable import Raster
@testable import RasterSamples

@Suite("Exact-area coverage")
struct CoverageTests {
    @Test func halfCoveredPixelIsHalfAlpha() {
        let image = render(width: 4, height: 4) { c in c.fill(Path(rect: Rect(x: 1, y: 1, width: 0.5, height: 1)), color: .black) }
        #expect(image.alpha(x: 1, y: 1) == 128)
        #expect(image.alpha(x: 0, y: 1) == 0)
        #expect(image.alpha(x: 2, y: 1) == 0)
        let quarter = render(width: 4, height: 4) { c in c.fill(Path(rect: Rect(x: 1.5, y: 1.5, width: 1, height: 1)), color: .black) }
        for (x, y) in [(1, 1), (2, 1), (1, 2), (2, 2)] { #expect(quarter.alpha(x: x, y: y) == 64) }
    }

    @Test(arguments: [(0.0, 0.0), (0.25, 0.75), (3.3, 1.1), (0.5, 0.5), (7.91, 2.13)])
    func unitSquareAtAnyOffsetSumsToOnePixel(dx: Double, dy: Double) {
        let image = render(width: 12, height: 6) { c in c.fill(Path(rect: Rect(x: 1 + dx, y: 1 + dy, width: 1, height: 1)), color: .black) }
        // Up to four pixels share the square; each rounds to the nearest 1/255.
        #expect(abs(coveredArea(image) - 1) <= 2.0 / 255)
    }

    @Test func triangleCoverageIsItsArea() {
        var p = Path()
        p.move(to: Point(1.2, 1.7)); p.addLine(to: Point(17.9, 4.3)); p.addLine(to: Point(6.4, 13.8)); p.closeSubpath()
        let ab = Point(17.9 - 1.2, 4.3 - 1.7), ac = Point(6.4 - 1.2, 13.8 - 1.7)
        let area = abs(ab.cross(ac)) / 2
        let image = render(width: 20, height: 16) { c in c.fill(p, color: .black) }
        #expect(abs(coveredArea(image) - area) < 0.002 * area)
    }

    @Test(arguments: [4.0, 13.7, 40.0])
    func discCoverageIsPiRSquared(radius: Double) {
        let size = Int(radius * 2) + 6
        let center = Double(size) / 2 + 0.31
        let rect = Rect(x: center - radius, y: center - radius, width: 2 * radius, height: 2 * radius)
        let expected = Double.pi * radius * radius
        let analytic = render(width: size, height: size) { c in c.fillEllipse(in: rect, color: .black) }
        #expect(abs(coveredArea(analytic) - expected) < 0.001 * expected)
        let curved = render(width: size, height: size) { c in c.fill(Path(ellipseIn: rect), color: .black) }
        #expect(abs(coveredArea(curved) - expected) < 0.001 * expected)
        let rounded = render(width: size, height: size) { c in c.fillRoundedRect(rect, cornerRadius: radius, color: .black) }
        #expect(abs(coveredArea(rounded) - expected) < 0.001 * expected)
    }

    @Test func wholePixelTranslationShiftsTheImageExactly() {
        let shape = Gallery.star(center: Point(20.25, 18.5), outer: 15.5, inner: 6.75, points: 5, turns: 2)
        let a = render(width: 64, height: 64) { c in c.fill(shape, color: Color(red: 0.2, green: 0.5, blue: 0.7, alpha: 0.8)) }
        let b = render(width: 64, height: 64) { c in
            c.concatenate(Transform(translationX: 17, y: 9))
            c.fill(shape, color: Color(red: 0.2, green: 0.5, blue: 0.7, alpha: 0.8))
        }
        for y in 0..<(64 - 9) {
            for x in 0..<(64 - 17) { #expect(a.pixel(x: x, y: y) == b.pixel(x: x + 17, y: y + 9)) }
        }
    }

    @Test func shapesSharingAnEdgeCoverEachPixelExactlyOnce() {
        // Two polygons meeting along a slanted edge: at every pixel the coverages add up to one.
        var left = Path(), right = Path()
        left.move(to: Point(2, 2)); left.addLine(to: Point(20.3, 2)); left.addLine(to: Point(9.7, 30)); left.addLine(to: Point(2, 30))
        left.closeSubpath()
        right.move(to: Point(20.3, 2)); right.addLine(to: Point(30, 2)); right.addLine(to: Point(30, 30)); right.addLine(to: Point(9.7, 30))
        right.closeSubpath()
        let a = render(width: 32, height: 32) { c in c.fill(left, color: .black) }
        let b = render(width: 32, height: 32) { c in c.fill(right, color: .black) }
        for y in 2..<30 {
            for x in 2..<30 { #expect(abs(a.alpha(x: x, y: y) + b.alpha(x: x, y: y) - 255) <= 1, "at \(x), \(y)") }
        }
    }

    @Test func fillRulesDifferOnlyWhereTheWindingIsTwo() {
        let pentagram = Gallery.star(center: Point(30, 30), outer: 25, inner: 10, points: 5, turns: 2)
        let nonZero = render(width: 60, height: 60) { c in c.fill(pentagram, color: .black, rule: .nonZero) }
        let evenOdd = render(width: 60, height: 60) { c in c.fill(pentagram, color: .black, rule: .evenOdd) }
        #expect(nonZero.alpha(x: 30, y: 30) == 255)
        #expect(evenOdd.alpha(x: 30, y: 30) == 0)
        #expect(nonZero.alpha(x: 30, y: 8) == 255 && evenOdd.alpha(x: 30, y: 8) == 255)
    }

    @Test func shapesOutsideTheFrameAreCulledAndPartlyOutsideAreClipped() {
        let canvas = Canvas(width: 20, height: 20)
        canvas.fill(Path(rect: Rect(x: 30, y: 5, width: 5, height: 5)), color: .black)
        #expect(canvas.displayList.commandCount == 0)
        canvas.fill(Path(rect: Rect(x: -10, y: -10, width: 15, height: 40)), color: .black)
        let image = DisplayListRenderer().image(of: canvas.displayList)
        #expect(image.alpha(x: 0, y: 0) == 255 && image.alpha(x: 4, y: 19) == 255 && image.alpha(x: 5, y: 10) == 0)
    }

    @Test func sourceOverWithPremultipliedAlpha() {
        let image = render(width: 2, height: 1) { c in
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 2, height: 1)), color: Color(red: 1, green: 0, blue: 0))
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), color: Color(red: 0, green: 0, blue: 1, alpha: 0.5))
        }
        // Blue at half alpha (128) over red: red keeps 255·127/255 = 127 of its 255.
        #expect(image.pixel(x: 0, y: 0) == 0xFF7F_0080)
        #expect(image.pixel(x: 1, y: 0) == 0xFFFF_0000)
    }
}
