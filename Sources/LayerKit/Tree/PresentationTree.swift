/// The presentation tree: every layer's values at one instant, in drawing order, as plain values.
/// Rebuilt each frame into the same storage (no allocation once warm).
public final class PresentationTree {
    public struct Node {
        /// The model layer. Valid while the tree it came from is alive and unchanged (nodes are rebuilt every
        /// frame), which is why it is not reference counted.
        public unowned(unsafe) let layer: Layer
        public var properties: LayerProperties
        /// The layer's local time at this instant.
        public var localTime: Double
        /// Where this node's sublayers' indices start in `childIndices`, and how many there are.
        public var childStart: Int
        public var childCount: Int
        /// Index of the mask layer's node, if the layer has a mask.
        public var mask: Int?
    }

    public private(set) var nodes: [Node] = []
    /// Sublayer node indices, each layer's run sorted by zPosition (stable, so equal ones keep their order).
    public private(set) var childIndices: [Int] = []
    public private(set) var time = 0.0

    public init() {}

    /// The root's node (index 0) exists after the first `evaluate`.
    public var root: Node? { nodes.first }

    public func children(of node: Node) -> ArraySlice<Int> {
        childIndices[node.childStart..<(node.childStart + node.childCount)]
    }

    /// Evaluates every layer of `tree` at its current time.
    public func evaluate(_ tree: LayerTree) {
        nodes.removeAll(keepingCapacity: true)
        childIndices.removeAll(keepingCapacity: true)
        time = tree.currentTime
        _ = add(tree.rootLayer, parentTime: tree.currentTime)
    }

    private func add(_ layer: Layer, parentTime: Double) -> Int {
        let localTime = layer.layerTime(fromParent: parentTime)
        let index = nodes.count
        let sublayers = layer.sublayers ?? []
        let childStart = childIndices.count
        childIndices.append(contentsOf: repeatElement(-1, count: sublayers.count))
        nodes.append(Node(layer: layer, properties: layer.model, localTime: localTime, childStart: childStart,
                          childCount: sublayers.count, mask: nil))
        // Animations apply to the node's copy in place.
        LayerTree.applyAnimations(of: layer, to: &nodes[index].properties, localTime: localTime)
        if let mask = layer.mask { nodes[index].mask = add(mask, parentTime: localTime) }
        for (offset, sublayer) in sublayers.enumerated() {
            childIndices[childStart + offset] = add(sublayer, parentTime: localTime)
        }
        // Insertion sort by zPosition: stable, and free for the usual already-sorted case.
        if sublayers.count > 1 {
            for i in (childStart + 1)..<(childStart + sublayers.count) {
                let value = childIndices[i]
                let z = nodes[value].properties.zPosition
                var j = i - 1
                while j >= childStart && nodes[childIndices[j]].properties.zPosition > z {
                    childIndices[j + 1] = childIndices[j]
                    j -= 1
                }
                childIndices[j + 1] = value
            }
        }
        return index
    }
}
