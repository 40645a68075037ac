
/// What an emitter layer emits (`CAEmitterCell`): how many particles a second, how long they live, how they move,
/// turn, scale and change colour, and the image each one shows. A value with a range is drawn uniformly from
/// [value − range/2, value + range/2] per particle, as Core Animation's header specifies. Cells are read when a
/// frame is drawn (changing one changes the particles at once, history included); their properties are not
/// animatable through key paths here. Each particle emits the cell's sub-cells (`emitterCells`; see `ParticleField`).
///
/// Sendable under the scene rule: used only by the thread that builds and plays its scene (docs/architecture.md).
public final class EmitterCell: @unchecked Sendable {
    public var name: String?
    /// Whether the cell's particles are drawn (`isEnabled`).
    public var isEnabled = true
    /// Particles a second (times the layer's `birthRate`).
    public var birthRate: Float = 0
    /// Seconds each particle lives, and the range about it (times the layer's `lifetime`).
    public var lifetime: Float = 0
    public var lifetimeRange: Float = 0
    /// The direction of emission in radians from the +x axis (clockwise on a y-down screen), and the cone about it.
    public var emissionLongitude = 0.0
    public var emissionRange = 0.0
    /// Accepted for Core Animation code; the plane has no depth to aim into.
    public var emissionLatitude = 0.0
    /// Initial speed in points a second, and its range (times the layer's `velocity`).
    public var velocity = 0.0
    public var velocityRange = 0.0
    /// Acceleration in points a second squared.
    public var xAcceleration = 0.0
    public var yAcceleration = 0.0
    public var zAcceleration = 0.0
    /// Scale of the contents (times the layer's `scale`), its range, and its change a second.
    public var scale = 1.0
    public var scaleRange = 0.0
    public var scaleSpeed = 0.0
    /// Turn in radians a second (times the layer's `spin`), and its range.
    public var spin = 0.0
    public var spinRange = 0.0
    /// Multiplies the contents (default opaque white).
    public var color: Color? = .white
    public var redRange: Float = 0
    public var greenRange: Float = 0
    public var blueRange: Float = 0
    public var alphaRange: Float = 0
    /// Change of each colour component a second.
    public var redSpeed: Float = 0
    public var greenSpeed: Float = 0
    public var blueSpeed: Float = 0
    public var alphaSpeed: Float = 0
    /// The image each particle shows, centred on it; without one nothing is drawn, as in Core Animation.
    public var contents: PixelBuffer?
    /// The part of `contents` shown, in its unit space.
    public var contentsRect = Rect(x: 0, y: 0, width: 1, height: 1)
    /// Image pixels per point.
    public var contentsScale = 1.0
    /// Cells each of this cell's particles emits, from where it is, aimed relative to its direction of travel, with its
    /// scale and colour multiplying theirs (fireworks: a rocket cell whose particles emit sparks). Followed to
    /// `EmitterCellTree.maximumDepth` levels.
    public var emitterCells: [EmitterCell]?
    /// When the cell starts emitting, seconds: in the layer's local time for a layer's cell, in the parent particle's
    /// age for a sub-cell. Negative values are read as 0.
    public var beginTime = 0.0
    /// How long the cell emits from `beginTime`, seconds; 0 (the default) or less: for as long as its emitter does.
    public var duration = 0.0
    /// How fast the cell's own time runs from `beginTime` (its birth rate, particles' lifetimes and motions are in it):
    /// 2 emits twice as often, particles twice as fast and half as long; 0 stops the cell. Applies to the layer's
    /// cells; sub-cells run on their parent particle's age as if the speed were 1.
    public var speed: Float = 1
    /// Seconds added to the cell's own time (as if it had begun that much earlier), for the layer's cells.
    public var timeOffset = 0.0

    public init() {}
}
