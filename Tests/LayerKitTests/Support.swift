import LayerKit

/// A tree whose root holds `layer`, with the clock at 0.
func tree(with layer: Layer) -> LayerTree {
    let root = Layer()
    root.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
    let tree = LayerTree(rootLayer: root)
    tree.transaction.withoutActions { root.addSublayer(layer) }
    return tree
}

/// The presentation value of `property` at scene time `time` (advancing the clock there).
func value(_ property: LayerProperty, of layer: Layer, in tree: LayerTree, at time: Double) -> AnimationValue {
    tree.advance(to: time)
    return tree.presentationProperties(of: layer).value(of: property)
}

func number(_ property: LayerProperty, of layer: Layer, in tree: LayerTree, at time: Double) -> Double {
    value(property, of: layer, in: tree, at: time).number ?? .nan
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// A linear basic animation of opacity from 0 to 1 over `duration` seconds.
func fade(duration: Double = 1) -> BasicAnimation {
    let animation = BasicAnimation(keyPath: "opacity")
    animation.fromValue = 0.0
    animation.toValue = 1.0
    animation.duration = duration
    return animation
}

final class RecordingDelegate: AnimationDelegate {
    var events: [String] = []
    let name: String
    init(_ name: String) { self.name = name }
    func animationDidStart(_ animation: Animation) { events.append("\(name) start") }
    func animationDidStop(_ animation: Animation, finished: Bool) { events.append("\(name) stop \(finished)") }
}
