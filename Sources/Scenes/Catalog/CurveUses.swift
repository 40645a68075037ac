import LayerKit

/// Where a tree's animations use a curve, and the period of its loop: what the curve editor lists and the timeline
/// shows for any scene.
extension LayerTree {
    /// The layers whose animations use `function` (or a curve following it), with those animations' keys.
    public func layers(using function: TimingFunction) -> [(layer: Layer, keys: [String])] {
        var found: [(layer: Layer, keys: [String])] = []
        rootLayer.forEachLayer { layer in
            let keys = layer.animationEntries.filter { Self.uses($0.animation, function) }.map(\.key)
            if !keys.isEmpty { found.append((layer, keys)) }
        }
        return found
    }

    /// How far through its current iteration (0...1) the first animation using `function` is now; nil when nothing
    /// running uses it.
    public func progress(of function: TimingFunction) -> Double? {
        var found: Double?
        let now = currentTime
        rootLayer.forEachLayer { layer in
            guard found == nil else { return }
            let layerTime = layer.localTime(fromScene: now)
            for entry in layer.animationEntries where found == nil {
                found = Self.progress(of: entry.animation, using: function, parentTime: layerTime, defaultDuration: Animation.defaultDuration)
            }
        }
        return found
    }

    /// The period of the tree's loop: the longest iteration among the animations that repeat for ever (nil when none
    /// does).
    public var loopPeriod: Double? {
        var period: Double?
        rootLayer.forEachLayer { layer in
            for entry in layer.animationEntries where entry.animation.repeatCount.isInfinite {
                let a = entry.animation
                let iteration = (a.duration > 0 ? a.duration : Animation.defaultDuration) * (a.autoreverses ? 2 : 1) / Double(max(a.speed, 1e-3))
                if iteration.isFinite, iteration >= 0.1 { period = max(period ?? 0, iteration) }
            }
        }
        return period
    }

    private static func progress(of animation: Animation, using function: TimingFunction, parentTime: Double, defaultDuration: Double) -> Double? {
        guard let local = animation.localTime(fromParent: parentTime, defaultDuration: defaultDuration) else { return nil }
        if function.governs(animation.timingFunction)
            || (animation as? KeyframeAnimation)?.timingFunctions?.contains(where: { function.governs($0) }) == true
        {
            return local.duration > 0 ? local.time / local.duration : 1
        }
        guard let group = animation as? AnimationGroup else { return nil }
        for child in group.animations ?? [] {
            if let p = progress(of: child, using: function, parentTime: local.time, defaultDuration: local.duration) { return p }
        }
        return nil
    }

    private static func uses(_ animation: Animation, _ function: TimingFunction) -> Bool {
        if function.governs(animation.timingFunction) { return true }
        if let keyframe = animation as? KeyframeAnimation, keyframe.timingFunctions?.contains(where: { function.governs($0) }) == true {
            return true
        }
        if let group = animation as? AnimationGroup { return group.animations?.contains { uses($0, function) } ?? false }
        return false
    }
}
