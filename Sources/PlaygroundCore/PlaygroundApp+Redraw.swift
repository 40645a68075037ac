import LayerKit

/// Whether to draw: everything a frame shows besides the scene's own motion is one value, `FrameState`; the window
/// draws again when it differs from the one last drawn. Nothing has to remember to ask for a redraw: a change to what
/// is shown is a change to the value.
struct FrameState: Equatable {
    var chrome: ChromeState
    /// What the scene shows besides time passing: a rebuild, a reload, a resize, an action it took.
    var sceneRevision: Int
    /// The scene's time while the clock is paused (stepped, scrubbed, sought). While it runs, time passing shows
    /// through motion and the clock readout's refresh, not as a change of state.
    var heldTime: Double?
    var showsOutlines: Bool
    var inspectedPath: [Int]?
    /// The editor's state when it is open (its edits re-time the scene; its panel shows the rest).
    var editor: CurveEditor.Appearance?
}

extension PlaygroundApp {
    /// What the next frame would show, motion aside.
    var frameState: FrameState {
        FrameState(
            chrome: chromeState, sceneRevision: session.revision, heldTime: clock.isPaused ? time : nil, showsOutlines: overlays.showsOutlines, inspectedPath: overlays.inspectedPath,
            editor: editor.isOpen ? editor.appearance : nil)
    }

    /// Whether the next frame would differ from the last drawn: something moves, something will change without an
    /// event (a notice or hint to expire, a script compiling, a recording's progress), a scene host's first frame of a
    /// scene is still to come, or what it shows changed. When false the shell can sleep until an event (or refresh the
    /// clock readout now and then).
    @_spi(App) public var wantsRedraw: Bool {
        (!clock.isPaused && scene.isAnimating) || overlays.notice != nil || overlays.hint != nil || recording != nil
            || compiling != nil || display.awaitsFrame || frameState != drawnState
    }

    /// The shell presented the frame `FrameComposer` last rendered (in tests that render nothing: the state now).
    @_spi(App) public func didRedraw() {
        drawnState = renderedState ?? frameState
        renderedState = nil
    }
}
