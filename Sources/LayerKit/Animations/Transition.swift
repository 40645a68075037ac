import Foundation

/// An animated change of a layer's whole content (`CATransition`): added to a layer, it shows the layer as it was
/// drawn when the transition was added going over, by `kind`, to the layer as it is drawn once the changes that follow
/// (in the same turn of the scene's code) are made. Both are snapshots (`render(in:)`), drawn at two pixels per point in
/// a stand-in layer above the layer, which is hidden until the transition ends.
///
/// - `fade`: the old content fades out over the new.
/// - `push`: the new content pushes the old out, toward the side opposite `subtype`'s (from the right: moving left).
/// - `moveIn`: the new content slides in over the old; `reveal`: the old slides out, uncovering the new.
/// - `flip`: the content turns over about its middle, in perspective (the back shows the new content).
/// - `curl`: a page curl, drawn as the old page folding away about its top edge (`curlDown`: the new one folding down
///   over it): an approximation, not a rendering of a curled sheet.
///
/// `startProgress` and `endProgress` (0...1) play part of the transition. Timing (duration, the curve) is the
/// animation's; a duration of 0 takes `Animation.defaultDuration` (0.25 s).
open class Transition: Animation, @unchecked Sendable {
    public enum Kind: String, Sendable {
        case fade, push, moveIn, reveal, flip, curlUp, curlDown
    }

    /// The side the new content comes from (`CATransitionSubtype`).
    public enum Edge: String, Sendable {
        case fromRight, fromLeft, fromTop, fromBottom
    }

    open var kind = Kind.fade
    open var edge: Edge?
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    public override init() { super.init() }

    open override func copy() -> Animation {
        let copy = Transition()
        copyTiming(to: copy)
        copy.kind = kind
        copy.edge = edge
        copy.startProgress = startProgress
        copy.endProgress = endProgress
        return copy
    }

    /// Pixels per point of the snapshots.
    static let snapshotScale = 2.0
}

extension Layer {
    /// Starts `transition` on this layer: the content now is the old side; the new side is taken before the next frame
    /// (`LayerTree.displayLayersIfNeeded()`). A layer in no tree yet shows it in the scene being built or played, if it
    /// is in it by then; a layer without a superlayer then (a scene's root) has nowhere to show it, and the change is
    /// made without it.
    func begin(_ transition: Transition) {
        guard let tree = tree ?? LayerTree.current else { return }
        tree.pendingTransitions.append((self, transition, snapshot()))
        tree.noteNeedsDisplay()
    }

    /// The layer and the layers below it drawn now, at the snapshot scale.
    func snapshot() -> PixelBuffer? {
        let context = GraphicsContext(size: bounds.size, scale: Transition.snapshotScale)
        context.translateBy(x: CGFloat(-bounds.minX), y: CGFloat(-bounds.minY))
        render(in: context)
        return context.makeImage()
    }
}

extension LayerTree {
    /// Shows each transition added since the last frame: the new side is snapshot, and a stand-in layer above the
    /// layer animates between the two sides while the layer is hidden.
    func beginPendingTransitions() {
        guard !pendingTransitions.isEmpty else { return }
        let pending = pendingTransitions
        pendingTransitions = []
        for (layer, transition, before) in pending {
            guard layer.tree === self, let parent = layer.superlayer else { continue }
            TransitionStandIn.show(transition, on: layer, in: parent, before: before, after: layer.snapshot(), tree: self)
        }
    }
}
