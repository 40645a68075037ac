import Foundation
import LayerKit
import Raster
import Scenes
import Scripts

/// A build of a script running in its scene host, as the window sees it: the frames the host draws, the state it
/// reports, and a stand-in tree that holds the scene's clock and its curve slots (the editor edits those, and the
/// edits are sent to the host before its next request).
final class HostedScene: PlaygroundScene, SceneDisplay {
    let host: ScriptHost
    let title: String
    let size: Size
    let backgroundColor = ScriptScene.background
    private(set) var tree: LayerTree
    /// Which of the host's builds is this scene's (nil until the build could be asked for).
    private var generation: Int?
    /// The last frame the host drew, and where it goes in the window (device pixels).
    private var frame: PixelBuffer?
    /// The build the last frame came from.
    private var frameGeneration: Int?
    private var frameRect = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Whether the slots have been made from the host's first reply to this build.
    private var hasSlots = false
    private var sentCurves: [CurvePoints] = []
    /// The spring constants this build has been sent.
    private var sentSprings: [String: SpringConstants] = [:]
    /// The time the host has been told, and the time to tell it next.
    private var hostTime = 0.0

    init(host: ScriptHost, size: Size) throws {
        self.host = host
        self.size = size
        title = ScriptSources.title(of: host.script)
        tree = Self.standIn(size: size)
        // The first build, made as the host started, is this scene's unless it was made at another size.
        if host.unclaimedBuild == size {
            host.unclaimedBuild = nil
            generation = host.generation
        } else {
            host.unclaimedBuild = nil
            try host.restartIfStopped()
            build()
        }
        adoptSlots()
    }

    /// The tree that holds the scene's clock and slots in the window: a root layer the scene's size.
    private static func standIn(size: Size) -> LayerTree {
        let root = Layer()
        root.name = "root"
        root.setWithoutAnimation(.bounds, .rect(Rect(origin: .zero, size: size)))
        root.setWithoutAnimation(.position, .point(Point(size.width / 2, size.height / 2)))
        return LayerTree(rootLayer: root)
    }

    private var isCurrent: Bool { generation == host.generation }

    /// Asks the host for this scene's build, once it is free to take it.
    private func build() {
        guard generation == nil else { return }
        let before = host.generation
        _ = host.request(.build(size), limit: ScriptHost.buildLimit, doing: "while building its scene")
        if host.generation != before { generation = host.generation }
    }

    /// Makes the stand-in slots once the host has said which there are, with the points last sent for each name.
    private func adoptSlots() {
        guard !hasSlots, isCurrent, host.answeredGeneration == generation else { return }
        hasSlots = true
        let reply = host.state
        tree.timingFunctionSlots = zip(reply.slotNames, reply.slotPoints).map { name, points in
            let function = TimingFunction(controlPoints: points.x1, points.y1, points.x2, points.y2)
            host.curvePoints[name].map { $0.apply(to: function) }
            return (name, function)
        }
        sentCurves = reply.slotPoints
        sentSprings = [:]
    }

    /// Sends `request` after the curve edits and the clock, if the host is free; nil when it cannot answer now.
    private func ask(_ request: HostRequest, patience: Double = 0.25) -> HostReply? {
        build()
        host.poll()
        adoptSlots()
        guard isCurrent, hasSlots else { return nil }
        let curves = tree.timingFunctionSlots.map { CurvePoints($0.function) }
        if curves != sentCurves {
            guard host.request(.setCurves(curves)) != nil else { return nil }
            sentCurves = curves
            for (slot, points) in zip(tree.timingFunctionSlots, curves) { host.curvePoints[slot.name] = points }
        }
        if host.springEdits != sentSprings {
            let edits = host.springEdits.sorted { $0.key < $1.key }.map { SpringEdit(name: $0.key, constants: $0.value) }
            guard host.request(.setSprings(edits)) != nil else { return nil }
            sentSprings = host.springEdits
        }
        if case .render = request {
        } else if hostTime != tree.currentTime {
            guard host.request(.advance(tree.currentTime)) != nil else { return nil }
            hostTime = tree.currentTime
        }
        return host.request(request, patience: patience)
    }

    /// Why the host stopped, if it has, as the window shows it.
    var fault: String? {
        host.poll()
        return host.fault.map { "\($0)\nR restarts it; saving the file reloads it" }
    }

    var layerCount: Int { host.state.layerCount }

    // MARK: PlaygroundScene

    /// Builds the scene anew in the host, at time 0.
    func restart() {
        tree = Self.standIn(size: size)
        generation = nil
        hasSlots = false
        hostTime = 0
        try? host.restartIfStopped()
        build()
        adoptSlots()
    }

    func advance(to time: Double) {
        tree.advance(to: time)
        build()
        host.poll()
        adoptSlots()
    }

    var isAnimating: Bool { isCurrent && host.isRunning && host.state.isAnimating }

    func handle(_ action: SceneAction) -> Bool { ask(.action(action))?.flag ?? false }

    var controls: [String] { isCurrent ? host.state.controls : [] }
    var status: String? { isCurrent ? host.state.status : nil }
    var warnings: [String] { isCurrent ? host.state.warnings : [] }

    func isInteractive(at point: Point) -> Bool { ask(.interactive(point), patience: 0.05)?.flag ?? false }

    /// Only `playground eval` asks for these, and it runs a script in its own process, never through a host.
    var animatedKeyPaths: [(layer: String, keyPaths: [String])] { [] }

    func curveUses(of function: TimingFunction) -> [String] {
        guard let index = slotIndex(of: function), host.state.slotUses.indices.contains(index) else { return [] }
        return host.state.slotUses[index]
    }

    func curveProgress(of function: TimingFunction) -> Double? {
        guard let index = slotIndex(of: function), host.state.slotProgress.indices.contains(index) else { return nil }
        return host.state.slotProgress[index]
    }

    var loopPeriod: Double? { isCurrent ? host.state.loopPeriod : nil }

    /// The host's spring slots, with the editor's constants that may not have reached it yet.
    var springSlots: [SpringSlotState] {
        guard isCurrent else { return [] }
        return host.state.springs.map { slot in
            var slot = slot
            if let edit = host.springEdits[slot.name] { slot.constants = edit }
            return slot
        }
    }

    /// Sent before the host's next request.
    func setSpring(_ constants: SpringConstants, forSlot name: String) { host.springEdits[name] = constants }

    private func slotIndex(of function: TimingFunction) -> Int? {
        guard isCurrent else { return nil }
        return tree.timingFunctionSlots.firstIndex { $0.function === function }
    }

    // MARK: SceneDisplay

    func draw(into canvas: Canvas, renderer: LayerRenderer, sceneToPixels: Transform, sceneRect: Rect, overlays: SceneOverlays) {
        // The frame goes onto whole pixels: the host draws it moved by the fraction the scene's place has.
        let left = sceneRect.minX.rounded(.down), top = sceneRect.minY.rounded(.down)
        let width = min(max(1, Int((sceneRect.maxX - left).rounded(.up))), 16384)
        let height = min(max(1, Int((sceneRect.maxY - top).rounded(.up))), 16384)
        let request = HostFrameRequest(
            time: tree.currentTime, pixelWidth: width, pixelHeight: height, scale: sceneToPixels.a,
            offset: Point(sceneRect.minX - left, sceneRect.minY - top), showsOutlines: overlays.showsOutlines,
            highlightedSlot: overlays.highlightedSlot, inspected: overlays.inspected, capacity: width * height * 4)
        if host.frameMemory.grow(to: request.capacity),
            ask(.render(HostFrameRequest(copying: request, capacity: host.frameMemory.capacity))) != nil,
            let pixels = host.frameMemory.pointer
        {
            hostTime = request.time
            frameGeneration = generation
            if frame?.width != width || frame?.height != height { frame = PixelBuffer(width: width, height: height) }
            frame?.pixels.update(from: pixels.assumingMemoryBound(to: UInt32.self), count: width * height)
            frameRect = Rect(x: left, y: top, width: Double(width), height: Double(height))
        }
        guard let frame else {
            canvas.saveState()
            canvas.transform = .identity
            canvas.fillRoundedRect(sceneRect, cornerRadius: 0, color: backgroundColor)
            canvas.restoreState()
            return
        }
        canvas.saveState()
        canvas.transform = .identity
        canvas.draw(frame, in: frameRect, smooth: false)
        canvas.restoreState()
    }

    /// Until this build's first frame has come (the window may have nothing else to redraw for: a finished animation).
    var awaitsFrame: Bool { host.isRunning && (generation == nil || frameGeneration != generation) }

    func pick(at point: Point) -> [Int]? { ask(.pick(point))?.indices }

    func inspectorLines(at path: [Int]) -> [String]? {
        if let reply = ask(.inspect(path)) { lastInspection = (path, reply.lines) }
        return lastInspection?.path == path ? lastInspection?.lines : nil
    }

    /// The inspector's last answer, shown while the host is busy.
    private var lastInspection: (path: [Int], lines: [String]?)?

    func path(ofLayerNamed name: String) -> [Int]? { ask(.find(name), patience: 1)?.indices }

    func slotNames(at path: [Int]) -> [String] { ask(.slots(path), patience: 1)?.lines ?? [] }

    func presentationNumber(at path: [Int], keyPath: String) -> Double? { ask(.read(path, keyPath: keyPath), patience: 1)?.number }

    func swiftCode(at point: Point?) -> (text: String, notice: String) {
        guard let reply = ask(.export(point), patience: 1), let text = reply.text else {
            return ("", "the script's scene is not answering: nothing copied")
        }
        return (text, reply.lines?.first ?? "copied the scene as Core Animation Swift")
    }
}

extension HostFrameRequest {
    init(copying request: HostFrameRequest, capacity: Int) {
        self = request
        self.capacity = capacity
    }
}
