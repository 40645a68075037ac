import Foundation
import Testing

@testable import LayerKit

/// Layers and animations are freed when nothing needs them, even when an animation's completion captures its
/// own layer (the droplet and dissolve pattern that leaked for ever).
@Suite("Releasing layers and animations")
struct ReleaseTests {
    /// A layer in `tree` carrying a kept, filled animation whose completion removes the layer itself.
    func selfRemovingLayer(in tree: LayerTree, log: @escaping (Bool) -> Void) -> Layer {
        let droplet = Layer()
        tree.rootLayer.addSublayer(droplet)
        let move = fade(duration: 1)
        move.isRemovedOnCompletion = false
        move.fillMode = .forwards
        move.completion = { finished in
            log(finished)
            droplet.removeFromSuperlayer()
        }
        droplet.add(move, forKey: "move")
        return droplet
    }

    @Test func layerThatRemovesItselfOnCompletionIsFreed() {
        let tree = tree(with: Layer())
        weak var weakDroplet: Layer?
        weak var weakAnimation: Animation?
        var stops: [Bool] = []
        do {
            let droplet = selfRemovingLayer(in: tree) { stops.append($0) }
            weakDroplet = droplet
            weakAnimation = droplet.animationEntries.first?.animation
        }
        #expect(weakDroplet != nil)
        tree.advance(to: 2)
        #expect(stops == [true])
        #expect(weakDroplet == nil)
        #expect(weakAnimation == nil)
    }

    @Test func removingASubtreeStopsItsAnimationsUnfinished() {
        let tree = tree(with: Layer())
        let parent = Layer(), child = Layer(), mask = Layer()
        parent.addSublayer(child)
        child.mask = mask
        tree.rootLayer.addSublayer(parent)
        let delegate = RecordingDelegate("child"), maskDelegate = RecordingDelegate("mask")
        let a = fade(duration: 3), b = fade(duration: 3)
        a.delegate = delegate; b.delegate = maskDelegate
        child.add(a, forKey: "a")
        mask.add(b, forKey: "b")
        tree.advance(to: 1)
        parent.removeFromSuperlayer()
        #expect(delegate.events == ["child start", "child stop false"])
        #expect(maskDelegate.events == ["mask start", "mask stop false"])
        #expect(child.animationKeys().isEmpty && mask.animationKeys().isEmpty)
        tree.advance(to: 5)
        #expect(delegate.events.count == 2)
    }

    @Test func movingALayerKeepsItsAnimations() {
        let tree = tree(with: Layer())
        let first = Layer(), second = Layer(), moved = Layer()
        for layer in [first, second] { tree.rootLayer.addSublayer(layer) }
        first.addSublayer(moved)
        let delegate = RecordingDelegate("moved")
        let animation = fade(duration: 2)
        animation.delegate = delegate
        moved.add(animation, forKey: "fade")
        tree.advance(to: 0.5)
        second.addSublayer(moved)
        #expect(moved.animationKeys() == ["fade"])
        #expect(close(number(.opacity, of: moved, in: tree, at: 1), 0.5))
        tree.advance(to: 3)
        #expect(delegate.events == ["moved start", "moved stop true"])
    }

    @Test func discardedTreeFreesLayersWhoseAnimationsCaptureThem() {
        weak var weakLayer: Layer?
        weak var weakTree: LayerTree?
        do {
            let tree = tree(with: Layer())
            weakTree = tree
            let layer = selfRemovingLayer(in: tree) { _ in }
            weakLayer = layer
            tree.advance(to: 0.5)
        }
        #expect(weakTree == nil)
        #expect(weakLayer == nil)
    }
}
