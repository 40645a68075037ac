import Foundation

/// What receives touches (`UIResponder`): views and view controllers. A touch goes to the view it began in; a responder
/// that does not override a touch method passes the touch to its `next` responder (a controller's view to the
/// controller, a view to its superview, a controller to its view's superview), as in UIKit.
///
/// Sendable under the scene rule: used only by the thread that builds and plays its scene (docs/architecture.md).
open class UIResponder: NSObject, @unchecked Sendable {
    /// The responder a touch goes on to.
    open var next: UIResponder? { nil }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    /// There is no keyboard focus in a scene: no responder becomes first responder.
    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
}
