import Foundation
import LayerKit

// iOS code's main-queue delays and scheduled timers, which the script compiler points here (`DispatchQueue.main
// .asyncAfter` is compiled as `sceneAfter`, `Timer.scheduledTimer` as `sceneScheduled`): on the scene's thread they
// run on the scene clock, at their exact moment of scene time, so they pause, slow down and replay with the scene and
// run headless; called from another thread (no current scene) they are the main queue's and the run loop's own.

extension DispatchQueue {
    /// `asyncAfter(deadline:qos:flags:execute:)` on the scene clock (see above); `qos` and `flags` are accepted.
    public func sceneAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @Sendable () -> Void) {
        guard LayerTree.current != nil else { return asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work) }
        DispatchQueue.scene.asyncAfter(deadline: deadline, execute: work)
    }

    /// `asyncAfter(deadline:execute:)` of a work item on the scene clock; a cancelled item does not run.
    public func sceneAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        guard LayerTree.current != nil else { return asyncAfter(deadline: deadline, execute: item) }
        DispatchQueue.scene.asyncAfter(deadline: deadline) { if !item.isCancelled { item.perform() } }
    }

    /// `asyncAfter(wallDeadline:…)`: a deadline on the wall clock stays on it.
    public func sceneAfter(wallDeadline: DispatchWallTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @Sendable () -> Void) {
        asyncAfter(wallDeadline: wallDeadline, qos: qos, flags: flags, execute: work)
    }

    public func sceneAfter(wallDeadline: DispatchWallTime, execute item: DispatchWorkItem) {
        asyncAfter(wallDeadline: wallDeadline, execute: item)
    }
}

extension Timer {
    /// `scheduledTimer(withTimeInterval:repeats:block:)` on the scene clock (see above): it fires every `interval`
    /// seconds of scene time (at least 0.1 ms, as on iOS) until invalidated; a timer that does not repeat fires once.
    @discardableResult
    public static func sceneScheduled(withTimeInterval interval: TimeInterval, repeats: Bool,
                                      block: @escaping @Sendable (Timer) -> Void) -> Timer {
        schedule(Timer(timeInterval: interval, repeats: repeats, block: block), interval: interval, repeats: repeats)
    }

    /// The target–selector form of `sceneScheduled(withTimeInterval:repeats:block:)`.
    @discardableResult
    public static func sceneScheduled(timeInterval: TimeInterval, target: AnyObject, selector: Selector, userInfo: Any?,
                                      repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: timeInterval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        return schedule(timer, interval: timeInterval, repeats: repeats)
    }

    private static func schedule(_ timer: Timer, interval: TimeInterval, repeats: Bool) -> Timer {
        guard LayerTree.current != nil else {
            RunLoop.current.add(timer, forMode: .default)
            return timer
        }
        let period = max(interval.isFinite ? interval : 0, 0.0001)
        func tick() {
            DispatchQueue.scene.asyncAfter(seconds: period) {
                guard timer.isValid else { return }
                timer.fire()
                if repeats { tick() }
            }
        }
        tick()
        return timer
    }
}
