import LayerKit

/// The `UIView.animate` block being run: how the view property changes made inside it animate. Views are their
/// layers' delegates and ask the innermost context for each change's action; outside any context a view's
/// changes do not animate, as in UIKit. Blocks run on the thread that builds and plays the scene.
final class ViewAnimationContext {
    enum Timing {
        case curve(TimingFunction)
        /// A spring with these constants, played for the block's duration; `origin` is the code that asked for it (its
        /// slot in the spring editor).
        case spring(SpringConstants, origin: SpringSlot.Origin?)
        /// Changes are collected into one keyframe animation per property.
        case keyframes(UIView.KeyframeAnimationOptions)
        /// `performWithoutAnimation`.
        case none
    }

    // Variables for `UIView.beginAnimations`, whose settings come after the block has begun.
    var duration: Double
    var delay: Double
    var timing: Timing
    var repeats: Bool
    var autoreverses: Bool
    /// A repeat count other than forever (`setAnimationRepeatCount(_:)`).
    var repeatCount: Float?

    /// Whether to keep `animatedChanges` (a property animator's blocks do, to stop or finish them).
    var recordsChanges = false
    /// The changes this block animated with a curve or a spring, each with the value on screen before it.
    var animatedChanges: [(layer: Layer, property: LayerProperty, before: AnimationValue)] = []

    /// In a keyframe block: the keyframe being recorded (relative start and duration), and every change so far.
    var keyframe: (start: Double, duration: Double)?
    var keyframeChanges: [KeyframeChange] = []

    struct KeyframeChange {
        let layer: Layer
        let property: LayerProperty
        let before: AnimationValue
        let start: Double
        let end: Double
        var after: AnimationValue?
    }

    init(duration: Double, delay: Double, timing: Timing, repeats: Bool = false, autoreverses: Bool = false) {
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.repeats = repeats
        self.autoreverses = autoreverses
    }

    /// The blocks being run on this thread, innermost last.
    private static let stackOfThread = ThreadLocal<[ViewAnimationContext]> { [] }
    static var stack: [ViewAnimationContext] {
        get { stackOfThread.value }
        set { stackOfThread.value = newValue }
    }
    static var current: ViewAnimationContext? { stack.last }

    /// The action of a change of `key` on `layer` (a view's layer) inside this block.
    func action(for layer: Layer, forKey key: String) -> LayerAction {
        guard let property = LayerProperty(name: key), let tree = layer.animationTree, UIView.areAnimationsEnabled else { return .disabled }
        switch timing {
        case .none:
            return .disabled
        case .keyframes:
            guard let keyframe else { return .disabled }
            let onScreen = tree.presentationProperties(of: layer).value(of: property)
            keyframeChanges.append(
                KeyframeChange(
                    layer: layer, property: property, before: onScreen, start: keyframe.start,
                    end: keyframe.start + keyframe.duration))
            return .disabled
        case .curve(let function):
            record(layer, property, in: tree)
            let animation = BasicAnimation(keyPath: key)
            animation.timingFunction = function
            configure(animation, on: layer, in: tree)
            return .animation(animation)
        case .spring(let constants, let origin):
            record(layer, property, in: tree)
            let spring = SpringAnimation(keyPath: key, constants: constants, origin: origin)
            configure(spring, on: layer, in: tree)
            return .animation(spring)
        }
    }

    private func record(_ layer: Layer, _ property: LayerProperty, in tree: LayerTree) {
        if recordsChanges { animatedChanges.append((layer, property, tree.presentationProperties(of: layer).value(of: property))) }
    }

    /// The spring UIKit's `usingSpringWithDamping` asks for (`SpringConstants(dampingRatio:settlingIn:)`), made for the
    /// code at `fileID` and `line`.
    static func spring(dampingRatio: Double, duration: Double, velocity: Double, fileID: String, line: Int) -> Timing {
        .spring(
            SpringConstants(dampingRatio: dampingRatio, settlingIn: duration, initialVelocity: velocity),
            origin: SpringSlot.Origin(fileID: fileID, line: line, form: .dampingRatio))
    }

    private func configure(_ animation: Animation, on layer: Layer, in tree: LayerTree) {
        animation.duration = duration
        animation.repeatCount = repeatCount ?? (repeats ? .infinity : 0)
        animation.autoreverses = autoreverses
        if delay > 0 {
            animation.beginTime = layer.localTime(fromScene: tree.currentTime) + delay
            animation.fillMode = .backwards
        }
    }

    /// After a keyframe's block: the values it set.
    func finishKeyframe() {
        for index in keyframeChanges.indices where keyframeChanges[index].after == nil {
            let change = keyframeChanges[index]
            keyframeChanges[index].after = change.layer.model.value(of: change.property)
        }
        keyframe = nil
    }

    /// After a keyframe animation's block: one keyframe animation per changed property, holding each value
    /// between the keyframes that change it.
    func addKeyframeAnimations(options: UIView.KeyframeAnimationOptions) {
        var order: [(Layer, LayerProperty)] = []
        var changes: [String: [KeyframeChange]] = [:]
        for change in keyframeChanges {
            let id = "\(ObjectIdentifier(change.layer).hashValue).\(change.property.rawValue)"
            if changes[id] == nil { order.append((change.layer, change.property)) }
            changes[id, default: []].append(change)
        }
        for (layer, property) in order {
            let id = "\(ObjectIdentifier(layer).hashValue).\(property.rawValue)"
            let list = changes[id, default: []].sorted { $0.start < $1.start }
            guard let first = list.first, let tree = layer.animationTree else { continue }
            var times: [Double] = [0]
            var values: [AnimationValue] = [first.before]
            for change in list {
                let start = min(max(change.start, times.last ?? 0), 1), end = min(max(change.end, start), 1)
                if start > (times.last ?? 0) {
                    times.append(start)
                    values.append(values.last ?? first.before)
                }
                times.append(end)
                values.append(change.after ?? change.before)
            }
            if (times.last ?? 1) < 1 {
                times.append(1)
                values.append(values.last ?? first.before)
            }
            let animation = KeyframeAnimation(keyPath: property.rawValue)
            animation.keyframes = values
            animation.keyTimes = times
            animation.calculationMode = options.calculationMode
            animation.timingFunction = UIView.AnimationOptions.curve(options.rawValue)
            configure(animation, on: layer, in: tree)
            layer.add(animation, forKey: property.rawValue)
        }
    }
}

extension Layer {
    /// The tree a view's layer animates in: its own, or, before the view is shown, the scene's being built or played
    /// (views animated before they are added animate once they are, as in UIKit).
    var animationTree: LayerTree? { tree ?? LayerTree.current }
}
