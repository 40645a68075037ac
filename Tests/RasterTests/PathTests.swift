import Foundation
import Testing

@testable import Raster

@Suite("Paths and SVG path data")
struct PathTests {
    @Test func arcsFollowUIKitAngles() {
        // From 12 o'clock clockwise (on a y-down screen) through 3 o'clock.
        let arc = Path(arcCenter: Point(0, 0), radius: 10, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        guard case .move(let start) = arc.elements.first, case .curve(let end, _, _) = arc.elements.last else {
            Issue.record("unexpected elements \(arc.elements)")
            return
        }
        #expect(abs(start.x) < 1e-12 && abs(start.y + 10) < 1e-12)
        #expect(abs(end.x - 10) < 1e-12 && abs(end.y) < 1e-12)
        #expect(arc.elements.count == 2)
        // Counter-clockwise between the same angles goes the long way: three quarters.
        let long = Path(arcCenter: .zero, radius: 10, startAngle: -.pi / 2, endAngle: 0, clockwise: false)
        #expect(long.elements.count == 4)
    }

    @Test func svgPathDataCoversEveryCommand() throws {
        let path = try Path(
            svgPathData:
                "M10,10 l 20 0 H 50 v10 h-5 V 30 C 40 40 30 40 20 30 s -10 -10 -10 -20 Q 15 0 20 5 t 10 0 "
                    + "A 5 5 0 0 1 40 5 a5,5 0 1,0 10,0 z m 5 5 L1e1 2.5e+1 .5.5 Z"
        )
        let kinds = path.elements.map { element -> String in
            switch element {
            case .move: return "M"
            case .line: return "L"
            case .quadCurve: return "Q"
            case .curve: return "C"
            case .closeSubpath: return "Z"
            }
        }
        #expect(kinds.prefix(11) == ["M", "L", "L", "L", "L", "L", "C", "C", "Q", "Q", "C"])
        #expect(kinds.suffix(5) == ["Z", "M", "L", "L", "Z"])
        // After z, a relative move is relative to the closed subpath's start (10, 10).
        let moves = path.elements.compactMap { if case .move(let p) = $0 { return p } else { return nil } }
        #expect(moves == [Point(10, 10), Point(15, 15)])
        // Smooth cubic reflects the previous control point: (30, 40) about (20, 30) gives (10, 20).
        if case .curve(_, let c1, _) = path.elements[7] { #expect(c1 == Point(10, 20)) }
        // The implicit numbers ".5.5" are two numbers.
        if case .line(let p) = path.elements[path.elements.count - 2] { #expect(p == Point(0.5, 0.5)) }
    }

    @Test func svgArcsEndAtTheirEndpointAndBulgeTheRightWay() throws {
        let arc = try Path(svgPathData: "M 0 0 A 10 10 0 0 1 20 0")
        guard case .curve(let end, _, _) = arc.elements.last else { Issue.record("no curve"); return }
        #expect(abs(end.x - 20) < 1e-9 && abs(end.y) < 1e-9)
        // Sweep flag 1 (clockwise on screen) from left to right bulges upward: two quarter arcs whose
        // control points reach y = −10 at the top.
        #expect(abs(arc.controlPointBounds.minY + 10) < 1e-9 && arc.controlPointBounds.maxY < 1e-9)
    }

    @Test(arguments: [
        ("M 10 10 L 20", 12, "expected a number, found the end of the data"),
        ("L 10 10", 0, "path data must begin with M or m"),
        ("M 10 10 X 5 5", 8, "expected a number, found 'X'"),
        ("M 0 0 A 5 5 0 2 0 10 10", 14, "expected an arc flag (0 or 1), found '2'"),
        ("M 1 1 L 2 #", 10, "expected a number, found '#'"),
    ])
    func badPathDataSaysWhere(data: String, offset: Int, message: String) {
        do {
            _ = try Path(svgPathData: data)
            Issue.record("accepted \(data)")
        } catch let error as PathDataError {
            #expect(error.offset == offset)
            #expect(error.message.hasPrefix(message) || error.message.contains(message))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func transformsComposeLikeCoreGraphics() {
        let t = Transform(translationX: 10, y: 0).rotated(by: .pi / 2)
        // rotated(by:) applies the rotation first: (1, 0) → (0, 1) → (10, 1).
        let p = t.apply(Point(1, 0))
        #expect(abs(p.x - 10) < 1e-12 && abs(p.y - 1) < 1e-12)
        let inverse = t.inverted!
        let back = inverse.apply(p)
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y) < 1e-12)
        #expect(Transform(scaleX: 0, y: 1).inverted == nil)
        #expect(abs(Transform(scaleX: 3, y: 2).rotated(by: 0.7).maximumScale - 3) < 1e-12)
    }

    @Test func colorsParseHexAndPremultiply() {
        #expect(Color(hex: "#32AB9B") == Color(red8: 50, green8: 171, blue8: 155))
        #expect(Color(hex: "#FFFFFF80")?.premultipliedARGB == 0x8080_8080)
        #expect(Color(hex: "32AB9B") == nil && Color(hex: "#12345") == nil && Color(hex: "#GG0000") == nil)
        #expect(Color(red8: 15, green8: 78, blue8: 101).hexString == "#0F4E65")
    }
}
