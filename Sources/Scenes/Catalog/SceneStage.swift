import LayerKit

/// The root of a built-in scene: a layer tree whose root layer fills `size` points.
package func makeStage(size: Size, background: Color? = nil) -> LayerTree {
    let root = Layer()
    root.name = "root"
    root.setWithoutAnimation(.bounds, .rect(Rect(origin: .zero, size: size)))
    root.setWithoutAnimation(.position, .point(Point(size.width / 2, size.height / 2)))
    if let background { root.setWithoutAnimation(.backgroundColor, .color(background)) }
    return LayerTree(rootLayer: root)
}

/// Runs a simulation in fixed steps of `step` seconds up to a target time, so that it does not depend on the
/// frame rate: step k covers ((k−1)·step, k·step]; the tree's clock is moved to its end (delivering events),
/// then `body` runs there. Time past the last whole step waits for the next call.
struct FixedStepper {
    let step: Double
    private(set) var completedSteps = 0

    init(step: Double) { self.step = step }

    mutating func advance(_ tree: LayerTree, to time: Double, body: (Double) -> Void) {
        while Double(completedSteps + 1) * step <= time + 1e-9 {
            completedSteps += 1
            let end = Double(completedSteps) * step
            tree.advance(to: end)
            body(end)
        }
        tree.advance(to: time)
    }
}
