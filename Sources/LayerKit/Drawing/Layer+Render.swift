extension Layer {
    /// Draws the layer and the layers below it into `context`, in the layer's own coordinates (its bounds mapped by
    /// the context's current transformation), as a snapshot: their model values, with animations that have not
    /// begun left out (`CALayer.render(in:)`). A layer in a tree is lent out for the snapshot and put back where it
    /// was, its animations untouched.
    public func render(in context: GraphicsContext) {
        guard maskOwner == nil else {
            return RuntimeIssues.report("\(self): render(in:) draws a layer, not a mask (render the layer it masks)")
        }
        let parent = superlayer
        let index = parent?.sublayers?.firstIndex { $0 === self }
        if parent != nil { detachFromSuperlayer() }
        let snapshot = LayerTree(snapshotOf: self)
        LayerRenderer(threads: 1).append(snapshot, to: context.canvas, placement: context.userToDevice)
        context.noteDrawn()
        snapshot.endSnapshot()
        if let parent, let index { parent.insertSublayer(self, at: UInt32(index)) }
    }
}
