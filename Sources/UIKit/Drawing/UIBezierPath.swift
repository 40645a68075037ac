import LayerKit

/// Corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1)
    public static let topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    public static let bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path built with UIKit's method names (`UIBezierPath`). Arcs use UIKit's convention: `clockwise: true` turns
/// clockwise on screen (y down). Layers take its `cgPath`.
///
/// Sendable under the scene rule: used only by the thread that builds and plays its scene (docs/architecture.md).
open class UIBezierPath: @unchecked Sendable {
    /// The elements, in LayerKit's type.
    public private(set) var path = Path()
    /// How `stroke()` draws the path (layers stroke a `cgPath` with their own `lineWidth`, caps and joins).
    public var lineWidth: CGFloat = 1
    public var lineCapStyle = CGLineCap.butt
    public var lineJoinStyle = CGLineJoin.miter
    public var miterLimit: CGFloat = 10
    /// Whether `fill()` and `addClip()` use the even-odd rule (else non-zero winding).
    public var usesEvenOddFillRule = false
    private var dash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    public init() {}

    public init(path: Path) { self.path = path }

    public convenience init(cgPath: CGPath) { self.init(path: cgPath.path) }

    public convenience init(rect: CGRect) { self.init(path: Path(rect: rect.rect)) }

    public convenience init(ovalIn rect: CGRect) { self.init(path: Path(ellipseIn: rect.rect)) }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = rect.rect.standardized
        self.init(path: Path(roundedRect: r, cornerRadius: min(Double(cornerRadius), r.width / 2, r.height / 2)))
    }

    /// A rectangle with the chosen corners rounded by `cornerRadii` (width across, height down).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        var mask = CornerMask()
        if corners.contains(.topLeft) { mask.insert(.minXMinY) }
        if corners.contains(.topRight) { mask.insert(.maxXMinY) }
        if corners.contains(.bottomLeft) { mask.insert(.minXMaxY) }
        if corners.contains(.bottomRight) { mask.insert(.maxXMaxY) }
        self.init(path: Path(roundedRect: rect.rect, cornerWidth: cornerRadii.width, cornerHeight: cornerRadii.height, corners: mask))
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init(path: Path(arcCenter: center.point, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
    }

    /// The path as layers take it.
    public var cgPath: CGPath {
        get { CGPath(path) }
        set { path = newValue.path }
    }

    public var isEmpty: Bool { path.isEmpty }
    /// The end of the last element (`.zero` for an empty path).
    public var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }
    /// The smallest rectangle holding every point, control points included.
    public var bounds: CGRect { path.isEmpty ? .zero : CGRect(path.controlPointBounds) }

    public func move(to point: CGPoint) { path.move(to: point.point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point.point) }

    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end.point, control1: controlPoint1.point, control2: controlPoint2.point)
    }

    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: end.point, control: controlPoint.point)
    }

    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center.point, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public func close() { path.closeSubpath() }
    public func removeAllPoints() { path = Path() }
    public func append(_ other: UIBezierPath) { path.addPath(other.path) }
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

    /// Whether `point` is inside the filled path (non-zero rule).
    public func contains(_ point: CGPoint) -> Bool { path.contains(point.point) }

    // MARK: Drawing into the current context

    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dash = (pattern.map { p in (0..<max(count, 0)).map { p[$0] } } ?? [], phase)
    }

    /// Fills the path with the current context's fill colour.
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.fillPath(evenOdd: usesEvenOddFillRule)
    }

    /// Strokes the path with the current context's stroke colour and this path's line width, caps, joins and dashes.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dash.phase, lengths: dash.pattern)
        context.beginPath()
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Fills with `blendMode` and `alpha` more transparency.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(CGFloat(context.state.alpha) * alpha)
        context.setBlendMode(blendMode)
        fill()
        context.restoreGState()
    }

    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(CGFloat(context.state.alpha) * alpha)
        context.setBlendMode(blendMode)
        stroke()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(evenOdd: usesEvenOddFillRule)
    }
}
