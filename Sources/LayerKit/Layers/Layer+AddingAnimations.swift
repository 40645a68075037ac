import Foundation

/// Adding an animation: the layer keeps a copy, with its duration and begin time settled, under its key.
extension Layer {
    /// What `add(_:forKey:)` does; see there.
    func addCopy(of animation: Animation, forKey key: String?) {
        let customKey = (animation as? PropertyAnimation).flatMap { $0.parsedKeyPath == nil ? $0.keyPath : nil }
        let isCustom = customKey.map { type(of: self).needsDisplay(forKey: $0) } ?? false
        // A key of the layer's own that redraws it is animated by drawing, not a key path to report.
        for problem in animation.valueProblems where !(isCustom && problem.hasSuffix("is not an animatable key path")) {
            RuntimeIssues.report("\(self), animation '\(key ?? "(no key)")': \(problem)")
        }
        let copy = animation.copy()
        let transaction = (tree ?? (delegate != nil ? LayerTree.current : nil))?.transaction
        // An animation without a duration takes the transaction's (0.25 s unless set), as Core Animation gives the copy
        // it adds; a spring's is not its settling duration.
        if !(copy.duration > 0) { copy.duration = transaction?.animationDuration() ?? Animation.defaultDuration }
        if copy.beginTime == 0 {
            if let tree {
                copy.beginTime = localTime(fromScene: tree.currentTime)
            } else {
                copy.beginsWhenAttached = true
            }
        }
        let finalKey: String
        if let key {
            finalKey = key
            removeAnimation(forKey: key)
        } else {
            anonymousKeyCounter += 1
            finalKey = "animation-\(anonymousKeyCounter)"
        }
        if let springTree = tree ?? LayerTree.current {
            adoptSprings(in: copy, into: springTree)
        } else {
            copy.joinsSpringSlotsWhenAttached = true
        }
        animationEntries.append((finalKey, copy))
        eventfulAnimationCount += 1
        Self.eventfulAnimationsAdded.add(1, ordering: .relaxed)
        // A view's layer in no tree yet is animated in the transaction of the scene being built or played.
        transaction?.track(copy)
        if let transition = copy as? Transition { begin(transition) }
        if isCustom { (tree ?? LayerTree.current)?.noteCustomDrawing(self) }
    }

    /// Makes every spring in `animation` (itself, or in a group at any depth) a member of its slot in `tree`.
    func adoptSprings(in animation: Animation, into tree: LayerTree) {
        if let spring = animation as? SpringAnimation {
            tree.adopt(spring, on: self)
        } else if let group = animation as? AnimationGroup {
            for child in group.animations ?? [] { adoptSprings(in: child, into: tree) }
        }
    }

    /// An added animation was re-timed where it is (a spring slot's edit): the presentation lowers them again.
    func animationsChangedInPlace() {
        animationEntriesVersion &+= 1
        tree?.noteAnimationChange()
    }
}
