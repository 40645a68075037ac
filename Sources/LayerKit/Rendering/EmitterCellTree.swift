/// An emitter's cells flattened into one list: the layer's own cells first (so a top-level cell's index is its place in
/// `emitterCells`), then their sub-cells level by level. Bounded whatever the cells hold: at most
/// `EmitterLayer.maximumCells` cells and `maximumDepth` levels, so a cell that lists itself among its sub-cells is
/// cut off there. Rebuilt in place, reusing its storage, so that a steady frame allocates nothing.
public struct EmitterCellTree {
    /// Levels of cells followed: the layer's cells, their sub-cells, and two more.
    public static let maximumDepth = 4

    /// The cells, the layer's first.
    public private(set) var cells: [EmitterCell] = []
    /// How many of `cells` are the layer's own.
    public private(set) var topCount = 0
    /// Each cell's sub-cells, as indices into `cells`.
    private(set) var children: [Range<Int>] = []
    /// Each cell's reach, seconds: how long after one of its particles is born it or a descendant can still be alive.
    private(set) var reach: [Double] = []

    public init() {}

    public init(_ cells: [EmitterCell]?, lifetimeScale: Double = 1) {
        rebuild(from: cells, lifetimeScale: lifetimeScale)
    }

    /// Replaces the tree with `top` and its sub-cells; `lifetimeScale` is the layer's `lifetime` factor.
    public mutating func rebuild(from top: [EmitterCell]?, lifetimeScale: Double) {
        cells.removeAll(keepingCapacity: true)
        children.removeAll(keepingCapacity: true)
        reach.removeAll(keepingCapacity: true)
        for cell in (top ?? []).prefix(EmitterLayer.maximumCells) { cells.append(cell) }
        topCount = cells.count
        var levelEnd = topCount, depth = 1, index = 0
        while index < cells.count {
            if index == levelEnd {
                depth += 1
                levelEnd = cells.count
            }
            let start = cells.count
            if depth < Self.maximumDepth {
                for sub in (cells[index].emitterCells ?? []).prefix(EmitterLayer.maximumCells - cells.count) { cells.append(sub) }
            }
            children.append(start..<cells.count)
            index += 1
        }
        // Sub-cells come after their parents, so reaches are known bottom-up in reverse order.
        reach.append(contentsOf: repeatElement(0, count: cells.count))
        let scale = lifetimeScale.isFinite ? lifetimeScale : 1
        func finite(_ value: Float) -> Double { value.isFinite ? Double(value) : 0 }
        for index in cells.indices.reversed() {
            let cell = cells[index]
            let life = (finite(cell.lifetime) + abs(finite(cell.lifetimeRange)) / 2) * scale
            let longest = life > 0 ? min(life, EmitterLayer.maximumLifetime) : 0
            var descendants = 0.0
            for child in children[index] where cells[child].isEnabled { descendants = max(descendants, reach[child]) }
            reach[index] = longest > 0 ? longest + descendants : 0
        }
    }
}
