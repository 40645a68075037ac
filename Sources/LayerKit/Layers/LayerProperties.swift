
/// Every property of a layer that rendering reads, as plain values. A layer's model is one of these;
/// its presentation is a copy with the running animations applied. Shape and text properties live here
/// too (unused by plain layers), so evaluation never needs to know a layer's class.
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

    /// The value of an animatable property.
    public func value(of property: LayerProperty) -> AnimationValue {
        switch property {
        case .bounds: return .rect(bounds)
        case .position: return .point(position)
        case .anchorPoint: return .point(anchorPoint)
        case .zPosition: return .number(zPosition)
        case .transform: return .transform(transform)
        case .sublayerTransform: return .transform(sublayerTransform)
        case .opacity: return .number(opacity)
        case .isHidden: return .number(isHidden ? 1 : 0)
        case .masksToBounds: return .number(masksToBounds ? 1 : 0)
        case .backgroundColor: return .color(backgroundColor)
        case .cornerRadius: return .number(cornerRadius)
        case .borderWidth: return .number(borderWidth)
        case .borderColor: return .color(borderColor)
        case .path: return .path(path)
        case .fillColor: return .color(fillColor)
        case .strokeColor: return .color(strokeColor)
        case .lineWidth: return .number(lineWidth)
        case .miterLimit: return .number(miterLimit)
        case .lineDashPhase: return .number(lineDashPhase)
        case .strokeStart: return .number(strokeStart)
        case .strokeEnd: return .number(strokeEnd)
        case .fontSize: return .number(fontSize)
        case .foregroundColor: return .color(foregroundColor)
        case .contentsRect: return .rect(contentsRect)
        case .shadowColor: return .color(shadowColor)
        case .shadowOpacity: return .number(shadowOpacity)
        case .shadowOffset: return .size(shadowOffset)
        case .shadowRadius: return .number(shadowRadius)
        case .shadowPath: return .path(shadowPath)
        case .colors: return .list((colors ?? []).map { .color($0) })
        case .locations: return .list((locations ?? []).map { .number($0) })
        case .startPoint: return .point(startPoint)
        case .endPoint: return .point(endPoint)
        case .instanceDelay: return .number(instanceDelay)
        case .instanceTransform: return .transform(instanceTransform)
        case .instanceColor: return .color(instanceColor)
        case .instanceRedOffset: return .number(instanceRedOffset)
        case .instanceGreenOffset: return .number(instanceGreenOffset)
        case .instanceBlueOffset: return .number(instanceBlueOffset)
        case .instanceAlphaOffset: return .number(instanceAlphaOffset)
        case .emitterPosition: return .point(emitterPosition)
        case .emitterSize: return .size(emitterSize)
        case .birthRate: return .number(birthRate)
        }
    }

    /// Sets an animatable property; a value of the wrong kind is ignored (returns false).
    @discardableResult
    public mutating func setValue(_ value: AnimationValue, for property: LayerProperty) -> Bool {
        if let vector = AnimationVector(value) { return setValue(vector, for: property) }
        switch (property, value) {
        case (.transform, .transform(let v)): transform = v
        case (.sublayerTransform, .transform(let v)): sublayerTransform = v
        case (.path, .path(let v)): path = v
        case (.backgroundColor, .color(nil)): backgroundColor = nil
        case (.borderColor, .color(nil)): borderColor = nil
        case (.fillColor, .color(nil)): fillColor = nil
        case (.strokeColor, .color(nil)): strokeColor = nil
        case (.foregroundColor, .color(nil)): foregroundColor = nil
        case (.shadowColor, .color(nil)): shadowColor = nil
        case (.instanceColor, .color(nil)): instanceColor = nil
        case (.instanceTransform, .transform(let v)): instanceTransform = v
        case (.shadowPath, .path(let v)): shadowPath = v
        case (.colors, .list(let v)):
            var list: [Color] = []
            for element in v {
                guard case .color(let c) = element else { return false }
                list.append(c ?? .clear)
            }
            colors = list.isEmpty ? nil : list
        case (.locations, .list(let v)):
            let list = v.compactMap(\.number)
            guard list.count == v.count else { return false }
            locations = list.isEmpty ? nil : list
        default: return false
        }
        return true
    }

    /// Sets an animatable property from numeric lanes (numbers, points, sizes, rects, colours); a value of the
    /// wrong kind is ignored (returns false).
    @discardableResult
    mutating func setValue(_ value: AnimationVector, for property: LayerProperty) -> Bool {
        let v = value.lanes
        switch (property, value.kind) {
        case (.bounds, .rect): bounds = Rect(x: v.x, y: v.y, width: v.z, height: v.w)
        case (.position, .point): position = Point(v.x, v.y)
        case (.anchorPoint, .point): anchorPoint = Point(v.x, v.y)
        case (.zPosition, .number): zPosition = v.x
        case (.opacity, .number): opacity = v.x
        case (.isHidden, .number): isHidden = v.x >= 0.5
        case (.masksToBounds, .number): masksToBounds = v.x >= 0.5
        case (.backgroundColor, .color): backgroundColor = Color(red: v.x, green: v.y, blue: v.z, alpha: v.w)
        case (.cornerRadius, .number): cornerRadius = v.x
        case (.borderWidth, .number): borderWidth = v.x
        case (.borderColor, .color): borderColor = Color(red: v.x, green: v.y, blue: v.z, alpha: v.w)
        case (.fillColor, .color): fillColor = Color(red: v.x, green: v.y, blue: v.z, alpha: v.w)
        case (.strokeColor, .color): strokeColor = Color(red: v.x, green: v.y, blue: v.z, alpha: v.w)
        case (.lineWidth, .number): lineWidth = v.x
        case (.miterLimit, .number): miterLimit = v.x
        case (.lineDashPhase, .number): lineDashPhase = v.x
        case (.strokeStart, .number): strokeStart = v.x
        case (.strokeEnd, .number): strokeEnd = v.x
        case (.fontSize, .number): fontSize = v.x
        case (.foregroundColor, .color): foregroundColor = Color(red: v.x, green: v.y, blue: v.z, alpha: v.w)
        case (.contentsRect, .rect): contentsRect = Rect(x: v.x, y: v.y, width: v.z, height: v.w)
        case (.shadowColor, .color): shadowColor = Color(red: v.x, green: v.y, blue: v.z, alpha: v.w)
        case (.shadowOpacity, .number): shadowOpacity = v.x
        case (.shadowOffset, .size): shadowOffset = Size(width: v.x, height: v.y)
        case (.shadowRadius, .number): shadowRadius = v.x
        case (.startPoint, .point): startPoint = Point(v.x, v.y)
        case (.endPoint, .point): endPoint = Point(v.x, v.y)
        case (.instanceDelay, .number): instanceDelay = v.x
        case (.instanceColor, .color): instanceColor = Color(red: v.x, green: v.y, blue: v.z, alpha: v.w)
        case (.instanceRedOffset, .number): instanceRedOffset = v.x
        case (.instanceGreenOffset, .number): instanceGreenOffset = v.x
        case (.instanceBlueOffset, .number): instanceBlueOffset = v.x
        case (.instanceAlphaOffset, .number): instanceAlphaOffset = v.x
        case (.emitterPosition, .point): emitterPosition = Point(v.x, v.y)
        case (.emitterSize, .size): emitterSize = Size(width: v.x, height: v.y)
        case (.birthRate, .number): birthRate = v.x
        default: return false
        }
        return true
    }
}

/// The animatable properties, by their Core Animation key names.
public enum LayerProperty: String, CaseIterable, Sendable {
    case bounds, position, anchorPoint, zPosition, transform, sublayerTransform, opacity
    case isHidden = "hidden"
    case masksToBounds, backgroundColor, cornerRadius, borderWidth, borderColor
    case path, fillColor, strokeColor, lineWidth, miterLimit, lineDashPhase, strokeStart, strokeEnd
    case fontSize, foregroundColor
    case contentsRect
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
    case colors, locations, startPoint, endPoint
    case instanceDelay, instanceTransform, instanceColor, instanceRedOffset, instanceGreenOffset, instanceBlueOffset
    case instanceAlphaOffset
    case emitterPosition, emitterSize, birthRate
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
