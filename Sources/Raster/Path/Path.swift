import Foundation

/// A resolution-independent outline made of subpaths of lines and Bézier curves, like `CGPath`.
/// Arcs, ellipses and rounded rects are stored as cubic Béziers (at most a quarter turn each),
/// so every consumer handles only five kinds of element.
public struct Path: Hashable, Sendable {
    /// One step of a path. Coordinates are in the path's own space.
    public enum Element: Hashable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case closeSubpath

        /// The element with every point mapped by `t`.
        @inline(__always)
        func applying(_ t: Transform) -> Element {
            switch self {
            case .move(let p): .move(to: t.apply(p))
            case .line(let p): .line(to: t.apply(p))
            case .quadCurve(let p, let c): .quadCurve(to: t.apply(p), control: t.apply(c))
            case .curve(let p, let c1, let c2): .curve(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .closeSubpath: .closeSubpath
            }
        }
    }

    public private(set) var elements: [Element] = []
    /// Start of the current subpath (where `closeSubpath` returns to).
    private var subpathStart: Point = .zero
    /// The end of the last element, or nil for an empty path.
    public private(set) var currentPoint: Point?

    public init() {}

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) {
        elements.append(.move(to: p))
        subpathStart = p
        currentPoint = p
    }

    /// Adds a straight line; starts a subpath at `p` if there is no current point.
    public mutating func addLine(to p: Point) {
        guard currentPoint != nil else { return move(to: p) }
        elements.append(.line(to: p))
        currentPoint = p
    }

    public mutating func addQuadCurve(to p: Point, control: Point) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: p, control: control))
        currentPoint = p
    }

    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: p, control1: control1, control2: control2))
        currentPoint = p
    }

    /// Closes the current subpath with a straight line back to its start. No effect on an empty path.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        if case .closeSubpath? = elements.last { return }
        elements.append(.closeSubpath)
        currentPoint = subpathStart
    }

    /// Appends all of another path's subpaths, optionally transformed. Allocates nothing when the path's storage
    /// already has room (see `removeAll(keepingCapacity:)`).
    public mutating func addPath(_ other: Path, transform: Transform = .identity) {
        guard let end = other.currentPoint else { return }
        if transform.isIdentity {
            elements.append(contentsOf: other.elements)
            subpathStart = other.subpathStart
            currentPoint = end
            return
        }
        // A path begins with a move, so its elements can be appended as they are, mapped: the same as adding them
        // one by one.
        for element in other.elements { elements.append(element.applying(transform)) }
        subpathStart = transform.apply(other.subpathStart)
        currentPoint = transform.apply(end)
    }

    /// Empties the path; with `keepingCapacity`, its storage is kept for what is added next (no allocation then).
    public mutating func removeAll(keepingCapacity: Bool = false) {
        elements.removeAll(keepingCapacity: keepingCapacity)
        subpathStart = .zero
        currentPoint = nil
    }

    /// The path with every point transformed. Exact: affine maps take Béziers to Béziers.
    public func applying(_ t: Transform) -> Path {
        if t.isIdentity { return self }
        var result = self
        result.elements = elements.map { $0.applying(t) }
        result.subpathStart = t.apply(subpathStart)
        result.currentPoint = currentPoint.map(t.apply)
        return result
    }

    /// The box of all points and control points: contains the path, may be slightly larger than it.
    public var controlPointBounds: Rect {
        var box = Rect.null
        for element in elements {
            switch element {
            case .move(let p), .line(let p): box = box.including(p)
            case .quadCurve(let p, let c): box = box.including(p).including(c)
            case .curve(let p, let c1, let c2): box = box.including(p).including(c1).including(c2)
            case .closeSubpath: break
            }
        }
        return box
    }
}
