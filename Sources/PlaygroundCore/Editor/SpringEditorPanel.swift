import FileOutput
import Foundation
import LayerKit
import Scenes

/// The editor panel's part for a spring slot: the motion over its settling time (value against seconds, the target at
/// 1, the original as a ghost, the settling time marked, a dot where a running spring is), the handle (perceptual
/// duration across, 1 + bounce up), the numbers of the code's form, and the spring in the other forms.
enum SpringEditorPanel {
    /// Names of a form's numbers in the readout.
    static func fieldNames(_ form: SpringSlot.Form) -> [String] {
        switch form {
        // Four numbers share the readout's width: the physicist's letters (spelled out on the line below).
        case .constants: return ["m", "k", "c", "v₀"]
        case .perceptual: return ["duration", "bounce", "velocity"]
        case .dampingRatio: return ["duration", "ratio", "velocity"]
        case .response: return ["ratio", "response"]
        }
    }

    /// Seconds across the plot: the longer of the two motions' settling, with room, in half seconds (at most 10 s).
    static func timeAxis(for spring: SpringSlotState, editor: CurveEditor) -> Double {
        let longest =
            [spring.constants, spring.original].map {
                max(editor.settling(of: $0), spring.form.handleDuration(of: $0), $0.perceptualDuration * 1.2)
            }.max() ?? 1
        return min(10, max(0.5, (longest * 1.1 * 2).rounded(.up) / 2))
    }

    static func add(_ spring: SpringSlotState, geometry: CurveEditorGeometry, to panel: Layer, app: PlaygroundApp) {
        let editor = app.editor
        let panelRect = app.layout.editorPanel
        let axis = geometry.timeAxis ?? 1
        let toPanel = Transform(translationX: -panelRect.minX, y: -panelRect.minY)
        func mapped(_ p: Point) -> Point {
            toPanel.apply(geometry.window(Point(p.x, min(max(p.y, geometry.yRange.lowerBound), geometry.yRange.upperBound))))
        }
        func local(_ r: Rect) -> Rect { Rect(x: r.minX - panelRect.minX, y: r.minY - panelRect.minY, width: r.width, height: r.height) }
        let dim = Color(red8: 71, green8: 85, blue8: 105)

        panel.addSublayer(Chrome.box(local(geometry.plot), color: Color(red8: 30, green8: 41, blue8: 59)))
        // Seconds across (a line every step, labelled), the start, the target and twice the distance up.
        let step = [0.1, 0.25, 0.5, 1, 2].first { axis / $0 <= 8 } ?? 2
        var grid = Path()
        var t = 0.0
        while t <= axis + 1e-9 {
            grid.move(to: mapped(Point(t, geometry.yRange.lowerBound))); grid.addLine(to: mapped(Point(t, geometry.yRange.upperBound)))
            let bottom = mapped(Point(t, geometry.yRange.lowerBound))
            panel.addSublayer(
                Chrome.label(
                    NumberText.decimal(t, places: 2), frame: Rect(x: bottom.x - 20, y: bottom.y + 1, width: 40, height: 14), size: 10,
                    color: Chrome.dimText, alignment: .center))
            t += step
        }
        for y in [0.0, 2.0] { grid.move(to: mapped(Point(0, y))); grid.addLine(to: mapped(Point(axis, y))) }
        panel.addSublayer(CurveEditorPanel.shape(grid, stroke: dim, width: 0.5))
        var target = Path()
        target.move(to: mapped(Point(0, 1))); target.addLine(to: mapped(Point(axis, 1)))
        panel.addSublayer(CurveEditorPanel.shape(target, stroke: Color(red8: 100, green8: 116, blue8: 139), width: 1))
        for (value, label) in [(0.0, "0"), (1.0, "1"), (2.0, "2")] {
            let left = mapped(Point(0, value))
            panel.addSublayer(
                Chrome.label(label, frame: Rect(x: left.x - 22, y: left.y - 7, width: 18, height: 14), size: 10, color: Chrome.dimText, alignment: .right))
        }

        // The ghost: a preset or kept spring being compared with, else the scene's own spring.
        var ghost = spring.original
        if case .spring(let name, let constants)? = editor.comparison {
            ghost = constants
            panel.addSublayer(
                CurveEditorPanel.ghostLabel(name, at: mapped(Point(0, geometry.yRange.upperBound)), width: geometry.plot.width))
        }
        if ghost != spring.constants {
            panel.addSublayer(CurveEditorPanel.shape(motion(ghost, axis, mapped), stroke: Color(red8: 148, green8: 163, blue8: 184, alpha: 0.45), width: 2))
        }
        panel.addSublayer(CurveEditorPanel.shape(motion(spring.constants, axis, mapped), stroke: Chrome.accent, width: 3))

        // The settling time, where it falls on the plot.
        let settling = editor.settling(of: spring.constants)
        if settling <= axis {
            var mark = Path()
            mark.move(to: mapped(Point(settling, geometry.yRange.lowerBound))); mark.addLine(to: mapped(Point(settling, 1.6)))
            panel.addSublayer(CurveEditorPanel.shape(mark, stroke: Color(red8: 244, green8: 114, blue8: 182, alpha: 0.8), width: 1))
            let top = mapped(Point(settling, 1.6))
            panel.addSublayer(
                Chrome.label(
                    "settles \(NumberText.decimal(settling, places: 2)) s", frame: Rect(x: top.x - 90, y: top.y - 16, width: 86, height: 14), size: 10,
                    color: Color(red8: 244, green8: 114, blue8: 182), alignment: .right))
        }

        // The handle: the duration across (UIKit's fitted duration, else the perceptual one), the bounce above the target.
        let across = min(spring.form.handleDuration(of: spring.constants), axis)
        let handle = mapped(Point(across, 1 + spring.constants.bounce))
        var stem = Path()
        stem.move(to: mapped(Point(across, 1))); stem.addLine(to: handle)
        panel.addSublayer(CurveEditorPanel.shape(stem, stroke: Color(red8: 203, green8: 213, blue8: 225, alpha: 0.7), width: 1.2))
        let dot = Chrome.box(Rect(x: handle.x - 7, y: handle.y - 7, width: 14, height: 14), color: Color(red8: 245, green8: 180, blue8: 60), radius: 7)
        dot.name = "springHandle"
        panel.addSublayer(dot)
        if let elapsed = spring.elapsed, elapsed <= axis {
            let p = mapped(Point(elapsed, spring.constants.progress(at: elapsed)))
            panel.addSublayer(Chrome.box(Rect(x: p.x - 5, y: p.y - 5, width: 10, height: 10), color: .white, radius: 5))
        }

        // The numbers of the code's form, the focused one marked (and what is being typed into it).
        let names = fieldNames(spring.form)
        for (index, value) in editor.springValues(spring).enumerated() {
            let focused = index == editor.focusedField && editor.isEditingField
            let text = focused && editor.typing != nil ? "\(names[index]) \(editor.typing!)▏" : "\(names[index]) \(NumberText.decimal(value, places: 3))"
            let field = Chrome.box(local(geometry.field(index)), color: focused ? Color(red8: 51, green8: 65, blue8: 85) : .clear, radius: 4)
            field.addSublayer(
                Chrome.label(
                    Chrome.fitted(text, width: geometry.field(index).width - 6, fontSize: 13),
                    frame: Rect(x: 6, y: 3, width: geometry.field(index).width - 6, height: 18), size: 13, color: focused ? .white : Chrome.text))
            panel.addSublayer(field)
        }

        // The same spring in the other forms.
        let c = spring.constants
        func n(_ v: Double, _ places: Int = 3) -> String { NumberText.decimal(v, places: places) }
        let forms = [
            "duration \(n(c.perceptualDuration)) s · bounce \(n(c.bounce)) · ratio \(n(c.dampingRatio))",
            "m \(n(c.mass)) · k \(n(c.stiffness, 2)) · c \(n(c.damping))",
            "UIKit: \(n(SpringSlot.fittedDuration(of: c))) s at damping \(n(max(c.dampingRatio, 0.01)))",
        ]
        // The fit takes a few milliseconds: not on every frame of a drag.
        let bridge =
            editor.springDrag != nil && editor.curveFit?.spring != c
            ? "closest curve: when the drag ends"
            : {
                let fit = editor.curveFit(for: c)
                return "closest curve \(fit.points.values.map { n($0, 2) }.joined(separator: ", ")) · off by \(editor.percent(fit.error))"
            }()
        let action =
            editor.springsWrittenAsCurves.contains(spring.name)
            ? "W writes it as that curve · Shift+B keeps the spring"
            : SceneCatalog.isScript(app.sceneSpec) ? "B copies that curve · Shift+B has W write it" : "B copies that curve"
        var next = geometry.readout.maxY - panelRect.minY + 8
        // What the last key did comes first, so that a short window shows it too; then, as far as they fit above the
        // panel's bottom, the other forms and the bridge.
        let notice = editor.noticeLine
        let noticeLines = notice.map { Chrome.wrapped($0, width: panelRect.width - 28, fontSize: 12) } ?? []
        let lines = noticeLines.map { ($0, CurveEditorPanel.noticeColor) } + (forms + [bridge, action]).map { ($0, Chrome.text) }
        for (line, color) in lines where next + 16 <= panelRect.height - 4 {
            panel.addSublayer(
                Chrome.label(
                    Chrome.fitted(line, width: panelRect.width - 28, fontSize: 12), frame: Rect(x: 14, y: next, width: panelRect.width - 28, height: 16),
                    size: 12, color: color))
            next += CurveEditorGeometry.hintLineHeight
        }
        next += 6

        var hints = [
            "drag the handle · ← → duration · ↑ ↓ bounce (Shift ×10)",
            "Tab next number · digits, Enter to set · Shift+Tab next slot",
            "P / Shift+P preset (smooth, snappy, bouncy, UIKit, yours) · Ctrl+P gallery · O reset · K keep",
            "Ctrl+C iOS 17 · Ctrl+Shift+C CSS linear() · Ctrl+Alt+C SwiftUI · Ctrl+Alt+Shift+C constants · Ctrl+V paste",
            "Ctrl+Z undo · Ctrl+Shift+Z redo" + (SceneCatalog.isFile(app.sceneSpec) ? " · W write to file" : ""),
        ]
        if let preset = editor.currentSpringPresetName, notice?.hasPrefix("preset:") != true { hints.insert("preset: \(preset)", at: 0) }
        CurveEditorPanel.addHints(hints, hasNotice: false, from: next, to: panel, panelRect: panelRect)
    }

    /// The motion of `constants` from 0 to `axis` seconds as a polyline.
    private static func motion(_ constants: SpringConstants, _ axis: Double, _ mapped: (Point) -> Point) -> Path {
        var path = Path()
        let samples = 240
        for i in 0...samples {
            let t = axis * Double(i) / Double(samples)
            let p = mapped(Point(t, constants.progress(at: t)))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        return path
    }
}
