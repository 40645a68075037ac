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
/// for `usingSpringWithDamping`); its completions hear `.end` once every animation it made has stopped (`.start` when
/// reversed). Stopping leaves the views where they are on screen; finishing a stopped animator puts them at the end,
/// the start or where they are.
///
/// Pausing (`pauseAnimation()`, or setting `fractionComplete` on an inactive animator) holds the views where they are;
/// `fractionComplete` then scrubs them (linearly from start to end when `scrubsLinearly`, as UIKit does, else along the
/// curve). `continueAnimation(withTimingParameters:durationFactor:)` and `startAnimation()` go on from there to the end
/// (or the start, when `isReversed`) over what is left of the duration, with the animator's own curve; setting
/// `isReversed` while running turns the views back at once. With `pausesOnCompletion` the animator pauses at its end
/// instead of finishing.
public final class UIViewPropertyAnimator {
    /// Seconds the animations take (a block added with a delay factor takes the rest after its delay).
    public let duration: TimeInterval
    /// Seconds between `startAnimation(afterDelay:)` and the animations' start.
    public private(set) var delay: TimeInterval = 0
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Accepted for UIKit's spelling; without effect here (there is no touch input).
    public var isInterruptible = true
    public var isUserInteractionEnabled = true
    public var isManualHitTestingEnabled = false
    /// Whether `fractionComplete` scrubs linearly rather than along the curve.
    public var scrubsLinearly = true
    /// Whether the animator pauses at its end instead of finishing (it can then be reversed or scrubbed).
    public var pausesOnCompletion = false

    private let timing: ViewAnimationContext.Timing
    private var blocks: [(animations: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// Each animated change: the layer, the property, the value on screen before, the value after, and the delay factor
    /// of the block that made it.
    private var changes: [(layer: Layer, property: LayerProperty, before: AnimationValue, after: AnimationValue, delayFactor: Double)] = []
    /// The fraction shown while paused, and whether it was set by scrubbing (then linear when `scrubsLinearly`).
    private var pausedFraction: Double?
    /// Counts the freezes: a block's completion from before the last one is not the animator's end.
    private var generation = 0
    private var scrubbed = false
    /// How the time left is stretched by `continueAnimation(withTimingParameters:durationFactor:)`, from when it ran.
    private var runningFrom: (time: Double, fraction: Double, length: Double)?
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

    /// A cubic Bézier curve from (0, 0) to (1, 1) through the two control points: a curve slot of the editor, named by
    /// the line that makes it.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil,
        fileID: String = #fileID, line: Int = #line
    ) {
        let curve = TimingFunction(
            controlPoints: Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y), fileID: fileID, line: line)
        self.init(duration: duration, timing: .curve(curve), animations: animations)
    }

    /// A spring that settles within the duration: `ratio` 1 without overshoot, smaller values oscillate.
    public convenience init(
        duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(
            duration: duration,
            timing: ViewAnimationContext.spring(dampingRatio: Double(ratio), duration: duration, velocity: 0, fileID: fileID, line: line),
            animations: animations)
    }

    /// Timing from `parameters`: a cubic curve over `duration`, or a spring (fitted to `duration` when it is given as a
    /// damping ratio; lasting its own settling duration when given by its physics or by duration and bounce).
    public convenience init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        let timing = parameters.timing(forDuration: duration.isFinite ? max(duration, 0) : 0)
        self.init(duration: timing.duration, timing: timing.timing, animations: nil)
        timingParameters = parameters
    }

    /// The timing parameters the animator was made with, if any.
    public private(set) var timingParameters: UITimingCurveProvider?

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

    /// Starts the blocks' animations `delay` seconds of scene time from now; a paused animator goes on from where it
    /// is. Ignored while running.
    public func startAnimation(afterDelay delay: TimeInterval) {
        if pausedFraction != nil { return continueAnimation(withTimingParameters: nil, durationFactor: 1) }
        guard state == .inactive else { return }
        self.delay = delay.isFinite ? max(delay, 0) : 0
        startTime = (LayerTree.current?.currentTime ?? 0) + self.delay
        state = .active
        runningFrom = (startTime, 0, duration)
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
        pausedFraction = nil
        runningFrom = nil
        freeze()
    }

    /// Holds every changed property where it is on screen, its animation removed (the blocks' completions that this
    /// stops are ignored).
    private func freeze() {
        generation += 1
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

    // MARK: Pausing, scrubbing and reversing

    /// Whether the animations run backwards, to their start (settable while running: they turn back at once).
    public var isReversed = false {
        didSet {
            guard isReversed != oldValue, isRunning else { return }
            pause(at: runningFraction(reversed: oldValue), scrubbed: false)
            continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
    }

    /// How far the animations are, 0 (start) to 1 (end), as a fraction of the duration. Setting it pauses an inactive
    /// animator and scrubs a paused one; a running animator ignores it, as UIKit does.
    public var fractionComplete: CGFloat {
        get {
            if let pausedFraction { return CGFloat(pausedFraction) }
            return CGFloat(runningFraction(reversed: isReversed))
        }
        set {
            guard newValue.isFinite, state != .stopped, !isRunning else { return }
            if state == .inactive { pauseAnimation() }
            pause(at: min(max(Double(newValue), 0), 1), scrubbed: true)
        }
    }

    /// The fraction reached by running from where the animator last started or went on, in the direction given.
    private func runningFraction(reversed: Bool) -> Double {
        guard isRunning, let runningFrom, runningFrom.length > 0 else { return state == .inactive && changes.isEmpty ? 0 : 1 }
        let now = LayerTree.current?.currentTime ?? runningFrom.time
        let travelled = min(max((now - runningFrom.time) / runningFrom.length, 0), 1)
        let start = runningFrom.fraction
        return min(max(reversed ? start - travelled * start : start + travelled * (1 - start), 0), 1)
    }

    /// Whether the animations are moving (started, not paused, stopped or ended).
    public var isRunning: Bool { state == .active && pausedFraction == nil }

    /// Pauses the animations where they are (an inactive animator is set up and paused at its start).
    public func pauseAnimation() {
        switch state {
        case .stopped: return
        case .inactive:
            state = .active
            startTime = LayerTree.current?.currentTime ?? 0
            let started = blocks
            blocks = []
            for block in started { run(block.animations, delayFactor: block.delayFactor) }
            pause(at: 0, scrubbed: false)
        case .active:
            if pausedFraction == nil { pause(at: Double(fractionComplete), scrubbed: false) }
        }
    }

    /// Goes on from a pause to the end (the start, when reversed) over `durationFactor` times what is left of the
    /// duration, with `parameters`' timing from there (the animator's own when nil).
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard let fraction = pausedFraction else { return }
        pausedFraction = nil
        freeze()
        let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
        let left = isReversed ? fraction : 1 - fraction
        var length = duration * left * factor
        var timing = self.timing
        if let parameters { (timing, length) = parameters.timing(forDuration: length) }
        let now = LayerTree.current?.currentTime ?? 0
        runningFrom = (now, fraction, length)
        guard length > 0 else { return end() }
        let context = ViewAnimationContext(duration: length, delay: 0, timing: timing)
        pendingBlocks = 1
        let run = generation
        UIView.run(context, { [changes, isReversed] in
            for change in changes { change.layer.set(change.property, isReversed ? change.before : change.after) }
        }) { [self] _ in
            guard state == .active, run == generation else { return }
            pendingBlocks = 0
            end()
        }
    }

    /// Shows the animations at `fraction`, held still: each change as a still animation from its start to its end.
    private func pause(at fraction: Double, scrubbed: Bool) {
        if pausedFraction == nil { freeze() }
        pausedFraction = fraction
        self.scrubbed = self.scrubbed || scrubbed
        for change in changes {
            let span = 1 - change.delayFactor
            let local = span > 0 ? min(max((fraction - change.delayFactor) / span, 0), 1) : 1
            change.layer.removeAnimation(forKey: change.property.rawValue)
            change.layer.setWithoutAnimation(change.property, change.after)
            // The end is the model value; elsewhere a still animation shows the point `local` of the way.
            guard local < 1 else { continue }
            let still: BasicAnimation
            if case .spring(var spring, _) = timing, !(self.scrubbed && scrubsLinearly) {
                spring.initialVelocity = 0
                still = SpringAnimation(keyPath: change.property.rawValue, constants: spring, origin: nil)
            } else {
                still = BasicAnimation(keyPath: change.property.rawValue)
                if case .curve(let curve) = timing, !(self.scrubbed && scrubsLinearly) { still.timingFunction = curve }
            }
            still.from = change.before
            still.to = change.after
            // The block's own length, so that a spring is held at its moment of its own time.
            still.duration = max(duration * span, 1e-6)
            still.speed = 0
            still.timeOffset = local * still.duration
            still.fillMode = .both
            change.layer.add(still, forKey: change.property.rawValue)
        }
    }

    /// Runs one block in its own `UIView.animate` context; the animator ends when every block's animations stopped.
    private func run(_ animations: @escaping () -> Void, delayFactor: Double) {
        let now = LayerTree.current?.currentTime ?? startTime
        let blockStart = startTime + duration * delayFactor, blockEnd = startTime + duration
        let context = ViewAnimationContext(
            duration: max(blockEnd - max(blockStart, now), 0), delay: max(blockStart - now, 0), timing: timing)
        context.recordsChanges = true
        pendingBlocks += 1
        let run = generation
        UIView.run(context, animations) { [self] _ in
            guard state == .active, run == generation else { return }
            pendingBlocks -= 1
            if pendingBlocks == 0 { end() }
        }
        for change in context.animatedChanges {
            changes.append((change.layer, change.property, change.before, change.layer.model.value(of: change.property), delayFactor))
        }
    }

    private func end() {
        if pausesOnCompletion {
            pause(at: isReversed ? 0 : 1, scrubbed: false)
            return
        }
        state = .inactive
        runningFrom = nil
        scrubbed = false
        for completion in completions { completion(isReversed ? .start : .end) }
    }
}
