import LayerKit

/// Something the playground can show: a layer tree with its clock, how big it wants to be, and how it
/// answers the user. Built-in scenes and scene files both are one.
public protocol PlaygroundScene: AnyObject {
    /// Short name shown in the scene bar ("splash", or a file's name).
    var title: String { get }
    /// The size the scene is laid out for, in points.
    var size: Size { get }
    var backgroundColor: Color { get }
    var tree: LayerTree { get }
    /// For each named layer, the key paths it animates: what `playground eval` reports.
    var animatedKeyPaths: [(layer: String, keyPaths: [String])] { get }
    /// Rebuilds the scene as it was at time 0, keeping its configuration (such as the splash's mode): how the
    /// playground rewinds. Actions are replayed on top by the caller.
    func restart()
    /// Whether anything is moving (running animations, or a simulation in progress): when not, and the clock is
    /// paused or nothing else changes, the window need not redraw.
    var isAnimating: Bool { get }
    /// Moves the scene's clock forward to `time` (seconds since the scene started), running whatever the
    /// scene simulates on the way (a download's progress, droplets) at fixed steps, so the result does not
    /// depend on the frame rate.
    func advance(to time: Double)
    /// Reacts to a user action; returns whether the scene used it.
    func handle(_ action: SceneAction) -> Bool
    /// One-line descriptions of the scene's own controls, for the help panel.
    var controls: [String] { get }
    /// A line of live status (for example a download's percentage), or nil.
    var status: String? { get }
    /// Whether a point (scene coordinates) is over something that reacts to clicks, for the cursor.
    func isInteractive(at point: Point) -> Bool
    /// Mistakes found while the scene was built that did not stop it (a script's value an animation cannot use),
    /// one sentence each; shown in the window.
    var warnings: [String] { get }
    /// Where the scene's animations use a curve: "layer.animationKey" for every animation (or group child) holding it.
    func curveUses(of function: TimingFunction) -> [String]
    /// How far through its current iteration (0...1) the first animation using `function` is now (nil: none running).
    func curveProgress(of function: TimingFunction) -> Double?
    /// The period of the scene's loop: the longest iteration among the animations that repeat for ever (nil when none
    /// does).
    var loopPeriod: Double? { get }
    /// The scene's spring slots (the springs each line of its code made), as the spring editor shows them.
    var springSlots: [SpringSlotState] { get }
    /// Re-times the springs of the slot `name` with `constants` from the next frame, and those its code makes later.
    func setSpring(_ constants: SpringConstants, forSlot name: String)
}

/// What a user does to a scene, in the scene's coordinates (points, y down).
public enum SceneAction: Equatable, Sendable {
    case press(Point)
    case drag(from: Point, to: Point)
    case release(Point)
    case scroll(dy: Double, at: Point)
    /// A key the scene may use (lower-case letter, or "enter").
    case key(String)
    /// The window was shown again (true), or hidden or minimized (false): an app's going to the background and back.
    case activation(Bool)
}

extension PlaygroundScene {
    public func advance(to time: Double) { tree.advance(to: time) }

    public var isAnimating: Bool {
        var found = false
        tree.rootLayer.forEachLayer { layer in if !found && !layer.animationEntries.isEmpty { found = true } }
        return found
    }
    public func handle(_ action: SceneAction) -> Bool { false }
    public var controls: [String] { [] }
    public var status: String? { nil }
    public func isInteractive(at point: Point) -> Bool { false }
    public var warnings: [String] { [] }
    public func curveUses(of function: TimingFunction) -> [String] {
        tree.layers(using: function).flatMap { use in use.keys.map { "\(use.layer.name ?? "layer").\($0)" } }
    }
    public func curveProgress(of function: TimingFunction) -> Double? { tree.progress(of: function) }
    public var loopPeriod: Double? { tree.loopPeriod }
    public var springSlots: [SpringSlotState] { tree.springSlotStates }
    public func setSpring(_ constants: SpringConstants, forSlot name: String) { tree.setSpring(constants, forSlot: name) }
}
