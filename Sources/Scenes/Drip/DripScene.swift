import Foundation
import LayerKit
import Raster

/// The "drip into a river" download button (tutorial: drip-downloader-button), driven by the mouse: click
/// to start a (simulated) download, click again to pause and resume, drag up and down on the button or
/// scroll to set the progress by hand, T to change the transfer's profile. Droplets fly in from the outer
/// ring at a rate that follows the transfer; at 100 % the shock wave plays, and a click resets it.
public final class DripScene: PlaygroundScene {
    public enum State: String, Sendable { case idle, downloading, paused, done }

    public let title = "drip"
    public let size: Size
    public let backgroundColor = Color.black
    public private(set) var tree: LayerTree
    public private(set) var state = State.idle
    public private(set) var progress = 0.0
    public var profileName: String { transfer.profile.rawValue }
    /// Droplets now on screen (bounded by `maximumDroplets`).
    public var dropletCount: Int { button.droplets.sublayers?.count ?? 0 }
    public static let maximumDroplets = 24

    private(set) var button: DripButton
    /// The button's centre, in scene points.
    public var buttonCenter: Point { button.center }
    private var transfer = TransferSimulator()
    private var stepper = FixedStepper(step: 1.0 / 60)
    private var random = SeededRandom(seed: 42)
    private var downloadElapsed = 0.0
    /// Progress still to be turned into droplets: one per `progressPerDroplet`.
    private var dropletCredit = 0.0
    private var dragStart: (point: Point, progress: Double)?
    private var dragged = false
    private var dropletSerial = 0
    /// Curves the editor can re-shape.
    let dropletTimingFunction = TimingFunction(name: .easeIn)
    let shrinkTimingFunction = TimingFunction(name: .easeInEaseOut)

    /// At the steady transfer the original makes one droplet per 50 frames at 60 Hz: 7.4 per download.
    static var progressPerDroplet: Double { TransferSimulator.steadyRate * 50.0 / 60.0 }

    public init(size: Size) {
        self.size = size
        tree = makeStage(size: size)
        button = DripButton(center: Point(size.width / 2, size.height / 2 - 20))
        build()
    }

    public func restart() { build() }

    private func build() {
        tree = makeStage(size: size)
        button = DripButton(center: Point(size.width / 2, size.height / 2 - 20))
        state = .idle
        progress = 0
        transfer = TransferSimulator()
        stepper = FixedStepper(step: 1.0 / 60)
        random = SeededRandom(seed: 42)
        downloadElapsed = 0
        dropletCredit = 0
        dragStart = nil
        tree.timingFunctionSlots = [("dropletTimingFunction", dropletTimingFunction), ("shrinkTimingFunction", shrinkTimingFunction)]
        tree.transaction.withoutActions { tree.rootLayer.addSublayer(button.layer) }
        updateLabel()
    }

    // MARK: Simulation

    public func advance(to time: Double) {
        stepper.advance(tree, to: time) { _ in step(1.0 / 60) }
    }

    private func step(_ dt: Double) {
        guard state == .downloading else { return }
        let received = min(transfer.received(during: dt, elapsed: downloadElapsed), 1 - progress)
        downloadElapsed += dt
        setProgress(progress + received)
        dropletCredit += received
        while dropletCredit >= Self.progressPerDroplet {
            dropletCredit -= Self.progressPerDroplet
            spawnDroplet()
        }
        if progress >= 1 { complete() }
    }

    private func setProgress(_ value: Double) {
        progress = min(max(value, 0), 1)
        tree.transaction.withoutActions {
            button.progressLayer.transform = Transform3DMakeScale(progress, progress, 1)
        }
        updateLabel()
    }

    private func updateLabel() {
        let text: String
        switch state {
        case .idle: text = "tap to download"
        case .downloading: text = "\(Int((progress * 100).rounded(.down))) %  ·  \(transfer.profile.rawValue)"
        case .paused: text = "\(Int((progress * 100).rounded(.down))) %  ·  paused"
        case .done: text = "done"
        }
        tree.transaction.withoutActions { button.percentLayer.string = text }
    }

    /// `readyPointAnimation` + `runPointAnimation`: a disc on the outer ring flies to the centre along a
    /// quadratic curve (one of two mirror paths, at random), easing in over 2 s, and is then removed.
    private func spawnDroplet() {
        guard dropletCount < Self.maximumDroplets else { return }
        dropletSerial += 1
        let start = button.spawnPoint(&random)
        let r = DripButton.dropletRadius
        let droplet = Layer()
        droplet.name = "droplet"
        tree.transaction.withoutActions {
            droplet.frame = Rect(x: start.x - r, y: start.y - r, width: 2 * r, height: 2 * r)
            droplet.cornerRadius = r
            droplet.backgroundColor = DripButton.color
            button.droplets.addSublayer(droplet)
        }
        let center = Point(button.radius, button.radius)
        var path = Path()
        path.move(to: start)
        path.addQuadCurve(to: center, control: DripButton.controlPoint(center, start, mirrored: random.unit() < 0.5))
        let move = KeyframeAnimation(keyPath: "position")
        move.path = path
        move.fillMode = .forwards
        move.timingFunction = dropletTimingFunction
        move.duration = DripButton.dropletDuration
        move.isRemovedOnCompletion = false
        move.completion = { _ in droplet.removeFromSuperlayer() }
        droplet.add(move, forKey: "moveAnimation")
    }

    // MARK: Completion: the shock wave

    private func complete() {
        state = .done
        updateLabel()
        let b = button
        let now = b.layer.convertTime(tree.currentTime, from: nil)
        tree.transaction.withoutActions {
            b.layer.borderWidth = 0
            b.arrowLayer.opacity = 0
            // The translucent copy of the disc behind it.
            b.waveLayer.opacity = 0.4
            b.waveLayer.transform = Transform3DMakeScale(0.9, 0.9, 1)
        }
        // After 1.2 s the disc shrinks to 0.9 over 0.9 s ...
        let shrink = BasicAnimation(keyPath: "transform.scale")
        shrink.fromValue = 1.0
        shrink.toValue = 0.9
        shrink.beginTime = now + 1.2
        shrink.duration = 0.9
        shrink.timingFunction = shrinkTimingFunction
        shrink.fillMode = .both
        // ... then springs back to 1 (damping ratio 0.4, settling in about a second). No backward fill: it must
        // not override the hold and the shrink before it starts.
        let springBack = SpringAnimation(keyPath: "transform.scale", dampingRatio: 0.4, response: 0.63)
        springBack.fromValue = 0.9
        springBack.toValue = 1.0
        springBack.beginTime = now + 2.1
        springBack.duration = springBack.settlingDuration
        if let origin = springBack.origin { tree.springSlotNames[origin.location] = "springBack" }
        b.progressLayer.add(shrink, forKey: "shrink")
        b.progressLayer.add(springBack, forKey: "springBack")
        // The wave: the copy grows to 3x while fading out over 2.1 s.
        let grow = BasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 0.9
        grow.toValue = 3.0
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.4
        fade.toValue = 0.0
        let wave = AnimationGroup()
        wave.animations = [grow, fade]
        wave.beginTime = now + 2.1
        wave.duration = 2.1
        wave.timingFunction = TimingFunction(name: .easeOut)
        wave.fillMode = .forwards
        wave.isRemovedOnCompletion = false
        b.waveLayer.add(wave, forKey: "wave")
        // The checkmark fades in with the spring.
        let tick = BasicAnimation(keyPath: "opacity")
        tick.fromValue = 0.0
        tick.toValue = 1.0
        tick.beginTime = now + 2.1
        tick.duration = 0.4
        tick.fillMode = .both
        tick.isRemovedOnCompletion = false
        b.checkmarkLayer.add(tick, forKey: "fadeIn")
    }

    private func reset() {
        let b = button
        for layer in [b.progressLayer, b.waveLayer, b.checkmarkLayer] { layer.removeAllAnimations() }
        for droplet in b.droplets.sublayers ?? [] { droplet.removeFromSuperlayer() }
        tree.transaction.withoutActions {
            b.layer.borderWidth = 3
            b.arrowLayer.opacity = 1
            b.waveLayer.opacity = 0
            b.checkmarkLayer.opacity = 0
        }
        state = .idle
        downloadElapsed = 0
        dropletCredit = 0
        setProgress(0)
    }

    // MARK: Input

    /// Inside the button's round shape (not its square bounds, nor a droplet flying outside it).
    private func isOnButton(_ point: Point) -> Bool {
        let local = tree.convert(point, to: button.layer)
        return button.layer.contains(local, properties: tree.presentationProperties(of: button.layer))
    }

    public func isInteractive(at point: Point) -> Bool { isOnButton(point) }

    public func handle(_ action: SceneAction) -> Bool {
        switch action {
        case .press(let point):
            guard isOnButton(point) else { return false }
            dragStart = (point, progress)
            dragged = false
            return true
        case .drag(_, let to):
            guard let start = dragStart, state == .downloading || state == .paused else { return false }
            let dy = to.y - start.point.y
            if abs(dy) > 4 { dragged = true }
            if dragged {
                state = .paused
                setProgress(start.progress - dy / 150)
                if progress >= 1 { complete() }
            }
            return true
        case .release:
            guard dragStart != nil else { return false }
            dragStart = nil
            if !dragged { click() }
            return true
        case .scroll(let dy, let point):
            guard isOnButton(point), state == .downloading || state == .paused else { return false }
            setProgress(progress + dy * 0.02)
            if progress >= 1 { complete() }
            return true
        case .key("t"):
            let all = TransferSimulator.Profile.allCases
            transfer.profile = all[(all.firstIndex(of: transfer.profile)! + 1) % all.count]
            updateLabel()
            return true
        default:
            return false
        }
    }

    /// idle → downloading → paused ⇄ downloading → done → idle.
    func click() {
        switch state {
        case .idle:
            state = .downloading
            tree.transaction.withoutActions { button.arrowLayer.opacity = 0 }
        case .downloading: state = .paused
        case .paused: state = .downloading
        case .done: reset()
        }
        updateLabel()
    }

    public var isAnimating: Bool {
        if state == .downloading { return true }
        var found = false
        tree.rootLayer.forEachLayer { layer in if !found && !layer.animationEntries.isEmpty { found = true } }
        return found
    }

    public var animatedKeyPaths: [(layer: String, keyPaths: [String])] {
        [("progressLayer", ["transform"]), ("shockWave", ["transform", "opacity"]), ("checkmarkLayer", ["opacity"])]
    }

    public var controls: [String] {
        [
            "click the button: start / pause / resume; after done: reset", "drag up/down on the button or scroll: set progress",
            "T: transfer profile (steady, bursty, stalls, very fast)",
        ]
    }

    public var status: String? {
        let percent = Int((progress * 100).rounded(.down)), droplets = dropletCount
        return statusLine.text(for: StatusKey(state: state, percent: percent, profile: transfer.profile, droplets: droplets)) {
            "\(state.rawValue), \(percent) %, \(transfer.profile.rawValue), \(droplets) droplet\(droplets == 1 ? "" : "s")"
        }
    }

    private struct StatusKey: Equatable {
        var state: State, percent: Int, profile: TransferSimulator.Profile, droplets: Int
    }
    private let statusLine = CachedText<StatusKey>()
}
