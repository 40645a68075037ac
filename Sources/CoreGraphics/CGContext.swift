// Core Graphics' drawing context (`CGContext`): LayerKit's `GraphicsContext`, with Core Graphics' argument types
// (`CGPoint`, `CGRect`, `CGFloat`, `CGPath`, `CGGradient`). In code that imports only the compatibility modules these
// declarations shadow LayerKit's; both draw the same.
import LayerKit

public typealias CGContext = GraphicsContext
public typealias CGBlendMode = GraphicsContext.BlendMode
/// Line caps and joins as Core Graphics names them.
public typealias CGLineCap = LineCap
public typealias CGLineJoin = LineJoin

/// How a path is painted (`CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How images are sampled (`CGInterpolationQuality`): `.none` takes the nearest pixel, the others filter.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default`, none, low, medium, high
}

/// What a gradient paints beyond its ends (`CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

extension GraphicsContext {
    /// A bitmap context (`CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`): `width` ×
    /// `height` pixels, origin at the bottom left, drawing into `data` (or memory of its own when nil, which `data`
    /// gives back) laid out as `bytesPerRow`, `space` and `bitmapInfo` say: 8-bit RGB with alpha first or last (or
    /// skipped), premultiplied or not, in either byte order (`.byteOrder32Little`), 8-bit grey without alpha, or
    /// alpha alone. What the memory holds is drawn over, what is drawn is written into it as it is drawn, and
    /// `makeImage()` gives what it holds, as in Core Graphics. Another layout (16-bit components, say) draws into
    /// pixels of the context's own, reported, not into `data`. Nil for a size that is not positive or larger than
    /// `maximumSide`, or rows shorter than their pixels.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace,
        bitmapInfo: UInt32
    ) {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide, bytesPerRow >= 0 else { return nil }
        guard bitsPerComponent == 8, let layout = Self.layout(bitmapInfo: bitmapInfo, components: space.numberOfComponents) else {
            self.init(pixelWidth: width, pixelHeight: height)
            RuntimeIssues.report(
                "CGContext: \(bitsPerComponent)-bit components with bitmapInfo \(bitmapInfo) are not drawn into data: the context keeps "
                    + "8-bit RGBA pixels of its own")
            return
        }
        let rowBytes = bytesPerRow == 0 ? width * (layout == .gray || layout == .alpha ? 1 : 4) : bytesPerRow
        guard rowBytes >= width * (layout == .gray || layout == .alpha ? 1 : 4), rowBytes <= Int.max / height else { return nil }
        let owned = data == nil
        let pointer = data ?? UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
        if owned { pointer.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height) }
        guard let memory = BitmapMemory(pointer: pointer, width: width, height: height, bytesPerRow: rowBytes, layout: layout) else {
            if owned { pointer.deallocate() }
            return nil
        }
        self.init(pixelWidth: width, pixelHeight: height)
        bind(memory, owned: owned)
    }

    /// Intersects the clip with `mask` mapped onto `rect` (see `clip(to:mask:)` on `GraphicsContext`).
    public func clip(to rect: CGRect, mask: CGImage) { clip(to: rect.rect, mask: mask) }

    /// The memory a bitmap context draws into (nil for other contexts).
    public var data: UnsafeMutableRawPointer? { memory?.pointer }
    /// Bytes from one row of a bitmap context's memory to the next (0 for other contexts).
    public var bytesPerRow: Int { memory?.bytesPerRow ?? 0 }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int {
        switch memory?.layout {
        case .gray?, .alpha?: 8
        default: 32
        }
    }

    /// Where `bitmapInfo` puts a pixel's bytes, for 8-bit components of `components` colours; nil for layouts not drawn
    /// into memory.
    static func layout(bitmapInfo: UInt32, components: Int) -> BitmapMemory.Layout? {
        let alpha = bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue
        let order = bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue
        guard bitmapInfo & CGBitmapInfo.floatComponents.rawValue == 0 else { return nil }
        if alpha == CGImageAlphaInfo.alphaOnly.rawValue { return .alpha }
        if components == 1 { return alpha == CGImageAlphaInfo.none.rawValue ? .gray : nil }
        guard components == 3, order == 0 || order == CGBitmapInfo.byteOrder32Big.rawValue || order == CGBitmapInfo.byteOrder32Little.rawValue,
            let info = CGImageAlphaInfo(rawValue: alpha), info != .none
        else { return nil }
        // Big-endian order: alpha (or the skipped byte) first or last.
        let alphaFirst = info == .premultipliedFirst || info == .first || info == .noneSkipFirst
        var (r, g, b, a) = alphaFirst ? (1, 2, 3, 0) : (0, 1, 2, 3)
        if order == CGBitmapInfo.byteOrder32Little.rawValue { (r, g, b, a) = (3 - r, 3 - g, 3 - b, 3 - a) }
        let skipped = info == .noneSkipFirst || info == .noneSkipLast
        return .fourBytes(red: r, green: g, blue: b, alpha: skipped ? nil : a, premultiplied: info == .premultipliedFirst || info == .premultipliedLast)
    }


    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(red: gray, green: gray, blue: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(red: gray, green: gray, blue: gray, alpha: alpha) }

    public func setFlatness(_ flatness: CGFloat) {}
    /// Accepted: drawing is always antialiased here.
    public func setShouldAntialias(_ antialias: Bool) {}
    public func setAllowsAntialiasing(_ allows: Bool) {}

    /// A shadow of `color` (see `setShadow(offset:blur:color:)` on `GraphicsContext`).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        setShadow(offset: Size(width: Double(offset.width), height: Double(offset.height)), blur: Double(blur), color: color)
    }

    /// A shadow in black at a third of full opacity, Core Graphics' default shadow colour.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: Color(red: 0, green: 0, blue: 0, alpha: 1.0 / 3))
    }

    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolatesImages ? .default : .none }
        set { setInterpolatesImages(newValue != .none) }
    }

    /// Where Core Text draws the next line (`textPosition`): the text matrix's translation, in user space.
    public var textPosition: CGPoint {
        get { CGPoint(x: textMatrix.tx, y: textMatrix.ty) }
        set {
            textMatrix.tx = Double(newValue.x)
            textMatrix.ty = Double(newValue.y)
        }
    }

    public var currentPointOfPath: CGPoint { CGPoint(currentPointInUserSpace) }
    public var boundingBoxOfPath: CGRect { CGRect(pathBounds) }

    public func move(to point: CGPoint) { move(to: point.point) }
    public func addLine(to point: CGPoint) { addLine(to: point.point) }

    public func addLines(between points: [CGPoint]) {
        for (index, point) in points.enumerated() {
            if index == 0 { move(to: point) } else { addLine(to: point) }
        }
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        addCurve(to: end.point, control1: control1.point, control2: control2.point)
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) { addQuadCurve(to: end.point, control: control.point) }

    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        addArc(center: center.point, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle), clockwise: clockwise)
    }

    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        addArc(tangent1End: tangent1End.point, tangent2End: tangent2End.point, radius: Double(radius))
    }

    public func addRect(_ rect: CGRect) { addRect(rect.rect) }
    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect.rect) } }
    public func addEllipse(in rect: CGRect) { addEllipse(in: rect.rect) }
    public func addPath(_ path: CGPath) { addPath(path.path) }

    public func fillPath(using rule: CGPathFillRule) { fillPath(evenOdd: rule == .evenOdd) }

    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillPath()
        case .eoFill: fillPath(evenOdd: true)
        case .stroke: strokePath()
        case .fillStroke: fillAndStrokePath()
        case .eoFillStroke: fillAndStrokePath(evenOdd: true)
        }
    }

    public func fill(_ rect: CGRect) { fill(rect.rect) }
    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect.rect) } }
    public func fillEllipse(in rect: CGRect) { fillEllipse(in: rect.rect) }
    public func stroke(_ rect: CGRect) { stroke(rect.rect) }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect.rect)
        restoreGState()
    }

    public func strokeEllipse(in rect: CGRect) { strokeEllipse(in: rect.rect) }
    public func strokeLineSegments(between points: [CGPoint]) { strokeLineSegments(between: points.map(\.point)) }
    public func clear(_ rect: CGRect) { clear(rect.rect) }

    public func clip(using rule: CGPathFillRule) { clip(evenOdd: rule == .evenOdd) }
    public func clip(to rect: CGRect) { clip(to: rect.rect) }

    public func clip(to rects: [CGRect]) {
        beginPath()
        for rect in rects { addRect(rect.rect) }
        clip()
    }

    /// `image` into `rect` as Core Graphics draws it: upright in a y-up space (see `draw(_:in:)` of `GraphicsContext`).
    public func draw(_ image: CGImage, in rect: CGRect) { draw(image, in: rect.rect) }

    /// Paints the clip with an axial gradient from `start` to `end` (user space).
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        fillClip(
            with: gradient.gradient(.axial(start: start.point, end: end.point)),
            extendsBefore: options.contains(.drawsBeforeStartLocation), extendsAfter: options.contains(.drawsAfterEndLocation))
    }

    /// Paints the clip with a radial gradient between two circles. Circles sharing a centre are drawn exactly (the
    /// locations placed between the radii); for different centres the end circle's centre is used for both.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let r1 = max(Double(endRadius), 0), r0 = min(max(Double(startRadius), 0), r1)
        guard r1 > 0 else { return }
        var made = gradient.gradient(.radial(center: endCenter.point, radii: Size(width: r1, height: r1)))
        made.locations = made.stops.map { (r0 + $0.location * (r1 - r0)) / r1 }
        if r0 > 0, !options.contains(.drawsBeforeStartLocation) {
            saveGState()
            beginPath()
            addRect(Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7))
            addEllipse(in: Rect(x: Double(startCenter.x) - r0, y: Double(startCenter.y) - r0, width: 2 * r0, height: 2 * r0))
            clip(evenOdd: true)
            fillClip(with: made, extendsBefore: true, extendsAfter: options.contains(.drawsAfterEndLocation))
            restoreGState()
        } else {
            fillClip(with: made, extendsBefore: true, extendsAfter: options.contains(.drawsAfterEndLocation))
        }
    }
}
