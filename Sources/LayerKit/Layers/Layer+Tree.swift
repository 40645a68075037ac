/// Where a layer is: the tree it belongs to, walks of the layers below it, its clock against the tree's, and the
/// bookkeeping of joining and leaving a tree.
extension Layer {
    /// The tree this layer belongs to (through its superlayers, or the layer it masks), if any.
    public var tree: LayerTree? {
        var layer: Layer? = self
        while let current = layer {
            if let tree = current.hostingTree { return tree }
            layer = current.superlayer ?? current.maskOwner
        }
        return nil
    }

    /// Puts `layer` among the sublayers at `index` (clamped), out of wherever it was; refused, and reported, when
    /// `layer` holds this layer (the tree would become a loop, which no walk of it survives).
    func attach(_ layer: Layer, at index: Int) {
        guard layer !== self else { return }
        var ancestor = superlayer
        while let current = ancestor {
            if current === layer {
                return RuntimeIssues.report("a layer cannot be added inside itself (it holds the layer it was added to); ignored")
            }
            ancestor = current.superlayer
        }
        layer.detachFromSuperlayer()
        let position = min(max(index, 0), sublayerList?.count ?? 0)
        if sublayerList == nil {
            sublayerList = [layer]
        } else {
            sublayerList!.insert(layer, at: position)
        }
        layer.superlayer = self
        if let tree {
            tree.noteStructureChange()
            layer.beginWaitingAnimations(at: tree.currentTime)
        }
    }

    /// A new mask leaves wherever it was and joins this layer's tree; the old one no longer masks anything.
    func maskDidChange(from old: Layer?) {
        old?.maskOwner = nil
        mask?.detachFromSuperlayer()
        mask?.maskOwner = self
        if let tree {
            tree.noteStructureChange()
            mask?.beginWaitingAnimations(at: tree.currentTime)
        }
    }

    /// The layer whose time this layer's time is relative to: its superlayer, or the layer it masks.
    var timeParent: Layer? { superlayer ?? maskOwner }

    /// Gives the animations added to this layer and the layers below it while they were in no tree their begin time:
    /// `sceneTime`, the moment they join one.
    func beginWaitingAnimations(at sceneTime: Double) {
        forEachLayer { layer in
            if layer.needsDisplayFlag || layer.needsLayoutFlag { layer.tree?.noteNeedsDisplay() }
            for (_, animation) in layer.animationEntries where animation.beginsWhenAttached {
                animation.beginsWhenAttached = false
                animation.beginTime = layer.localTime(fromScene: sceneTime)
            }
            if let tree = layer.tree {
                for (_, animation) in layer.animationEntries where animation.joinsSpringSlotsWhenAttached {
                    animation.joinsSpringSlotsWhenAttached = false
                    layer.adoptSprings(in: animation, into: tree)
                }
            }
        }
    }

    /// Takes the layer out of its superlayer to move it elsewhere (its animations stay).
    func detachFromSuperlayer() {
        guard let parent = superlayer else { return }
        tree?.noteStructureChange()
        parent.sublayerList?.removeAll { $0 === self }
        if parent.sublayerList?.isEmpty == true { parent.sublayerList = nil }
        superlayer = nil
    }

    /// This layer and every layer below it (sublayers and masks), depth first.
    public func forEachLayer(_ body: (Layer) -> Void) {
        body(self)
        mask?.forEachLayer(body)
        for sublayer in sublayers ?? [] { sublayer.forEachLayer(body) }
    }

    /// The first layer named `name` in this subtree (depth first), if any.
    public func sublayer(named name: String) -> Layer? {
        var found: Layer?
        forEachLayer { layer in if found == nil && layer.name == name { found = layer } }
        return found
    }

    /// This layer's local time at a time of the tree's clock.
    public func localTime(fromScene time: Double) -> Double {
        layerTime(fromParent: timeParent?.localTime(fromScene: time) ?? time)
    }

    /// The clock time at which this layer's local time is `time`; nil if a layer on the way is paused.
    public func sceneTime(fromLocal time: Double) -> Double? {
        guard let parentTime = parentTime(fromLayer: time) else { return nil }
        return timeParent.map { $0.sceneTime(fromLocal: parentTime) } ?? parentTime
    }

    /// Removes a finished animation (the tree then tells its delegate).
    func removeFinished(_ animation: Animation) {
        animationEntries.removeAll { $0.animation === animation }
    }

    /// Takes every animation off, telling no one; returns them.
    func takeAllAnimations() -> [Animation] {
        guard !animationEntries.isEmpty else { return [] }
        let taken = animationEntries.map(\.animation)
        animationEntries = []
        eventfulAnimationCount = 0
        return taken
    }
}
