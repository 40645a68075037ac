import Testing

@testable import LayerKit

/// The presentation tree keeps its nodes between frames and applies animations from a lowered table. These
/// tests hold it to the plain definition: each node equals the layer's model with its animations applied
/// through the animation objects (`LayerTree.presentationProperties(of:)`), at every time, after every change.
@Suite("Presentation tree: retained nodes and the animation table")
struct PresentationTreeTests {
    /// Every node's properties, and its place, against the definition.
    func expectMatchesDefinition(_ presentation: PresentationTree, _ tree: LayerTree, sourceLocation: SourceLocation = #_sourceLocation) {
        presentation.evaluate(tree)
        var expected: [Layer] = []
        tree.rootLayer.forEachLayer { expected.append($0) }
        #expect(
            presentation.nodes.map { ObjectIdentifier($0.layer) } == expected.map { ObjectIdentifier($0) },
            sourceLocation: sourceLocation)
        for node in presentation.nodes {
            let definition = tree.presentationProperties(of: node.layer)
            #expect(node.properties == definition, "\(node.layer) at \(tree.currentTime)", sourceLocation: sourceLocation)
            #expect(node.localTime == node.layer.localTime(fromScene: tree.currentTime), sourceLocation: sourceLocation)
        }
    }

    /// One layer per kind of animation the table lowers, and per kind it leaves to the object.
    func animatedLayers() -> [Layer] {
        func layer(_ animations: Animation...) -> Layer {
            let layer = Layer()
            layer.bounds = Rect(x: 0, y: 0, width: 40, height: 30)
            layer.position = Point(50, 60)
            for (index, animation) in animations.enumerated() { layer.add(animation, forKey: "a\(index)") }
            return layer
        }
        let eased = TimingFunction(controlPoints: 0.3, -0.4, 0.6, 1.5)
        let opacity = BasicAnimation(keyPath: "opacity")
        opacity.fromValue = 0.2; opacity.toValue = 0.9; opacity.duration = 0.7
        opacity.repeatCount = 2.5; opacity.autoreverses = true; opacity.timingFunction = eased
        opacity.fillMode = .both; opacity.beginTime = 0.3; opacity.timeOffset = 0.2
        let byOnly = BasicAnimation(keyPath: "position.x")
        byOnly.fromValue = 10.0; byOnly.byValue = 30.0; byOnly.duration = 0.5; byOnly.fillMode = .forwards
        byOnly.isRemovedOnCompletion = false
        let bounds = BasicAnimation(keyPath: "bounds")
        bounds.fromValue = Rect(x: 0, y: 0, width: 10, height: 10); bounds.toValue = Rect(x: 5, y: 5, width: 80, height: 20)
        bounds.duration = 1.1; bounds.speed = 1.5; bounds.repeatCount = .infinity
        let colour = BasicAnimation(keyPath: "backgroundColor")
        colour.fromValue = Color(red: 1, green: 0, blue: 0); colour.toValue = Color(red: 0, green: 0.5, blue: 1, alpha: 0.5)
        colour.duration = 0.9; colour.repeatDuration = 2.2
        let scale = BasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 1.0; scale.toValue = 1.4; scale.duration = 0.6; scale.repeatCount = 3
        let moves = KeyframeAnimation(keyPath: "position")
        moves.values = [Point(0, 0), Point(30, 10), Point(35, 50), Point(0, 0)]
        moves.keyTimes = [0, 0.1, 0.7, 1]; moves.duration = 1.3; moves.repeatCount = .infinity; moves.timingFunction = eased
        let evenly = KeyframeAnimation(keyPath: "cornerRadius")
        evenly.values = [0.0, 8.0, 2.0]; evenly.keyTimes = [0, 1]  // mismatched: spaced evenly
        evenly.duration = 0.8; evenly.fillMode = .backwards; evenly.beginTime = 0.6
        let single = KeyframeAnimation(keyPath: "zPosition")
        single.values = [3.0]; single.duration = 0.4
        // Lowered too: additive animations, springs, groups. Not lowered (applied through the objects): cumulative
        // animations, cubic keyframes.
        let additive = BasicAnimation(keyPath: "position.y")
        additive.fromValue = 0.0; additive.toValue = 25.0; additive.isAdditive = true; additive.duration = 0.7
        let cumulative = BasicAnimation(keyPath: "opacity")
        cumulative.byValue = -0.1; cumulative.isCumulative = true; cumulative.repeatCount = 4; cumulative.duration = 0.3
        let spring = SpringAnimation(keyPath: "position.x")
        spring.fromValue = 0.0; spring.toValue = 100.0; spring.duration = 1.5
        let critical = SpringAnimation(keyPath: "position.y")
        critical.fromValue = 0.0; critical.toValue = 30.0; critical.duration = 1.2
        critical.damping = 20; critical.initialVelocity = 3
        let overdamped = SpringAnimation(keyPath: "cornerRadius")
        overdamped.fromValue = 4.0; overdamped.toValue = 16.0; overdamped.damping = 40; overdamped.duration = 2
        let cubic = KeyframeAnimation(keyPath: "position")
        cubic.values = [Point(0, 0), Point(20, 40), Point(60, 10)]; cubic.calculationMode = .cubic; cubic.duration = 1
        let group = AnimationGroup()
        let inner = BasicAnimation(keyPath: "borderWidth")
        inner.fromValue = 0.0; inner.toValue = 4.0
        group.animations = [inner]; group.duration = 0.9; group.repeatCount = 2
        let toCurrent = BasicAnimation(keyPath: "opacity")
        toCurrent.fromValue = 0.0; toCurrent.duration = 0.5
        // Per-segment curves; nested groups with their own curves and a spring inside; additive colour over no
        // colour (the object's way) and over a colour; an additive scale over a scaled transform.
        let segments = KeyframeAnimation(keyPath: "bounds.size")
        segments.values = [Size(width: 10, height: 10), Size(width: 50, height: 20), Size(width: 30, height: 60)]
        segments.timingFunctions = [eased, TimingFunction(name: .easeIn)]; segments.duration = 0.9
        segments.repeatCount = .infinity; segments.autoreverses = true
        let innerGroup = AnimationGroup()
        let innerSpring = SpringAnimation(keyPath: "position.y")
        innerSpring.fromValue = 0.0; innerSpring.toValue = 40.0
        let innerMove = BasicAnimation(keyPath: "anchorPoint.x")
        innerMove.fromValue = 0.0; innerMove.toValue = 1.0; innerMove.duration = 0.3; innerMove.beginTime = 0.1
        innerGroup.animations = [innerSpring, innerMove]; innerGroup.duration = 0.6; innerGroup.timingFunction = eased
        let outerGroup = AnimationGroup()
        outerGroup.animations = [innerGroup, segments, evenly]; outerGroup.duration = 1.2; outerGroup.repeatCount = 2.5
        outerGroup.beginTime = 0.2; outerGroup.speed = 1.5; outerGroup.fillMode = .both
        let tint = BasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4); tint.toValue = Color(red: 0, green: 0, blue: 0, alpha: 0.2)
        tint.isAdditive = true; tint.duration = 0.8; tint.repeatCount = .infinity
        let grow = KeyframeAnimation(keyPath: "transform.scale")
        grow.values = [0.0, 0.3, 0.1]; grow.isAdditive = true; grow.duration = 0.7; grow.repeatCount = .infinity
        // Along a path, turning with it: the rotation is concatenated onto the transform each frame.
        let along = KeyframeAnimation(keyPath: "position")
        var route = Path()
        route.move(to: Point(0, 0)); route.addCurve(to: Point(80, 20), control1: Point(20, 60), control2: Point(60, -40))
        along.path = route; along.rotationMode = .rotateAuto; along.duration = 1.1; along.repeatCount = .infinity
        let tinted = layer(tint)
        let coloured = layer(colour, tint)
        let grown = layer(scale, grow)
        tinted.backgroundColor = nil
        return [
            layer(opacity, byOnly), layer(bounds, colour, scale), layer(moves, evenly, single),
            layer(additive, cumulative, spring), layer(cubic, group, toCurrent), layer(scale, moves, additive),
            layer(outerGroup), tinted, coloured, grown, layer(critical, overdamped, along),
        ]
    }

    @Test func nodesMatchTheDefinitionAtEveryTime() {
        let root = Layer()
        let tree = LayerTree(rootLayer: root)
        tree.transaction.withoutActions {
            for layer in animatedLayers() { root.addSublayer(layer) }
        }
        let presentation = PresentationTree()
        presentation.evaluate(tree)
        #expect(presentation.animationTableCounts == (lowered: 28, objects: 4))
        // Frames, iteration ends, and the exact ends of the animations above.
        var times = stride(from: 0.0, through: 4.0, by: 1.0 / 60).map { $0 }
        times += [0.3, 0.5, 0.6, 1.0, 1.1, 1.3, 1.4, 1.8, 2.2, 3.75]
        for time in times.sorted() {
            tree.advance(to: time)
            expectMatchesDefinition(presentation, tree)
        }
    }

    @Test func changesReachTheNodesOnTheNextEvaluation() {
        let root = Layer()
        let tree = LayerTree(rootLayer: root)
        let layers = animatedLayers()
        tree.transaction.withoutActions { for layer in layers { root.addSublayer(layer) } }
        let presentation = PresentationTree()
        tree.advance(to: 0.25)
        expectMatchesDefinition(presentation, tree)

        // A model change without an animation.
        tree.transaction.withoutActions {
            layers[0].opacity = 0.5; layers[2].position = Point(1, 2)
        }
        expectMatchesDefinition(presentation, tree)
        // Removing an animation puts its property back to the model value.
        layers[1].removeAnimation(forKey: "a0")
        layers[0].removeAllAnimations()
        expectMatchesDefinition(presentation, tree)
        #expect(presentation.nodes[1].properties.opacity == 0.5)
        // Adding one, and an implicit animation from a model change.
        layers[0].add(animatedLayers()[1].animation(forKey: "a2")!, forKey: "pulse")
        layers[3].cornerRadius = 12
        tree.advance(to: 0.4)
        expectMatchesDefinition(presentation, tree)
        // One layer's animations changing again and again: lowered anew each time, the table compacted on the way.
        for step in 0..<40 {
            if step % 2 == 0 {
                layers[5].removeAnimation(forKey: "a1")
            } else {
                layers[5].add(animatedLayers()[2].animation(forKey: "a0")!, forKey: "a1")
            }
            tree.advance(to: 0.4 + Double(step) / 120)
            expectMatchesDefinition(presentation, tree)
        }
        // Structure: a new sublayer, a removed one, a mask.
        let extra = Layer()
        layers[1].addSublayer(extra)
        layers[4].removeFromSuperlayer()
        let mask = Layer()
        mask.backgroundColor = .white
        layers[2].mask = mask
        tree.advance(to: 0.5)
        expectMatchesDefinition(presentation, tree)
        #expect(presentation.nodes.count == 1 + 10 + 2)
    }

    @Test func aCurveSlotRetimesLoweredAnimationsOnTheNextFrame() {
        let layer = Layer()
        let tree = tree(with: layer)
        let slot = TimingFunction(controlPoints: 0.0, 0, 1, 1)
        let animation = fade(duration: 1)
        animation.timingFunction = slot
        layer.add(animation, forKey: "fade")
        let presentation = PresentationTree()
        tree.advance(to: 0.5)
        presentation.evaluate(tree)
        #expect(presentation.nodes[1].properties.opacity == 0.5)
        slot.setControlPoints(0.42, 0, 1, 1)
        presentation.evaluate(tree)
        #expect(presentation.nodes[1].properties.opacity == TimingFunction(controlPoints: 0.42, 0.0, 1, 1).value(at: 0.5))
        #expect(presentation.nodes[1].properties.opacity < 0.4)
    }

    @Test func zPositionReordersAndRestoresInsertionOrder() {
        let root = Layer()
        let tree = LayerTree(rootLayer: root)
        let a = Layer(), b = Layer(), c = Layer()
        tree.transaction.withoutActions { [a, b, c].forEach(root.addSublayer) }
        let presentation = PresentationTree()
        func order() -> [ObjectIdentifier] {
            presentation.evaluate(tree)
            return presentation.children(of: presentation.nodes[0]).map { ObjectIdentifier(presentation.nodes[$0].layer) }
        }
        #expect(order() == [a, b, c].map(ObjectIdentifier.init))
        let lift = BasicAnimation(keyPath: "zPosition")
        lift.fromValue = 5.0; lift.toValue = 5.0; lift.duration = 1
        a.add(lift, forKey: "lift")
        tree.advance(to: 0.5)
        #expect(order() == [b, c, a].map(ObjectIdentifier.init))
        tree.advance(to: 1.5)  // the animation ended: back to the order of insertion
        #expect(order() == [a, b, c].map(ObjectIdentifier.init))
        tree.transaction.withoutActions { c.zPosition = -1 }
        #expect(order() == [c, a, b].map(ObjectIdentifier.init))
    }

    @Test func anotherTreeIsEvaluatedFromScratch() {
        let first = Layer(), second = Layer()
        first.opacity = 0.25; second.opacity = 0.75
        let one = tree(with: first), two = tree(with: second)
        let presentation = PresentationTree()
        presentation.evaluate(one)
        #expect(presentation.nodes[1].properties.opacity == 0.25)
        presentation.evaluate(two)
        #expect(presentation.nodes[1].properties.opacity == 0.75)
    }
}
