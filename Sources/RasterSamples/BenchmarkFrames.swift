import Foundation
import Raster

/// The three synthetic frames Raster is measured on (see the performance table in docs/performance.md), drawn in a
/// 1280 x 720 point space at any scale. Pseudo-random but fixed: every run draws the same frame.
public enum BenchmarkFrame: String, CaseIterable, Sendable {
    /// A 25 x 15 grid of 64 x 64 image tiles filling the frame, each scaled 1.00–1.05 with opacity
    /// 0.3–1.0, plus a thick stroked circle and a rounded rect.
    case tiles
    /// 300 arcs and quadratic curves, width 2–10, round caps and joins, alpha 0.5.
    case strokes
    /// 2,000 anti-aliased discs of radius 4–40 with alpha.
    case discs

    public static let pointSize = Size(width: 1280, height: 720)

    /// One drawing operation of a frame, in the 1280 x 720 point space: what both our canvas and the peer benchmark
    /// (`make bench-peers`, from `playground bench --geometry`) draw, so that both draw exactly the same shapes.
    public enum Shape: Sendable {
        /// `tileImage` stretched over `rect`, with an opacity (bilinear).
        case image(rect: Rect, opacity: Double)
        /// A path stroked with round caps and joins.
        case stroke(path: Path, lineWidth: Double, color: Color)
        case ellipse(rect: Rect, color: Color)
        case roundedRect(rect: Rect, radius: Double, color: Color)
        /// A circle's outline: `Path(ellipseIn:)` stroked with butt caps.
        case ring(rect: Rect, lineWidth: Double, color: Color)
    }

    /// The frame's background colour.
    public static let background = Color(red8: 16, green8: 24, blue8: 32)

    /// The frame's shapes in drawing order. `variation` shifts the random numbers so that successive benchmark frames
    /// differ slightly, like an animation.
    public func shapes(variation: Int = 0) -> [Shape] {
        var random = SeededRandom(seed: 0x5EED + UInt64(rawValue.count))
        let phase = Double(variation) * 0.01
        var shapes: [Shape] = []
        switch self {
        case .tiles:
            let columns = 25, rows = 15
            let cellWidth = Self.pointSize.width / Double(columns), cellHeight = Self.pointSize.height / Double(rows)
            for row in 0..<rows {
                for column in 0..<columns {
                    let scaleFactor = 1 + 0.05 * (random.unit() + phase).truncatingRemainder(dividingBy: 1)
                    let opacity = 0.3 + 0.7 * random.unit()
                    let w = cellWidth * scaleFactor, h = cellHeight * scaleFactor
                    let cx = (Double(column) + 0.5) * cellWidth, cy = (Double(row) + 0.5) * cellHeight
                    shapes.append(.image(rect: Rect(x: cx - w / 2, y: cy - h / 2, width: w, height: h), opacity: opacity))
                }
            }
            shapes.append(.ring(rect: Rect(x: 440, y: 160, width: 400, height: 400), lineWidth: 24, color: Color(red8: 255, green8: 255, blue8: 255, alpha: 0.9)))
            shapes.append(
                .roundedRect(
                    rect: Rect(x: 540 + 20 * phase, y: 300, width: 200, height: 120), radius: 24,
                    color: Color(red8: 50, green8: 171, blue8: 155, alpha: 0.85)))
        case .strokes:
            for index in 0..<300 {
                let color = Color(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: 0.5)
                let lineWidth = 2 + 8 * random.unit()
                let center = Point(random.unit() * 1280, random.unit() * 720)
                var path = Path()
                if index % 2 == 0 {
                    let start = random.unit() * 2 * .pi + phase
                    path.addArc(
                        center: center, radius: 10 + 90 * random.unit(), startAngle: start,
                        endAngle: start + 0.5 + 4 * random.unit(), clockwise: true)
                } else {
                    path.move(to: center)
                    path.addQuadCurve(
                        to: center + Point(random.unit() * 300 - 150, random.unit() * 300 - 150),
                        control: center + Point(random.unit() * 300 - 150, random.unit() * 300 - 150 + 10 * phase))
                }
                shapes.append(.stroke(path: path, lineWidth: lineWidth, color: color))
            }
        case .discs:
            for _ in 0..<2000 {
                let radius = 4 + 36 * random.unit()
                let center = Point(random.unit() * 1280 + phase, random.unit() * 720)
                let color = Color(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: 0.3 + 0.6 * random.unit())
                shapes.append(.ellipse(rect: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius), color: color))
            }
        }
        return shapes
    }

    /// Records the frame at `scale` pixels per point into `canvas` (which it resets).
    public func draw(into canvas: Canvas, scale: Double, variation: Int = 0) {
        canvas.reset(width: Int(Self.pointSize.width * scale), height: Int(Self.pointSize.height * scale))
        canvas.transform = Transform(scaleX: scale, y: scale)
        canvas.clear(Self.background)
        for shape in shapes(variation: variation) {
            switch shape {
            case .image(let rect, let opacity): canvas.draw(Self.tileImage, in: rect, opacity: opacity)
            case .stroke(let path, let lineWidth, let color):
                canvas.stroke(path, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round), color: color)
            case .ellipse(let rect, let color): canvas.fillEllipse(in: rect, color: color)
            case .roundedRect(let rect, let radius, let color): canvas.fillRoundedRect(rect, cornerRadius: radius, color: color)
            case .ring(let rect, let lineWidth, let color): canvas.stroke(Path(ellipseIn: rect), style: StrokeStyle(lineWidth: lineWidth), color: color)
            }
        }
    }

    /// The 64 x 64 tile: faint lines and dots on dark blue, seamless at its edges.
    public static let tileImage: PixelBuffer = {
        let canvas = Canvas(width: 64, height: 64)
        canvas.clear(Color(red8: 15, green8: 78, blue8: 101))
        let line = Color(red8: 77, green8: 181, blue8: 217, alpha: 0.35)
        var grid = Path()
        grid.move(to: Point(0, 32)); grid.addLine(to: Point(64, 32))
        grid.move(to: Point(32, 0)); grid.addLine(to: Point(32, 64))
        canvas.stroke(grid, style: StrokeStyle(lineWidth: 1), color: line)
        for corner in [Point(0, 0), Point(64, 0), Point(0, 64), Point(64, 64), Point(32, 32)] {
            canvas.fillEllipse(in: Rect(x: corner.x - 3, y: corner.y - 3, width: 6, height: 6), color: line)
        }
        return DisplayListRenderer().image(of: canvas.displayList)
    }()
}
