import LayerKit

extension SwiftCode {
    /// Writes the code making `animation` (and its children); returns the variable holding it. For an animation
    /// added to a layer, `now` gives the layer's time when the scene was exported and the expression for "now" in
    /// the code, so that a begin time stays the same distance from when the code runs.
    mutating func animation(_ animation: Animation, names: inout Set<String>, now: (local: Double, expression: String)?) -> String {
        let variable: String
        switch animation {
        case let group as AnimationGroup:
            variable = SwiftCode.unique("group", in: &names)
            let children = (group.animations ?? []).map { self.animation($0, names: &names, now: nil) }
            line("let \(variable) = CAAnimationGroup()")
            line("\(variable).animations = [\(children.joined(separator: ", "))]")
        case let spring as SpringAnimation:
            variable = declare(spring, type: "CASpringAnimation", names: &names)
            line("\(variable).mass = \(SwiftCode.number(spring.mass))")
            line("\(variable).stiffness = \(SwiftCode.number(spring.stiffness))")
            line("\(variable).damping = \(SwiftCode.number(spring.damping))")
            if spring.initialVelocity != 0 { line("\(variable).initialVelocity = \(SwiftCode.number(spring.initialVelocity))") }
            writeEnds(of: spring, as: variable)
        case let basic as BasicAnimation:
            variable = declare(basic, type: "CABasicAnimation", names: &names)
            writeEnds(of: basic, as: variable)
        case let keyframes as KeyframeAnimation:
            variable = declare(keyframes, type: "CAKeyframeAnimation", names: &names)
            writeKeyframes(keyframes, as: variable)
        case let property as PropertyAnimation:
            variable = declare(property, type: "CAPropertyAnimation", names: &names)
        default:
            variable = SwiftCode.unique("animation", in: &names)
            line("let \(variable) = CAAnimation()")
        }
        if let now, animation.beginTime != 0 {
            let offset = animation.beginTime - now.local
            line("\(variable).beginTime = \(now.expression)" + (offset == 0 ? "" : " + \(SwiftCode.number(offset))"))
        }
        timing(of: animation, as: variable, beginTime: now == nil)
        if let function = animation.timingFunction { line("\(variable).timingFunction = \(SwiftCode.timingFunction(function))") }
        if !animation.isRemovedOnCompletion { line("\(variable).isRemovedOnCompletion = false") }
        if let property = animation as? PropertyAnimation {
            if property.isAdditive { line("\(variable).isAdditive = true") }
            if property.isCumulative { line("\(variable).isCumulative = true") }
        }
        if animation.hasCallbacks {
            line("// In the scene, code ran when this animation started or stopped (a delegate or a completion handler, its own")
            line("// or its transaction's); that code is not exported, nor what it did.")
        }
        return variable
    }

    private mutating func declare(_ animation: PropertyAnimation, type: String, names: inout Set<String>) -> String {
        let variable = SwiftCode.unique(SwiftCode.identifier(from: animation.keyPath ?? "property") + "Animation", in: &names)
        line("let \(variable) = \(type)(keyPath: \(animation.keyPath.map { $0.debugDescription } ?? "nil"))")
        return variable
    }

    private mutating func writeEnds(of animation: BasicAnimation, as variable: String) {
        for (name, value) in [("fromValue", animation.from), ("toValue", animation.to), ("byValue", animation.by)] {
            if let value { line("\(variable).\(name) = \(SwiftCode.animationValue(value, indent: indentation))") }
        }
    }

    private mutating func writeKeyframes(_ animation: KeyframeAnimation, as variable: String) {
        if let path = animation.path {
            line("\(variable).path = \(SwiftCode.path(path, indent: indentation))")
        } else if let values = animation.keyframes {
            let inner = indentation + "    "
            let items = values.map { inner + SwiftCode.animationValue($0, indent: inner) }
            line("\(variable).values = [\n" + items.joined(separator: ",\n") + "\n\(indentation)]")
        }
        if let times = animation.keyTimes { line("\(variable).keyTimes = [\(times.map(SwiftCode.number).joined(separator: ", "))]") }
        if let functions = animation.timingFunctions {
            line("\(variable).timingFunctions = [\(functions.map(SwiftCode.timingFunction).joined(separator: ", "))]")
        }
        if animation.calculationMode != .linear { line("\(variable).calculationMode = .\(animation.calculationMode.rawValue)") }
        if let rotation = animation.rotationMode { line("\(variable).rotationMode = .\(rotation.rawValue)") }
        for (name, list) in [
            ("tensionValues", animation.tensionValues), ("continuityValues", animation.continuityValues), ("biasValues", animation.biasValues),
        ] {
            if let list { line("\(variable).\(name) = [\(list.map(SwiftCode.number).joined(separator: ", "))]") }
        }
    }

    /// The timing of a layer or an animation (`CAMediaTiming`), by Core Animation's names, where it differs from the
    /// default; the begin time too unless the caller writes it.
    mutating func timing(of timing: MediaTiming, as name: String, beginTime: Bool = true) {
        if beginTime && timing.beginTime != 0 { line("\(name).beginTime = \(SwiftCode.number(timing.beginTime))") }
        if timing.duration != 0 { line("\(name).duration = \(SwiftCode.number(timing.duration))") }
        if timing.speed != 1 { line("\(name).speed = \(SwiftCode.number(Double(timing.speed)))") }
        if timing.timeOffset != 0 { line("\(name).timeOffset = \(SwiftCode.number(timing.timeOffset))") }
        if timing.repeatCount != 0 { line("\(name).repeatCount = \(SwiftCode.repeatCount(timing.repeatCount))") }
        if timing.repeatDuration != 0 { line("\(name).repeatDuration = \(SwiftCode.number(timing.repeatDuration))") }
        if timing.autoreverses { line("\(name).autoreverses = true") }
        if timing.fillMode != .removed { line("\(name).fillMode = .\(timing.fillMode.rawValue)") }
    }
}
