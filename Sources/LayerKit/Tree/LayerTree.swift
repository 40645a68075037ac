/// A layer tree with its own media clock: what a scene owns. Presentation values are a pure function of
/// the model tree and the clock; `advance(to:)` moves the clock forward and delivers the animation
/// events that happened on the way (starts, stops, removals, transaction completions) exactly once, in
/// time order, however far one step jumps. Each callback runs with the clock at its event's time, so
/// animations it adds start exactly then.
public final class LayerTree {
    public let rootLayer: Layer
    public let transaction = Transaction()
    /// Seconds of scene time since the tree started (`CACurrentMediaTime()` of this tree).
    public private(set) var currentTime = 0.0
    /// The scene's named timing-function slots, in display order: editing one re-times every animation using it.
    public var timingFunctionSlots: [(name: String, function: TimingFunction)] = []
    /// The names of the spring slots, by their location ("File.swift:LINE"); a slot not named here is called by its
    /// location.
    public var springSlotNames: [String: String] = [:]
    var springSlotList: [SpringSlot] = []
    /// Slots by the identity of the springs their code first made.
    var springSlotIndex: [SpringSlot.Identity: Int] = [:]
    var springEdits: [String: SpringConstants] = [:]
    /// Counts changes to the tree's shape (sublayers added, removed or reordered; masks set), so a
    /// presentation tree knows when it can update its nodes in place.
    public private(set) var structureVersion: UInt64 = 0
    /// Counts animations added to or removed from the tree's layers.
    public private(set) var animationVersion: UInt64 = 0
    /// Code run after every advance (`addFrameCallback(_:)`).
    var frameCallbacks: [(id: Int, body: (Double) -> Void, laysOut: Bool)] = []
    var nextFrameCallbackID = 0

    public init(rootLayer: Layer) {
        self.rootLayer = rootLayer
        rootLayer.hostingTree = self
        rootLayer.beginWaitingAnimations(at: currentTime)
    }

    /// Set for a tree lent a layer to draw it once (`Layer.render(in:)`): it leaves the layer's animations alone, and
    /// gives the layer back the tree it roots, if any, when the snapshot ends.
    private var lentFrom: (tree: LayerTree?, isSnapshot: Bool) = (nil, false)

    init(snapshotOf layer: Layer) {
        rootLayer = layer
        lentFrom = (layer.hostingTree, true)
        layer.hostingTree = self
    }

    func endSnapshot() { rootLayer.hostingTree = lentFrom.tree }

    /// A discarded tree (a scene rebuilt or closed) takes its layers' animations with it, silently: their
    /// completions often capture the layers they animate, which would otherwise keep each other alive.
    deinit {
        guard !lentFrom.isSnapshot else { return }
        rootLayer.forEachLayer { _ = $0.takeAllAnimations() }
    }

    /// Takes the animations off `layer` and every layer below it (it has just left the tree); each that had
    /// not stopped tells its delegate and completion `finished: false`.
    func stopAnimations(below layer: Layer) {
        var taken: [Animation] = []
        layer.forEachLayer { taken += $0.takeAllAnimations() }
        for animation in taken { stop(animation, finished: false) }
    }

    func noteStructureChange() {
        structureVersion &+= 1
        // The scope no longer describes the tree, and would keep layers that left it alive until the next scan.
        eventScope.removeAll(keepingCapacity: true)
    }

    /// Whether some layer asked to display since the last `displayLayersIfNeeded()`.
    private var displayIsDue = false

    func noteNeedsDisplay() { displayIsDue = true }

    /// Transitions added since the last frame, waiting for their new side: the layer, the transition and the old side.
    var pendingTransitions: [(layer: Layer, transition: Transition, before: PixelBuffer?)] = []

    /// Layers animating properties of their own that redraw them (`needsDisplay(forKey:)`), drawn every frame while
    /// they do.
    private var customDrawing: [WeakLayer] = []
    /// Storage `drawCustomAnimations()` uses and keeps between frames (no allocation once warm).
    private var customDrawingSpare: (list: [WeakLayer], values: [(key: String, value: Any?)]) = ([], [])
    fileprivate struct WeakLayer { weak var layer: Layer? }

    func noteCustomDrawing(_ layer: Layer) {
        if !customDrawing.contains(where: { $0.layer === layer }) { customDrawing.append(WeakLayer(layer: layer)) }
        customDrawnMoment.time = .nan
    }

    /// Displays every layer that asked to (`setNeedsDisplay()`), as Core Animation does before a frame is drawn, and
    /// every layer animating its own drawn properties, then shows the transitions added since the last frame.
    public func displayLayersIfNeeded() {
        let displayed = displayIsDue
        layOutAndDisplayDueLayers()
        // After the model values' drawing: what is animating is drawn over it, once for a moment (a frame asks after
        // the clock has moved, which asked too) unless something was displayed or the animations changed since.
        let moment = (currentTime, animationVersion)
        if !customDrawing.isEmpty, displayed || customDrawnMoment.time != moment.0 || customDrawnMoment.version != moment.1 {
            drawCustomAnimations()
            customDrawnMoment = moment
        }
        beginPendingTransitions()
    }

    /// The time and animations the layers animating drawn keys were last drawn for.
    private var customDrawnMoment: (time: Double, version: UInt64) = (.nan, 0)
    func noteAnimationChange() { animationVersion &+= 1 }

    /// Lays out and draws the layers that asked to be, as a frame would before the clock moves on.
    private func layOutAndDisplayDueLayers() {
        guard displayIsDue else { return }
        displayIsDue = false
        rootLayer.forEachLayer { $0.layoutIfNeeded() }
        rootLayer.forEachLayer { $0.displayIfNeeded() }
    }

    /// The slot named `name`, if the scene declared one.
    public func timingFunction(named name: String) -> TimingFunction? {
        timingFunctionSlots.first { $0.name == name }?.function
    }

    /// Moves the clock to `time`, firing due events on the way. The clock never goes back: an earlier time (or
    /// NaN) leaves it where it is, since events that fired cannot be undone; rebuild the tree to go back
    /// (`SceneSession.seek(to:)` does).
    public func advance(to time: Double) {
        guard time > currentTime else { return }
        makeCurrent()
        // Events can add animations with events of their own: keep going until none is due.
        // The buffer of unobserved events is reused across frames (no allocation once warm).
        var silent = silentEvents
        silentEvents = []
        defer { silent.removeAll(keepingCapacity: true); silentEvents = silent }
        for _ in 0..<100_000 {
            silent.removeAll(keepingCapacity: true)
            let observed = dueEvents(before: time, silent: &silent)
            // Events nobody observes run no code: apply all of them up to the first observed one at once.
            let cutoff = observed?.time ?? time
            for event in silent where event.time <= cutoff { fire(event) }
            guard let event = observed else {
                // A start can make a stop due: look again until a pass finds nothing.
                if silent.isEmpty { break }
                continue
            }
            // Code that runs later than now sees what was drawn until now, as on iOS, where views are laid out and
            // drawn at the end of the run loop's turn: a jump of the clock (a seek) runs it as frames would.
            if event.time > currentTime { layOutAndDisplayDueLayers() }
            currentTime = max(currentTime, event.time)
            fire(event)
        }
        currentTime = time
        for block in transaction.takeCompletedBlocks() { block() }
        runFrameCallbacks()
        displayLayersIfNeeded()
    }

    private var silentEvents: [Event] = []
    /// The tree's shape and the count of animations added anywhere when the event scan last went through the whole tree:
    /// until either changes (adding an animation is the only way a layer gains one that can produce an event), a scan
    /// visits only `eventScope`. With the number of layers that scan found with such animations.
    private var eventScopeVersion: (structure: UInt64, added: UInt64, eventfulLayers: Int)?
    /// Every layer the last whole scan found with an animation that can produce an event, with its ancestors (and the
    /// layers it masks), in tree order, each with the index of its time parent in the list (-1: the root). Empty when
    /// nothing can be due.
    private var eventScope: [(layer: Layer, parent: Int)] = []
    /// The local times of `eventScope`'s layers during a scan, and the layers from the root to the one a whole scan is
    /// at (with their index in `eventScope`, -1 while not in it): kept for their storage.
    private var eventScopeTimes: [Double] = []
    private var scanPath: [(layer: Layer, scopeIndex: Int)] = []

    private struct Event {
        var time: Double
        var isStart: Bool
        var animation: Animation
        var layer: Layer
    }

    /// The earliest due event whose animation has an observer (a delegate or completion); every due event
    /// of unobserved animations is appended to `silent`. Start comes before stop at the same time; tree order
    /// among equals. One pass down the tree carrying each layer's local time, or, while the tree's shape and its
    /// animations are as the last such pass found them, over the layers it found with animations that can produce an
    /// event and their ancestors (`eventScope`); animations that have started and never end are skipped.
    private func dueEvents(before limit: Double, silent: inout [Event]) -> Event? {
        let structure = structureVersion, added = Layer.eventfulAnimationsAdded.load(ordering: .relaxed)
        var best: Event?
        var eventfulLayers = 0
        func consider(_ event: Event) {
            if event.animation.delegate == nil && event.animation.completion == nil && !event.animation.isAwaited {
                silent.append(event)
                return
            }
            guard let current = best else { best = event; return }
            if event.time < current.time || (event.time == current.time && event.isStart && !current.isStart) { best = event }
        }
        func scanAnimations(of layer: Layer, localNow: Double) {
            guard layer.eventfulAnimationCount > 0 else { return }
            eventfulLayers += 1
            for entry in layer.animationEntries {
                let animation = entry.animation
                if animation.hasStopped || (animation.hasStarted && animation.neverEnds) { continue }
                if !animation.hasStarted {
                    if localNow >= animation.beginTime {
                        let when = layer.sceneTime(fromLocal: animation.beginTime) ?? limit
                        consider(Event(time: min(when, limit), isStart: true, animation: animation, layer: layer))
                    }
                    continue
                }
                let endLocal = ActiveTiming(animation, defaultDuration: Animation.defaultDuration).endTime
                if localNow >= endLocal {
                    let when = layer.sceneTime(fromLocal: endLocal) ?? limit
                    consider(Event(time: min(when, limit), isStart: false, animation: animation, layer: layer))
                }
            }
        }
        if let version = eventScopeVersion, version.structure == structure, version.added == added {
            eventScopeTimes.removeAll(keepingCapacity: true)
            for (layer, parent) in eventScope {
                let localNow = layer.layerTime(fromParent: parent < 0 ? limit : eventScopeTimes[parent])
                eventScopeTimes.append(localNow)
                scanAnimations(of: layer, localNow: localNow)
            }
            if eventfulLayers == 0 {
                eventScope.removeAll(keepingCapacity: true)
            } else if eventfulLayers < version.eventfulLayers / 2 {
                // Most of the scope's layers have no event left (a grid's animations started one by one): a scan of the
                // whole tree next time finds the few that have, and skips the rest from then on.
                eventScopeVersion = nil
            }
            return best
        }
        eventScope.removeAll(keepingCapacity: true)
        scanPath.removeAll(keepingCapacity: true)
        func visit(_ layer: Layer, parentTime: Double) {
            let localNow = layer.layerTime(fromParent: parentTime)
            scanPath.append((layer, -1))
            if layer.eventfulAnimationCount > 0 {
                // The layer and those of its ancestors not yet in the scope join it, in tree order.
                for depth in scanPath.indices where scanPath[depth].scopeIndex < 0 {
                    eventScope.append((scanPath[depth].layer, depth == 0 ? -1 : scanPath[depth - 1].scopeIndex))
                    scanPath[depth].scopeIndex = eventScope.count - 1
                }
            }
            scanAnimations(of: layer, localNow: localNow)
            if let mask = layer.mask { visit(mask, parentTime: localNow) }
            if let sublayers = layer.sublayers {
                // The array holds its layers while they are visited: not retained one by one, which would write a line
                // of every layer each frame, one that the other core then reads when it records a grid.
                sublayers.withUnsafeBufferPointer { sublayers in
                    for index in sublayers.indices {
                        Unmanaged.passUnretained(sublayers[index])._withUnsafeGuaranteedRef { visit($0, parentTime: localNow) }
                    }
                }
            }
            scanPath.removeLast()
        }
        visit(rootLayer, parentTime: limit)
        eventScopeVersion = (structure, added, eventfulLayers)
        return best
    }

    private func fire(_ event: Event) {
        let animation = event.animation
        if event.isStart {
            animation.hasStarted = true
            if animation.neverEnds { event.layer.eventfulAnimationCount -= 1 }
            animation.delegate?.animationDidStart(animation)
            return
        }
        event.layer.eventfulAnimationCount -= 1
        if animation.isRemovedOnCompletion { event.layer.removeFinished(animation) }
        stop(animation, finished: true)
    }

    /// Marks an animation stopped and tells its delegate and completion (once).
    func stop(_ animation: Animation, finished: Bool) {
        guard !animation.hasStopped else { return }
        animation.hasStopped = true
        animation.delegate?.animationDidStop(animation, finished: finished)
        animation.completion?(finished)
        // A transaction's completion runs as its last animation stops, with the clock at that moment.
        if animation.isAwaited {
            for block in transaction.takeCompletedBlocks() { block() }
        }
    }

    // MARK: Presentation

    /// The presentation values of one layer now: its model with its animations applied at its local time.
    public func presentationProperties(of layer: Layer) -> LayerProperties {
        var properties = layer.model
        Self.applyAnimations(of: layer, to: &properties, localTime: layer.localTime(fromScene: currentTime))
        return properties
    }

    /// As `presentationProperties(of:)`, with one model value replaced first (what was on screen before a change).
    func presentationProperties(of layer: Layer, replacing property: LayerProperty, with value: AnimationValue) -> LayerProperties {
        var properties = layer.model
        properties.setValue(value, for: property)
        Self.applyAnimations(of: layer, to: &properties, localTime: layer.localTime(fromScene: currentTime))
        return properties
    }

    static func applyAnimations(of layer: Layer, to properties: inout LayerProperties, localTime: Double) {
        for entry in layer.animationEntries {
            entry.animation.apply(to: &properties, parentTime: localTime, defaultDuration: Animation.defaultDuration)
        }
    }

    /// The deepest visible layer under `point` (root-layer coordinates), by presentation geometry (projected
    /// shapes included), trying sublayers front to back before their parent.
    public func hitTest(_ point: Point) -> Layer? {
        let root = presentationProperties(of: rootLayer)
        return hitTest(point, in: rootLayer, properties: root, placement: LayerPlacement(toPlane: .identity, planeToDevice: .identity))
    }

    private func hitTest(_ point: Point, in layer: Layer, properties: LayerProperties, placement: LayerPlacement) -> Layer? {
        guard !properties.isHidden, properties.opacity > 0.01 else { return nil }
        guard let local = placement.layerToDevice.inverted?.apply(point) else { return nil }
        if properties.masksToBounds && !layer.contains(local, properties: properties) { return nil }
        let ordered = (layer.sublayers ?? []).enumerated().sorted {
            ($0.element.zPosition, $0.offset) > ($1.element.zPosition, $1.offset)
        }
        for (_, sublayer) in ordered {
            let childProperties = presentationProperties(of: sublayer)
            let childPlacement = placement.sublayer(childProperties, of: properties, parentIsTransformLayer: layer is TransformLayer)
            if let hit = hitTest(point, in: sublayer, properties: childProperties, placement: childPlacement) { return hit }
        }
        return !(layer is TransformLayer) && layer.contains(local, properties: properties) ? layer : nil
    }

    /// Where `layer` lands in root-layer coordinates, by presentation geometry.
    public func placement(of layer: Layer) -> LayerPlacement {
        var chain: [Layer] = []
        var current: Layer? = layer
        while let l = current, l !== rootLayer { chain.append(l); current = l.superlayer ?? l.maskOwner }
        let root = presentationProperties(of: rootLayer)
        var placement = LayerPlacement(toPlane: .identity, planeToDevice: .identity)
        var parent = rootLayer
        var parentProperties = root
        for l in chain.reversed() {
            let properties = presentationProperties(of: l)
            placement =
                l.maskOwner === parent
                ? placement.mask(properties)
                : placement.sublayer(properties, of: parentProperties, parentIsTransformLayer: parent is TransformLayer)
            parent = l
            parentProperties = properties
        }
        return placement
    }

    /// Converts a point from the root layer's coordinates to `layer`'s, by presentation geometry (through its
    /// perspective, if any). A point whose line of sight misses the layer's plane maps to (NaN, NaN).
    public func convert(_ point: Point, to layer: Layer) -> Point {
        placement(of: layer).layerToDevice.inverted?.apply(point) ?? Point(.nan, .nan)
    }
}

extension LayerTree {
    /// Draws each layer animating its own properties with their values now; a layer whose animations have ended is
    /// drawn once more with its model values, and is no longer followed.
    fileprivate func drawCustomAnimations() {
        // The list is taken out while the layers draw: their code may animate drawn keys, adding layers to it.
        var followed = customDrawing
        customDrawing = customDrawingSpare.list
        customDrawingSpare.list = []
        var values = customDrawingSpare.values
        customDrawingSpare.values = []
        for entry in followed {
            guard let layer = entry.layer else { continue }
            if layer.tree === self, !layer.displayAnimatingCustomProperties(at: currentTime, using: &values) {
                layer.display()
                continue
            }
            if !customDrawing.contains(where: { $0.layer === layer }) { customDrawing.append(entry) }
        }
        followed.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        customDrawingSpare = (followed, values)
    }
}
