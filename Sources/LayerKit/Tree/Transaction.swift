/// Batches layer changes (`CATransaction`): whether they animate implicitly, for how long, with which
/// curve, and what to call when every animation added in the batch has finished. Transactions nest;
/// outside any `begin`/`commit` the defaults hold (actions on, 0.25 s, the default curve).
/// One per `LayerTree`, so separate trees never share state.
public final class Transaction {
    private struct Frame {
        var disableActions = false
        var animationDuration = Animation.defaultDuration
        var timingFunction: TimingFunction? = nil
        var completion: (() -> Void)? = nil
        var animations: [Animation] = []
    }

    private var frames: [Frame] = []
    /// Completion blocks waiting for their transactions' animations to stop.
    private var pending: [(animations: [Animation], completion: () -> Void)] = []

    public init() {}

    public func begin() { frames.append(Frame()) }

    /// Ends the innermost transaction. Its completion block runs once all animations added inside it have
    /// stopped, or here and now if it added none, as Core Animation's does.
    public func commit() {
        guard let frame = frames.popLast() else { return }
        if !frames.isEmpty { frames[frames.count - 1].animations += frame.animations }
        if let completion = frame.completion, frame.animations.isEmpty {
            completion()
        } else if let completion = frame.completion {
            for animation in frame.animations { animation.isAwaited = true }
            pending.append((frame.animations, completion))
        }
    }

    public func setDisableActions(_ flag: Bool) { modifyTop { $0.disableActions = flag } }
    public func disableActions() -> Bool { frames.last?.disableActions ?? false }
    public func setAnimationDuration(_ seconds: Double) { modifyTop { $0.animationDuration = seconds } }
    public func animationDuration() -> Double { frames.last?.animationDuration ?? Animation.defaultDuration }
    public func setAnimationTimingFunction(_ function: TimingFunction?) { modifyTop { $0.timingFunction = function } }
    public func animationTimingFunction() -> TimingFunction? { frames.last?.timingFunction ?? TimingFunction(name: .default) }
    public func setCompletionBlock(_ block: (() -> Void)?) { modifyTop { $0.completion = block } }

    /// Runs `body` in its own transaction with actions disabled.
    public func withoutActions(_ body: () -> Void) {
        begin()
        setDisableActions(true)
        body()
        commit()
    }

    private func modifyTop(_ change: (inout Frame) -> Void) {
        if frames.isEmpty { return }
        change(&frames[frames.count - 1])
    }

    func track(_ animation: Animation) {
        if !frames.isEmpty { frames[frames.count - 1].animations.append(animation) }
    }

    /// Completion blocks whose animations have all stopped, removed from the waiting list.
    func takeCompletedBlocks() -> [() -> Void] {
        var ready: [() -> Void] = []
        pending.removeAll { entry in
            guard entry.animations.allSatisfy(\.hasStopped) else { return false }
            ready.append(entry.completion)
            return true
        }
        return ready
    }
}
