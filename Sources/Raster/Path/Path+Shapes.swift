import Foundation

/// Closed shapes and arcs, with UIKit's conventions: angles in radians from the positive x axis,
/// y pointing down, so `clockwise` means clockwise as seen on screen (increasing angle).
extension Path {
    /// A rectangle path, starting at the top-left corner and running clockwise on screen.
    public init(rect: Rect) {
        self.init()
        addRect(rect)
    }

    /// An ellipse inscribed in `rect`, starting at the right-most point, clockwise on screen.
    public init(ellipseIn rect: Rect) {
        self.init()
        addEllipse(in: rect)
    }

    /// A rounded rectangle; radii are clamped to half the width and height.
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        self.init()
        addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// An arc as `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)` builds it.
    public init(arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        self.init()
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public mutating func addRect(_ rect: Rect) {
        let r = rect.standardized
        move(to: Point(x: r.minX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    public mutating func addEllipse(in rect: Rect) {
        let r = rect.standardized
        let center = Point(x: r.midX, y: r.midY), rx = r.width / 2, ry = r.height / 2
        move(to: Point(x: center.x + rx, y: center.y))
        appendArcCurves(center: center, radiusX: rx, radiusY: ry, rotation: 0, startAngle: 0, sweep: 2 * .pi)
        closeSubpath()
    }

    /// A rectangle whose corners in `corners` are rounded with elliptical radii `cornerWidth` × `cornerHeight`
    /// (each clamped to half the side); the others are square.
    public init(roundedRect rect: Rect, cornerWidth: Double, cornerHeight: Double, corners: CornerMask) {
        self.init()
        addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, corners: corners)
    }

    /// Rounded rectangle with elliptical corners of the given radii (each clamped to half the side), at the corners
    /// in `corners` (all by default), clockwise on a y-down screen from the top left.
    public mutating func addRoundedRect(in rect: Rect, cornerWidth: Double, cornerHeight: Double, corners: CornerMask = .all) {
        let r = rect.standardized
        let rx = min(max(cornerWidth, 0), r.width / 2), ry = min(max(cornerHeight, 0), r.height / 2)
        if rx <= 0 || ry <= 0 || corners.isEmpty { return addRect(r) }
        let k = 0.5522847498307936  // 4/3·(√2 − 1): a quarter circle as one cubic
        func radii(_ corner: CornerMask) -> (x: Double, y: Double) { corners.contains(corner) ? (rx, ry) : (0, 0) }
        let tl = radii(.minXMinY), tr = radii(.maxXMinY), br = radii(.maxXMaxY), bl = radii(.minXMaxY)
        move(to: Point(x: r.minX + tl.x, y: r.minY))
        addLine(to: Point(x: r.maxX - tr.x, y: r.minY))
        if tr.x > 0 {
            addCurve(
                to: Point(x: r.maxX, y: r.minY + tr.y), control1: Point(x: r.maxX - tr.x + tr.x * k, y: r.minY),
                control2: Point(x: r.maxX, y: r.minY + tr.y - tr.y * k))
        }
        addLine(to: Point(x: r.maxX, y: r.maxY - br.y))
        if br.x > 0 {
            addCurve(
                to: Point(x: r.maxX - br.x, y: r.maxY), control1: Point(x: r.maxX, y: r.maxY - br.y + br.y * k),
                control2: Point(x: r.maxX - br.x + br.x * k, y: r.maxY))
        }
        addLine(to: Point(x: r.minX + bl.x, y: r.maxY))
        if bl.x > 0 {
            addCurve(
                to: Point(x: r.minX, y: r.maxY - bl.y), control1: Point(x: r.minX + bl.x - bl.x * k, y: r.maxY),
                control2: Point(x: r.minX, y: r.maxY - bl.y + bl.y * k))
        }
        addLine(to: Point(x: r.minX, y: r.minY + tl.y))
        if tl.x > 0 {
            addCurve(
                to: Point(x: r.minX + tl.x, y: r.minY), control1: Point(x: r.minX, y: r.minY + tl.y - tl.y * k),
                control2: Point(x: r.minX + tl.x - tl.x * k, y: r.minY))
        }
        closeSubpath()
    }

    /// Adds a circular arc. A line joins the current point to the arc's start (or the arc starts a new
    /// subpath). The sweep runs from `startAngle` to `endAngle` in the given direction, at most one full turn;
    /// an end angle "behind" the start wraps around, as in Core Graphics.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        let fullTurn = 2 * Double.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
            sweep = min(sweep, fullTurn)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
            sweep = max(sweep, -fullTurn)
        }
        appendArcCurves(center: center, radiusX: radius, radiusY: radius, rotation: 0, startAngle: startAngle, sweep: sweep)
    }

    /// Appends cubics approximating an elliptical arc whose start is the current point. Each cubic spans at
    /// most a quarter turn (radial error below 3e-4 of the radius).
    mutating func appendArcCurves(
        center: Point, radiusX: Double, radiusY: Double, rotation: Double,
        startAngle: Double, sweep: Double
    ) {
        guard sweep != 0, sweep.isFinite else { return }
        let segments = Int.stepCount(abs(sweep) / (Double.pi / 2) - 1e-9, limit: 8)
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        let cosR = cos(rotation), sinR = sin(rotation)
        func map(_ x: Double, _ y: Double) -> Point {
            let ex = x * radiusX, ey = y * radiusY
            return Point(x: center.x + ex * cosR - ey * sinR, y: center.y + ex * sinR + ey * cosR)
        }
        var angle = startAngle
        for _ in 0..<segments {
            let next = angle + step
            let c0 = cos(angle), s0 = sin(angle), c1 = cos(next), s1 = sin(next)
            addCurve(to: map(c1, s1), control1: map(c0 - k * s0, s0 + k * c0), control2: map(c1 + k * s1, s1 - k * c1))
            angle = next
        }
    }
}
