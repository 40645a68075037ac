import LayerKit

/// A callback once per frame on the scene clock (`CADisplayLink`), in iOS's target–selector form
/// (`CADisplayLink(target: self, selector: #selector(step(_:)))`, see `Selector`) or as a closure:
/// `CADisplayLink { link in ... }.add(to: .main, forMode: .common)`. The link fires after each frame's animation
/// events, with `timestamp` the scene time; a jump of the clock (seeking) is one call.
public final class CADisplayLink {
    private let handler: (CADisplayLink) -> Void
    private weak var tree: LayerTree?
    private var callbackID: Int?

    /// The scene time of the frame being shown, in seconds.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The scene time of the next frame, assuming `preferredFramesPerSecond` (60 when 0).
    public var targetTimestamp: CFTimeInterval { timestamp + duration }
    /// Seconds between frames at `preferredFramesPerSecond`.
    public var duration: CFTimeInterval { 1 / Double(preferredFramesPerSecond > 0 ? preferredFramesPerSecond : 60) }
    /// Ignored for timing (the window's frame rate rules); kept for code that reads it back.
    public var preferredFramesPerSecond = 0
    /// While true the handler is not called.
    public var isPaused = false
    /// Frames from one call to the next (`frameInterval`, deprecated on iOS for `preferredFramesPerSecond`): 2 calls
    /// the handler every other frame. Values below 1 count as 1.
    public var frameInterval = 1
    /// Frames since the handler was last called.
    private var framesSinceCall = 0

    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// Calls `selector` on `target` once per frame, with the link as the sender. The link holds `target` until it is
    /// invalidated, as on iOS.
    public convenience init(target: AnyObject, selector: Selector) {
        self.init { link in selector.perform(on: target, sender: link) }
    }

    /// Starts the link on the current scene's clock (the run loop and mode are accepted for iOS's spelling).
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        guard callbackID == nil, let tree = LayerTree.current else { return }
        self.tree = tree
        timestamp = tree.currentTime
        // The tree holds the link while it runs, as iOS's run loop does.
        callbackID = tree.addFrameCallback { [self] time in
            timestamp = time
            guard !isPaused else { return }
            framesSinceCall += 1
            guard framesSinceCall >= frameInterval else { return }
            framesSinceCall = 0
            handler(self)
        }
    }

    /// Takes the link off the scene's clock, as removing it from its run loop does; `add(to:forMode:)` starts it again
    /// (the run loop and mode are accepted for iOS's spelling).
    public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        if let callbackID { tree?.removeFrameCallback(callbackID) }
        callbackID = nil
    }

    /// Stops the link for good.
    public func invalidate() {
        if let callbackID { tree?.removeFrameCallback(callbackID) }
        callbackID = nil
    }
}
