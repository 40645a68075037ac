extension Path {
    /// The outline a stroke of the path in `style` paints: closed polygons whose non-zero fill is the stroke (its
    /// width, caps, joins and dashes; `strokeStart`/`strokeEnd` trim it), curves flattened to within `tolerance` units
    /// of the path's space. What `CGPath.copy(strokingWithWidth:…)` and `CGContext.replacePathWithStrokedPath()` give.
    public func strokedOutline(style: StrokeStyle, tolerance: Double = 0.01) -> Path {
        guard !isEmpty else { return Path() }
        // The stroker's tolerance is in device pixels: stroked magnified, then scaled back.
        let magnification = 0.1 / min(max(tolerance, 1e-6), 0.1)
        var stroker = Stroker()
        stroker.stroke(self, style: style, transform: Transform(scaleX: magnification, y: magnification), tolerance: 0.1)
        let outlines = stroker.outlines
        var result = Path()
        for polygon in 0..<outlines.count {
            let points = outlines.points[outlines.range(of: polygon)]
            guard let first = points.first else { continue }
            result.move(to: Point(x: first.x / magnification, y: first.y / magnification))
            for point in points.dropFirst() { result.addLine(to: Point(x: point.x / magnification, y: point.y / magnification)) }
            result.closeSubpath()
        }
        return result
    }
}
