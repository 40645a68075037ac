import FileOutput
import Foundation
import LayerKit
import Scenes

/// Where the editor panel's parts are, in window points: the slot list, the curve's square, and the map
/// between curve units (x right 0...1, y up, with room for overshoot) and the window. Shared by drawing
/// and by mouse input.
struct CurveEditorGeometry {
    static let rowHeight = 22.0
    static let maximumRows = 8
    /// Height of one line of the help under the plot.
    static let hintLineHeight = 18.0

    let panel: Rect
    let slotCount: Int
    private(set) var showsVelocity: Bool
    /// The curve's y range shown: at least 0...1, grown to include both control points' y (for a spring, −0.25...2).
    let yRange: ClosedRange<Double>
    /// For a spring: the seconds across the plot (its x runs from 0 to this, not 0...1).
    let timeAxis: Double?
    /// How many numbers the readout shows: a curve's four, or a spring form's.
    let fieldCount: Int

    /// `showsVelocity` asks for the velocity plot; it is shown only where the panel is tall enough for it beside a
    /// plot of the smallest size.
    init(panel: Rect, slotCount: Int, points: CurvePoints, showsVelocity: Bool = false) {
        self.panel = panel
        self.slotCount = slotCount
        self.showsVelocity = false
        yRange = min(0, points.y1, points.y2) - 0.1...max(1, points.y1, points.y2) + 0.1
        timeAxis = nil
        fieldCount = 4
        self.showsVelocity = showsVelocity && plotRoom(withVelocity: true) >= Self.smallestPlot
    }

    /// A spring's plot: value (−0.25...2) against seconds (0...`timeAxis`), wider than tall.
    init(panel: Rect, slotCount: Int, timeAxis: Double, fieldCount: Int) {
        self.panel = panel
        self.slotCount = slotCount
        showsVelocity = false
        yRange = -0.25...2
        self.timeAxis = max(timeAxis, 0.05)
        self.fieldCount = max(fieldCount, 1)
    }

    static let smallestPlot = 60.0

    /// How many slots the list shows: up to 8, fewer in a short window (a quarter of the panel's height at most).
    var rowsShown: Int { min(slotCount, Self.maximumRows, max(1, Int(panel.height * 0.25 / Self.rowHeight))) }

    func row(_ index: Int) -> Rect {
        Rect(x: panel.minX + 12, y: panel.minY + 40 + Double(index) * Self.rowHeight, width: panel.width - 24, height: Self.rowHeight - 2)
    }

    /// The first slot the list shows: the list scrolls to keep the selected one in view.
    static func firstRow(selected: Int, count: Int, rows: Int) -> Int {
        max(0, min(selected - rows / 2, count - rows))
    }

    var listBottom: Double { panel.minY + 40 + Double(rowsShown) * Self.rowHeight + 18 }

    /// The height left for the plot once the list, the readout, the preview strip, the velocity plot (if counted) and
    /// two lines of help have theirs.
    private func plotRoom(withVelocity: Bool) -> Double {
        panel.maxY - (listBottom + 18) - (14 + 22 + 10 + 34 + (withVelocity ? 70 : 0) + 10 + 2 * Self.hintLineHeight + 8)
    }

    /// The plot area, as large as the panel's width and height allow (at least 60 points wide), with the same scale
    /// across and up, so that the unit square is square: as wide as x's 0...1, as tall as the y range shown.
    var plot: Rect {
        let span = yRange.upperBound - yRange.lowerBound
        if timeAxis != nil {
            let width = max(Self.smallestPlot, panel.width - 56)
            let height = max(Self.smallestPlot, min(plotRoom(withVelocity: false), width * 0.75))
            return Rect(x: panel.minX + 28, y: listBottom + 18, width: width, height: height)
        }
        let width = max(Self.smallestPlot, min(panel.width - 80, plotRoom(withVelocity: showsVelocity) / span))
        return Rect(x: panel.minX + (panel.width - width) / 2, y: listBottom + 18, width: width, height: width * span)
    }

    /// Window point of a curve point (x 0...1; for a spring, seconds).
    func window(_ curve: Point) -> Point {
        let span = yRange.upperBound - yRange.lowerBound
        let across = timeAxis ?? 1
        return Point(plot.minX + curve.x / across * plot.width, plot.maxY - (curve.y - yRange.lowerBound) / span * plot.height)
    }

    func curve(_ window: Point) -> Point {
        let span = yRange.upperBound - yRange.lowerBound
        let across = timeAxis ?? 1
        return Point((window.x - plot.minX) / plot.width * across, yRange.lowerBound + (plot.maxY - window.y) / plot.height * span)
    }

    var readout: Rect { Rect(x: panel.minX + 12, y: plot.maxY + 14, width: panel.width - 24, height: 22) }
    /// The number field of x1, y1, x2 or y2 (0...3) in the readout, or of a spring's numbers.
    func field(_ index: Int) -> Rect {
        let width = readout.width / Double(fieldCount)
        return Rect(x: readout.minX + Double(index) * width, y: readout.minY, width: width - 6, height: readout.height)
    }
    var preview: Rect { Rect(x: plot.minX, y: readout.maxY + 10, width: plot.width, height: 34) }
    var velocity: Rect { Rect(x: plot.minX, y: preview.maxY + 10, width: plot.width, height: 60) }
}

/// The editor panel as layers, added to the window's chrome.
enum CurveEditorPanel {
    static func layer(for app: PlaygroundApp) -> Layer {
        let editor = app.editor
        let panelRect = app.layout.editorPanel
        let panel = Chrome.box(panelRect, color: Color(red8: 15, green8: 23, blue8: 42, alpha: 0.97))
        panel.name = "curveEditor"
        let slots = editor.slots(of: app.scene)
        let springs = app.scene.springSlots
        let spring = editor.selectedSpring(in: app.scene)
        let selectedCurve = editor.selectedFunction(in: app.scene)
        guard selectedCurve != nil || spring != nil else {
            panel.addSublayer(
                Chrome.label(
                    "This scene has no timing curves or springs to tune.", frame: Rect(x: 16, y: 16, width: panelRect.width - 32, height: 20)))
            return panel
        }
        let count = slots.count + springs.count
        let geometry =
            spring.map { app.springGeometry(for: $0) }
            ?? CurveEditorGeometry(
                panel: panelRect, slotCount: count, points: CurvePoints(selectedCurve!.function), showsVelocity: editor.showsVelocity)
        func local(_ r: Rect) -> Rect { Rect(x: r.minX - panelRect.minX, y: r.minY - panelRect.minY, width: r.width, height: r.height) }

        panel.addSublayer(
            Chrome.label(
                spring == nil ? "Timing curves" : "Springs", frame: Rect(x: 14, y: 12, width: 200, height: 22), size: 17, color: Chrome.accent))
        panel.addSublayer(
            Chrome.label(
                "E closes", frame: Rect(x: panelRect.width - 90, y: 15, width: 76, height: 18), size: 12,
                color: Chrome.dimText, alignment: .right))
        let selectedIndex = min(editor.selectedSlot, count - 1)
        let first = CurveEditorGeometry.firstRow(selected: selectedIndex, count: count, rows: geometry.rowsShown)
        for visible in 0..<geometry.rowsShown {
            let index = first + visible
            let isSpring = index >= slots.count
            let name = isSpring ? springs[index - slots.count].name : slots[index].name
            let uses = isSpring ? springs[index - slots.count].uses.count : editor.uses(of: slots[index].function, in: app.scene).count
            let isSelected = index == selectedIndex
            let row = Chrome.box(local(geometry.row(visible)), color: isSelected ? Chrome.accent.withAlphaComponent(0.85) : .clear, radius: 4)
            row.addSublayer(
                Chrome.label(
                    (isSpring ? "∿ " : "") + name, frame: Rect(x: 8, y: 2, width: row.bounds.width - 70, height: 18), size: 13,
                    color: isSelected ? .white : Chrome.text))
            row.addSublayer(
                Chrome.label(
                    "\(uses) use\(uses == 1 ? "" : "s")", frame: Rect(x: row.bounds.width - 66, y: 3, width: 60, height: 16),
                    size: 11, color: isSelected ? .white : Chrome.dimText, alignment: .right))
            panel.addSublayer(row)
        }

        // Who uses the selected slot (layer.animationKey), as much as fits on one line.
        let users = spring?.uses ?? editor.uses(of: selectedCurve!.function, in: app.scene)
        var usedBy = "used by " + users.prefix(3).joined(separator: ", ")
        if users.count > 3 { usedBy += " and \(users.count - 3) more" }
        if users.isEmpty { usedBy = "not used by any running animation" }
        panel.addSublayer(
            Chrome.label(
                Chrome.fitted(usedBy, width: panelRect.width - 28, fontSize: 11),
                frame: Rect(x: 14, y: geometry.listBottom - panelRect.minY - 18, width: panelRect.width - 28, height: 16),
                size: 11, color: Chrome.dimText))
        if let spring {
            SpringEditorPanel.add(spring, geometry: geometry, to: panel, app: app)
            return panel
        }
        let selected = selectedCurve!
        let points = CurvePoints(selected.function)
        func local(_ p: Point) -> Point { Point(p.x - panelRect.minX, p.y - panelRect.minY) }

        // The plot: grid, unit square, ghost of the original, arms, the curve, handles.
        let plot = Chrome.box(local(geometry.plot), color: Color(red8: 30, green8: 41, blue8: 59))
        panel.addSublayer(plot)
        let toPanel = Transform(translationX: -panelRect.minX, y: -panelRect.minY)
        func mapped(_ p: Point) -> Point { toPanel.apply(geometry.window(p)) }
        var grid = Path()
        for step in 0...4 {
            let f = Double(step) / 4
            grid.move(to: mapped(Point(f, geometry.yRange.lowerBound))); grid.addLine(to: mapped(Point(f, geometry.yRange.upperBound)))
        }
        var y = (geometry.yRange.lowerBound * 4).rounded(.up) / 4
        while y <= geometry.yRange.upperBound {
            grid.move(to: mapped(Point(0, y))); grid.addLine(to: mapped(Point(1, y)))
            y += 0.25
        }
        panel.addSublayer(shape(grid, stroke: Color(red8: 71, green8: 85, blue8: 105), width: 0.5))
        var unit = Path()
        unit.addRect(
            Rect(
                x: mapped(Point(0, 1)).x, y: mapped(Point(0, 1)).y, width: geometry.plot.width,
                height: mapped(Point(0, 0)).y - mapped(Point(0, 1)).y))
        panel.addSublayer(shape(unit, stroke: Color(red8: 100, green8: 116, blue8: 139), width: 1))
        // The ghost: a preset or kept curve being compared with, else the scene's own curve.
        if let ghost = editor.curveGhost(for: selected.name), ghost.points != points {
            panel.addSublayer(shape(curvePath(ghost.points, mapped), stroke: Color(red8: 148, green8: 163, blue8: 184, alpha: 0.45), width: 2))
            if let name = ghost.comparedWith {
                panel.addSublayer(ghostLabel(name, at: mapped(Point(0, geometry.yRange.upperBound)), width: geometry.plot.width))
            }
        }
        var arms = Path()
        arms.move(to: mapped(.zero)); arms.addLine(to: mapped(Point(points.x1, points.y1)))
        arms.move(to: mapped(Point(1, 1))); arms.addLine(to: mapped(Point(points.x2, points.y2)))
        panel.addSublayer(shape(arms, stroke: Color(red8: 203, green8: 213, blue8: 225, alpha: 0.7), width: 1.2))
        panel.addSublayer(shape(curvePath(points, mapped), stroke: Chrome.accent, width: 3))
        for handle in [1, 2] {
            let center = mapped(handle == 1 ? Point(points.x1, points.y1) : Point(points.x2, points.y2))
            let dot = Chrome.box(
                Rect(x: center.x - 7, y: center.y - 7, width: 14, height: 14),
                color: handle == editor.selectedHandle ? Color(red8: 245, green8: 180, blue8: 60) : .white, radius: 7)
            dot.name = "handle\(handle)"
            panel.addSublayer(dot)
        }

        // Readout: the four numbers, the focused one marked (and what is being typed into it).
        let names = ["x1", "y1", "x2", "y2"]
        for (index, value) in points.values.enumerated() {
            let focused = index == editor.focusedField && editor.isEditingField
            let text =
                focused && editor.typing != nil ? "\(names[index]) \(editor.typing!)▏" : String(format: "%@ %.3f", names[index], value)
            let field = Chrome.box(
                local(geometry.field(index)),
                color: focused ? Color(red8: 51, green8: 65, blue8: 85) : .clear, radius: 4)
            field.addSublayer(
                Chrome.label(
                    text, frame: Rect(x: 6, y: 3, width: geometry.field(index).width - 6, height: 18), size: 13,
                    color: focused ? .white : Chrome.text))
            panel.addSublayer(field)
        }

        // Preview strip: the original and the edited curve side by side at the progress of an animation using the
        // slot (at the playback clock, 2 s per run, when none is running).
        let progress = editor.progress(of: selected.function, in: app.scene) ?? app.time.truncatingRemainder(dividingBy: 2) / 2
        let lane = local(geometry.preview)
        panel.addSublayer(Chrome.box(lane, color: Color(red8: 30, green8: 41, blue8: 59), radius: 6))
        let original = editor.curveGhost(for: selected.name)?.points ?? points
        let ghost = TimingFunction(controlPoints: original.x1, original.y1, original.x2, original.y2)
        for (row, (function, color)) in [(ghost, Chrome.dimText), (selected.function, Chrome.accent)].enumerated() {
            // An overshooting curve runs past the lane's ends: the dot stops at them.
            let x = lane.minX + 8 + (lane.width - 16) * min(max(function.value(at: progress), -0.02), 1.02)
            panel.addSublayer(
                Chrome.box(Rect(x: x - 5, y: lane.minY + 6 + Double(row) * 13, width: 10, height: 10), color: color, radius: 5))
        }

        var next = lane.maxY + 10
        if geometry.showsVelocity {
            let area = local(geometry.velocity)
            panel.addSublayer(Chrome.box(area, color: Color(red8: 30, green8: 41, blue8: 59), radius: 4))
            var samples: [Double] = []
            for step in 0...120 { samples.append(selected.function.velocity(at: Double(step) / 120)) }
            let finite = samples.map { $0.isFinite ? $0 : 0 }
            let peak = max(1, finite.map(abs).max() ?? 1)
            var plotPath = Path()
            for (step, v) in finite.enumerated() {
                let p = Point(area.minX + area.width * Double(step) / 120, area.midY - v / peak * (area.height / 2 - 4))
                if step == 0 { plotPath.move(to: p) } else { plotPath.addLine(to: p) }
            }
            panel.addSublayer(shape(plotPath, stroke: Color(red8: 244, green8: 114, blue8: 182), width: 1.5))
            panel.addSublayer(
                Chrome.label(
                    String(format: "velocity dy/dx (peak %.2f)", peak),
                    frame: Rect(x: area.minX + 4, y: area.minY + 2, width: 220, height: 14),
                    size: 11, color: Chrome.dimText))
            next = area.maxY + 10
        }
        var hints = [
            "← ↑ → ↓ nudge (Shift ×10) · Tab next number", "Shift+Tab next slot · type digits, Enter to set",
            "drag a handle · P / Shift+P preset · Ctrl+P gallery · O reset · V velocity", "Ctrl+C Swift · Ctrl+Shift+C CSS · Ctrl+Alt+C LayerKit",
            "Ctrl+V paste · Ctrl+Z undo · Ctrl+Shift+Z redo",
            {
                let fit = editor.springFit(for: points)
                let action =
                    editor.curvesWrittenAsSprings.contains(selected.name)
                    ? "W writes it" : SceneCatalog.isScript(app.sceneSpec) ? "B copies · Shift+B to write" : "B copies"
                return "as a spring: bounce \(NumberText.decimal(fit.constants.bounce, places: 2)) · off by \(editor.percent(fit.error)) (\(action))"
            }(),
            "K name and keep as preset" + (SceneCatalog.isFile(app.sceneSpec) ? " · W write to file" : ""),
        ]
        let notice = editor.noticeLine
        if let preset = editor.currentPresetName, notice?.hasPrefix("preset:") != true { hints.insert("preset: \(preset)", at: 0) }
        if editor.showsVelocity && !geometry.showsVelocity { hints.insert("the velocity plot (V) needs a taller window", at: 0) }
        if let notice { hints.insert(notice, at: 0) }
        addHints(hints, hasNotice: notice != nil, from: next, to: panel, panelRect: panelRect)
        return panel
    }

    /// The colour of what the last key did, in the panels.
    static let noticeColor = Color(red8: 245, green8: 180, blue8: 60)

    /// The hints under the plot (the first one a notice, if `hasNotice`), wrapped to the panel's width, as many lines as
    /// fit above its bottom (H lists every key).
    static func addHints(_ hints: [String], hasNotice: Bool, from next: Double, to panel: Layer, panelRect: Rect) {
        let lineCount = max(0, Int((panelRect.maxY - panelRect.minY - next - 6) / CurveEditorGeometry.hintLineHeight))
        var lines: [(text: String, isNotice: Bool)] = []
        for (index, hint) in hints.enumerated() {
            for line in Chrome.wrapped(hint, width: panelRect.width - 28, fontSize: 12) { lines.append((line, index == 0 && hasNotice)) }
        }
        for (index, line) in lines.prefix(lineCount).enumerated() {
            panel.addSublayer(
                Chrome.label(
                    line.text, frame: Rect(x: 14, y: next + Double(index) * CurveEditorGeometry.hintLineHeight, width: panelRect.width - 28, height: 16),
                    size: 12, color: line.isNotice ? noticeColor : Chrome.dimText))
        }
    }

    private static func curvePath(_ p: CurvePoints, _ mapped: (Point) -> Point) -> Path {
        var path = Path()
        path.move(to: mapped(.zero))
        path.addCurve(to: mapped(Point(1, 1)), control1: mapped(Point(p.x1, p.y1)), control2: mapped(Point(p.x2, p.y2)))
        return path
    }

    /// "ghost: NAME" in the plot's top left corner (at `corner`, panel points): what the ghost is compared with.
    static func ghostLabel(_ name: String, at corner: Point, width: Double) -> TextLayer {
        Chrome.label(
            Chrome.fitted("ghost: \(name)", width: width - 12, fontSize: 11),
            frame: Rect(x: corner.x + 6, y: corner.y + 4, width: width - 12, height: 14), size: 11, color: Chrome.dimText)
    }

    static func shape(_ path: Path, stroke: Color, width: Double) -> ShapeLayer {
        let layer = ShapeLayer()
        layer.path = path
        layer.fillColor = nil
        layer.strokeColor = stroke
        layer.lineWidth = width
        layer.lineCap = .round
        layer.lineJoin = .round
        return layer
    }
}
