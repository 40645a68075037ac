import Foundation

/// A layer that emits particles (`CAEmitterLayer`): confetti, snow, sparks. The particles are drawn above the
/// layer's background and below its sublayers.
///
/// The particle field is a pure function of the layer's time and `seed`: particle k of each 1/60 s emission slot
/// gets its values from a hash of (seed, cell, slot, k), and its position follows from its age in closed form. So
/// a frame does not depend on the frames before it, and scrubbing backwards shows the same particles. A slot emits
/// the birth rate in force at its start times 1/60 s, dithered by the same hash, so animating `birthRate` (to stop a
/// burst, say) changes only the slots it covers. Emission starts at the layer's local time 0.
///
/// Bounded: at most `maximumParticles` are drawn (the oldest slots are dropped first), lifetimes beyond
/// `maximumLifetime` are cut, and at most `maximumCells` cells are read.
open class EmitterLayer: Layer, @unchecked Sendable {
    open override var typeName: String { "emitter" }

    public static let maximumParticles = 10_000
    public static let maximumLifetime = 60.0
    public static let maximumCells = 64

    /// How particles are spread over the emission shape (`CAEmitterLayerEmitterShape`).
    public enum Shape: String, CaseIterable, Sendable {
        case point, line, rectangle, circle, cuboid, sphere
    }

    /// Where on the shape particles start (`CAEmitterLayerEmitterMode`): `outline` on its edge, the others inside it.
    public enum Mode: String, CaseIterable, Sendable {
        case points, outline, surface, volume
    }

    /// How particles are composited (`CAEmitterLayerRenderMode`): `additive` adds their light; the others draw
    /// source-over in emission order.
    public enum RenderMode: String, CaseIterable, Sendable {
        case unordered, oldestFirst, oldestLast, backToFront, additive
    }

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A copy of `layer` (see `Layer.init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? EmitterLayer { emitterCells = other.emitterCells }
    }

    /// The cells emitted, each independently.
    open var emitterCells: [EmitterCell]?
    /// The centre of the emission shape, in the layer's coordinates.
    open var emitterPosition: Point {
        get { model.emitterPosition }
        set { set(.emitterPosition, .point(newValue)) }
    }
    /// The shape's size: a line's length is its width; a circle's radius is half its width.
    open var emitterSize: Size {
        get { model.emitterSize }
        set { set(.emitterSize, .size(newValue)) }
    }
    /// Multiplies every cell's birth rate (default 1; 0 stops emission, the particles in flight live on).
    open var birthRate: Float {
        get { Float(model.birthRate) }
        set { set(.birthRate, .number(Double(newValue))) }
    }
    /// Multiplies every cell's lifetime and lifetime range (default 1).
    open var lifetime: Float {
        get { Float(model.emitterLifetime) }
        set { updateModel { $0.emitterLifetime = Double(newValue) } }
    }
    /// Multiplies every cell's velocity (default 1).
    open var velocity: Float {
        get { Float(model.emitterVelocity) }
        set { updateModel { $0.emitterVelocity = Double(newValue) } }
    }
    /// Multiplies every cell's scale (default 1).
    open var scale: Float {
        get { Float(model.emitterScale) }
        set { updateModel { $0.emitterScale = Double(newValue) } }
    }
    /// Multiplies every cell's spin (default 1).
    open var spin: Float {
        get { Float(model.emitterSpin) }
        set { updateModel { $0.emitterSpin = Double(newValue) } }
    }
    open var emitterShape: Shape {
        get { model.emitterShape }
        set { updateModel { $0.emitterShape = newValue } }
    }
    open var emitterMode: Mode {
        get { model.emitterMode }
        set { updateModel { $0.emitterMode = newValue } }
    }
    open var renderMode: RenderMode {
        get { model.renderMode }
        set { updateModel { $0.renderMode = newValue } }
    }
    /// The random seed (default 0): the same seed gives the same particles.
    open var seed: UInt32 {
        get { model.seed }
        set { updateModel { $0.seed = newValue } }
    }
}
