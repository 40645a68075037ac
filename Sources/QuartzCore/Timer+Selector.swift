import Foundation

extension Timer {
    /// iOS's target–selector timer (`#selector` written as in iOS code; see `Selector`), scheduled on the current run
    /// loop like `scheduledTimer(withTimeInterval:repeats:block:)`: on the wall clock, between frames in the window.
    /// The timer holds `target` until it is invalidated, as on iOS; `userInfo` is not kept.
    @discardableResult
    public static func scheduledTimer(
        timeInterval: TimeInterval, target: AnyObject, selector: Selector, userInfo: Any?, repeats: Bool
    ) -> Timer {
        let timer = Timer(timeInterval: timeInterval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    /// An unscheduled target–selector timer (add it to a run loop to start it); see
    /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`.
    public convenience init(timeInterval: TimeInterval, target: AnyObject, selector: Selector, userInfo: Any?, repeats: Bool) {
        // A timer fires on the run loop it was added to, the script's thread: nothing crosses threads.
        nonisolated(unsafe) let target = target, selector = selector
        self.init(timeInterval: timeInterval, repeats: repeats) { timer in
            selector.perform(on: target, sender: timer)
        }
    }
}
