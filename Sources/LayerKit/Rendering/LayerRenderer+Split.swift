import Raster

extension LayerRenderer {
    /// A layer with at least this many sublayers (a grid of tiles) can have a run of them recorded on the second core
    /// while the ones before are recorded here (`splitPoint`), and its sublayers' subtrees brought to the time on two
    /// cores (`PresentationTree.evaluationSplit()`). Handing work to the other core and joining it takes microseconds
    /// (`ParallelWork`'s helpers are awake): the splash's grid of 209 tiles (1280x720) is recorded in two thirds of the
    /// time split; a run of 64 layers takes about 30 µs to record.
    static var splitSublayers: Int { 128 }

    /// Where to split `children` (the sublayers of one layer, in drawing order): the first half is recorded here while
    /// the run from `half` to `end` is recorded on another thread, then the rest here. Nil when that run would be short.
    ///
    /// The run's layers must all be plain `Layer`s (not a subclass: none of its properties is overridden code, and
    /// none of the kinds that use the renderer's scratch, its fonts or the tree itself, such as replicators, transform
    /// layers, emitters and text), draw no `display()` drawing (whose image is made when first asked for) and cast no
    /// shadow (a fork has no share of the frame's shadow area). The first half may hold only LayerKit's own kinds of
    /// layer, and no replicator or emitter, which write or evaluate the tree the other thread reads
    /// (`recordedBesideAFork`).
    func splitPoint(_ children: ArraySlice<Int>) -> (half: Int, end: Int)? {
        // Read in place: subscripting the array would copy each node (its properties: about a kilobyte) for one field.
        presentation.nodes.withUnsafeBufferPointer { nodes in
            let half = children.startIndex + children.count / 2
            var end = half
            runs: while end < children.endIndex {
                let child = children[end]
                for node in child..<nodes[child].subtreeEnd {
                    // Not retained (the tree holds it): a retain would write a line of every tile each frame.
                    let isPlain = Unmanaged.passUnretained(nodes[node].layer)._withUnsafeGuaranteedRef { layer in
                        type(of: layer) == Layer.self && layer.drawing == nil
                    }
                    guard isPlain, !(nodes[node].properties.shadowOpacity > 0) else { break runs }
                }
                end += 1
            }
            guard end - half >= Self.splitSublayers / 2 else { return nil }
            for child in children[..<half] {
                for node in child..<nodes[child].subtreeEnd {
                    guard Self.isRecordedBesideAFork(nodes[node].layer) else { return nil }
                }
            }
            return (half, end)
        }
    }

    /// Whether `layer` is of a kind that may be recorded while a fork records beside it: no overridden code runs, and
    /// none writes the presentation tree. Compared kind by kind (this runs for every layer of the first half, every
    /// frame, before the fork starts).
    private static func isRecordedBesideAFork(_ layer: Layer) -> Bool {
        let kind = type(of: layer)
        return kind == Layer.self || kind == ShapeLayer.self || kind == TextLayer.self || kind == GradientLayer.self
            || kind == TransformLayer.self
    }

    /// `children` (of a layer with `parent`'s properties) drawn in order into `canvas`, those from `split.half` up to
    /// `split.end` recorded into a fork of it on another core while the ones before are recorded here, then appended,
    /// then the rest: the same list as drawing them all into `canvas`.
    func drawSplit(
        _ children: ArraySlice<Int>, at split: (half: Int, end: Int), of parent: LayerProperties, into canvas: Canvas,
        placement: LayerPlacement, tint: Color, instances: Int
    ) {
        let forked = fork ?? Canvas(width: 1, height: 1)
        fork = forked
        canvas.begin(fork: forked)
        // The halves only read the tree, and each writes its own canvas (`splitPoint`).
        nonisolated(unsafe) let renderer = self, targets = (canvas, forked)
        let toLayer = parent.sublayerToLayer3D
        splitting = true
        ParallelWork.shared.perform(iterations: 2) { part in
            // Each sublayer's transform read in place (`PresentationTree.transformToSuperlayer3D(of:)`), through one
            // pointer a half: the tree is only read until both halves are done, and a pointer taken for each sublayer would
            // have both threads count references on the one array.
            renderer.presentation.nodes.withUnsafeBufferPointer { nodes in
                for child in part == 0 ? children[..<split.half] : children[split.half..<split.end] {
                    let childPlacement = placement.sublayer(
                        toSuperlayer: nodes[child].properties.transformToSuperlayer3D, parentSublayerToLayer: toLayer)
                    renderer.draw(
                        child, into: part == 0 ? targets.0 : targets.1, placement: childPlacement, tint: tint, instances: instances)
                }
            }
        }
        splitting = false
        canvas.append(fork: forked)
        for child in children[split.end...] {
            let childPlacement = placement.sublayer(
                toSuperlayer: presentation.transformToSuperlayer3D(of: child), parentSublayerToLayer: toLayer)
            draw(child, into: canvas, placement: childPlacement, tint: tint, instances: instances)
        }
    }
}
