import Foundation
import LayerKit

extension NSObject {
    /// Calls `selector` on this object with `argument` as its argument after `delay` seconds of scene time (see
    /// `SceneQueue`): it pauses, slows down and replays with the scene, as the run loop's timers do with the app on iOS.
    /// `cancelPreviousPerformRequests(withTarget:)` cancels it before it runs.
    public func perform(_ selector: Selector, with argument: Any?, afterDelay delay: TimeInterval) {
        let request = PerformRequests.shared.add(target: self)
        // The request runs on the thread that builds and plays the scene, where it was made.
        nonisolated(unsafe) let argument = argument, selector = selector
        DispatchQueue.scene.asyncAfter(seconds: delay) { [weak self] in
            guard PerformRequests.shared.take(request), let self else { return }
            selector.perform(on: self, sender: argument)
        }
    }

    /// The same, in run loop modes (there is one clock here, so the modes change nothing).
    public func perform(_ selector: Selector, with argument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {
        perform(selector, with: argument, afterDelay: delay)
    }

    /// Calls `selector` on this object now (its result, an Objective-C object, is not kept here: nil).
    @discardableResult
    public func perform(_ selector: Selector) -> Unmanaged<AnyObject>? {
        selector.perform(on: self, sender: nil)
        return nil
    }

    /// Calls `selector` on this object now with `argument`.
    @discardableResult
    public func perform(_ selector: Selector, with argument: Any?) -> Unmanaged<AnyObject>? {
        selector.perform(on: self, sender: argument)
        return nil
    }

    /// Cancels every request made with `perform(_:with:afterDelay:)` on `target` that has not run yet.
    public class func cancelPreviousPerformRequests(withTarget target: Any) {
        PerformRequests.shared.cancel(target: target as AnyObject)
    }

    /// Cancels `target`'s waiting requests. Selectors here are functions, which cannot be compared, so every waiting
    /// request of `target` is cancelled, whatever its selector and argument.
    public class func cancelPreviousPerformRequests(withTarget target: Any, selector: Selector, object: Any?) {
        PerformRequests.shared.cancel(target: target as AnyObject)
    }
}

/// The waiting `perform(_:with:afterDelay:)` requests, by number, with their targets.
///
/// Sendable: its table is read and written only under `lock`.
private final class PerformRequests: @unchecked Sendable {
    static let shared = PerformRequests()
    private let lock = NSLock()
    private var waiting: [Int: ObjectIdentifier] = [:]
    private var counter = 0

    func add(target: AnyObject) -> Int {
        lock.withLock {
            counter += 1
            waiting[counter] = ObjectIdentifier(target)
            return counter
        }
    }

    /// Whether `request` is still waiting (then it no longer is).
    func take(_ request: Int) -> Bool { lock.withLock { waiting.removeValue(forKey: request) != nil } }

    func cancel(target: AnyObject) {
        let id = ObjectIdentifier(target)
        lock.withLock { waiting = waiting.filter { $0.value != id } }
    }
}
