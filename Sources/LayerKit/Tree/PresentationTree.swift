import Raster
import Synchronization

/// The presentation tree: every layer's values at one instant, in drawing order, as plain values.
/// Kept between frames: while the tree's shape is unchanged, each frame only recopies the layers whose
/// model changed and the properties that animations wrote, and applies the animations from a compact
/// table (`AnimationTable`), in which a layer's animations are lowered again when its list changes.
/// No allocation once warm.
public final class PresentationTree {
    public struct Node {
        /// The model layer. Valid while the tree it came from is alive and unchanged (nodes are rebuilt when
        /// its shape changes), which is why it is not reference counted.
        public unowned(unsafe) let layer: Layer
        public var properties: LayerProperties
        /// The layer's local time at this instant.
        public var localTime: Double
        /// Where this node's sublayers' indices start in `childIndices`, and how many there are.
        public var childStart: Int
        public var childCount: Int
        /// Index of the mask layer's node, if the layer has a mask.
        public var mask: Int?
        /// One past the last node of this layer's subtree (its mask and sublayers follow it in `nodes`).
        public var subtreeEnd = 0
        /// The node whose time this one's is relative to (its superlayer, or the layer it masks); -1 for the root.
        let timeParent: Int
        /// The model version `properties` was copied from.
        var modelVersion: UInt64
        /// The properties animations wrote last frame, which go back to their model values first.
        var animated: LayerPropertySet
        /// The layer's animations: `trackCount` tracks from `trackStart` in the table, lowered from this
        /// version of the layer's animation list.
        var trackStart = 0
        var trackCount = 0
        var tracksVersion: UInt64 = 0
    }

    // Unchecked exclusivity: read for every layer every frame by evaluation and drawing, never while another access to it
    // is open (the run-time check costs more than the read).
    @exclusivity(unchecked) public private(set) var nodes: [Node] = []

    /// Node `index`'s `transformToSuperlayer3D`, read in place: `nodes[index]` would copy the whole node (its properties:
    /// about a kilobyte) for it.
    func transformToSuperlayer3D(of index: Int) -> Transform3D {
        nodes.withUnsafeBufferPointer { $0[index].properties.transformToSuperlayer3D }
    }
    // Unchecked exclusivity: read for every layer drawn, written only by `evaluate`.
    /// Sublayer node indices, each layer's run sorted by zPosition (stable, so equal ones keep their order).
    @exclusivity(unchecked) public private(set) var childIndices: [Int] = []
    public private(set) var time = 0.0
    private weak var evaluatedTree: LayerTree?
    private var evaluatedStructure: UInt64 = 0
    private var evaluatedAnimations: UInt64 = 0
    var table = AnimationTable()
    /// Whether a long run of sublayers may be brought to the time on a second core (`evaluationSplit`).
    var splitsEvaluation = false
    private(set) var split: EvaluationSplit?

    public init() {}

    /// How many of the tree's animations (groups counted too) the table evaluates from plain numbers, and how
    /// many through their animation objects (paths, paced and cubic keyframes, cumulative animations ...).
    public var animationTableCounts: (lowered: Int, objects: Int) {
        nodes.reduce(into: (lowered: 0, objects: 0)) { total, node in
            let counts = table.counts(in: node.trackStart..<(node.trackStart + node.trackCount))
            total.lowered += counts.lowered
            total.objects += counts.objects
        }
    }

    /// The root's node (index 0) exists after the first `evaluate`.
    public var root: Node? { nodes.first }

    public func children(of node: Node) -> ArraySlice<Int> {
        childIndices[node.childStart..<(node.childStart + node.childCount)]
    }

    /// The sublayers of node `index`, as `children(of:)` gives them, without copying the node.
    func children(of index: Int) -> ArraySlice<Int> {
        let start = nodes[index].childStart
        return childIndices[start..<(start + nodes[index].childCount)]
    }

    /// Evaluates every layer of `tree` at its current time.
    public func evaluate(_ tree: LayerTree) {
        time = tree.currentTime
        var rebuilt = false
        if evaluatedTree !== tree || evaluatedStructure != tree.structureVersion || nodes.isEmpty {
            nodes.removeAll(keepingCapacity: true)
            childIndices.removeAll(keepingCapacity: true)
            evaluatedTree = tree
            evaluatedStructure = tree.structureVersion
            _ = add(tree.rootLayer, timeParent: -1)
            evaluatedAnimations = tree.animationVersion &- 1
            rebuilt = true
        }
        if evaluatedAnimations != tree.animationVersion {
            updateTracks(all: rebuilt)
            evaluatedAnimations = tree.animationVersion
            split = splitsEvaluation ? evaluationSplit() : nil
        }
        if update() || rebuilt { sortAllChildren() }
    }

    /// Appends the nodes of `layer`'s subtree (mask first, then sublayers) in drawing order. Their
    /// values are filled in by `update`, which runs straight after.
    private func add(_ layer: Layer, timeParent: Int) -> Int {
        let index = nodes.count
        let sublayers = layer.sublayers ?? []
        let childStart = childIndices.count
        childIndices.append(contentsOf: repeatElement(-1, count: sublayers.count))
        nodes.append(
            Node(
                layer: layer, properties: layer.model, localTime: 0, childStart: childStart,
                childCount: sublayers.count, mask: nil, timeParent: timeParent,
                modelVersion: layer.modelVersion, animated: []))
        if let mask = layer.mask { nodes[index].mask = add(mask, timeParent: index) }
        for (offset, sublayer) in sublayers.enumerated() {
            childIndices[childStart + offset] = add(sublayer, timeParent: index)
        }
        nodes[index].subtreeEnd = nodes.count
        return index
    }

    /// Lowers the animations of every layer whose list changed (all of them with `all`, or when half the table
    /// is left over from earlier lists) into the table, in each layer's order.
    private func updateTracks(all: Bool) {
        let all = all || table.discarded > table.tracks.count / 2
        if all { table.removeAll() }
        for index in nodes.indices {
            let layer = nodes[index].layer
            guard all || nodes[index].tracksVersion != layer.animationEntriesVersion else { continue }
            if !all { table.discard(nodes[index].trackCount) }
            nodes[index].trackStart = table.tracks.count
            for entry in layer.animationEntries { table.append(entry.animation) }
            nodes[index].trackCount = table.tracks.count - nodes[index].trackStart
            nodes[index].tracksVersion = layer.animationEntriesVersion
        }
    }

    /// Brings every node to the current time: parents come before their children in `nodes`, so one pass in
    /// order has every parent's time ready; a split's two halves (`evaluationSplit`) on two cores once the nodes
    /// before them are done. Returns whether a zPosition changed (sublayer order may have).
    private func update() -> Bool {
        let time = time, split = split
        return table.withStorage { storage in
            nodes.withUnsafeMutableBufferPointer { nodes in
                guard let split, split.end <= nodes.count else {
                    return Self.update(nodes, nodes.indices, time: time, storage: storage)
                }
                var orderMayChange = Self.update(nodes, 0..<split.start, time: time, storage: storage)
                // The halves write their own nodes and read only those and the nodes before them (`evaluationSplit`).
                nonisolated(unsafe) let shared = (nodes, storage)
                let halvesChanged = Atomic<Bool>(false)
                ParallelWork.shared.perform(iterations: 2) { part in
                    let range = part == 0 ? split.start..<split.middle : split.middle..<split.end
                    if Self.update(shared.0, range, time: time, storage: shared.1) { halvesChanged.store(true, ordering: .relaxed) }
                }
                orderMayChange = halvesChanged.load(ordering: .relaxed) || orderMayChange
                return Self.update(nodes, split.end..<nodes.count, time: time, storage: storage) || orderMayChange
            }
        }
    }

    /// Brings the nodes in `range` to `time`, in order (each node's time parent comes before it, in `range` or already
    /// done). Returns whether a zPosition changed.
    private static func update(
        _ nodes: UnsafeMutableBufferPointer<Node>, _ range: Range<Int>, time: Double, storage: AnimationTable.Storage
    ) -> Bool {
        var orderMayChange = false
        for index in range {
            let parent = nodes[index].timeParent
            let parentTime = parent < 0 ? time : nodes[parent].localTime
            // The tree owns its layers for as long as the nodes exist: no retain needed.
            let zChanged = Unmanaged.passUnretained(nodes[index].layer)._withUnsafeGuaranteedRef {
                update(&nodes[index], of: $0, parentTime: parentTime, storage: storage)
            }
            if zChanged { orderMayChange = true }
        }
        return orderMayChange
    }

    /// Evaluates the layers below node `index` again, their time running `delay` seconds behind it (a replicator's
    /// copy; 0 restores them). Their sublayer order is kept.
    public func reevaluateDescendants(of index: Int, delayedBy delay: Double) {
        let end = nodes[index].subtreeEnd
        guard end > index + 1 else { return }
        table.withStorage { storage in
            nodes.withUnsafeMutableBufferPointer { nodes in
                for i in (index + 1)..<end {
                    let parent = nodes[i].timeParent
                    let parentTime = parent == index ? nodes[parent].localTime - delay : nodes[parent].localTime
                    _ = Unmanaged.passUnretained(nodes[i].layer)._withUnsafeGuaranteedRef {
                        Self.update(&nodes[i], of: $0, parentTime: parentTime, storage: storage)
                    }
                }
            }
        }
    }

    /// Node `index`'s values at another of its local times (its model values with its own animations applied there):
    /// for an emitter, the birth rate its earlier emission slots saw.
    public func properties(of index: Int, atLocalTime time: Double) -> LayerProperties {
        let node = nodes[index]
        var properties = node.properties
        properties.copy(node.animated, fromModelOf: node.layer)
        table.withStorage { $0.apply(node.trackStart..<(node.trackStart + node.trackCount), to: &properties, time: time) }
        return properties
    }

    /// Brings one node to its parent's time: its model values where they changed or were animated, then its
    /// animations. Returns whether its zPosition changed.
    @inline(__always)
    private static func update(_ node: inout Node, of layer: Layer, parentTime: Double, storage: AnimationTable.Storage) -> Bool {
        let localTime = layer.layerTime(fromParent: parentTime)
        node.localTime = localTime
        let z = node.properties.zPosition
        if node.modelVersion != layer.modelVersion {
            node.properties = layer.model
            node.modelVersion = layer.modelVersion
        } else if !node.animated.isEmpty {
            node.properties.copy(node.animated, fromModelOf: layer)
        }
        node.animated = node.trackCount > 0 ? layer.animatedProperties : []
        storage.apply(node.trackStart..<(node.trackStart + node.trackCount), to: &node.properties, time: localTime)
        return node.properties.zPosition != z
    }

    /// Orders each layer's sublayers by zPosition, then by insertion (a sibling added earlier has the lower
    /// node index): insertion sort, free for the usual already-sorted case.
    private func sortAllChildren() {
        for node in nodes where node.childCount > 1 {
            let start = node.childStart, end = node.childStart + node.childCount
            for i in (start + 1)..<end {
                let value = childIndices[i]
                let z = nodes[value].properties.zPosition
                var j = i - 1
                while j >= start && (nodes[childIndices[j]].properties.zPosition, childIndices[j]) > (z, value) {
                    childIndices[j + 1] = childIndices[j]
                    j -= 1
                }
                childIndices[j + 1] = value
            }
        }
    }
}
