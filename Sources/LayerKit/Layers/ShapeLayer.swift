import Foundation

/// A layer that draws a path, filled and stroked (`CAShapeLayer`). The path is in the layer's coordinates;
/// it is drawn whatever the bounds (shape layers do not clip unless `masksToBounds`).
open class ShapeLayer: Layer, @unchecked Sendable {
    open override var typeName: String { "shape" }

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A copy of `layer` (see `Layer.init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    open var path: Path? {
        get { model.path }
        set { set(.path, .path(newValue)) }
    }
    /// Default black; nil draws no fill.
    open var fillColor: Color? {
        get { model.fillColor }
        set { set(.fillColor, .color(newValue)) }
    }
    /// Default nil (no stroke).
    open var strokeColor: Color? {
        get { model.strokeColor }
        set { set(.strokeColor, .color(newValue)) }
    }
    open var lineWidth: Double {
        get { model.lineWidth }
        set { set(.lineWidth, .number(newValue)) }
    }
    open var miterLimit: Double {
        get { model.miterLimit }
        set { set(.miterLimit, .number(newValue)) }
    }
    open var lineDashPhase: Double {
        get { model.lineDashPhase }
        set { set(.lineDashPhase, .number(newValue)) }
    }
    /// The part of the path stroked, from `strokeStart` to `strokeEnd` (fractions of its length).
    open var strokeStart: Double {
        get { model.strokeStart }
        set { set(.strokeStart, .number(newValue)) }
    }
    open var strokeEnd: Double {
        get { model.strokeEnd }
        set { set(.strokeEnd, .number(newValue)) }
    }
    open var fillRule: FillRule {
        get { model.fillRule }
        set { updateModel { $0.fillRule = newValue } }
    }
    open var lineCap: LineCap {
        get { model.lineCap }
        set { updateModel { $0.lineCap = newValue } }
    }
    open var lineJoin: LineJoin {
        get { model.lineJoin }
        set { updateModel { $0.lineJoin = newValue } }
    }
    open var lineDashPattern: [Double]? {
        get { dashLengths }
        set { dashLengths = newValue }
    }
    /// `lineDashPattern` under a name the compatibility module's `[NSNumber]` version does not shadow.
    open var dashLengths: [Double]? {
        get { model.lineDashPattern.isEmpty ? nil : model.lineDashPattern }
        set { updateModel { $0.lineDashPattern = newValue ?? [] } }
    }

    /// Inside the filled path (by its fill rule), or near enough to a stroked path to touch it.
    open override func contains(_ point: Point, properties: LayerProperties) -> Bool {
        guard let path = properties.path else { return super.contains(point, properties: properties) }
        if properties.fillColor != nil && path.contains(point, rule: properties.fillRule) { return true }
        if properties.strokeColor != nil && properties.lineWidth > 0 {
            return path.distance(to: point) <= properties.lineWidth / 2
        }
        return false
    }
}
