import Foundation

/// An entry of a layer's `actions` dictionary: what a property change does.
public enum LayerAction: Sendable {
    /// No implicit animation for this key (Core Animation's `NSNull` entry).
    case disabled
    /// This animation (its key path set to the changed property) instead of the default fade.
    case animation(Animation)

    /// The action as `action(forKey:)` returns it.
    public var object: Action {
        switch self {
        case .disabled: NSNull()
        case .animation(let animation): animation
        }
    }
}

/// What `Layer.action(forKey:)` returns (`CAAction`): an `Animation` to run, or `NSNull()` for none.
public protocol Action {}

extension NSNull: Action {}
extension Animation: Action {}

/// Chooses the action of a layer's property changes (`CALayerDelegate`). Return nil to leave the choice to the
/// layer's `actions` and the default; `.disabled` for no animation.
public protocol LayerDelegate: AnyObject {
    func action(for layer: Layer, forKey event: String) -> LayerAction?
    /// Draws the layer's contents into `context` (`CALayerDelegate.draw(_:in:)`), when the layer displays.
    func draw(_ layer: Layer, in context: GraphicsContext)
}

extension LayerDelegate {
    public func action(for layer: Layer, forKey event: String) -> LayerAction? { nil }
    public func draw(_ layer: Layer, in context: GraphicsContext) {}
}
