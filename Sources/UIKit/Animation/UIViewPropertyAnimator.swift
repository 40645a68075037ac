import LayerKit

/// Where a property animator's animations ended (`UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// A property animator's state (`UIViewAnimatingState`): not started or done, running, or stopped and waiting for
/// `finishAnimation(at:)`.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

extension UIView {
    /// The curves of `UIViewPropertyAnimator(duration:curve:animations:)` (`UIView.AnimationCurve`).
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear
    }
}

/// UIKit's property animator (`UIViewPropertyAnimator`), on the scene clock. When it starts, the view changes its
/// blocks make animate as in `UIView.animate`, with its duration and its curve, control points or spring (chosen as
/// for `usingSpringWithDamping`); its completions hear `.end` once every animation it made has stopped. Stopping
/// leaves the views where they are on screen; finishing a stopped animator puts them at the end, the start or where
/// they are. Pausing, scrubbing (`fractionComplete`) and reversing are not provided: they serve gestures, which this
/// playground does not have.
public final class UIViewPropertyAnimator {
    /// Seconds the animations take (a block added with a delay factor takes the rest after its delay).
    public let duration: TimeInterval
    /// Seconds between `startAnimation(afterDelay:)` and the animations' start.
    public private(set) var delay: TimeInterval = 0
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are under way (started and not yet stopped or ended).
    public var isRunning: Bool { state == .active }
    /// Accepted for UIKit's spelling; without effect here (there is no touch input).
    public var isInterruptible = true
    public var isUserInteractionEnabled = true

    private let timing: ViewAnimationContext.Timing
    private var blocks: [(animations: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// Each animated change: the layer, the property, the value on screen before and the value after.
    private var changes: [(layer: Layer, property: LayerProperty, before: AnimationValue, after: AnimationValue)] = []
    /// Blocks started whose animations have not all stopped.
    private var pendingBlocks = 0
    /// The scene time the animations start at.
    private var startTime = 0.0

    private init(duration: TimeInterval, timing: ViewAnimationContext.Timing, animations: (() -> Void)?) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.timing = timing
        if let animations { blocks.append((animations, 0)) }
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        let timing = UIView.AnimationOptions.curve(UInt(curve.rawValue) << 16)
        self.init(duration: duration, timing: .curve(timing), animations: animations)
    }

    /// A cubic Bézier curve from (0, 0) to (1, 1) through the two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil
    ) {
        let curve = TimingFunction(controlPoints: Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y))
        self.init(duration: duration, timing: .curve(curve), animations: animations)
    }

    /// A spring that settles within the duration: `ratio` 1 without overshoot, smaller values oscillate.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(
            duration: duration, timing: ViewAnimationContext.spring(dampingRatio: Double(ratio), duration: duration, velocity: 0),
            animations: animations)
    }

    /// An animator already started, with the curve of `options` and `completion` added.
    @discardableResult
    public class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, timing: .curve(options.timingFunction), animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds a block whose changes animate from the start; added while running, they take the time that is left.
    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds a block whose changes start once `delayFactor` (0...1) of the duration has passed and take the rest.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(max(Double(delayFactor), 0), 1) : 0
        if state == .active {
            run(animation, delayFactor: factor)
        } else {
            blocks.append((animation, factor))
        }
    }

    /// Adds code to run when the animations end (`.end`) or a stopped animator is finished (its position).
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    public func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts the blocks' animations `delay` seconds of scene time from now. Ignored unless inactive.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state == .inactive else { return }
        self.delay = delay.isFinite ? max(delay, 0) : 0
        startTime = (LayerTree.current?.currentTime ?? 0) + self.delay
        state = .active
        let started = blocks
        blocks = []
        for block in started { run(block.animations, delayFactor: block.delayFactor) }
        if started.isEmpty { end() }
    }

    /// Stops the animations where they are on screen. With `withoutFinishing`, the animator is done (no completion
    /// runs); otherwise it waits, stopped, for `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        state = withoutFinishing ? .inactive : .stopped
        pendingBlocks = 0
        for change in changes {
            let onScreen = change.layer.animationTree?.presentationProperties(of: change.layer).value(of: change.property)
            change.layer.removeAnimation(forKey: change.property.rawValue)
            if let onScreen { change.layer.setWithoutAnimation(change.property, onScreen) }
        }
    }

    /// Finishes a stopped animator: the views go to the animations' end values, their start values, or stay where
    /// they are, and the completions run with that position.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        for change in changes {
            switch finalPosition {
            case .end: change.layer.setWithoutAnimation(change.property, change.after)
            case .start: change.layer.setWithoutAnimation(change.property, change.before)
            case .current: break
            }
        }
        state = .inactive
        for completion in completions { completion(finalPosition) }
    }

    /// Runs one block in its own `UIView.animate` context; the animator ends when every block's animations stopped.
    private func run(_ animations: @escaping () -> Void, delayFactor: Double) {
        let now = LayerTree.current?.currentTime ?? startTime
        let blockStart = startTime + duration * delayFactor, blockEnd = startTime + duration
        let context = ViewAnimationContext(
            duration: max(blockEnd - max(blockStart, now), 0), delay: max(blockStart - now, 0), timing: timing)
        context.recordsChanges = true
        pendingBlocks += 1
        UIView.run(context, animations) { [self] _ in
            guard state == .active else { return }
            pendingBlocks -= 1
            if pendingBlocks == 0 { end() }
        }
        for change in context.animatedChanges {
            changes.append((change.layer, change.property, change.before, change.layer.model.value(of: change.property)))
        }
    }

    private func end() {
        state = .inactive
        for completion in completions { completion(.end) }
    }
}
