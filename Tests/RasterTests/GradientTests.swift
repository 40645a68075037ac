import Foundation
import Testing

@testable import Raster

@Suite("Gradients")
struct GradientTests {
    /// The premultiplied channels of a straight colour, rounded as the frame stores them.
    private func expected(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> [Int] {
        [a, r * a, g * a, b * a].map { Int(($0 * 255).rounded()) }
    }

    private func channels(_ pixel: UInt32) -> [Int] {
        [Int(pixel >> 24), Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF)]
    }

    private func close(_ pixel: UInt32, _ want: [Int], within tolerance: Int = 1) -> Bool {
        zip(channels(pixel), want).allSatisfy { abs($0 - $1) <= tolerance }
    }

    private let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    @Test func axialColoursFollowTheAxis() {
        let gradient = Gradient(colors: [red, blue], kind: .axial(start: Point(0, 0), end: Point(100, 0)))
        let frame = render(width: 100, height: 4) { $0.fill(Path(rect: Rect(x: 0, y: 0, width: 100, height: 4)), gradient: gradient) }
        for x in 0..<100 {
            let t = (Double(x) + 0.5) / 100
            #expect(close(frame.pixel(x: x, y: 2), expected(1 - t, 0, t)), "x = \(x)")
        }
        // Beyond the end points the end colours extend.
        let wide = render(width: 100, height: 2) { c in
            c.fill(
                Path(rect: Rect(x: 0, y: 0, width: 100, height: 2)),
                gradient: Gradient(colors: [red, blue], kind: .axial(start: Point(30, 0), end: Point(70, 0))))
        }
        #expect(wide.pixel(x: 5, y: 1) == 0xFFFF_0000 && wide.pixel(x: 95, y: 1) == 0xFF00_00FF)
    }

    @Test func locationsPlaceStopsAndADiagonalAxisProjects() {
        let green = Color(red: 0, green: 1, blue: 0)
        // Stops at 0, 0.25 and 1 along the diagonal from (0, 0) to (80, 80).
        let gradient = Gradient(colors: [red, green, blue], locations: [0, 0.25, 1], kind: .axial(start: Point(0, 0), end: Point(80, 80)))
        let frame = render(width: 80, height: 80) { $0.fill(Path(rect: Rect(x: 0, y: 0, width: 80, height: 80)), gradient: gradient) }
        for (x, y) in [(10, 30), (40, 0), (70, 55), (79, 79), (5, 5)] {
            let t = ((Double(x) + 0.5) + (Double(y) + 0.5)) / 160
            let want = t < 0.25 ? expected(1 - t / 0.25, t / 0.25, 0) : expected(0, 1 - (t - 0.25) / 0.75, (t - 0.25) / 0.75)
            #expect(close(frame.pixel(x: x, y: y), want), "(\(x), \(y)) t = \(t)")
        }
    }

    @Test func radialPositionIsTheEllipticDistance() {
        let gradient = Gradient(colors: [.white, .black], kind: .radial(center: Point(50, 50), radii: Size(width: 40, height: 20)))
        let frame = render(width: 100, height: 100) { $0.fill(Path(rect: Rect(x: 0, y: 0, width: 100, height: 100)), gradient: gradient) }
        for (x, y) in [(50, 50), (69, 50), (50, 59), (80, 62), (20, 40), (95, 95)] {
            let dx = (Double(x) + 0.5 - 50) / 40, dy = (Double(y) + 0.5 - 50) / 20
            let t = min((dx * dx + dy * dy).squareRoot(), 1)
            #expect(close(frame.pixel(x: x, y: y), expected(1 - t, 1 - t, 1 - t)), "(\(x), \(y))")
        }
    }

    @Test func conicGoesClockwiseFromItsAngle() {
        // Starting straight up (angle -π/2): right is a quarter turn, down half, left three quarters.
        let gradient = Gradient(colors: [.black, .white], kind: .conic(center: Point(50, 50), angle: -Double.pi / 2))
        let frame = render(width: 100, height: 100) { $0.fill(Path(rect: Rect(x: 0, y: 0, width: 100, height: 100)), gradient: gradient) }
        for (x, y) in [(90, 50), (50, 90), (10, 50), (80, 20), (20, 80)] {
            let px = Double(x) + 0.5 - 50, py = Double(y) + 0.5 - 50
            var turn = (atan2(py, px) + Double.pi / 2) / (2 * Double.pi)
            if turn < 0 { turn += 1 }
            #expect(close(frame.pixel(x: x, y: y), expected(turn, turn, turn)), "(\(x), \(y)) turn \(turn)")
        }
    }

    @Test func coloursInterpolateUnpremultipliedAsCoreAnimation() {
        // White to clear (transparent black) is half-transparent grey halfway, the well-known iOS result.
        let gradient = Gradient(colors: [.white, .clear], kind: .axial(start: Point(0, 0), end: Point(101, 0)))
        let frame = render(width: 101, height: 1) { $0.fill(Path(rect: Rect(x: 0, y: 0, width: 101, height: 1)), gradient: gradient) }
        #expect(close(frame.pixel(x: 50, y: 0), expected(0.5, 0.5, 0.5, 0.5)))
        #expect(gradient.color(at: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
    }

    @Test func degenerateGradientsAreCoreGraphicsLike() {
        let square = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        // No colours: nothing. One colour: a solid fill. Start = end, a zero radius or a NaN point: the last colour.
        #expect(coveredArea(render(width: 10, height: 10) { $0.fill(square, gradient: Gradient(colors: [], kind: .axial(start: .zero, end: Point(1, 0)))) }) == 0)
        let cases: [Gradient] = [
            Gradient(colors: [red], kind: .axial(start: .zero, end: Point(10, 0))),
            Gradient(colors: [blue, red], kind: .axial(start: Point(5, 5), end: Point(5, 5))),
            Gradient(colors: [blue, red], kind: .radial(center: Point(5, 5), radii: Size(width: 0, height: 4))),
            Gradient(colors: [blue, red], kind: .axial(start: Point(.nan, 0), end: Point(10, 0))),
            Gradient(colors: [blue, red], kind: .conic(center: Point(5, 5), angle: .infinity)),
        ]
        for gradient in cases {
            let frame = render(width: 10, height: 10) { $0.fill(square, gradient: gradient) }
            #expect(frame.pixel(x: 3, y: 7) == 0xFFFF_0000, "\(gradient.kind)")
        }
    }

    @Test func hostileLocationsAreReadSafely() {
        // A count that does not match is ignored; NaN is spread evenly; a location below its predecessor steps.
        let mismatched = Gradient(colors: [red, blue], locations: [0.9], kind: .axial(start: .zero, end: Point(1, 0)))
        #expect(mismatched.color(at: 0.5) == red.interpolated(to: blue, at: 0.5))
        let nan = Gradient(colors: [red, blue], locations: [0, .nan], kind: .axial(start: .zero, end: Point(1, 0)))
        #expect(nan.stops.map(\.location) == [0, 1])
        let backwards = Gradient(colors: [red, .white, blue], locations: [0, 0.6, 0.2], kind: .axial(start: .zero, end: Point(1, 0)))
        #expect(backwards.stops.map(\.location) == [0, 0.6, 0.6])
        #expect(backwards.color(at: 0.59).red > 0.9 && backwards.color(at: 0.61) == blue)
        #expect(backwards.color(at: .nan) == red)
    }

    @Test func theColourTableIsTheGradientSampledInOneWalk() {
        // The table, built walking the stops once, holds exactly what `color(at:)` gives at each of its positions, for
        // stops in order, repeated, backwards, NaN or too few.
        var random = SeededRandom(seed: 7)
        let locationSets: [[Double]?] = [nil, [0, 0.3, 0.3, 1], [0.2, 0.9, 0.4, 0.95], [0, .nan, 0.5, 1], [0.5], [-1, 0.2, 0.2, 3]]
        for locations in locationSets {
            let colors = (0..<4).map { _ in Color(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: random.unit()) }
            let gradient = Gradient(colors: colors, locations: locations, kind: .axial(start: .zero, end: Point(1, 0)))
            var table: [UInt32] = []
            gradient.appendTable(to: &table, opacity: 0.8)
            #expect(table.count == Gradient.tableSize)
            for i in 0..<Gradient.tableSize {
                let c = gradient.color(at: Double(i) / Double(Gradient.tableSize - 1))
                #expect(table[i] == c.withAlphaComponent(c.alpha * 0.8).premultipliedARGB, "\(String(describing: locations)) entry \(i)")
            }
        }
        // A million colours cost one walk, not a million per entry.
        let many = Gradient(colors: (0..<1_000_000).map { Color(red: Double($0 % 2), green: 0, blue: 0) }, kind: .axial(start: .zero, end: Point(1, 0)))
        let start = Date()
        var table: [UInt32] = []
        many.appendTable(to: &table, opacity: 1)
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func bandsAndThreadsGiveTheSamePixels() {
        let gradient = Gradient(
            colors: [red, .white, blue], locations: [0.1, 0.5, 0.8], kind: .conic(center: Point(300, 200), angle: 0.4))
        func frame(_ threads: Int) -> PixelBuffer {
            render(width: 600, height: 400, threads: threads) { c in
                c.fill(Path(ellipseIn: Rect(x: 10, y: 10, width: 580, height: 380)), gradient: gradient, opacity: 0.8)
            }
        }
        #expect(identicalPixels(frame(1), frame(2)))
    }

    @Test func svgWritesRealGradients() {
        let svg = SVGCanvas(width: 100, height: 100)
        let square = Path(rect: Rect(x: 0, y: 0, width: 100, height: 100))
        svg.fill(square, gradient: Gradient(colors: [red, blue], kind: .axial(start: .zero, end: Point(100, 0))), opacity: 1, rule: .nonZero)
        svg.fill(
            square, gradient: Gradient(colors: [red, blue], kind: .radial(center: Point(50, 50), radii: Size(width: 50, height: 50))),
            opacity: 0.5, rule: .nonZero)
        let document = svg.document
        #expect(document.contains("<linearGradient") && document.contains("<radialGradient"))
        #expect(document.contains("stop-color=\"#FF0000\"") && document.contains("stop-opacity=\"0.5\""))
        #expect(document.contains("fill=\"url(#gradient"))
    }
}
