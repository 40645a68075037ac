import Foundation

/// A finger on the screen: in the playground, the mouse from press to release over a scene script's views. Locations
/// are kept in the top view's coordinates (the scene's) and converted by `location(in:)`.
public final class UITouch: Hashable {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    public internal(set) var phase = Phase.began
    /// The view the touch began in (`hitTest(_:with:)`'s answer).
    public internal(set) weak var view: UIView?
    /// When the touch last changed, in seconds of scene time.
    public internal(set) var timestamp: TimeInterval
    /// How many times in a row this place was tapped.
    public internal(set) var tapCount = 1
    var location: CGPoint
    var previousLocation: CGPoint

    init(view: UIView, location: CGPoint, time: TimeInterval) {
        self.view = view
        self.location = location
        previousLocation = location
        timestamp = time
    }

    /// Where the touch is, in `view`'s coordinates (the top view's when nil).
    public func location(in view: UIView?) -> CGPoint { view?.convert(location, from: nil) ?? location }

    /// Where the touch was before its last move, in `view`'s coordinates (the top view's when nil).
    public func previousLocation(in view: UIView?) -> CGPoint { view?.convert(previousLocation, from: nil) ?? previousLocation }

    public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What the touch methods get with their touches: here always the one touch of the mouse.
public final class UIEvent {
    public let timestamp: TimeInterval
    public let allTouches: Set<UITouch>?

    init(touch: UITouch) {
        timestamp = touch.timestamp
        allTouches = [touch]
    }
}
