// Core Graphics' paths as classes (a `CGMutablePath` is changed in place through a `let`), each holding one of
// Raster's `Path` values, which is what layers and animations receive.
import LayerKit
import struct Raster.StrokeStyle

/// An immutable path (`CGPath`). Its `path` is what LayerKit draws and animates.
///
/// Sendable under the scene rule: used only by the thread that builds and plays its scene (docs/architecture.md).
open class CGPath: Equatable, Hashable, AnimationValueConvertible, @unchecked Sendable {
    /// The path's elements, in LayerKit's type.
    public internal(set) var path: Path

    public init(_ path: Path) { self.path = path }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        self.init(Path(rect: rect.rect).applying(transform?.pointee ?? .identity))
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        self.init(Path(ellipseIn: rect.rect).applying(transform?.pointee ?? .identity))
    }

    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>? = nil
    ) {
        var path = Path()
        path.addRoundedRect(in: rect.rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        self.init(path.applying(transform?.pointee ?? .identity))
    }

    public var animationValue: AnimationValue { .path(path) }
    public var isEmpty: Bool { path.isEmpty }
    /// The end of the last element; `.zero` for an empty path, as Core Graphics.
    public var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }
    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingBox: CGRect { path.isEmpty ? .null : CGRect(path.controlPointBounds) }

    public func copy() -> CGPath? { CGPath(path) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }

    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path.applying(transform?.pointee ?? .identity))
    }

    /// The outline a stroke of the path paints (closed shapes whose fill is the stroke), mapped by `transform`.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        let style = StrokeStyle(lineWidth: Double(lineWidth), lineCap: lineCap, lineJoin: lineJoin, miterLimit: Double(miterLimit))
        return CGPath(path.strokedOutline(style: style).applying(transform))
    }

    /// The outline a stroke of `path` paints (`CGPathCreateCopyByStrokingPath`), as `copy(strokingWithWidth:…)`.
    public convenience init?(
        __byStroking path: CGPath, transform: UnsafePointer<CGAffineTransform>?, lineWidth: CGFloat, lineCap: CGLineCap,
        lineJoin: CGLineJoin, miterLimit: CGFloat
    ) {
        let style = StrokeStyle(lineWidth: Double(lineWidth), lineCap: lineCap, lineJoin: lineJoin, miterLimit: Double(miterLimit))
        self.init(path.path.strokedOutline(style: style).applying(transform?.pointee ?? .identity))
    }

    /// Whether `point` is inside the filled path; `eoFill` uses the even-odd rule.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let local = transform.inverted().apply(point.point)
        return path.contains(local, rule: rule == .evenOdd ? .evenOdd : .nonZero)
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}

/// The fill rules of `CGPath.contains(_:using:transform:)`.
public enum CGPathFillRule: Sendable { case winding, evenOdd }

/// A path built in place (`CGMutablePath`). Arcs follow Core Graphics' convention: `clockwise` is clockwise in a
/// y-up space, so on a y-down layer (as on iOS) `clockwise: true` turns counterclockwise on screen, the reverse of
/// `UIBezierPath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(Path()) }
    public override init(_ path: Path) { super.init(path) }

    private func mapped(_ p: CGPoint, _ t: CGAffineTransform) -> Point { t.apply(p.point) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { path.move(to: mapped(point, transform)) }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { path.addLine(to: mapped(point, transform)) }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (index, point) in points.enumerated() {
            if index == 0 { path.move(to: mapped(point, transform)) } else { path.addLine(to: mapped(point, transform)) }
        }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: mapped(end, transform), control: mapped(control, transform))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: mapped(end, transform), control1: mapped(control1, transform), control2: mapped(control2, transform))
    }

    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var arc = Path()
        if let current = path.currentPoint { arc.move(to: transform.inverted().apply(current)) }
        arc.addArc(center: center.point, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        append(arc, transform: transform, continuing: path.currentPoint != nil)
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(rect: rect.rect), transform: transform)
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(ellipseIn: rect.rect), transform: transform)
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        var rounded = Path()
        rounded.addRoundedRect(in: rect.rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        path.addPath(rounded, transform: transform)
    }

    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) { path.addPath(other.path, transform: transform) }

    public func closeSubpath() { path.closeSubpath() }

    /// Appends `piece` mapped by `transform`; when `continuing`, its opening move is dropped so it joins the current
    /// subpath (the piece's first line then runs from the current point).
    private func append(_ piece: Path, transform: CGAffineTransform, continuing: Bool) {
        for (index, element) in piece.applying(transform).elements.enumerated() {
            switch element {
            case .move(let p): if !(continuing && index == 0) { path.move(to: p) }
            case .line(let p): path.addLine(to: p)
            case .quadCurve(let p, let c): path.addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): path.addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: path.closeSubpath()
            }
        }
    }
}
