import Foundation
/// A layer whose sublayers keep their 3-D positions (`CATransformLayer`) instead of being flattened into its plane:
/// cubes and card carousels. It draws nothing of its own (no background, contents, border, mask or shadow); its
/// sublayers, and those of transform layers below it, are drawn back to front by the depth of their centres.
open class TransformLayer: Layer, @unchecked Sendable {
    open override var typeName: String { "transformLayer" }

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A copy of `layer` (see `Layer.init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
    }
}
