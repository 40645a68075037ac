import Foundation

/// A layer that fills its bounds with a colour gradient (`CAGradientLayer`), over its background and below its
/// sublayers, like contents: rounded by `cornerRadius` only when `masksToBounds`.
///
/// `colors`, `locations`, `startPoint` and `endPoint` are animatable; lists of colours or locations of the same
/// length interpolate element by element (colours in straight components, as `Color.interpolated` does), others
/// jump halfway. With no colours nothing is drawn; one colour fills the bounds. Locations of another count
/// than the colours are ignored (spread evenly), as are non-finite ones; out-of-order ones make a hard step.
open class GradientLayer: Layer, @unchecked Sendable {
    open override var typeName: String { "gradient" }

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A copy of `layer` (see `Layer.init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    open var colors: [Color]? {
        get { model.colors }
        set { set(.colors, .list((newValue ?? []).map { .color($0) })) }
    }
    /// Where each colour sits along the gradient, 0...1; nil spreads them evenly.
    open var locations: [Double]? {
        get { model.locations }
        set { set(.locations, .list((newValue ?? []).map { .number($0) })) }
    }
    /// The gradient's start in the bounds' unit space (default (0.5, 0), the top edge's middle).
    open var startPoint: Point {
        get { model.startPoint }
        set { set(.startPoint, .point(newValue)) }
    }
    /// The gradient's end in the bounds' unit space (default (0.5, 1), the bottom edge's middle).
    open var endPoint: Point {
        get { model.endPoint }
        set { set(.endPoint, .point(newValue)) }
    }
    /// Axial (default), radial or conic. Not animatable, as in Core Animation.
    open var type: GradientType {
        get { model.gradientType }
        set { updateModel { $0.gradientType = newValue } }
    }
}

extension LayerProperties {
    /// The gradient a gradient layer with these properties draws, in its own coordinates; nil without colours.
    public var gradient: Gradient? {
        guard let colors, !colors.isEmpty else { return nil }
        let b = bounds
        func place(_ p: Point) -> Point { Point(b.minX + p.x * b.width, b.minY + p.y * b.height) }
        let start = place(startPoint), end = place(endPoint)
        let kind: Gradient.Kind
        switch gradientType {
        case .axial: kind = .axial(start: start, end: end)
        case .radial: kind = .radial(center: start, radii: Size(width: abs(end.x - start.x), height: abs(end.y - start.y)))
        case .conic: kind = .conic(center: start, angle: atan2(end.y - start.y, end.x - start.x))
        }
        return Gradient(colors: colors, locations: locations, kind: kind)
    }
}
