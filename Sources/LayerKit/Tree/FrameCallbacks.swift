/// Code run once per frame on the scene clock (the role of `CADisplayLink`): after each `advance(to:)` has delivered
/// its animation events, every registered callback is called with the tree's new time, in registration order.
/// A jump of the clock (seeking forward, a rebuilt scene brought to a time) is one call, not one per frame skipped.
extension LayerTree {
    /// Registers `body`; it runs after every advance until `removeFrameCallback(_:)`. Returns its identifier.
    /// `laysOut`: the callback lays views out, and runs after the others (whatever the order they were registered in),
    /// so that what they moved in a frame is laid out in that frame.
    @discardableResult
    public func addFrameCallback(laysOut: Bool = false, _ body: @escaping (Double) -> Void) -> Int {
        nextFrameCallbackID += 1
        frameCallbacks.append((nextFrameCallbackID, body, laysOut))
        return nextFrameCallbackID
    }

    /// Stops a callback registered by `addFrameCallback(_:)`; an unknown identifier does nothing.
    public func removeFrameCallback(_ id: Int) {
        frameCallbacks.removeAll { $0.id == id }
    }

    /// Calls the frame callbacks, those that lay out last (those registered during a call wait for the next frame).
    func runFrameCallbacks() {
        guard !frameCallbacks.isEmpty else { return }
        let callbacks = frameCallbacks
        for laysOut in [false, true] {
            for callback in callbacks where callback.laysOut == laysOut && frameCallbacks.contains(where: { $0.id == callback.id }) {
                callback.body(currentTime)
            }
        }
    }
}
