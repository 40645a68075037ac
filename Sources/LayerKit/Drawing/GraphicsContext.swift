import Foundation
import Raster

// Methods the CoreGraphics module declares again with Core Graphics' types are `@_disfavoredOverload` here, so that a
// reference without arguments (`CGContext.fillEllipse(context)`) means Core Graphics' method, as it does on iOS.

/// A drawing context as Core Graphics has it (`CGContext`): a current path built in user space, painted by filling
/// and stroking with the graphics state's colours, line style, alpha and shadow, under a current transformation
/// matrix (CTM), clipped, with the state saved and restored in a stack. It records on a Raster `Canvas` (so drawing
/// has the rasterizer's exact coverage) and becomes pixels when an image is made of it (`makeImage()`).
///
/// As in Core Graphics, a point added to the path is mapped by the CTM at that moment (changing the CTM later does not
/// move it), and a stroke's width, dashes and joins are in the user space current when it is stroked.
///
/// The base space: a context for UIKit drawing (a view's `draw(_:)`, `UIGraphicsImageRenderer`) has its origin at the
/// top left with y down, in points of `scale` pixels; a bitmap context made with `init(width:height:…)` has Core
/// Graphics' own: the origin at the bottom left, y up, in pixels.
public final class GraphicsContext {
    /// The context's size in pixels.
    public let width: Int
    public let height: Int
    /// Pixels per unit of the base space.
    public let scale: Double
    /// The base space to pixels (y flipped for a bitmap context).
    let base: Transform

    /// What `saveGState` saves: the CTM, paint, line style, alpha and shadow (the clip is the canvas's).
    package struct State {
        package var ctm = Transform.identity
        package var fill = Color.black
        package var stroke = Color.black
        package var line = StrokeStyle(lineWidth: 1)
        package var alpha = 1.0
        package var shadow: Shadow?
        package var blendMode = BlendMode.normal
        package var interpolatesImages = true
    }
    package var state = State()
    private(set) var saved: [State] = []
    /// The current path, in pixels (points are mapped when added).
    var path = Path()
    /// A shape made for one call (a rectangle, an ellipse, an arc, a path mapped to another space), its storage kept
    /// between calls: drawing allocates no path storage once warm.
    var scratch = Path()
    /// Text space to user space (`CGContext.textMatrix`): where glyphs drawn by Core Text go, its translation the text
    /// position. Not part of the saved state, as in Core Graphics.
    public var textMatrix = Transform.identity

    /// Recorded lazily: a context nobody draws into (most views) costs no recording.
    private var recordingStorage: DrawingRecording?
    /// Memory the drawing is kept in as it is made, for code that reads a bitmap context's pixels (see `bind(_:owned:)`).
    package private(set) var memory: BitmapMemory?
    /// Memory the context allocated for itself, freed with it.
    private var ownedMemory: UnsafeMutableRawPointer?
    /// How many of the recording's operations the memory holds, and how many pixels bringing it up to date has cost.
    private var memoryHolds = 0
    private var memoryWork = 0
    /// Clips to images (`clip(to:mask:)`) in force: each began a group at its depth of saved states, which the restore
    /// that undoes it ends with the image as the group's mask.
    var maskedClips: [(depth: Int, mask: PixelBuffer, rect: Rect, transform: Transform)] = []
    /// Whether anything has been drawn (a view whose `draw(_:)` draws nothing keeps no contents).
    public internal(set) var hasDrawn = false

    /// A context for UIKit drawing: `size` in points (y down) at `scale` pixels per point, the pixels rounded up.
    public init(size: Size, scale: Double) {
        let s = Self.normalized(scale)
        width = Self.pixels(size.width * s)
        height = Self.pixels(size.height * s)
        self.scale = s
        base = Transform(scaleX: s, y: s)
    }

    /// Whether a context made with `init(size:scale:)` for `size` and `scale` would be this one's size.
    package func fits(size: Size, scale: Double) -> Bool {
        let s = Self.normalized(scale)
        return s == self.scale && base == Transform(scaleX: s, y: s) && Self.pixels(size.width * s) == width
            && Self.pixels(size.height * s) == height
    }

    /// Makes the context as it was made, to draw again: the state, the path and the drawing, keeping their storage.
    package func reset() {
        state = State()
        saved.removeAll(keepingCapacity: true)
        path.removeAll(keepingCapacity: true)
        textMatrix = .identity
        hasDrawn = false
        maskedClips.removeAll(keepingCapacity: true)
        recordingStorage?.reset(width: width, height: height)
    }

    private static func normalized(_ scale: Double) -> Double { scale.isFinite && scale > 0 ? min(scale, 16) : 1 }

    deinit { ownedMemory?.deallocate() }

    /// Keeps the drawing in `memory` (the context's size) as it is made: what the memory holds when something is drawn
    /// is drawn over, and the result written back, so code reading the memory sees the drawing; `makeImage()` gives
    /// what it holds. `owned` memory is freed with the context.
    package func bind(_ memory: BitmapMemory, owned: Bool) {
        self.memory = memory
        if owned { ownedMemory = memory.pointer }
        memoryHolds = recordingStorage?.operationCount ?? 0
    }

    /// Pixels converted to and from a context's memory before it is brought up to date only when an image is made of it
    /// (a large context drawn into very often).
    static let memoryWorkLimit = 1 << 27

    /// Marks that something was drawn, and writes it into the memory, if there is one.
    package func noteDrawn() {
        hasDrawn = true
        updateMemory(always: false)
    }

    /// Draws what was recorded since the memory was last brought up to date over what it holds, and writes it back.
    func updateMemory(always: Bool) {
        // Inside a clip to an image, the drawing is in a group the clip's restore ends: the memory waits for it.
        guard maskedClips.isEmpty, let memory, let recording = recordingStorage, recording.operationCount > memoryHolds else { return }
        if !always {
            guard memoryWork <= Self.memoryWorkLimit else { return }
            memoryWork += memory.width * memory.height
            if memoryWork > Self.memoryWorkLimit {
                RuntimeIssues.report(
                    "a \(memory.width) x \(memory.height) bitmap context drawn into this often: its memory is brought up to date "
                        + "only when an image is made of it (makeImage())")
            }
        }
        let image = memory.read()
        let canvas = Canvas(width: memory.width, height: memory.height)
        recording.replay(into: canvas, from: memoryHolds)
        DisplayListRenderer(threads: 1).render(canvas.displayList, into: image.target)
        memory.write(image)
        memoryHolds = recording.operationCount
    }

    /// A bitmap context `width` × `height` pixels with Core Graphics' orientation (origin at the bottom left, y up).
    public init(pixelWidth: Int, pixelHeight: Int) {
        width = min(max(pixelWidth, 0), Self.maximumSide)
        height = min(max(pixelHeight, 0), Self.maximumSide)
        scale = 1
        base = Transform(scaleX: 1, y: -1).concatenating(Transform(translationX: 0, y: Double(height)))
    }

    /// The largest side of a context, in pixels (larger requests are clamped).
    public static let maximumSide = 16_384

    private static func pixels(_ value: Double) -> Int {
        guard value.isFinite, value > 0 else { return 0 }
        return min(Int(value.rounded(.up)), maximumSide)
    }

    /// What is drawn is recorded (in pixels of the context), and becomes pixels when an image is made of it or when a
    /// layer's drawing is drawn into a frame.
    var canvas: DrawingRecording {
        if let recordingStorage { return recordingStorage }
        let made = DrawingRecording()
        recordingStorage = made
        return made
    }

    /// The recording, if anything has been recorded.
    package var recording: DrawingRecording? { recordingStorage }

    /// User space to pixels: the CTM, then the base.
    public var userToDevice: Transform { state.ctm.concatenating(base) }

    // MARK: State

    public func saveGState() {
        saved.append(state)
        canvas.saveState()
    }

    /// Restores the state saved by the matching `saveGState()`; unbalanced calls are ignored.
    public func restoreGState() {
        guard let last = saved.popLast() else { return }
        closeMaskedClips(deeperThan: saved.count)
        state = last
        canvas.restoreState()
    }

    /// The current transformation matrix: user space to the base space.
    public var ctm: Transform { state.ctm }

    // Scalars are `CGFloat`s, as Core Graphics code passes them (a `Double` converts implicitly).
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(Transform(translationX: Double(x), y: Double(y))) }
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(Transform(scaleX: Double(x), y: Double(y))) }
    public func rotate(by angle: CGFloat) { concatenate(Transform(rotationAngle: Double(angle))) }

    /// Applies `transform` before the CTM (in user space), as `CGContextConcatCTM` does.
    public func concatenate(_ transform: Transform) { state.ctm = transform.concatenating(state.ctm) }

    public func setFillColor(_ color: Color) { state.fill = color }
    public func setStrokeColor(_ color: Color) { state.stroke = color }
    /// Multiplies everything drawn (0...1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isFinite ? min(max(Double(alpha), 0), 1) : 1 }
    public func setLineWidth(_ width: CGFloat) { state.line.lineWidth = width.isFinite ? max(Double(width), 0) : 1 }
    public func setLineCap(_ cap: LineCap) { state.line.lineCap = cap }
    public func setLineJoin(_ join: LineJoin) { state.line.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { state.line.miterLimit = limit.isFinite ? Double(limit) : 10 }

    /// Dashes: `lengths` alternate painted and skipped lengths (user space) from `phase`; empty for solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
        state.line.lineDashPattern = valid ? lengths.map(Double.init) : []
        state.line.lineDashPhase = phase.isFinite ? Double(phase) : 0
    }

    /// A shadow under what is drawn next: `offset` in the base space (points, y down in a UIKit context), `blur` as Core
    /// Graphics takes it (twice the Gaussian's standard deviation), in `color`; nil or a clear colour for none.
    @_disfavoredOverload
    public func setShadow(offset: Size, blur: Double, color: Color?) {
        guard let color, color.alpha > 0, offset.width.isFinite, offset.height.isFinite else {
            state.shadow = nil
            return
        }
        state.shadow = Shadow(color: color, offset: offset, radius: blur.isFinite ? max(blur, 0) / 2 : 0)
    }

    /// How what is drawn next combines with what is there (see `BlendMode`: the W3C blend modes, and Porter-Duff
    /// operators taking the drawing's alpha as its coverage). A drawing with a mode other than normal is drawn
    /// offscreen and combined with what is under it.
    public func setBlendMode(_ mode: BlendMode) { state.blendMode = mode }

    /// Whether images are sampled smoothly (false: nearest pixel, as `.none` interpolation quality asks).
    public func setInterpolatesImages(_ smooth: Bool) { state.interpolatesImages = smooth }

    /// Core Graphics' blend modes (`CGBlendMode`), Raster's.
    public typealias BlendMode = Raster.BlendMode

    // MARK: The path

    public func beginPath() { path.removeAll(keepingCapacity: true) }

    @_disfavoredOverload
    public func move(to point: Point) { path.move(to: userToDevice.apply(point)) }

    @_disfavoredOverload
    public func addLine(to point: Point) {
        if path.currentPoint == nil { return move(to: point) }
        path.addLine(to: userToDevice.apply(point))
    }

    @_disfavoredOverload
    public func addCurve(to end: Point, control1: Point, control2: Point) {
        let t = userToDevice
        if path.currentPoint == nil { path.move(to: t.apply(control1)) }
        path.addCurve(to: t.apply(end), control1: t.apply(control1), control2: t.apply(control2))
    }

    @_disfavoredOverload
    public func addQuadCurve(to end: Point, control: Point) {
        let t = userToDevice
        if path.currentPoint == nil { path.move(to: t.apply(control)) }
        path.addQuadCurve(to: t.apply(end), control: t.apply(control))
    }

    public func closePath() { path.closeSubpath() }

    /// Adds `other` (user space) to the path as it stands, each point mapped by the CTM.
    @_disfavoredOverload
    public func addPath(_ other: Path) { path.addPath(other, transform: userToDevice) }

    @_disfavoredOverload
    public func addRect(_ rect: Rect) {
        scratch.removeAll(keepingCapacity: true)
        scratch.addRect(rect)
        addPath(scratch)
    }

    @_disfavoredOverload
    public func addEllipse(in rect: Rect) {
        scratch.removeAll(keepingCapacity: true)
        scratch.addEllipse(in: rect)
        addPath(scratch)
    }

    /// An arc of the circle at `center` from `startAngle` to `endAngle` (radians from the x axis toward y), turning
    /// toward decreasing angles when `clockwise` (Core Graphics' sense, in a y-up space), joined to the current point
    /// by a line.
    @_disfavoredOverload
    public func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        scratch.removeAll(keepingCapacity: true)
        scratch.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        joinScratch()
    }

    /// A circular arc of `radius` tangent to the line from the current point to `tangent1End` and to the line from
    /// there to `tangent2End`, joined to the current point by a line (`CGContextAddArcToPoint`).
    @_disfavoredOverload
    public func addArc(tangent1End p1: Point, tangent2End p2: Point, radius: Double) {
        guard let current = path.currentPoint, let inverse = userToDevice.inverted else { return move(to: p1) }
        let p0 = inverse.apply(current)
        let a = Point(p0.x - p1.x, p0.y - p1.y), b = Point(p2.x - p1.x, p2.y - p1.y)
        let la = (a.x * a.x + a.y * a.y).squareRoot(), lb = (b.x * b.x + b.y * b.y).squareRoot()
        let cross = a.x * b.y - a.y * b.x
        guard la > 0, lb > 0, abs(cross) > 1e-12 * la * lb, radius > 0, radius.isFinite else { return addLine(to: p1) }
        let cosine = min(max((a.x * b.x + a.y * b.y) / (la * lb), -1), 1)
        let half = acos(cosine) / 2
        let distance = radius / tan(half)
        let t1 = Point(p1.x + a.x / la * distance, p1.y + a.y / la * distance)
        let t2 = Point(p1.x + b.x / lb * distance, p1.y + b.y / lb * distance)
        // The centre is along the bisector, `radius / sin(half)` from the corner.
        let bisector = Point(a.x / la + b.x / lb, a.y / la + b.y / lb)
        let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let reach = radius / sin(half)
        let center = Point(p1.x + bisector.x / bl * reach, p1.y + bisector.y / bl * reach)
        let start = atan2(t1.y - center.y, t1.x - center.x), end = atan2(t2.y - center.y, t2.x - center.x)
        addLine(to: t1)
        scratch.removeAll(keepingCapacity: true)
        scratch.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: cross > 0)
        joinScratch()
    }

    /// Appends the scratch path (user space): its opening move becomes a line from the current point, if there is one.
    private func joinScratch() {
        let t = userToDevice
        for (index, element) in scratch.elements.enumerated() {
            switch element {
            case .move(let p):
                if index == 0, path.currentPoint != nil { path.addLine(to: t.apply(p)) } else { path.move(to: t.apply(p)) }
            case .line(let p): path.addLine(to: t.apply(p))
            case .quadCurve(let p, let c): path.addQuadCurve(to: t.apply(p), control: t.apply(c))
            case .curve(let p, let c1, let c2): path.addCurve(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .closeSubpath: path.closeSubpath()
            }
        }
    }

    /// Replaces the path with the outline its stroke would paint now (the line width, caps, joins, miter limit and
    /// dashes, in the current user space), so that filling it paints the stroke and clipping to it clips to the stroke
    /// (`CGContextReplacePathWithStrokedPath`): the stroke-clip-gradient idiom of gradient rings.
    public func replacePathWithStrokedPath() {
        guard !path.isEmpty, let toUser = userToDevice.inverted else { return }
        let scale = max(userToDevice.maximumScale, 1e-9)
        path = path.applying(toUser).strokedOutline(style: state.line, tolerance: 0.05 / scale).applying(userToDevice)
    }

    public var isPathEmpty: Bool { path.isEmpty }

    /// The current point in user space (zero when there is none or the CTM cannot be inverted).
    public var currentPointInUserSpace: Point {
        guard let current = path.currentPoint, let inverse = userToDevice.inverted else { return Point(0, 0) }
        return inverse.apply(current)
    }

    /// The path's bounds in user space (control points included).
    public var pathBounds: Rect {
        guard !path.isEmpty, let inverse = userToDevice.inverted else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return inverse.apply(path.controlPointBounds)
    }
}
