import LayerKit

/// Whether to draw: everything a frame shows besides the scene's own motion is one value, `FrameState`; the window
/// draws again when it differs from the one last drawn. Nothing has to remember to ask for a redraw: a change to what
/// is shown is a change to the value.
struct FrameState: Equatable {
    var chrome: ChromeState
    /// The scene and its tree (a rebuild, a reload or a resize makes new ones).
    var scene: ObjectIdentifier
    var tree: ObjectIdentifier
    /// The scene's time while the clock is paused (stepped, scrubbed, sought). While it runs, time passing shows
    /// through motion and the clock readout's refresh, not as a change of state.
    var heldTime: Double?
    /// How many of the user's actions the scene has had (a click, a drag, a key of the scene's own).
    var actions: Int
    var showsOutlines: Bool
    var inspectedPath: [Int]?
    /// The editor's state when it is open (its edits re-time the scene; its panel shows the rest).
    var editor: CurveEditor.Appearance?
}

extension PlaygroundApp {
    /// What the next frame would show, motion aside.
    var frameState: FrameState {
        FrameState(
            chrome: chromeState, scene: ObjectIdentifier(scene), tree: ObjectIdentifier(scene.tree), heldTime: clock.isPaused ? time : nil,
            actions: session.actions.count, showsOutlines: overlays.showsOutlines, inspectedPath: overlays.inspectedPath,
            editor: editor.isOpen ? editor.appearance : nil)
    }

    /// Whether the next frame would differ from the last drawn: what it shows changed, something moves, a scene host's
    /// first frame of a scene is still to come, or something will change without an event (a overlays.notice or overlays.hint to expire,
    /// a script compiling, a recording's progress), so the shell must not sleep. When false the shell can sleep until
    /// an event (or refresh the clock readout now and then).
    public var wantsRedraw: Bool {
        frameState != drawnState || (!clock.isPaused && scene.isAnimating) || display.awaitsFrame
            || overlays.notice != nil || overlays.hint != nil || recording != nil || compiling != nil
    }

    /// The shell drew a frame of the app's state now.
    public func didRedraw() { drawnState = frameState }
}
