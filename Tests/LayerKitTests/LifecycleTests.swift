import Foundation
import Testing

@testable import LayerKit

@Suite("Callbacks, removal, implicit actions and transactions")
struct LifecycleTests {
    @Test func callbacksFireOnceInTimeOrderAcrossAJump() {
        let layer = Layer()
        let tree = tree(with: layer)
        var log: [String] = []
        let first = RecordingDelegate("a"), second = RecordingDelegate("b")
        let a = fade(duration: 2), b = fade(duration: 1)
        a.delegate = first; b.delegate = second
        b.beginTime = 0.5
        layer.add(a, forKey: "a")
        layer.add(b, forKey: "b")
        a.completion = nil
        tree.advance(to: 10)
        log = first.events + second.events
        #expect(first.events == ["a start", "a stop true"])
        #expect(second.events == ["b start", "b stop true"])
        #expect(log.count == 4)
        #expect(layer.animationKeys().isEmpty)
        tree.advance(to: 20)
        #expect(first.events.count == 2)
    }

    /// Frames in which no animation could produce an event skip the search for events; an animation added since, or a
    /// layer joining with one, must still be heard.
    @Test func aQuietTreeHearsAnAnimationAddedLater() {
        let layer = Layer()
        let tree = tree(with: layer)
        tree.advance(to: 1)
        tree.advance(to: 2)
        var stops: [Double] = []
        let animation = fade(duration: 1)
        animation.completion = { _ in stops.append(tree.currentTime) }
        layer.add(animation, forKey: "fade")
        tree.advance(to: 5)
        #expect(stops == [3])
    }

    @Test func aQuietTreeHearsALayerThatJoinsWithAnAnimation() {
        let tree = tree(with: Layer())
        let joining = Layer()
        var stops: [Double] = []
        let animation = fade(duration: 1)
        animation.completion = { _ in stops.append(tree.currentTime) }
        joining.add(animation, forKey: "fade")
        tree.advance(to: 1)
        tree.advance(to: 2)
        // Added while the layer was in no tree, the animation begins as the layer joins one.
        tree.rootLayer.addSublayer(joining)
        tree.advance(to: 5)
        #expect(stops == [3])
    }

    /// Once the whole tree has been scanned, frames look for events only in the layers with animations that can produce
    /// one and their ancestors; a change of an ancestor's timing between frames (the tree's shape unchanged) must still
    /// move the event, and a layer that joins later with an animation must still be heard.
    @Test func eventsFollowAnAncestorsTimingBetweenScans() {
        let group = Layer(), layer = Layer()
        let tree = tree(with: group)
        tree.transaction.withoutActions {
            for _ in 0..<50 { group.addSublayer(Layer()) }
            group.addSublayer(layer)
        }
        var stops: [Double] = []
        let animation = fade(duration: 4)
        animation.completion = { _ in stops.append(tree.currentTime) }
        layer.add(animation, forKey: "fade")
        tree.advance(to: 0.5)
        tree.advance(to: 1)
        // From here the group's time runs twice as fast, on from where it was: local time 2t - 1, so the fade's end
        // (local time 4) is at scene time 2.5 (at the old speed, 4).
        group.timeOffset = -1
        group.speed = 2
        for time in [1.5, 2, 2.4] { tree.advance(to: time) }
        #expect(stops.isEmpty)
        tree.advance(to: 2.75)
        #expect(stops == [2.5])
        let late = Layer(), lateFade = fade(duration: 1)
        lateFade.completion = { _ in stops.append(tree.currentTime) }
        late.add(lateFade, forKey: "fade")
        tree.rootLayer.addSublayer(late)
        for time in [3.0, 3.5, 4] { tree.advance(to: time) }
        #expect(stops == [2.5, 3.75])
    }

    @Test func aLayerCannotBeAddedInsideItself() {
        let outer = Layer(), middle = Layer(), inner = Layer()
        let tree = tree(with: outer)
        outer.addSublayer(middle)
        middle.addSublayer(inner)
        _ = RuntimeIssues.take()
        inner.addSublayer(outer)
        middle.insertSublayer(outer, at: 0)
        #expect(RuntimeIssues.take().count == 2)
        #expect(outer.superlayer === tree.rootLayer && inner.sublayers == nil && middle.sublayers?.count == 1)
        // The tree is still a tree: it evaluates.
        tree.advance(to: 1)
        #expect(tree.presentationProperties(of: inner).opacity == 1)
    }

    @Test func eventsAreDeliveredInTimeOrderAndCallbacksSeeTheirEventTime() {
        let layer = Layer()
        let tree = tree(with: layer)
        var log: [(String, Double)] = []
        for (key, duration) in [("slow", 3.0), ("fast", 1.0), ("middle", 2.0)] {
            let animation = fade(duration: duration)
            animation.completion = { finished in log.append((key, tree.currentTime)) }
            layer.add(animation, forKey: key)
        }
        tree.advance(to: 5)
        #expect(log.map(\.0) == ["fast", "middle", "slow"])
        #expect(log.map(\.1) == [1, 2, 3])
    }

    @Test func aCallbackCanChainTheNextAnimationExactly() {
        let layer = Layer()
        let tree = tree(with: layer)
        let first = fade(duration: 1)
        first.completion = { _ in
            let second = BasicAnimation(keyPath: "position.x")
            second.fromValue = 0.0; second.toValue = 100.0; second.duration = 1
            layer.add(second, forKey: "second")
        }
        layer.add(first, forKey: "first")
        // One big step: the chained animation still starts at exactly t = 1.
        tree.advance(to: 1.25)
        #expect(close(tree.presentationProperties(of: layer).position.x, 25))
    }

    @Test func removingStopsUnfinished() {
        let layer = Layer()
        let tree = tree(with: layer)
        let delegate = RecordingDelegate("a")
        let animation = fade(duration: 2)
        animation.delegate = delegate
        layer.add(animation, forKey: "a")
        tree.advance(to: 1)
        layer.removeAnimation(forKey: "a")
        #expect(delegate.events == ["a start", "a stop false"])
        // Replacing under the same key stops the old one too.
        let replaced = RecordingDelegate("r")
        let old = fade(); old.delegate = replaced
        layer.add(old, forKey: "k")
        layer.add(fade(), forKey: "k")
        #expect(replaced.events == ["r stop false"])
    }

    @Test func implicitActionsAnimateChangesInATree() {
        let layer = Layer()
        let tree = tree(with: layer)
        tree.advance(to: 1)
        layer.opacity = 0
        #expect(layer.opacity == 0)  // the model changes at once
        #expect(close(number(.opacity, of: layer, in: tree, at: 1.125), 1 - TimingFunction(name: .default).value(at: 0.5)))
        #expect(close(number(.opacity, of: layer, in: tree, at: 1.25), 0))
    }

    @Test func actionsCanBeDisabledByTransactionOrPerKey() {
        let layer = ShapeLayer()
        let tree = tree(with: layer)
        tree.transaction.begin()
        tree.transaction.setDisableActions(true)
        layer.strokeEnd = 0.5
        tree.transaction.commit()
        #expect(layer.animationKeys().isEmpty)
        layer.actions = ["strokeStart": .disabled]
        layer.strokeStart = 0.2
        #expect(layer.animationKeys().isEmpty)
        layer.lineWidth = 4
        #expect(layer.animationKeys() == ["lineWidth"])
        tree.transaction.begin()
        tree.transaction.setAnimationDuration(1)
        layer.lineWidth = 8
        tree.transaction.commit()
        // The new fade starts from what is on screen: the 1 → 4 fade had not begun to move at t = 0, so 1 → 8.
        #expect(close(number(.lineWidth, of: layer, in: tree, at: 0.5), 1 + 7 * TimingFunction(name: .default).value(at: 0.5)))
    }

    @Test func layersOutsideATreeDoNotAnimateImplicitly() {
        let layer = Layer()
        layer.opacity = 0.5
        #expect(layer.animationKeys().isEmpty)
    }

    @Test func transactionCompletionWaitsForItsAnimations() {
        let layer = Layer()
        let tree = tree(with: layer)
        var done: Double?
        tree.transaction.begin()
        tree.transaction.setAnimationDuration(0.5)
        tree.transaction.setCompletionBlock { done = tree.currentTime }
        layer.opacity = 0
        tree.transaction.commit()
        tree.advance(to: 0.25)
        #expect(done == nil)
        tree.advance(to: 0.75)
        // It runs as the animation stops, with the clock at that moment (not at the end of the frame).
        #expect(done == 0.5)
    }

    @Test func animationsAreCopiedWhenAdded() {
        let layer = Layer()
        let tree = tree(with: layer)
        let animation = fade(duration: 1)
        layer.add(animation, forKey: "fade")
        animation.duration = 100
        #expect(close(number(.opacity, of: layer, in: tree, at: 0.5), 0.5))
    }
}

@Suite("The clock only moves forward")
struct ForwardClockTests {
    @Test func advancingToAnEarlierTimeChangesNothing() {
        let layer = Layer()
        let tree = tree(with: layer)
        let delegate = RecordingDelegate("fade")
        let animation = fade(duration: 1)
        animation.delegate = delegate
        layer.add(animation, forKey: "fade")
        tree.advance(to: 2)
        tree.advance(to: 0.5)
        tree.advance(to: .nan)
        #expect(tree.currentTime == 2)
        #expect(delegate.events == ["fade start", "fade stop true"])
    }
}

@Suite("Added animations are read-only")
struct ReadOnlyAnimationTests {
    @Test func changingTheAnimationForAKeyChangesNothing() {
        let layer = Layer()
        let tree = tree(with: layer)
        layer.add(fade(duration: 2), forKey: "fade")
        let copy = layer.animation(forKey: "fade") as? BasicAnimation
        #expect(copy?.duration == 2)
        copy?.duration = 100
        copy?.toValue = 0.0
        #expect(close(number(.opacity, of: layer, in: tree, at: 1), 0.5))
        #expect((layer.animation(forKey: "fade") as? BasicAnimation)?.duration == 2)
    }
}
