import LayerKit

/// The window's controls as a retained layer tree. It is rebuilt (by `Chrome`) only when what it shows changes
/// shape: another scene, pause or speed, the timeline's range, an overlay, a message, the window's size, the
/// scene's status line (looked at every frame, so that it never lags what the scene shows; scenes make it anew only
/// when it changes). Otherwise the frame moves the timeline's fill and knob and
/// sets the time's digits in place, so a steady frame allocates nothing. With the editor or the statistics open
/// (their values change every frame) it is rebuilt every frame.
final class ChromeView {
    private var tree: LayerTree?
    private var signature = 0
    private var status: String?
    private var fill: Layer?
    private var knob: Layer?
    private var digits: [TextLayer] = []

    func tree(for app: PlaygroundApp) -> LayerTree {
        status = app.scene.status
        var hasher = Hasher()
        hasher.combine(app.layout.size.width)
        hasher.combine(app.layout.size.height)
        hasher.combine(app.sceneSpec)
        hasher.combine(app.scene.title)
        hasher.combine(app.clock.isPaused)
        hasher.combine(app.clock.speed)
        hasher.combine(app.timelineRange.start)
        hasher.combine(app.timelineRange.end)
        // The banner as shown: a load error, a script's fault in its host, the scene's warnings.
        hasher.combine(app.banner?.text)
        hasher.combine(app.banner?.isWarning)
        hasher.combine(app.notice)
        hasher.combine(app.recentFiles)
        hasher.combine(app.openPrompt)
        hasher.combine(app.recordingProgress.map { Int($0 * 100) })
        hasher.combine(app.hint?.text)
        hasher.combine(app.hintOpacity)
        hasher.combine(app.showsHelp)
        hasher.combine(status)
        let signature = hasher.finalize()
        let live = app.editor.isOpen || app.showsStatistics || app.inspectedPath != nil
        if tree == nil || live || signature != self.signature {
            rebuild(for: app)
            self.signature = signature
        }
        update(for: app)
        return tree!
    }

    private func rebuild(for app: PlaygroundApp) {
        let tree = Chrome.tree(for: app, status: status)
        self.tree = tree
        fill = tree.rootLayer.sublayer(named: "timelineFill")
        knob = tree.rootLayer.sublayer(named: "timelineKnob")
        digits = (tree.rootLayer.sublayer(named: "timeReadout")?.sublayers ?? []).prefix(TimeReadout.cells).compactMap { $0 as? TextLayer }
    }

    /// The values that change every frame: where the timeline's knob is, and the time.
    private func update(for app: PlaygroundApp) {
        let track = app.layout.track
        let range = app.timelineRange
        let fraction = min(max((app.time - range.start) / max(range.end - range.start, 1e-9), 0), 1)
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
        TimeReadout.show(app.time, in: digits)
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
