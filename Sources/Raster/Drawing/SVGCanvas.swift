import FileOutput
import Foundation

/// A `DrawingTarget` that writes SVG 1.1 (with SVG 2's alpha masks): paths with their fill rules and
/// strokes, trimmed strokes (as a dash window over the path's length, or as outlines where a dash pattern
/// or several subpaths make that inexact), clips, opacity groups, alpha masks and embedded PNG images.
/// Open it in any vector tool; a browser's rendering matches the raster output closely.
public final class SVGCanvas: DrawingTarget {
    public var transform: Transform = .identity
    /// Under a projection, paths, strokes and rectangles are written flattened and projected into output pixels;
    /// images and gradients, which SVG cannot map in perspective, take the projection's affine approximation at the
    /// user-space origin.
    public var projection: Homography?
    private var width = 0, height = 0
    private var definitions: [String] = []
    /// Open element bodies: the document, then one per open group or mask.
    private var bodies: [String] = [""]
    private var states: [(transform: Transform, openClips: Int, projection: Homography?)] = []
    private var openClips = 0
    private var nextIdentifier = 0
    /// For each open group: whether its mask has begun, its content when it has, and its shadow filter's id.
    private var groups: [(maskStarted: Bool, content: String, filter: String?)] = []
    /// Each open group's shadow: its filter's definition without the merge, and the device-space values.
    private var shadowFilters: [String: String] = [:]

    public init(width: Int, height: Int) {
        reset(width: width, height: height)
    }

    public func reset(width: Int, height: Int) {
        self.width = width
        self.height = height
        definitions = []
        bodies = [""]
        states = []
        openClips = 0
        groups = []
        transform = .identity
        projection = nil
    }

    /// The finished document.
    public var document: String {
        var body = bodies[0]
        for _ in 0..<openClips { body += "</g>\n" }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">
            <defs>
            \(definitions.joined(separator: "\n"))
            </defs>
            \(body)</svg>

            """
    }

    private func append(_ element: String) { bodies[bodies.count - 1] += element + "\n" }

    private func identifier(_ prefix: String) -> String {
        nextIdentifier += 1
        return "\(prefix)\(nextIdentifier)"
    }

    private var matrix: String {
        let t = projection.map { $0.localAffine(at: .zero) ?? Transform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) } ?? transform
        return "matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty)))"
    }

    private func n(_ v: Double) -> String { NumberText.decimal(v) }

    private func paint(_ color: Color, _ kind: String) -> String {
        let hex = color.withAlphaComponent(1).hexString
        return color.alpha >= 1 ? "\(kind)=\"\(hex)\"" : "\(kind)=\"\(hex)\" \(kind)-opacity=\"\(n(color.alpha))\""
    }

    public func saveState() { states.append((transform, openClips, projection)) }

    public func restoreState() {
        guard let state = states.popLast() else { return }
        transform = state.transform
        projection = state.projection
        while openClips > state.openClips {
            append("</g>")
            openClips -= 1
        }
    }

    public func concatenate(_ t: Transform) {
        if let projection {
            self.projection = Homography(t).concatenating(projection)
        } else {
            transform = t.concatenating(transform)
        }
    }

    public func clear(_ color: Color) {
        append("<rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" \(paint(color, "fill"))/>")
    }

    /// `path` flattened and projected into output pixels (see `projection`).
    private func projected(_ path: Path) -> Path {
        guard let projection else { return path }
        var lines = Polylines()
        lines.flatten(path, transform: .identity, tolerance: 0.05 / max(projection.maximumScale(over: path.controlPointBounds), 1e-6))
        var image = Polylines()
        image.project(lines, through: projection)
        return Path(polygons: image)
    }

    public func fill(_ path: Path, color: Color, rule: FillRule) {
        guard color.alpha > 0, !path.isEmpty else { return }
        if projection != nil {
            let flat = projected(path)
            let saved = (transform, projection)
            (transform, projection) = (.identity, nil)
            defer { (transform, projection) = saved }
            return fill(flat, color: color, rule: rule)
        }
        let fillRule = rule == .evenOdd ? " fill-rule=\"evenodd\"" : ""
        append("<path d=\"\(path.svgPathData)\" \(paint(color, "fill"))\(fillRule) transform=\"\(matrix)\"/>")
    }

    /// Axial and radial gradients are written as SVG gradients; SVG has no conic gradient, so a conic one is
    /// written as 360 one-degree wedges of its colours, clipped to the path.
    public func fill(_ path: Path, gradient: Gradient, opacity: Double, rule: FillRule) {
        guard let last = gradient.colors.last, opacity > 0, !path.isEmpty else { return }
        let fillRule = rule == .evenOdd ? " fill-rule=\"evenodd\"" : ""
        guard let unit = gradient.unitToUser, gradient.colors.count > 1 else {
            return fill(path, color: last.withAlphaComponent(last.alpha * min(opacity, 1)), rule: rule)
        }
        let id = identifier("gradient")
        let stops = gradient.stops.map { stop in
            let color = stop.color.withAlphaComponent(stop.color.alpha * min(opacity, 1))
            let alpha = color.alpha < 1 ? " stop-opacity=\"\(n(max(color.alpha, 0)))\"" : ""
            return "<stop offset=\"\(n(min(max(stop.location, 0), 1)))\" stop-color=\"\(color.withAlphaComponent(1).hexString)\"\(alpha)/>"
        }.joined()
        let unitMatrix = "matrix(\(n(unit.a)) \(n(unit.b)) \(n(unit.c)) \(n(unit.d)) \(n(unit.tx)) \(n(unit.ty)))"
        switch gradient.kind {
        case .axial:
            definitions.append(
                "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"0\" "
                    + "gradientTransform=\"\(unitMatrix)\">\(stops)</linearGradient>")
        case .radial:
            definitions.append(
                "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"0\" cy=\"0\" r=\"1\" "
                    + "gradientTransform=\"\(unitMatrix)\">\(stops)</radialGradient>")
        case .conic(let center, let angle):
            let clip = identifier("clip")
            definitions.append(
                "<clipPath id=\"\(clip)\" clipPathUnits=\"userSpaceOnUse\"><path d=\"\(path.svgPathData)\"\(fillRule)/></clipPath>")
            let box = path.controlPointBounds
            let reach = [box.minX - center.x, box.maxX - center.x, box.minY - center.y, box.maxY - center.y]
                .map(abs).max()! * 1.5 + 1
            var wedges = ""
            for degree in 0..<360 {
                let a0 = angle + Double(degree) * .pi / 180, a1 = angle + Double(degree + 1) * .pi / 180 + 0.002
                let color = gradient.color(at: (Double(degree) + 0.5) / 360)
                let p0 = Point(center.x + reach * cos(a0), center.y + reach * sin(a0))
                let p1 = Point(center.x + reach * cos(a1), center.y + reach * sin(a1))
                wedges += "<path d=\"M\(n(center.x)) \(n(center.y))L\(n(p0.x)) \(n(p0.y))L\(n(p1.x)) \(n(p1.y))Z\" "
                    + "\(paint(color.withAlphaComponent(color.alpha * min(opacity, 1)), "fill"))/>"
            }
            append("<g clip-path=\"url(#\(clip))\" transform=\"\(matrix)\">\(wedges)</g>")
            return
        }
        append("<path d=\"\(path.svgPathData)\" fill=\"url(#\(id))\"\(fillRule) transform=\"\(matrix)\"/>")
    }

    public func stroke(_ path: Path, style: StrokeStyle, color: Color) {
        guard color.alpha > 0, !path.isEmpty else { return }
        let start = min(max(style.strokeStart, 0), 1), end = min(max(style.strokeEnd, 0), 1)
        guard start < end else { return }
        let trimmed = start > 0 || end < 1
        if projection != nil {
            var stroker = Stroker()
            stroker.stroke(path, style: style, transform: .identity, tolerance: 0.05)
            return fill(Path(polygons: stroker.outlines), color: color, rule: .nonZero)
        }
        let subpaths = path.elements.filter { if case .move = $0 { return true } else { return false } }.count
        if trimmed && (!style.lineDashPattern.isEmpty || subpaths > 1) {
            // SVG cannot trim and dash at once, nor trim across subpaths: write the exact outline instead.
            var stroker = Stroker()
            stroker.stroke(path, style: style, transform: .identity, tolerance: 0.05)
            return fill(Path(polygons: stroker.outlines), color: color, rule: .nonZero)
        }
        var attributes = "fill=\"none\" \(paint(color, "stroke")) stroke-width=\"\(n(style.lineWidth > 0 ? style.lineWidth : 1))\""
        if style.lineWidth <= 0 { attributes += " vector-effect=\"non-scaling-stroke\"" }
        if style.lineCap != .butt { attributes += " stroke-linecap=\"\(style.lineCap.rawValue)\"" }
        if style.lineJoin != .miter { attributes += " stroke-linejoin=\"\(style.lineJoin.rawValue)\"" }
        if style.miterLimit != 4 { attributes += " stroke-miterlimit=\"\(n(max(style.miterLimit, 1)))\"" }
        if trimmed {
            // A dash window in real length units (some renderers ignore pathLength).
            let length = path.length
            attributes += " stroke-dasharray=\"\(n((end - start) * length)) \(n(2 * length))\" stroke-dashoffset=\"\(n(-start * length))\""
        } else if !style.lineDashPattern.isEmpty {
            attributes += " stroke-dasharray=\"\(style.lineDashPattern.map(n).joined(separator: " "))\""
            if style.lineDashPhase != 0 { attributes += " stroke-dashoffset=\"\(n(style.lineDashPhase))\"" }
        }
        append("<path d=\"\(path.svgPathData)\" \(attributes) transform=\"\(matrix)\"/>")
    }

    public func fillRoundedRect(_ rect: Rect, cornerRadius: Double, corners: CornerMask = .all, gradient: Gradient, opacity: Double) {
        fill(Path(roundedRect: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius, corners: corners), gradient: gradient, opacity: opacity, rule: .nonZero)
    }

    public func fillRoundedRect(_ rect: Rect, cornerRadius: Double, corners: CornerMask = .all, color: Color) {
        guard color.alpha > 0 else { return }
        if corners != .all || projection != nil {
            return fill(Path(roundedRect: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius, corners: corners), color: color, rule: .nonZero)
        }
        let r = rect.standardized
        let radius = min(max(cornerRadius, 0), r.width / 2, r.height / 2)
        let corners = radius > 0 ? " rx=\"\(n(radius))\"" : ""
        append(
            "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\"\(corners) "
                + "\(paint(color, "fill")) transform=\"\(matrix)\"/>"
        )
    }

    public func fillBorder(of rect: Rect, cornerRadius: Double, corners: CornerMask = .all, width: Double, color: Color) {
        guard width > 0 else { return }
        var ring = Path(roundedRect: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius, corners: corners)
        let inner = rect.standardized.insetBy(dx: width, dy: width)
        if inner.width > 0 && inner.height > 0 {
            let radius = max(cornerRadius - width, 0)
            ring.addPath(Path(roundedRect: inner, cornerWidth: radius, cornerHeight: radius, corners: corners))
        }
        fill(ring, color: color, rule: .evenOdd)
    }

    /// A tint is a colour-matrix filter; additive drawing is the `plus-lighter` blend mode.
    public func draw(
        _ image: PixelBuffer, in rect: Rect, source: Rect = Rect(x: 0, y: 0, width: 1, height: 1), opacity: Double, smooth: Bool,
        tint: Color = .white, additive: Bool = false
    ) {
        guard let data = try? image.pngData(), source.width != 0, source.height != 0 else { return }
        var rendering = smooth ? "" : "image-rendering:pixelated;"
        if additive { rendering += "mix-blend-mode:plus-lighter;" }
        if !rendering.isEmpty { rendering = " style=\"\(rendering)\"" }
        var alpha = opacity < 1 ? " opacity=\"\(n(opacity))\"" : ""
        if tint != .white {
            let id = identifier("tint")
            let t = tint
            definitions.append(
                "<filter id=\"\(id)\" color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\" values=\""
                    + "\(n(t.red)) 0 0 0 0 0 \(n(t.green)) 0 0 0 0 0 \(n(t.blue)) 0 0 0 0 0 \(n(t.alpha)) 0\"/></filter>")
            alpha += " filter=\"url(#\(id))\""
        }
        // The part shown is the view box of a nested viewport, in image pixels.
        let w = Double(image.width), h = Double(image.height)
        append(
            "<g transform=\"\(matrix)\"\(alpha)><svg x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" "
                + "height=\"\(n(rect.height))\" viewBox=\"\(n(source.minX * w)) \(n(source.minY * h)) \(n(source.width * w)) "
                + "\(n(source.height * h))\" preserveAspectRatio=\"none\"><image width=\"\(n(w))\" height=\"\(n(h))\"\(rendering) "
                + "href=\"data:image/png;base64,\(data.base64EncodedString())\"/></svg></g>"
        )
    }

    public func clip(toRoundedRect rect: Rect, cornerRadius: Double, corners: CornerMask = .all) {
        clip(to: Path(roundedRect: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius, corners: corners))
    }

    public func clip(to path: Path, rule: FillRule = .nonZero) {
        let id = identifier("clip")
        let placement = projection == nil ? " transform=\"\(matrix)\"" : ""
        let clipRule = rule == .evenOdd ? " clip-rule=\"evenodd\"" : ""
        definitions.append(
            "<clipPath id=\"\(id)\" clipPathUnits=\"userSpaceOnUse\"><path d=\"\(projected(path).svgPathData)\"\(placement)\(clipRule)/></clipPath>")
        append("<g clip-path=\"url(#\(id))\">")
        openClips += 1
    }

    /// A shadow is an SVG filter (Gaussian blur of the alpha, offset, flood, composite) on the group, in output
    /// pixels, applied before the group's mask as Core Animation masks a layer's shadow.
    public func beginGroup(shadow: Shadow?) {
        var filter: String?
        if let shadow, shadow.color.alpha > 0 {
            let t = transform
            let dx = t.a * shadow.offset.width + t.c * shadow.offset.height
            let dy = t.b * shadow.offset.width + t.d * shadow.offset.height
            let sigma = min(max(shadow.radius, 0) * abs(t.determinant).squareRoot(), Shadow.maximumDeviceRadius)
            if dx.isFinite, dy.isFinite, sigma.isFinite {
                let id = identifier("shadow")
                filter = id
                shadowFilters[id] =
                    "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(-width)\" y=\"\(-height)\" width=\"\(3 * width)\" "
                    + "height=\"\(3 * height)\" color-interpolation-filters=\"sRGB\"><feGaussianBlur in=\"SourceAlpha\" "
                    + "stdDeviation=\"\(n(sigma))\"/><feOffset dx=\"\(n(dx))\" dy=\"\(n(dy))\" result=\"blur\"/>"
                    + "<feFlood flood-color=\"\(shadow.color.withAlphaComponent(1).hexString)\" flood-opacity=\"\(n(min(shadow.color.alpha, 1)))\"/>"
                    + "<feComposite in2=\"blur\" operator=\"in\" result=\"shadow\"/>"
            }
        }
        states.append((transform, openClips, projection))
        openClips = 0
        groups.append((false, "", filter))
        bodies.append("")
    }

    public func beginMask() {
        guard !groups.isEmpty, !groups[groups.count - 1].maskStarted else { return }
        for _ in 0..<openClips { append("</g>") }
        openClips = 0
        groups[groups.count - 1] = (true, bodies.removeLast(), groups[groups.count - 1].filter)
        bodies.append("")
    }

    public func endGroup(opacity: Double, drawsContent: Bool) { endGroup(opacity: opacity, drawsContent: drawsContent, blendMode: .normal) }

    /// The separable and non-separable blend modes become CSS `mix-blend-mode`; the Porter-Duff ones have no SVG
    /// equivalent and are drawn source-over.
    public func endGroup(opacity: Double, drawsContent: Bool, blendMode: BlendMode) {
        guard let group = groups.popLast() else { return }
        for _ in 0..<openClips { append("</g>") }
        let last = bodies.removeLast()
        var alpha = opacity < 1 ? " opacity=\"\(n(opacity))\"" : ""
        if let css = Self.cssBlendMode[blendMode] { alpha += " style=\"mix-blend-mode:\(css)\"" }
        if let id = group.filter, let definition = shadowFilters.removeValue(forKey: id) {
            let merge = drawsContent ? "<feMergeNode in=\"SourceGraphic\"/>" : ""
            definitions.append(definition + "<feMerge><feMergeNode in=\"shadow\"/>\(merge)</feMerge></filter>")
            alpha += " filter=\"url(#\(id))\""
        } else if !drawsContent {
            alpha = " opacity=\"0\""
        }
        if group.maskStarted {
            let id = identifier("mask")
            definitions.append(
                "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(width)\" "
                    + "height=\"\(height)\" style=\"mask-type:alpha\">\n\(last)</mask>"
            )
            append("<g mask=\"url(#\(id))\"\(alpha)>\n\(group.content)</g>")
        } else {
            append("<g\(alpha)>\n\(last)</g>")
        }
        if let state = states.popLast() {
            transform = state.transform
            openClips = state.openClips
            projection = state.projection
        }
    }

    private static let cssBlendMode: [BlendMode: String] = [
        .multiply: "multiply", .screen: "screen", .overlay: "overlay", .darken: "darken", .lighten: "lighten",
        .colorDodge: "color-dodge", .colorBurn: "color-burn", .softLight: "soft-light", .hardLight: "hard-light",
        .difference: "difference", .exclusion: "exclusion", .hue: "hue", .saturation: "saturation", .color: "color",
        .luminosity: "luminosity",
    ]
}
