
/// Every property of a layer that rendering reads, as plain values. A layer's model is one of these;
/// its presentation is a copy with the running animations applied. Shape and text properties live here
/// too (unused by plain layers), so evaluation never needs to know a layer's class.
///
/// The animatable properties are listed once, in `tools/layer-properties.py`, which writes `LayerProperty` and the
/// switches that read, write and copy them (`LayerProperty+Generated.swift`).
public struct LayerProperties: Hashable, Sendable {
    // Geometry (points, y down, as UIKit).
    public var bounds = Rect.zero
    public var position = Point.zero
    /// Where `position` sits in `bounds`, as fractions: (0.5, 0.5) is the centre.
    public var anchorPoint = Point(0.5, 0.5)
    public var zPosition = 0.0
    public var transform = Transform3D.identity
    public var sublayerTransform = Transform3D.identity

    // Appearance.
    public var opacity = 1.0
    public var isHidden = false
    public var masksToBounds = false
    public var backgroundColor: Color? = nil
    public var cornerRadius = 0.0
    public var borderWidth = 0.0
    public var borderColor: Color? = Color.black
    /// Whether the layer is drawn when its back faces the viewer (`isDoubleSided`; not animatable).
    public var isDoubleSided = true
    /// Whether the layer's own coordinates run upwards (`isGeometryFlipped`; not animatable): its sublayers and its
    /// shape's path are mirrored about the middle of its bounds, its contents image is not.
    public var isGeometryFlipped = false
    /// Which corners `cornerRadius` rounds (`maskedCorners`; not animatable).
    public var maskedCorners = CornerMask.all
    /// The part of `contents` shown, in the image's unit space (`contentsRect`); beyond the image its edge pixels
    /// are extended, as in Core Animation.
    public var contentsRect = Rect(x: 0, y: 0, width: 1, height: 1)

    // Shadow (`shadowOpacity` 0 draws none). The offset and radius are in the layer's own coordinates.
    public var shadowColor: Color? = Color.black
    public var shadowOpacity = 0.0
    public var shadowOffset = Size(width: 0, height: -3)
    /// The blur's standard deviation, in points (see `Layer.shadowRadius`).
    public var shadowRadius = 3.0
    /// The shadow's shape in the layer's coordinates, instead of the alpha of what the layer draws.
    public var shadowPath: Path? = nil

    // Shape layers.
    public var path: Path? = nil
    public var fillColor: Color? = Color.black
    public var strokeColor: Color? = nil
    public var lineWidth = 1.0
    public var miterLimit = 10.0
    public var lineDashPhase = 0.0
    public var strokeStart = 0.0
    public var strokeEnd = 1.0
    public var fillRule = FillRule.nonZero
    public var lineCap = LineCap.butt
    public var lineJoin = LineJoin.miter
    public var lineDashPattern: [Double] = []

    // Gradient layers.
    /// Nil (or empty) draws no gradient.
    public var colors: [Color]? = nil
    /// Where each colour sits, 0...1; nil spreads them evenly.
    public var locations: [Double]? = nil
    /// In the unit space of the bounds: (0, 0) is the top-left corner, (1, 1) the bottom-right.
    public var startPoint = Point(0.5, 0)
    public var endPoint = Point(0.5, 1)
    public var gradientType = GradientType.axial

    // Replicator layers.
    /// Copies of the sublayers drawn, the originals included (`instanceCount`, default 1; not animatable).
    public var instanceCount = 1
    /// Seconds by which each copy's time lags the previous copy's.
    public var instanceDelay = 0.0
    /// Applied to the previous copy, about the anchor point, to place the next.
    public var instanceTransform = Transform3D.identity
    /// Multiplies the first copy's colours (default opaque white: unchanged).
    public var instanceColor: Color? = Color.white
    /// Added to `instanceColor`'s components for each further copy.
    public var instanceRedOffset = 0.0
    public var instanceGreenOffset = 0.0
    public var instanceBlueOffset = 0.0
    public var instanceAlphaOffset = 0.0
    /// Whether the copies keep their depth (see `ReplicatorLayer.preservesDepth`; not animatable).
    public var preservesDepth = false

    // Emitter layers.
    public var emitterPosition = Point.zero
    public var emitterSize = Size(width: 0, height: 0)
    /// Multiplies the cells' birth rates.
    public var birthRate = 1.0
    public var emitterLifetime = 1.0
    public var emitterVelocity = 1.0
    public var emitterScale = 1.0
    public var emitterSpin = 1.0
    public var emitterShape = EmitterLayer.Shape.point
    public var emitterMode = EmitterLayer.Mode.volume
    public var renderMode = EmitterLayer.RenderMode.unordered
    public var seed: UInt32 = 0

    // Text layers.
    public var fontSize = 36.0
    public var foregroundColor: Color? = Color.white

    public init() {}

    /// The frame: the bounding box of the bounds as placed in the superlayer by position, anchor point and
    /// transform (`CALayer.frame`).
    public var frame: Rect {
        let anchor = Point(bounds.width * anchorPoint.x, bounds.height * anchorPoint.y)
        let local = Transform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform.affineTransform)
            .concatenating(Transform(translationX: position.x, y: position.y))
        return local.apply(Rect(origin: .zero, size: bounds.size))
    }

    /// Maps the layer's own coordinates (its bounds' space) to its superlayer's.
    public var transformToSuperlayer: Transform {
        let anchor = Point(bounds.origin.x + bounds.width * anchorPoint.x, bounds.origin.y + bounds.height * anchorPoint.y)
        return Transform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform.affineTransform)
            .concatenating(Transform(translationX: position.x, y: position.y))
    }

    /// Maps sublayer coordinates to the layer's own: `sublayerTransform` applied about the anchor point.
    public var sublayerToLayer: Transform {
        guard !sublayerTransform.isIdentity || isGeometryFlipped else { return .identity }
        let anchor = Point(bounds.origin.x + bounds.width * anchorPoint.x, bounds.origin.y + bounds.height * anchorPoint.y)
        let transformed = Transform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(sublayerTransform.affineTransform)
            .concatenating(Transform(translationX: anchor.x, y: anchor.y))
        return isGeometryFlipped ? transformed.concatenating(flip) : transformed
    }

    /// The mirror image about the bounds' horizontal middle line (what `isGeometryFlipped` applies).
    public var flip: Transform {
        Transform(translationX: 0, y: -bounds.midY).concatenating(Transform(scaleX: 1, y: -1))
            .concatenating(Transform(translationX: 0, y: bounds.midY))
    }
}

/// The shape of a gradient layer's gradient (`CAGradientLayerType`).
public enum GradientType: String, Hashable, Sendable, CaseIterable {
    /// Along the line from `startPoint` to `endPoint`.
    case axial
    /// An ellipse centred on `startPoint` whose half-width and half-height are `endPoint - startPoint` (in the
    /// bounds' unit space), as Core Animation's header defines it.
    case radial
    /// Once around `startPoint`, starting towards `endPoint`, clockwise on screen.
    case conic
}
