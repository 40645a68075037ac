/// What draws: the operations a `Canvas` records into pixels and an `SVGCanvas` writes as SVG, so that
/// code walking a scene (the layer renderer) draws into either with the same rules.
public protocol DrawingTarget: AnyObject {
    /// The current user-space → output transform.
    var transform: Transform { get set }
    /// A projective mapping that replaces `transform` while set (see `Canvas.projection`).
    var projection: Homography? { get set }
    func reset(width: Int, height: Int)
    func saveState()
    func restoreState()
    func concatenate(_ t: Transform)
    func clear(_ color: Color)
    func fill(_ path: Path, color: Color, rule: FillRule)
    func stroke(_ path: Path, style: StrokeStyle, color: Color)
    /// Fills `path` with a gradient, its colours' alpha times `opacity`.
    func fill(_ path: Path, gradient: Gradient, opacity: Double, rule: FillRule)
    func fillRoundedRect(_ rect: Rect, cornerRadius: Double, corners: CornerMask, color: Color)
    func fillRoundedRect(_ rect: Rect, cornerRadius: Double, corners: CornerMask, gradient: Gradient, opacity: Double)
    func fillBorder(of rect: Rect, cornerRadius: Double, corners: CornerMask, width: Double, color: Color)
    /// Draws the part `source` (unit space of the image) of `image` into `rect`, multiplied by `tint`, composited
    /// source-over or added (`additive`).
    func draw(_ image: PixelBuffer, in rect: Rect, source: Rect, opacity: Double, smooth: Bool, tint: Color, additive: Bool)
    func clip(toRoundedRect rect: Rect, cornerRadius: Double, corners: CornerMask)
    /// Intersects the clip with `path`'s inside by `rule` until the enclosing `restoreState`.
    func clip(to path: Path, rule: FillRule)
    /// Starts a group, casting `shadow` if it is not nil.
    func beginGroup(shadow: Shadow?)
    func beginMask()
    /// Ends a group: its shadow, then (unless `drawsContent` is false) its content, with `opacity`.
    func endGroup(opacity: Double, drawsContent: Bool)
    /// Ends the innermost group, compositing its content with `blendMode`.
    func endGroup(opacity: Double, drawsContent: Bool, blendMode: BlendMode)
}

extension Canvas: DrawingTarget {}

extension DrawingTarget {
    /// Draws the part `source` of `image` into `rect`, untinted, source-over.
    public func draw(_ image: PixelBuffer, in rect: Rect, source: Rect, opacity: Double, smooth: Bool) {
        draw(image, in: rect, source: source, opacity: opacity, smooth: smooth, tint: .white, additive: false)
    }

    /// Starts a group without a shadow.
    public func beginGroup() { beginGroup(shadow: nil) }
    /// Ends a group, drawing its content.
    public func endGroup(opacity: Double) { endGroup(opacity: opacity, drawsContent: true) }
}
