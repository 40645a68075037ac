// Core Animation's property types on LayerKit's classes: geometry in `CGPoint`, `CGSize` and `CGRect`, paths as
// `CGPath`, dash patterns and key times as `NSNumber` arrays. In code that imports QuartzCore these declarations
// shadow LayerKit's (which take Raster's types); both set the same model values. In code that imports LayerKit as
// well, LayerKit's are preferred where both fit (they are marked disfavoured here), so nothing is ambiguous.
import LayerKit

extension Layer {
    @_disfavoredOverload public var bounds: CGRect {
        get { CGRect(model.bounds) }
        set { set(.bounds, .rect(newValue.rect)) }
    }
    @_disfavoredOverload public var position: CGPoint {
        get { CGPoint(model.position) }
        set { set(.position, .point(newValue.point)) }
    }
    @_disfavoredOverload public var shadowOffset: CGSize {
        get { CGSize(width: model.shadowOffset.width, height: model.shadowOffset.height) }
        set { set(.shadowOffset, .size(Size(width: Double(newValue.width), height: Double(newValue.height)))) }
    }
    @_disfavoredOverload public var shadowPath: CGPath? {
        get { model.shadowPath.map(CGPath.init) }
        set { set(.shadowPath, .path(newValue?.path)) }
    }
    @_disfavoredOverload public var anchorPoint: CGPoint {
        get { CGPoint(model.anchorPoint) }
        set { set(.anchorPoint, .point(newValue.point)) }
    }
    /// As LayerKit's `frame`: setting it sets the bounds' size and the position (for an identity transform).
    @_disfavoredOverload public var frame: CGRect {
        get { CGRect(model.frame) }
        set {
            let r = newValue.rect.standardized
            let b = model.bounds
            set(.bounds, .rect(Rect(origin: b.origin, size: r.size)))
            set(.position, .point(Point(r.minX + r.width * model.anchorPoint.x, r.minY + r.height * model.anchorPoint.y)))
        }
    }

    /// Whether `point` (in this layer's coordinates) is inside the layer, by its model values.
    public func contains(_ point: CGPoint) -> Bool { contains(point.point, properties: model) }
}

extension ShapeLayer {
    @_disfavoredOverload public var path: CGPath? {
        get { model.path.map(CGPath.init) }
        set { set(.path, .path(newValue?.path)) }
    }
    @_disfavoredOverload public var lineDashPattern: [NSNumber]? {
        get { dashLengths?.map { NSNumber(value: $0) } }
        set { dashLengths = newValue?.map(\.doubleValue) }
    }
}

extension EmitterLayer {
    @_disfavoredOverload public var emitterPosition: CGPoint {
        get { CGPoint(model.emitterPosition) }
        set { set(.emitterPosition, .point(newValue.point)) }
    }
    @_disfavoredOverload public var emitterSize: CGSize {
        get { CGSize(width: model.emitterSize.width, height: model.emitterSize.height) }
        set { set(.emitterSize, .size(Size(width: Double(newValue.width), height: Double(newValue.height)))) }
    }
}

extension GradientLayer {
    @_disfavoredOverload public var startPoint: CGPoint {
        get { CGPoint(model.startPoint) }
        set { set(.startPoint, .point(newValue.point)) }
    }
    @_disfavoredOverload public var endPoint: CGPoint {
        get { CGPoint(model.endPoint) }
        set { set(.endPoint, .point(newValue.point)) }
    }
    /// Core Animation's `[Any]` form: colours (`CGColor`), or anything `AnimationValue(any:)` reads as one. A list
    /// holding something else is reported (`RuntimeIssues`) and leaves the colours unchanged.
    @_disfavoredOverload public var colors: [Any]? {
        get { model.colors }
        set {
            guard let newValue else { return set(.colors, .list([])) }
            guard case .list(let values)? = AnimationValue(any: newValue), values.allSatisfy({ if case .color = $0 { true } else { false } })
            else {
                return RuntimeIssues.report("\(self): colors must be CGColors, found \(newValue.map { AnimationValue.typeName(of: $0) })")
            }
            set(.colors, .list(values))
        }
    }
    @_disfavoredOverload public var locations: [NSNumber]? {
        get { model.locations?.map { NSNumber(value: $0) } }
        set { set(.locations, .list((newValue ?? []).map { .number($0.doubleValue) })) }
    }
}

extension KeyframeAnimation {
    @_disfavoredOverload public var path: CGPath? {
        get { keyframePath.map(CGPath.init) }
        set { keyframePath = newValue?.path }
    }
    @_disfavoredOverload public var keyTimes: [NSNumber]? {
        get { keyTimeFractions?.map { NSNumber(value: $0) } }
        set { keyTimeFractions = newValue?.map(\.doubleValue) }
    }
}

/// Settings of Core Animation's GPU renderer that do not apply to this one, accepted so that iOS code compiles:
/// edges are always antialiased, opacity always applies to a layer and its sublayers as one group, and layers are
/// never cached as bitmaps (reading any of these gives the behaviour this renderer has).
extension Layer {
    public var allowsEdgeAntialiasing: Bool {
        get { true }
        set {}
    }
    public var allowsGroupOpacity: Bool {
        get { true }
        set {}
    }
    public var shouldRasterize: Bool {
        get { false }
        set {}
    }
    public var rasterizationScale: CGFloat {
        get { CGFloat(contentsScale) }
        set {}
    }
    public var isOpaque: Bool {
        get { false }
        set {}
    }
    public var drawsAsynchronously: Bool {
        get { false }
        set {}
    }
}

/// What a layer's `actions` dictionary holds (`CAAction`): an animation to run for the key, or `NSNull()` for none.
public typealias CAAction = Action

extension Layer {
    /// Core Animation's `actions`: `NSNull()` turns a key's implicit animation off, an animation replaces it. Other
    /// actions are reported (`RuntimeIssues`) and ignored.
    @_disfavoredOverload public var actions: [String: CAAction]? {
        get {
            implicitActions?.mapValues { action -> CAAction in
                switch action {
                case .disabled: return NSNull()
                case .animation(let animation): return animation
                }
            }
        }
        set {
            implicitActions = newValue?.compactMapValues { action -> LayerAction? in
                switch action {
                case is NSNull: return .disabled
                case let animation as Animation: return .animation(animation)
                default:
                    RuntimeIssues.report("\(self): an action of type \(type(of: action)) cannot run here (use a CAAnimation or NSNull())")
                    return nil
                }
            }
        }
    }
}

/// Which corners `cornerRadius` rounds (`CACornerMask`), with Core Animation's names.
public typealias CACornerMask = CornerMask

extension CornerMask {
    public static let layerMinXMinYCorner = CornerMask.minXMinY
    public static let layerMaxXMinYCorner = CornerMask.maxXMinY
    public static let layerMinXMaxYCorner = CornerMask.minXMaxY
    public static let layerMaxXMaxYCorner = CornerMask.maxXMaxY
}

extension Layer {
    /// The part of `contents` shown, in the image's unit space.
    /// The part of the contents that stretches when they are resized (unit space of the image); see `Layer.contentsCenter`.
    @_disfavoredOverload public var contentsCenter: CGRect {
        get { CGRect(unitContentsCenter) }
        set { unitContentsCenter = newValue.rect }
    }

    @_disfavoredOverload public var contentsRect: CGRect {
        get { CGRect(model.contentsRect) }
        set { set(.contentsRect, .rect(newValue.rect)) }
    }
}

extension Layer {
    /// The keys of the layer's animations, as Core Animation returns them: nil when there are none.
    @_disfavoredOverload public func animationKeys() -> [String]? {
        let keys: [String] = animationKeys()
        return keys.isEmpty ? nil : keys
    }
}
