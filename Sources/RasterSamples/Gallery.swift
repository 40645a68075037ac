import Foundation
import Raster

/// A sheet of every Raster feature, one cell each, labelled by position (row, column):
/// fills and fill rules, anti-aliasing of thin and curved shapes, caps, joins, miter limit, dashes,
/// trimming, hairlines, images (aligned, scaled, rotated, nearest), clips, group opacity and masks, gradients
/// (axial, radial, conic), shadows (of content and of a path) and a perspective-mapped image.
/// Used by `playground render --gallery` and by the golden-image test.
public enum Gallery {
    public static let columns = 6
    public static let rows = 5
    /// Edge of one cell, in points.
    public static let cellSize = 120.0

    /// Records the gallery at `scale` device pixels per point into `canvas` (which it resets).
    public static func draw(into canvas: Canvas, scale: Double = 1) {
        let width = Int((Double(columns) * cellSize * scale).rounded()), height = Int((Double(rows) * cellSize * scale).rounded())
        canvas.reset(width: width, height: height)
        canvas.clear(Color(red8: 246, green8: 244, blue8: 239))
        let ink = Color(red8: 30, green8: 41, blue8: 59)
        let teal = Color(red8: 50, green8: 171, blue8: 155)
        let coral = Color(red8: 239, green8: 106, blue8: 84, alpha: 0.85)
        let gold = Color(red8: 245, green8: 180, blue8: 60)
        let cells: [(Canvas) -> Void] = [
            // Row 0: fills.
            { c in c.fill(star(center: Point(60, 60), outer: 50, inner: 20, points: 5, turns: 2), color: ink, rule: .nonZero) },
            { c in c.fill(star(center: Point(60, 60), outer: 50, inner: 20, points: 5, turns: 2), color: ink, rule: .evenOdd) },
            { c in
                c.fillEllipse(in: Rect(x: 15, y: 15, width: 90, height: 90), color: teal)
                c.fillEllipse(in: Rect(x: 40, y: 30, width: 60, height: 60), color: coral)
            },
            { c in
                // Two shapes sharing a slanted edge: their coverages add up to exactly one pixel along it.
                var left = Path(), right = Path()
                left.move(to: Point(20, 20)); left.addLine(to: Point(70.3, 20)); left.addLine(to: Point(50.3, 100))
                left.addLine(to: Point(20, 100)); left.closeSubpath()
                right.move(to: Point(70.3, 20)); right.addLine(to: Point(100, 20)); right.addLine(to: Point(100, 100))
                right.addLine(to: Point(50.3, 100)); right.closeSubpath()
                c.fill(left, color: ink)
                c.fill(right, color: teal)
            },
            { c in
                for i in 0..<12 {
                    let angle = Double(i) * .pi / 12
                    var p = Path()
                    p.move(to: Point(60, 60))
                    p.addLine(to: Point(60 + 52 * cos(angle), 60 + 52 * sin(angle)))
                    c.stroke(p, style: StrokeStyle(lineWidth: 1), color: ink)
                }
            },
            { c in
                let d = "M 60 100 C 20 75 10 45 35 30 A 20 20 0 0 1 60 42 A 20 20 0 0 1 85 30 C 110 45 100 75 60 100 Z"
                c.fill((try? Path(svgPathData: d)) ?? Path(), color: coral)
            },
            // Row 1: caps and joins.
            { c in
                for (i, cap) in [LineCap.butt, .round, .square].enumerated() {
                    var p = Path()
                    p.move(to: Point(30, 30 + Double(i) * 30))
                    p.addLine(to: Point(90, 30 + Double(i) * 30))
                    c.stroke(p, style: StrokeStyle(lineWidth: 14, lineCap: cap), color: teal)
                    c.stroke(p, style: StrokeStyle(lineWidth: 0), color: ink)
                }
            },
            { c in
                for (i, join) in [LineJoin.miter, .round, .bevel].enumerated() {
                    var p = Path()
                    let y = 38 + Double(i) * 30
                    p.move(to: Point(25, y))
                    p.addLine(to: Point(60, y - 20))
                    p.addLine(to: Point(95, y))
                    c.stroke(p, style: StrokeStyle(lineWidth: 10, lineJoin: join), color: ink)
                }
            },
            { c in
                // The same sharp corner under two miter limits: mitred, then bevelled.
                for (i, limit) in [10.0, 2.0].enumerated() {
                    var p = Path()
                    let x = 25 + Double(i) * 50
                    p.move(to: Point(x, 100))
                    p.addLine(to: Point(x + 12, 25))
                    p.addLine(to: Point(x + 24, 100))
                    c.stroke(p, style: StrokeStyle(lineWidth: 8, miterLimit: limit), color: ink)
                }
            },
            { c in
                let circle = Path(arcCenter: Point(60, 60), radius: 40, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
                c.stroke(circle, style: StrokeStyle(lineWidth: 6, lineDashPattern: [14, 6, 2, 6]), color: teal)
                c.stroke(
                    Path(ellipseIn: Rect(x: 40, y: 40, width: 40, height: 40)),
                    style: StrokeStyle(lineWidth: 5, lineCap: .round, lineDashPattern: [0, 9]), color: ink)
            },
            { c in
                let circle = Path(arcCenter: Point(60, 60), radius: 40, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
                c.stroke(circle, style: StrokeStyle(lineWidth: 1), color: Color(red8: 200, green8: 200, blue8: 200))
                c.stroke(circle, style: StrokeStyle(lineWidth: 10, lineCap: .round, strokeStart: 0.1, strokeEnd: 0.6), color: coral)
            },
            { c in
                for i in 0..<8 {
                    var p = Path()
                    p.move(to: Point(15, 20 + Double(i) * 11.3))
                    p.addQuadCurve(to: Point(105, 20 + Double(i) * 11.3), control: Point(60, 5 + Double(i) * 14))
                    c.stroke(p, style: StrokeStyle(lineWidth: 0), color: ink)
                }
            },
            // Row 2: images.
            { c in c.draw(checkerImage, in: Rect(x: 28, y: 28, width: 64, height: 64)) },
            { c in c.draw(checkerImage, in: Rect(x: 12.5, y: 12.5, width: 95, height: 95)) },
            { c in
                c.saveState()
                c.concatenate(
                    Transform(translationX: -32, y: -32).rotated(by: 0).concatenating(Transform(rotationAngle: 0.5))
                        .concatenating(Transform(translationX: 60, y: 60)))
                c.draw(checkerImage, in: Rect(x: 0, y: 0, width: 64, height: 64), opacity: 0.8)
                c.restoreState()
            },
            { c in c.draw(checkerImage, in: Rect(x: 12, y: 12, width: 96, height: 96), smooth: false) },
            { c in
                c.fill(
                    Path(ellipseIn: Rect(x: 10, y: 10, width: 100, height: 100)), image: checkerImage,
                    in: Rect(x: 10, y: 10, width: 100, height: 100))
            },
            { c in
                for i in 0..<4 {
                    c.fillRoundedRect(
                        Rect(x: 14 + Double(i) * 20, y: 14 + Double(i) * 20, width: 44, height: 44),
                        cornerRadius: 10, color: [teal, coral, gold, ink][i].withAlphaComponent(0.6))
                }
            },
            // Row 3: clips, groups, masks.
            { c in
                c.saveState()
                c.clip(toRoundedRect: Rect(x: 20, y: 20, width: 80, height: 80), cornerRadius: 24)
                c.fill(Path(rect: Rect(x: 0, y: 0, width: 120, height: 120)), color: teal)
                c.stroke(
                    star(center: Point(60, 60), outer: 56, inner: 25, points: 6, turns: 1), style: StrokeStyle(lineWidth: 6), color: ink)
                c.restoreState()
            },
            { c in
                // Overlapping shapes without a group: the overlap shows through.
                c.fillEllipse(in: Rect(x: 15, y: 25, width: 60, height: 60), color: coral.withAlphaComponent(0.5))
                c.fillEllipse(in: Rect(x: 45, y: 35, width: 60, height: 60), color: coral.withAlphaComponent(0.5))
            },
            { c in
                // The same shapes as one group at 50 %: the overlap does not.
                c.beginGroup()
                c.fillEllipse(in: Rect(x: 15, y: 25, width: 60, height: 60), color: coral)
                c.fillEllipse(in: Rect(x: 45, y: 35, width: 60, height: 60), color: coral)
                c.endGroup(opacity: 0.5)
            },
            { c in
                c.beginGroup()
                c.fill(Path(rect: Rect(x: 10, y: 10, width: 100, height: 100)), color: ink)
                c.fill(Path(rect: Rect(x: 10, y: 10, width: 50, height: 50)), color: gold)
                c.beginMask()
                c.fill(star(center: Point(60, 60), outer: 50, inner: 22, points: 5, turns: 1), color: Color.black)
                c.endGroup()
            },
            { c in
                c.beginGroup()
                c.draw(checkerImage, in: Rect(x: 10, y: 10, width: 100, height: 100))
                c.beginMask()
                for i in 0..<5 {
                    c.fillEllipse(
                        in: Rect(x: 10 + Double(i) * 20, y: 10 + Double(i) * 20, width: 20, height: 20),
                        color: Color.black.withAlphaComponent(0.2 + 0.2 * Double(i)))
                }
                c.fill(Path(rect: Rect(x: 10, y: 90, width: 100, height: 20)), color: .black)
                c.endGroup()
            },
            { c in
                var p = Path()
                p.move(to: Point(20, 100))
                p.addCurve(to: Point(100, 100), control1: Point(20, -10), control2: Point(100, 150))
                c.stroke(p, style: StrokeStyle(lineWidth: 9, lineCap: .round, lineJoin: .round), color: teal)
                c.stroke(p, style: StrokeStyle(lineWidth: 2, lineDashPattern: [8, 5], lineDashPhase: 3), color: .white)
            },
            // Row 4: gradients, shadows, perspective.
            { c in
                c.fillRoundedRect(
                    Rect(x: 12, y: 12, width: 96, height: 96), cornerRadius: 14,
                    gradient: Gradient(colors: [teal, gold, coral], locations: [0, 0.6, 1], kind: .axial(start: Point(12, 12), end: Point(108, 108))))
            },
            { c in
                c.fill(
                    Path(ellipseIn: Rect(x: 10, y: 20, width: 100, height: 80)),
                    gradient: Gradient(colors: [.white, teal, ink], locations: [0, 0.5, 1], kind: .radial(center: Point(50, 50), radii: Size(width: 60, height: 50))))
            },
            { c in
                c.fill(
                    Path(ellipseIn: Rect(x: 12, y: 12, width: 96, height: 96)),
                    gradient: Gradient(colors: [coral, gold, teal, ink, coral], kind: .conic(center: Point(60, 60), angle: -.pi / 2)))
                c.fillEllipse(in: Rect(x: 42, y: 42, width: 36, height: 36), color: Color(red8: 246, green8: 244, blue8: 239))
            },
            { c in
                // A group's content casting its shadow (σ 6, moved down 6), drawn over it.
                c.beginGroup(shadow: Shadow(color: ink.withAlphaComponent(0.45), offset: Size(width: 0, height: 6), radius: 6))
                c.fillRoundedRect(Rect(x: 22, y: 18, width: 76, height: 76), cornerRadius: 12, color: .white)
                c.fillEllipse(in: Rect(x: 44, y: 40, width: 32, height: 32), color: teal)
                c.endGroup()
            },
            { c in
                // A shadow path (the content's outline, not drawn itself), then the content.
                c.beginGroup(shadow: Shadow(color: coral, offset: Size(width: 8, height: 8), radius: 3))
                c.fill(star(center: Point(56, 56), outer: 44, inner: 20, points: 5, turns: 1), color: .black)
                c.endGroup(opacity: 1, drawsContent: false)
                c.fill(star(center: Point(56, 56), outer: 44, inner: 20, points: 5, turns: 1), color: ink)
            },
            { c in
                // The checker image on a plane turned 55° about its vertical axis, seen from 150 points away.
                c.saveState()
                let angle = 55 * Double.pi / 180
                c.projection = Homography(m11: cos(angle), m12: 0, m13: sin(angle) / 150, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
                    .concatenating(Homography(c.transform.translatedBy(x: 60, y: 60)))
                c.draw(checkerImage, in: Rect(x: -45, y: -45, width: 90, height: 90))
                c.restoreState()
            },
        ]
        for (index, cell) in cells.enumerated() {
            let column = Double(index % columns), row = Double(index / columns)
            canvas.saveState()
            canvas.transform = Transform(translationX: column * cellSize, y: row * cellSize)
                .concatenating(Transform(scaleX: scale, y: scale))
            canvas.stroke(
                Path(rect: Rect(x: 0.5, y: 0.5, width: cellSize - 1, height: cellSize - 1)),
                style: StrokeStyle(lineWidth: 0), color: Color(red8: 215, green8: 210, blue8: 200))
            cell(canvas)
            canvas.restoreState()
        }
    }

    /// A star polygon: `points` tips, joining every `turns`-th vertex (turns 2 on 5 points makes a pentagram
    /// that overlaps itself, which shows the difference between the fill rules).
    public static func star(center: Point, outer: Double, inner: Double, points: Int, turns: Int) -> Path {
        var path = Path()
        if turns > 1 {
            for k in 0..<points {
                let angle = -Double.pi / 2 + Double(k * turns) * 2 * .pi / Double(points)
                let p = Point(center.x + outer * cos(angle), center.y + outer * sin(angle))
                if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
        } else {
            for k in 0..<(2 * points) {
                let angle = -Double.pi / 2 + Double(k) * .pi / Double(points)
                let radius = k % 2 == 0 ? outer : inner
                let p = Point(center.x + radius * cos(angle), center.y + radius * sin(angle))
                if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
        }
        path.closeSubpath()
        return path
    }

    /// A 64 x 64 test image: a checkerboard with a translucent diagonal band and a coloured frame.
    public static let checkerImage: PixelBuffer = {
        let image = PixelBuffer(width: 64, height: 64)
        for y in 0..<64 {
            for x in 0..<64 {
                var color = ((x / 8) + (y / 8)) % 2 == 0 ? Color(red8: 60, green8: 90, blue8: 160) : Color.white
                if abs(x - y) < 6 { color = Color(red8: 240, green8: 120, blue8: 40, alpha: 0.6) }
                if x == 0 || y == 0 || x == 63 || y == 63 { color = Color(red8: 200, green8: 30, blue8: 60) }
                image.setPixel(x: x, y: y, color.premultipliedARGB)
            }
        }
        return image
    }()
}
