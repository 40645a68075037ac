import Testing

@testable import LayerKit
@testable import Raster

/// A long run of sublayers is brought to the time on two cores: every node must come out as one pass in order makes
/// it, and runs holding code of their own (a layer subclass, an animation applied through its object) are not split.
@Suite("Evaluation on two cores")
struct EvaluationSplitTests {
    /// A container (with a mask) of `count` tiles, each animated in one of several ways, some with sublayers animated
    /// in their time and timing of their own; a sibling after it is animated too. `odd` replaces tile `oddIndex`.
    static func tree(count: Int = 600, odd: Layer? = nil, oddIndex: Int = 400) -> LayerTree {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 400, height: 300)
        let tree = LayerTree(rootLayer: root)
        tree.transaction.withoutActions {
            let container = Layer()
            container.frame = Rect(x: 0, y: 0, width: 400, height: 300)
            let mask = Layer()
            mask.frame = container.bounds
            mask.add(fade(duration: 3), forKey: "fade")
            container.mask = mask
            for k in 0..<count {
                let tile = k == oddIndex ? odd ?? Layer() : Layer()
                tile.frame = Rect(x: Double(k % 30) * 20, y: Double(k / 30) * 20, width: 18, height: 18)
                tile.add(animation(k), forKey: "a")
                if k % 7 == 3 {
                    tile.speed = 1.5
                    tile.timeOffset = 0.25
                    let dot = Layer()
                    dot.frame = Rect(x: 2, y: 2, width: 6, height: 6)
                    dot.add(animation(k + 1), forKey: "b")
                    tile.addSublayer(dot)
                }
                container.addSublayer(tile)
            }
            root.addSublayer(container)
            let after = Layer()
            after.frame = Rect(x: 10, y: 10, width: 30, height: 30)
            after.add(animation(2), forKey: "c")
            root.addSublayer(after)
        }
        return tree
    }

    static func animation(_ k: Int) -> Animation {
        switch k % 5 {
        case 0:
            let basic = BasicAnimation(keyPath: "opacity")
            basic.fromValue = 0.2
            basic.toValue = 1.0
            basic.duration = 1.3
            basic.timingFunction = TimingFunction(name: .easeInEaseOut)
            basic.beginTime = Double(k) * 0.01
            return basic
        case 1:
            let keyframes = KeyframeAnimation(keyPath: "position.y")
            keyframes.values = [0.0, 40.0, 10.0, 30.0]
            keyframes.keyTimes = [0, 0.2, 0.7, 1]
            keyframes.duration = 0.9
            keyframes.repeatCount = .infinity
            keyframes.autoreverses = true
            return keyframes
        case 2:
            let spring = SpringAnimation(keyPath: "position.x")
            spring.fromValue = 0.0
            spring.toValue = 60.0
            spring.damping = 7
            spring.duration = spring.settlingDuration
            return spring
        case 3:
            let scale = BasicAnimation(keyPath: "transform.scale")
            scale.fromValue = 0.5
            scale.toValue = 1.5
            let turn = BasicAnimation(keyPath: "transform.rotation.z")
            turn.fromValue = 0.0
            turn.toValue = 3.0
            let group = AnimationGroup()
            group.animations = [scale, turn]
            group.duration = 0.8
            group.repeatCount = 3
            group.beginTime = 0.1
            return group
        default:
            let z = BasicAnimation(keyPath: "zPosition")
            z.fromValue = 0.0
            z.toValue = Double(k % 3) - 1
            z.duration = 2
            z.repeatCount = .infinity
            return z
        }
    }

    /// The tree evaluated at each time by a presentation that splits and by one that does not; returns whether the
    /// container's sublayers were ever out of their order (their zPositions animated).
    @discardableResult
    func compare(_ tree: LayerTree, expectingSplit: Bool) -> Bool {
        var reordered = false
        let split = PresentationTree(), whole = PresentationTree()
        split.splitsEvaluation = true
        for time in [0.0, 0.05, 0.4, 0.77, 1.2, 1.9, 2.6, 4.0] {
            tree.advance(to: time)
            split.evaluate(tree)
            whole.evaluate(tree)
            #expect((split.split != nil) == expectingSplit)
            #expect(split.nodes.count == whole.nodes.count)
            for index in whole.nodes.indices {
                #expect(split.nodes[index].properties == whole.nodes[index].properties, "node \(index) at \(time)")
                #expect(split.nodes[index].localTime == whole.nodes[index].localTime)
            }
            #expect(split.childIndices == whole.childIndices)
            let tiles = Array(whole.children(of: whole.nodes[1]))
            if tiles != tiles.sorted() { reordered = true }
        }
        return reordered
    }

    @Test("a run of plain layers animated from the table is split, with the same values")
    func plainRun() {
        // The zPositions the tiles animate reorder them, in both halves.
        #expect(compare(Self.tree(), expectingSplit: true))
    }

    @Test("the split falls between two sublayers' subtrees, near the run's middle")
    func splitPoint() throws {
        let tree = Self.tree()
        let presentation = PresentationTree()
        presentation.splitsEvaluation = true
        presentation.evaluate(tree)
        let split = try #require(presentation.split)
        let container = presentation.nodes[1]
        #expect(container.childCount == 600)
        #expect(split.start == presentation.nodes[container.mask ?? -1].subtreeEnd && split.end == container.subtreeEnd)
        #expect(presentation.children(of: container).contains(split.middle))
        #expect(abs((split.middle - split.start) - (split.end - split.middle)) <= 4)
    }

    /// A layer whose class comes from outside LayerKit, with a timing property of its own.
    final class LaggingLayer: Layer, @unchecked Sendable {
        override var timeOffset: Double {
            get { 0.3 }
            set {}
        }
    }

    @Test("LayerKit's own kinds of layer in the run are split too")
    func ownKinds() {
        let text = TextLayer()
        text.string = "Fuber"
        text.add(Self.animation(0), forKey: "t")
        let shape = ShapeLayer()
        shape.path = Path(rect: Rect(x: 0, y: 0, width: 5, height: 5))
        shape.addSublayer(text)
        compare(Self.tree(odd: shape), expectingSplit: true)
    }

    @Test("a layer subclass from elsewhere in the run keeps the evaluation on one core")
    func subclass() {
        compare(Self.tree(odd: LaggingLayer()), expectingSplit: false)
    }

    @Test("an animation applied through its object keeps the evaluation on one core")
    func objectTrack() {
        let paced = KeyframeAnimation(keyPath: "position.x")
        paced.values = [0.0, 10.0, 30.0]
        paced.calculationMode = .paced
        paced.duration = 1
        paced.repeatCount = .infinity
        let layer = Layer()
        layer.add(paced, forKey: "paced")
        compare(Self.tree(odd: layer), expectingSplit: false)
    }

    @Test("a short run is not split")
    func shortRun() {
        compare(Self.tree(count: LayerRenderer.splitSublayers - 1), expectingSplit: false)
    }
}
