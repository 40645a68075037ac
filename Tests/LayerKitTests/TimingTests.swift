import Foundation
import Testing

@testable import LayerKit

/// Core Animation's timing rules, each case computed by hand from the rule.
@Suite("Media timing")
struct TimingTests {
    @Test func anAnimationAddedWithBeginTimeZeroStartsWhenAdded() {
        let layer = Layer()
        let tree = tree(with: layer)
        tree.advance(to: 1)
        layer.add(fade(duration: 2), forKey: "fade")
        // 0.5 s after being added, a quarter of the way through 2 s.
        #expect(close(number(.opacity, of: layer, in: tree, at: 1.5), 0.25))
    }

    @Test func durationZeroMeansAQuarterSecond() {
        let layer = Layer()
        let tree = tree(with: layer)
        layer.add(fade(duration: 0), forKey: "fade")
        #expect(close(number(.opacity, of: layer, in: tree, at: 0.125), 0.5))
    }

    @Test func fillModesBeforeTheStart() {
        for (mode, expected) in [(FillMode.removed, 1.0), (.forwards, 1.0), (.backwards, 0.0), (.both, 0.0)] {
            let layer = Layer()
            let tree = tree(with: layer)
            let animation = fade()
            animation.beginTime = 2  // explicit: layer time 2
            animation.fillMode = mode
            layer.add(animation, forKey: "fade")
            // Before t = 2 the model opacity (1) shows unless the animation fills backwards with its 0.
            #expect(close(number(.opacity, of: layer, in: tree, at: 1), expected), "\(mode)")
        }
    }

    @Test func fillModesAfterTheEndAndRemoval() {
        func opacity(_ mode: FillMode, removed: Bool, at time: Double) -> Double {
            let layer = Layer()
            layer.opacity = 0.3
            let tree = tree(with: layer)
            let animation = fade()
            animation.fillMode = mode
            animation.isRemovedOnCompletion = removed
            layer.add(animation, forKey: "fade")
            return number(.opacity, of: layer, in: tree, at: time)
        }
        #expect(close(opacity(.forwards, removed: false, at: 3), 1))
        #expect(close(opacity(.both, removed: false, at: 3), 1))
        // (0.3 is stored as a Float, Core Animation's type for opacity.)
        #expect(close(opacity(.removed, removed: false, at: 3), 0.3, 1e-7))
        #expect(close(opacity(.forwards, removed: true, at: 3), 0.3, 1e-7))
        // Exactly at the end the animation is over: removed, or holding its final value.
        #expect(close(opacity(.forwards, removed: true, at: 1), 0.3, 1e-7))
        #expect(close(opacity(.forwards, removed: false, at: 1), 1))
        #expect(close(opacity(.removed, removed: false, at: 0.999_999), 0.999_999, 1e-9))
    }

    @Test func repeatCountsWholeAndFractional() {
        let layer = Layer()
        let tree = tree(with: layer)
        let animation = fade()
        animation.repeatCount = 2.5
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "fade")
        #expect(close(number(.opacity, of: layer, in: tree, at: 0.75), 0.75))
        // An iteration boundary belongs to the next iteration.
        #expect(close(number(.opacity, of: layer, in: tree, at: 1), 0))
        #expect(close(number(.opacity, of: layer, in: tree, at: 2.25), 0.25))
        // After 2.5 iterations it holds the value half-way through the third.
        #expect(close(number(.opacity, of: layer, in: tree, at: 2.5), 0.5))
        #expect(close(number(.opacity, of: layer, in: tree, at: 10), 0.5))
    }

    @Test func repeatDurationWinsOverRepeatCount() {
        let layer = Layer()
        let tree = tree(with: layer)
        let animation = fade()
        animation.repeatCount = 10
        animation.repeatDuration = 1.75
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "fade")
        #expect(close(number(.opacity, of: layer, in: tree, at: 5), 0.75))
    }

    @Test func autoreversesPeaksAtTheEndOfTheForwardLeg() {
        let layer = Layer()
        let tree = tree(with: layer)
        let animation = fade(duration: 2)
        animation.autoreverses = true
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "fade")
        #expect(close(number(.opacity, of: layer, in: tree, at: 1), 0.5))
        #expect(close(number(.opacity, of: layer, in: tree, at: 2), 1))
        #expect(close(number(.opacity, of: layer, in: tree, at: 3), 0.5))
        #expect(close(number(.opacity, of: layer, in: tree, at: 4), 0))
    }

    @Test func autoreversingEasedAnimationRetracesTheCurve() {
        let layer = Layer()
        let tree = tree(with: layer)
        let animation = fade(duration: 1)
        animation.autoreverses = true
        animation.repeatCount = .infinity
        animation.timingFunction = TimingFunction(name: .easeIn)
        layer.add(animation, forKey: "fade")
        let easeIn = TimingFunction(name: .easeIn)
        #expect(close(number(.opacity, of: layer, in: tree, at: 0.3), easeIn.value(at: 0.3)))
        #expect(close(number(.opacity, of: layer, in: tree, at: 1.7), easeIn.value(at: 0.3)))
    }

    @Test func timeOffsetStartsPartWayAndWrapsRound() {
        // Ole Begemann's description of Core Animation: a 3 s animation with offset 1 plays from 1 s to
        // 3 s, then from 0 s to 1 s, for the same total of 3 s.
        let layer = Layer()
        let tree = tree(with: layer)
        let animation = fade(duration: 3)
        animation.timeOffset = 1
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "fade")
        #expect(close(number(.opacity, of: layer, in: tree, at: 0), 1.0 / 3))
        #expect(close(number(.opacity, of: layer, in: tree, at: 1.5), 2.5 / 3))
        #expect(close(number(.opacity, of: layer, in: tree, at: 2.5), 0.5 / 3))
        #expect(close(number(.opacity, of: layer, in: tree, at: 3), 1.0 / 3))
    }

    @Test func speedComposesThroughLayers() {
        let parent = Layer(), child = Layer()
        let tree = tree(with: parent)
        parent.speed = 2
        tree.transaction.withoutActions { parent.addSublayer(child) }
        let animation = fade(duration: 2)
        animation.speed = 2
        child.add(animation, forKey: "fade")
        // Scene 0.25 s → parent 0.5 s → the animation's 1 s of its 2 s.
        #expect(close(number(.opacity, of: child, in: tree, at: 0.25), 0.5))
        #expect(close(child.convertTime(0.25, from: nil), 0.5))
    }

    @Test func aPausedLayerFreezesItsAnimations() {
        let layer = Layer()
        let tree = tree(with: layer)
        layer.add(fade(duration: 1), forKey: "fade")
        tree.advance(to: 0.4)
        // The usual pause: speed 0 and timeOffset = the layer time at the moment of pausing.
        layer.timeOffset = layer.convertTime(tree.currentTime, from: nil)
        layer.speed = 0
        #expect(close(number(.opacity, of: layer, in: tree, at: 0.9), 0.4))
        #expect(close(number(.opacity, of: layer, in: tree, at: 50), 0.4))
    }

    @Test func aGroupClipsItsChildrenAndLendsThemItsDuration() {
        let layer = Layer()
        let tree = tree(with: layer)
        let long = fade(duration: 4)
        let position = BasicAnimation(keyPath: "position.x")
        position.fromValue = 0.0
        position.toValue = 100.0  // duration 0: the group's
        let group = AnimationGroup()
        group.animations = [long, position]
        group.duration = 2
        layer.add(group, forKey: "group")
        #expect(close(number(.opacity, of: layer, in: tree, at: 1), 0.25))
        #expect(close(tree.presentationProperties(of: layer).position.x, 50))
        // At 2 s the group ends (and is removed): the child's remaining 2 s never play.
        #expect(close(number(.opacity, of: layer, in: tree, at: 2), 1))
        #expect(layer.animationKeys().isEmpty)
    }

    @Test func aGroupFillingForwardsHoldsChildrenThatEndWithIt() {
        let layer = Layer()
        layer.opacity = 0.5
        let tree = tree(with: layer)
        // Children with Core Animation's default fill (removed): one lasts as long as the group, one starts late and
        // ends with it (1.1 − 0.2 is a little more than 0.9 in binary), one ends before it.
        let whole = BasicAnimation(keyPath: "position.x")
        whole.fromValue = 0.0
        whole.toValue = 100.0
        let late = BasicAnimation(keyPath: "position.y")
        late.fromValue = 0.0
        late.toValue = 40.0
        late.beginTime = 0.2
        late.duration = 0.9
        let early = fade(duration: 0.5)
        let group = AnimationGroup()
        group.animations = [whole, late, early]
        group.duration = 1.1
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        layer.add(group, forKey: "group")
        #expect(close(number(.opacity, of: layer, in: tree, at: 0.25), 0.5))
        #expect(close(tree.presentationProperties(of: layer).position.x, 100 * 0.25 / 1.1))
        for time in [1.1, 2, 60] {
            // The early child ended inside the group without filling: the model value shows.
            #expect(close(number(.opacity, of: layer, in: tree, at: time), 0.5), "\(time)")
            #expect(close(tree.presentationProperties(of: layer).position.x, 100), "\(time)")
            #expect(close(tree.presentationProperties(of: layer).position.y, 40), "\(time)")
        }
    }

    @Test func childBeginTimesAreRelativeToTheGroupAndFillWithinIt() {
        let layer = Layer()
        let tree = tree(with: layer)
        let late = fade(duration: 1)
        late.beginTime = 1
        late.fillMode = .both
        let group = AnimationGroup()
        group.animations = [late]
        group.duration = 3
        group.repeatCount = .infinity
        layer.add(group, forKey: "group")
        #expect(close(number(.opacity, of: layer, in: tree, at: 0.5), 0))
        #expect(close(number(.opacity, of: layer, in: tree, at: 1.5), 0.5))
        #expect(close(number(.opacity, of: layer, in: tree, at: 2.5), 1))
        #expect(close(number(.opacity, of: layer, in: tree, at: 3.5), 0))
    }
}
