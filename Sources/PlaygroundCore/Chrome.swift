import FileOutput
import Foundation
import LayerKit
import Scenes
import Scripts

/// The window's own controls, built as a layer tree in window points from a `ChromeState`: the scene bar, the
/// timeline, and the overlays (frame statistics, help, a scene file's error, notices). Drawn over the scene each frame.
enum Chrome {
    static let barColor = Color(red8: 17, green8: 24, blue8: 39, alpha: 0.92)
    static let accent = Color(red8: 50, green8: 171, blue8: 155)
    static let text = Color(red8: 226, green8: 232, blue8: 240)
    static let dimText = Color(red8: 148, green8: 163, blue8: 184)

    /// The controls for a state, with its live panels as they are now.
    static func tree(for state: ChromeState, live: LivePanels) -> LayerTree {
        let layout = state.layout
        let root = Layer()
        root.setWithoutAnimation(.bounds, .rect(Rect(origin: .zero, size: layout.size)))
        let tree = LayerTree(rootLayer: root)
        tree.transaction.withoutActions {
            root.addSublayer(sceneBar(state))
            root.addSublayer(timeline(state))
            if let banner = state.banner { root.addSublayer(errorBanner(banner.text, isWarning: banner.isWarning, layout: layout)) }
            for panel in live.editor { root.addSublayer(panel) }
            // The help panel is modal: the statistics make way for it.
            if let lines = live.statistics { root.addSublayer(statistics(lines, layout: layout)) }
            if let notice = state.notice { root.addSublayer(toast(notice, layout: layout)) }
            if let sections = state.help { root.addSublayer(HelpPanel(sections: sections, viewport: layout.viewport).layer(page: state.helpPage)) }
            if let prompt = state.openPrompt { root.addSublayer(openPrompt(prompt, layout: layout)) }
            if let lines = live.inspector { root.addSublayer(inspector(lines, layout: layout)) }
            if let percent = state.recordingPercent { root.addSublayer(recordingPill(percent, layout: layout)) }
            // The hint makes way for the help panel, which lists every key, and for the inspector, which sits where it does.
            if let hint = state.hint, state.help == nil, live.inspector == nil {
                root.addSublayer(hintPill(hint.text, opacity: hint.opacity, layout: layout))
            }
        }
        return tree
    }

    static func label(
        _ string: String, frame: Rect, size: Double = 14, color: Color = text,
        alignment: TextLayer.AlignmentMode = .left, name: String? = nil
    ) -> TextLayer {
        TextLayer(string, frame: frame, fontSize: size, color: color, alignment: alignment, name: name)
    }

    static func box(_ frame: Rect, color: Color, radius: Double = 0) -> Layer {
        let layer = Layer()
        layer.frame = frame
        layer.backgroundColor = color
        layer.cornerRadius = radius
        return layer
    }

    private static func sceneBar(_ state: ChromeState) -> Layer {
        let layout = state.layout
        let bar = box(layout.sceneBar, color: barColor)
        bar.name = "sceneBar"
        for (index, name) in SceneCatalog.names.enumerated() {
            let frame = layout.sceneButton(index)
            let selected = state.sceneSpec == name
            let button = box(frame, color: selected ? accent : Color(red8: 51, green8: 65, blue8: 85, alpha: 0.8), radius: 6)
            button.name = "sceneButton-\(name)"
            button.addSublayer(
                label(
                    "\(index + 1)  \(name)", frame: Rect(x: 0, y: 5, width: frame.width, height: 20),
                    size: 14, color: selected ? .white : text, alignment: .center))
            bar.addSublayer(button)
        }
        for (place, fileTab) in state.fileTabs.enumerated() {
            let frame = layout.fileTab(place)
            let selected = state.sceneSpec == fileTab.path
            let tab = box(frame, color: selected ? accent : Color(red8: 40, green8: 52, blue8: 70, alpha: 0.9), radius: 6)
            tab.name = "fileTab-\(place)"
            tab.masksToBounds = true
            let number = SceneCatalog.names.count + fileTab.index + 1
            tab.addSublayer(
                label(
                    fitted("\(number <= 9 ? "\(number)  " : "")\(ScriptSources.shortName(of: fileTab.path))", width: frame.width - 16, fontSize: 13),
                    frame: Rect(x: 8, y: 5, width: frame.width - 16, height: 20), size: 13, color: selected ? .white : text))
            bar.addSublayer(tab)
        }
        // The status takes what is left of the bar after the buttons and tabs, shortened to fit.
        let tabs = state.fileTabs.count
        let left = (tabs > 0 ? layout.fileTab(tabs - 1).maxX : layout.sceneButton(SceneCatalog.names.count - 1).maxX) + 16
        let statusWidth = max(0, min(508, layout.size.width - 12 - left))
        bar.addSublayer(
            label(
                fitted(state.status ?? "", width: statusWidth, fontSize: 13),
                frame: Rect(x: layout.size.width - 12 - statusWidth, y: 11, width: statusWidth, height: 20), size: 13,
                color: dimText, alignment: .right, name: "sceneStatus"))
        return bar
    }

    private static func timeline(_ state: ChromeState) -> Layer {
        let layout = state.layout
        let bar = box(layout.timeline, color: barColor)
        bar.name = "timeline"
        let playState = state.isPaused ? "❚❚ paused" : "▶ playing"
        bar.addSublayer(
            label(
                playState, frame: Rect(x: 14, y: 13, width: 130, height: 20), size: 14,
                color: state.isPaused ? Color(red8: 245, green8: 180, blue8: 60) : text, name: "playState"))
        let track = layout.track
        let local = Rect(x: track.minX, y: track.minY - layout.timeline.minY, width: track.width, height: track.height)
        bar.addSublayer(box(local, color: Color(red8: 51, green8: 65, blue8: 85), radius: track.height / 2))
        let fill = box(Rect(x: local.minX, y: local.minY, width: 0, height: local.height), color: accent, radius: track.height / 2)
        fill.name = "timelineFill"
        bar.addSublayer(fill)
        let knob = box(Rect(x: local.minX - 8, y: local.midY - 8, width: 16, height: 16), color: .white, radius: 8)
        knob.name = "timelineKnob"
        bar.addSublayer(knob)
        // Ticks at a round step that leaves room for their labels (seconds of scene time).
        let range = state.timelineRange
        let span = max(range.end - range.start, 1e-3)
        let step = [0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 1800, 3600].first { local.width * $0 / span >= 44 } ?? span
        var tick = (range.start / step).rounded(.up) * step
        while tick <= range.end + step * 1e-9 {
            let x = local.minX + local.width * (tick - range.start) / span
            bar.addSublayer(box(Rect(x: x - 0.5, y: local.maxY + 1, width: 1, height: 2), color: dimText))
            bar.addSublayer(
                label(
                    NumberText.decimal(tick, places: 2), frame: Rect(x: x - 20, y: local.maxY + 3, width: 40, height: 12), size: 10,
                    color: dimText, alignment: .center))
            tick += step
        }
        // The time: one layer per character, so that a new time sets strings of one digit (laid out once) and
        // lays out no text; the speed after it.
        let readout = Layer()
        readout.name = "timeReadout"
        // The digits' cells end 126 pt from the right, after the track's end (WindowLayout.track); the speed follows,
        // clear of "H help".
        readout.frame = Rect(
            x: layout.size.width - 126 - Double(TimeReadout.cells) * TimeReadout.cellWidth, y: 13, width: 130, height: 20)
        for cell in 0..<TimeReadout.cells {
            readout.addSublayer(
                label(
                    "", frame: Rect(x: Double(cell) * TimeReadout.cellWidth, y: 0, width: TimeReadout.cellWidth, height: 20),
                    size: 14, alignment: .center))
        }
        let speed = state.speed == 1 ? "1×" : "\(NumberText.decimal(state.speed))×"
        readout.addSublayer(
            label(
                "s " + speed, frame: Rect(x: Double(TimeReadout.cells) * TimeReadout.cellWidth + 3, y: 0, width: 56, height: 20),
                size: 14))
        bar.addSublayer(readout)
        bar.addSublayer(
            label(
                "H help", frame: Rect(x: layout.size.width - 56, y: 13, width: 50, height: 20), size: 12,
                color: dimText))
        return bar
    }

    private static func statistics(_ lines: [String], layout: WindowLayout) -> Layer {
        // In the scene's area (not over the editor), as wide as its longest line needs, smaller where that is narrow.
        let viewport = layout.viewport
        let width = min(300, viewport.width - 20), size = width < 300 ? 11.0 : 14.0
        let frame = Rect(x: viewport.maxX - width - 10, y: viewport.minY + 10, width: width, height: 86)
        let panel = box(frame, color: Color(red8: 0, green8: 0, blue8: 0, alpha: 0.72), radius: 8)
        panel.name = "statistics"
        panel.masksToBounds = true
        for (index, line) in lines.enumerated() {
            panel.addSublayer(label(line, frame: Rect(x: 12, y: 10 + Double(index) * 24, width: width - 24, height: 20), size: size))
        }
        return panel
    }

    /// The problem, one diagnostic after another (a script's first compile errors, or its fault), each wrapped to the
    /// window's width, six lines at most: red for an error (the last good scene keeps running), amber for warnings about
    /// a scene that runs.
    private static func errorBanner(_ message: String, isWarning: Bool, layout: WindowLayout) -> Layer {
        let width = layout.size.width - 24
        var lines: [String] = []
        for (index, diagnostic) in message.split(separator: "\n").enumerated() {
            let wrapped = wrapped((index == 0 ? "⚠ " : "") + diagnostic, width: width - 24 - TextLayer.width(of: "   ", fontSize: 14), fontSize: 14)
            lines += wrapped.enumerated().map { $0.offset == 0 && index == 0 ? $0.element : "   " + $0.element }
        }
        lines = Array(lines.prefix(6))
        let frame = Rect(x: 12, y: WindowLayout.barHeight + 10, width: width, height: 14 + 20 * Double(lines.count))
        let color = isWarning ? Color(red8: 146, green8: 84, blue8: 10, alpha: 0.92) : Color(red8: 153, green8: 27, blue8: 27, alpha: 0.92)
        let banner = box(frame, color: color, radius: 6)
        banner.name = "loadError"
        banner.masksToBounds = true
        for (index, line) in lines.enumerated() {
            banner.addSublayer(
                label(line, frame: Rect(x: 12, y: 8 + 20 * Double(index), width: frame.width - 24, height: 20), size: 14, color: .white))
        }
        return banner
    }

    private static func toast(_ message: String, layout: WindowLayout) -> Layer {
        let width = min(layout.size.width - 40, 620)
        let frame = Rect(x: (layout.size.width - width) / 2, y: layout.timeline.minY - 48, width: width, height: 34)
        let panel = box(frame, color: Color(red8: 0, green8: 0, blue8: 0, alpha: 0.78), radius: 17)
        panel.name = "notice"
        panel.addSublayer(
            label(fitted(message, width: width - 24, fontSize: 14), frame: Rect(x: 12, y: 8, width: width - 24, height: 20), size: 14,
                alignment: .center))
        return panel
    }

    /// Ctrl+O without a file dialog: the path being typed, with what the keys do.
    private static func openPrompt(_ typed: String, layout: WindowLayout) -> Layer {
        // Over the scene, clear of the editor's panel when it is open.
        let area = layout.viewport
        let width = min(area.width - 40, 720)
        let frame = Rect(x: area.minX + (area.width - width) / 2, y: WindowLayout.barHeight + 20, width: width, height: 64)
        let panel = box(frame, color: Color(red8: 15, green8: 23, blue8: 42, alpha: 0.96), radius: 8)
        panel.name = "openPrompt"
        panel.masksToBounds = true
        panel.addSublayer(
            label(
                "Open a scene file or script (Enter opens, Esc cancels):", frame: Rect(x: 14, y: 8, width: width - 28, height: 18),
                size: 13, color: dimText))
        // The end of a long path is what matters: show its last characters.
        let shown = typed.count > 80 ? "…" + typed.suffix(79) : typed
        panel.addSublayer(label(shown + "▏", frame: Rect(x: 14, y: 32, width: width - 28, height: 22), size: 16, color: .white))
        return panel
    }

    /// The picked layer's inspector, in the scene area's bottom left corner: a long line (an animation's key paths and
    /// values) wraps rather than losing its middle; lines that do not fit the scene's height are left off at the end.
    private static func inspector(_ lines: [String], layout: WindowLayout) -> Layer {
        let viewport = layout.viewport
        let width = min(460, viewport.width - 20)
        var rows: [(text: String, isTitle: Bool)] = []
        for (index, line) in lines.enumerated() {
            let parts = index == 0 ? [fitted(line, width: width - 24, fontSize: 12)] : wrapped(line, width: width - 24, fontSize: 12)
            rows += parts.map { ($0, index == 0) }
        }
        let height = 16 + Double(rows.count) * 18
        let frame = Rect(x: viewport.minX + 10, y: max(viewport.minY + 10, viewport.maxY - height - 10), width: width, height: min(height, viewport.height - 20))
        let panel = box(frame, color: Color(red8: 0, green8: 0, blue8: 0, alpha: 0.8), radius: 8)
        panel.name = "inspector"
        panel.masksToBounds = true
        for (index, row) in rows.enumerated() where 8 + Double(index + 1) * 18 <= frame.height {
            panel.addSublayer(
                label(
                    row.text, frame: Rect(x: 12, y: 8 + Double(index) * 18, width: width - 24, height: 16),
                    size: 12, color: row.isTitle ? LayerOutlines.highlight : text))
        }
        return panel
    }

    /// A recording is being made: a red dot and how far it has got, in the scene area's top left corner.
    private static func recordingPill(_ percent: Int, layout: WindowLayout) -> Layer {
        let frame = Rect(x: layout.viewport.minX + 10, y: layout.viewport.minY + 10, width: 168, height: 30)
        let pill = box(frame, color: Color(red8: 0, green8: 0, blue8: 0, alpha: 0.78), radius: 15)
        pill.name = "recording"
        pill.addSublayer(box(Rect(x: 12, y: 10, width: 10, height: 10), color: Color(red8: 239, green8: 68, blue8: 68), radius: 5))
        pill.addSublayer(
            label("recording \(percent) %", frame: Rect(x: 30, y: 6, width: 128, height: 18), size: 13, color: .white))
        return pill
    }

    /// The first-start hint: the main keys, above the timeline and over the scene (beside the editor when it is open),
    /// fading out; cut at its end where the scene is narrower than the hint.
    private static func hintPill(_ hint: String, opacity: Double, layout: WindowLayout) -> Layer {
        let viewport = layout.viewport
        let width = min(viewport.width - 24, 760)
        let frame = Rect(x: viewport.minX + (viewport.width - width) / 2, y: layout.timeline.minY - 44, width: width, height: 32)
        let pill = box(frame, color: Color(red8: 0, green8: 0, blue8: 0, alpha: 0.78), radius: 16)
        pill.name = "hint"
        pill.masksToBounds = true
        pill.opacity = Float(opacity)
        let text = fitted(hint, width: width - 24, fontSize: 13, keepingStart: true)
        pill.addSublayer(label(text, frame: Rect(x: 12, y: 7, width: width - 24, height: 20), size: 13, alignment: .center))
        return pill
    }

    /// `text` shortened in the middle ("…") to fit `width` points at `fontSize` (a path keeps its start and its
    /// file name), measured with the font the labels are drawn in.
    /// With `keepingStart`, the end is cut instead (a key's description keeps the key).
    static func fitted(_ text: String, width: Double, fontSize: Double, keepingStart: Bool = false) -> String {
        guard TextLayer.width(of: text, fontSize: fontSize) > width else { return text }
        let characters = Array(text)
        // The longest shortening that fits, by bisection over how many characters are kept.
        var low = 0, high = characters.count
        func shortened(_ kept: Int) -> String {
            let tail = keepingStart ? 0 : kept * 2 / 3
            return String(characters.prefix(kept - tail)) + "…" + String(characters.suffix(tail))
        }
        while low < high {
            let middle = (low + high + 1) / 2
            if TextLayer.width(of: shortened(middle), fontSize: fontSize) <= width { low = middle } else { high = middle - 1 }
        }
        return shortened(low)
    }

    /// `text` broken into lines that fit `width` points at `fontSize`, at spaces where it can (a word too long for a
    /// line is shortened in the middle).
    static func wrapped(_ text: String, width: Double, fontSize: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if TextLayer.width(of: candidate, fontSize: fontSize) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = fitted(String(word), width: width, fontSize: fontSize)
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
