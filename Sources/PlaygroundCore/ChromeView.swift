import LayerKit

/// The window's controls as a retained layer tree. It is built again (by `Chrome`) only when the `ChromeState` it
/// shows differs from the one it was built from, or every frame while a live panel (the editor, the statistics, the
/// inspector) is shown. Otherwise the frame moves the timeline's fill and knob and sets the time's digits in place,
/// so a steady frame allocates nothing.
final class ChromeView {
    private var tree: LayerTree?
    private var state: ChromeState?
    private var fill: Layer?
    private var knob: Layer?
    private var digits: [TextLayer] = []

    func tree(for app: PlaygroundApp) -> LayerTree {
        let state = app.chromeState
        if tree == nil || state.hasLivePanels || state != self.state {
            rebuild(for: state, live: app.livePanels(for: state))
            self.state = state
        }
        update(for: state, time: app.time)
        return tree!
    }

    private func rebuild(for state: ChromeState, live: LivePanels) {
        let tree = Chrome.tree(for: state, live: live)
        self.tree = tree
        fill = tree.rootLayer.sublayer(named: "timelineFill")
        knob = tree.rootLayer.sublayer(named: "timelineKnob")
        digits = (tree.rootLayer.sublayer(named: "timeReadout")?.sublayers ?? []).prefix(TimeReadout.cells).compactMap { $0 as? TextLayer }
    }

    /// The values that change every frame: where the timeline's knob is, and the time.
    private func update(for state: ChromeState, time: Double) {
        let track = state.layout.track
        let range = state.timelineRange
        let fraction = min(max((time - range.start) / max(range.end - range.start, 1e-9), 0), 1)
        if let fill {
            let bounds = Rect(x: 0, y: 0, width: track.width * fraction, height: track.height)
            if fill.bounds != bounds {
                fill.setWithoutAnimation(.bounds, .rect(bounds))
                fill.setWithoutAnimation(.position, .point(Point(track.minX + bounds.width / 2, fill.position.y)))
            }
        }
        if let knob {
            let x = track.minX + track.width * fraction
            if knob.position.x != x { knob.setWithoutAnimation(.position, .point(Point(x, knob.position.y))) }
        }
        TimeReadout.show(time, in: digits)
    }
}

/// The time readout's digits: the time to hundredths of a second, right-aligned in `cells` one-character layers.
enum TimeReadout {
    static let cells = 8
    static let cellWidth = 9.0
    /// One-character strings (literals: assigning one allocates nothing).
    private static let characters = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "."]

    static func show(_ time: Double, in digits: [TextLayer]) {
        guard digits.count == cells else { return }
        var hundredths = Int((min(max(time, 0), 99_999) * 100).rounded())
        var index = cells - 1
        var written = 0
        while index >= 0 {
            let text: String
            if written == 2 {
                text = characters[10]
            } else if hundredths > 0 || written <= 3 {
                text = characters[hundredths % 10]
                hundredths /= 10
            } else {
                text = ""
            }
            if digits[index].string != text { digits[index].string = text }
            written += 1
            index -= 1
        }
    }
}
