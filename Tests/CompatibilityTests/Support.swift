import LayerKit
import UIKit

/// A scene tree of 400 x 300 points, made current (as a script's scene is while it builds and plays), its root
/// hosted by a view.
func makeScene() -> (tree: LayerTree, root: UIView) {
    let rootLayer = Layer()
    rootLayer.setWithoutAnimation(.bounds, .rect(Rect(x: 0, y: 0, width: 400, height: 300)))
    let tree = LayerTree(rootLayer: rootLayer)
    tree.makeCurrent()
    return (tree, UIView.hosting(rootLayer))
}

/// The presentation value of `property` of `layer` at scene time `time` (advancing the clock there).
func presented(_ property: LayerProperty, of layer: Layer, in tree: LayerTree, at time: Double) -> AnimationValue {
    tree.advance(to: time)
    return tree.presentationProperties(of: layer).value(of: property)
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

func close(_ a: Point?, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

extension AnimationValue {
    var point: Point? { if case .point(let p) = self { return p } else { return nil } }
    var rect: Rect? { if case .rect(let r) = self { return r } else { return nil } }
    var color: Color? { if case .color(let c) = self { return c } else { return nil } }
    var transform: Transform3D? { if case .transform(let t) = self { return t } else { return nil } }
}
