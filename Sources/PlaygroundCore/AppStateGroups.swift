import LayerKit

/// What shows over the scene besides the editor: the panels the user turns on and off, the layer being inspected,
/// and the messages that go by themselves.
@_spi(App) public struct Overlays {
    /// The frame statistics (F).
    var showsStatistics = false
    /// Every layer's outline (L); a click then picks a layer to inspect.
    var showsOutlines = false
    /// The help panel (H), and which of its pages shows where it has more than one.
    var showsHelp = false
    var helpPage = 0
    /// The layer picked for inspection (with L on), as sublayer indices from the root.
    var inspectedPath: [Int]?
    /// The path being typed after Ctrl+O when no file dialog is available (nil: no prompt).
    @_spi(App) public internal(set) var openPrompt: String?
    /// A short message (such as where a screenshot went), shown for a few seconds.
    @_spi(App) public internal(set) var notice: String?
    /// When the notice goes, in seconds of real time since the app started.
    var noticeExpiry = 0.0
    /// The first-start hint and when it goes (real time).
    @_spi(App) public internal(set) var hint: (text: String, expiry: Double)?
}

/// The timeline under the scene: the range it shows and a scrub in progress.
@_spi(App) public struct TimelineState {
    /// The end of the range when it shows all time, in seconds of scene time (it grows in steps of ten seconds).
    @_spi(App) public internal(set) var end = 10.0
    /// Whether it shows one loop of a looping scene (G), rather than all time since the start.
    var showsOneLoop = true
    /// The scene's loop period and the tree it was worked out for.
    var loopCache: (tree: ObjectIdentifier, period: Double?)?
    /// The range while it is being scrubbed (it does not slide under the pointer).
    var scrubRange: TimelineRange?
    /// Whether the knob is being dragged.
    @_spi(App) public internal(set) var isScrubbing = false
    /// Whether the clock was paused when the scrub began (it is paused during it and restored after).
    var wasPausedBeforeScrub = false
}

/// The pointer: where it is, what it is pressing in the scene, and the shape it should have.
@_spi(App) public struct PointerState {
    /// Where a press in the scene is, in scene points, until it is released (drags go to the scene from there).
    var pressInScene: Point?
    /// Where the pointer last was in the window (for X, which exports what is under it).
    var hover: Point?
    /// The shape the shell shows.
    @_spi(App) public internal(set) var cursor = Cursor.arrow
}
