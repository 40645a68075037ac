extension PresentationTree {
    /// The nodes from `start` to `end`: the subtrees of every sublayer of one layer, which can be brought to the time
    /// on two cores, those before `middle` (where a sublayer's subtree starts) on one and the rest on the other.
    struct EvaluationSplit: Equatable {
        var start: Int, middle: Int, end: Int
    }

    /// The split of the layer with the most sublayers (at least `LayerRenderer.splitSublayers`), when every layer in
    /// their subtrees is of one of LayerKit's own classes (a subclass from elsewhere may override the timing properties
    /// its time is computed from) and every one of their animations is applied from the animation table's numbers (an
    /// animation applied through its object may be a subclass running code of its own). Nil otherwise.
    ///
    /// A node's time parent is its superlayer or the layer it masks, so the nodes of one sublayer's subtree depend only
    /// on each other and on the nodes before `start`, and the nodes after `end` on none of them.
    func evaluationSplit() -> EvaluationSplit? {
        guard let parent = nodes.indices.max(by: { nodes[$0].childCount < nodes[$1].childCount }),
            nodes[parent].childCount >= LayerRenderer.splitSublayers
        else { return nil }
        let start = nodes[parent].mask.map { nodes[$0].subtreeEnd } ?? parent + 1
        let end = nodes[parent].subtreeEnd
        for node in start..<end {
            let tracks = nodes[node].trackStart..<(nodes[node].trackStart + nodes[node].trackCount)
            guard Self.ownKinds.contains(ObjectIdentifier(type(of: nodes[node].layer))), table.counts(in: tracks).objects == 0
            else { return nil }
        }
        var middle = start
        while middle < end, middle - start < (end - start) / 2 { middle = nodes[middle].subtreeEnd }
        return EvaluationSplit(start: start, middle: middle, end: end)
    }

    /// LayerKit's classes of layer: none overrides a timing property.
    private static let ownKinds: Set<ObjectIdentifier> = [
        ObjectIdentifier(Layer.self), ObjectIdentifier(ShapeLayer.self), ObjectIdentifier(TextLayer.self),
        ObjectIdentifier(GradientLayer.self), ObjectIdentifier(TransformLayer.self), ObjectIdentifier(ReplicatorLayer.self),
        ObjectIdentifier(EmitterLayer.self),
    ]
}
