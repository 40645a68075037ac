import Foundation

/// A layer that draws its sublayers `instanceCount` times (`CAReplicatorLayer`), each copy transformed, tinted and
/// delayed from the one before: the dot and bar spinners are nothing else. The copies are drawn, not made as
/// layers: hit testing and `sublayers` see the originals only. The replicator's own background, contents and
/// border are drawn once.
///
/// Copy k (from 0) is placed by `instanceTransform` applied k times about the anchor point, its colours are
/// multiplied by `instanceColor` plus k times the offsets (each component clamped to 0...1), and its animations
/// run `k * instanceDelay` seconds behind the originals'. Colours of images are multiplied in alpha only.
open class ReplicatorLayer: Layer, @unchecked Sendable {
    open override var typeName: String { "replicator" }

    /// The most copies one replicator draws; nested replicators are limited so that their product stays within
    /// `maximumDrawnInstances` too (further copies are not drawn).
    public static let maximumInstances = 5_000
    public static let maximumDrawnInstances = 5_000

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A copy of `layer` (see `Layer.init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// Copies drawn, the originals included (default 1). 0 or less draws none.
    open var instanceCount: Int {
        get { model.instanceCount }
        set { updateModel { $0.instanceCount = newValue } }
    }
    /// Seconds by which each copy lags the one before (default 0).
    open var instanceDelay: Double {
        get { model.instanceDelay }
        set { set(.instanceDelay, .number(newValue)) }
    }
    /// Applied to the previous copy to place the next, about the anchor point (default identity).
    open var instanceTransform: Transform3D {
        get { model.instanceTransform }
        set { set(.instanceTransform, .transform(newValue)) }
    }
    /// Multiplies the colours of the first copy (default opaque white; nil is clear, hiding the copies).
    open var instanceColor: Color? {
        get { model.instanceColor }
        set { set(.instanceColor, .color(newValue)) }
    }
    /// Added to the red component of `instanceColor` for each further copy.
    open var instanceRedOffset: Float {
        get { Float(model.instanceRedOffset) }
        set { set(.instanceRedOffset, .number(Double(newValue))) }
    }
    open var instanceGreenOffset: Float {
        get { Float(model.instanceGreenOffset) }
        set { set(.instanceGreenOffset, .number(Double(newValue))) }
    }
    open var instanceBlueOffset: Float {
        get { Float(model.instanceBlueOffset) }
        set { set(.instanceBlueOffset, .number(Double(newValue))) }
    }
    open var instanceAlphaOffset: Float {
        get { Float(model.instanceAlphaOffset) }
        set { set(.instanceAlphaOffset, .number(Double(newValue))) }
    }
    /// Whether the copies keep their depth (`preservesDepth`): true treats them as a transform layer treats its
    /// sublayers, drawn back to front by depth in the replicator's superlayer's space; false (the default) flattens
    /// them into the replicator's plane, in order.
    open var preservesDepth: Bool {
        get { model.preservesDepth }
        set { updateModel { $0.preservesDepth = newValue } }
    }
}

extension LayerProperties {
    /// The colour that multiplies copy `k`'s colours.
    public func instanceTint(_ k: Int) -> Color {
        let base = instanceColor ?? .clear
        func component(_ value: Double, _ offset: Double) -> Double { min(max(value + Double(k) * offset, 0), 1) }
        return Color(
            red: component(base.red, instanceRedOffset), green: component(base.green, instanceGreenOffset),
            blue: component(base.blue, instanceBlueOffset), alpha: component(base.alpha, instanceAlphaOffset))
    }

    /// These properties with every colour multiplied by `tint` (component by component, alpha included).
    func tinted(by tint: Color) -> LayerProperties {
        func apply(_ color: Color?) -> Color? {
            color.map { $0.multiplied(by: tint) }
        }
        var result = self
        result.backgroundColor = apply(backgroundColor)
        result.borderColor = apply(borderColor)
        result.fillColor = apply(fillColor)
        result.strokeColor = apply(strokeColor)
        result.foregroundColor = apply(foregroundColor)
        result.shadowColor = shadowColor.map { $0.withAlphaComponent($0.alpha * tint.alpha) }
        result.colors = colors?.map { apply($0)! }
        return result
    }
}
