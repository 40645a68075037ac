import Foundation
import LayerKit

/// The preset gallery (Ctrl+P in the editor): every preset for the selected slot's kind as a small picture (a curve,
/// or a spring's motion over its settling time), over the scene. A click applies one; with C, a click compares the
/// slot with it instead (the plot's ghost and the preview strip show it in place of the original).
enum PresetGallery {
    /// The presets for the selected slot: name, and the curve or spring each gives it.
    static func items(for app: PlaygroundApp) -> [(name: String, value: CurveEditor.Value)] {
        let editor = app.editor
        if let spring = editor.selectedSpring(in: app.scene) {
            return editor.allSpringPresets.map { ($0.name, .spring(CurveEditor.constants(of: $0, for: spring))) }
        }
        return editor.presets.map { ($0.name, .curve($0.points)) }
    }

    /// Where the gallery and its cells are, in window points: cells 112 × 92 in as many columns and rows as the scene's
    /// area holds under the title line; presets beyond those are left to P.
    struct Geometry {
        static let cell = Size(width: 112, height: 92)
        static let gap = 8.0
        let area: Rect
        let count: Int

        var panel: Rect { area.insetBy(dx: 10, dy: 10) }
        var columns: Int { max(1, Int((panel.width - 20 + Self.gap) / (Self.cell.width + Self.gap))) }
        var rows: Int { max(0, Int((panel.height - 52 + Self.gap) / (Self.cell.height + Self.gap))) }
        var shown: Int { min(count, columns * rows) }

        func cell(_ index: Int) -> Rect {
            let used = Double(columns) * (Self.cell.width + Self.gap) - Self.gap
            let left = panel.minX + (panel.width - used) / 2
            return Rect(
                x: left + Double(index % columns) * (Self.cell.width + Self.gap), y: panel.minY + 44 + Double(index / columns) * (Self.cell.height + Self.gap),
                width: Self.cell.width, height: Self.cell.height)
        }
    }

    static func geometry(for app: PlaygroundApp) -> Geometry { Geometry(area: app.layout.viewport, count: items(for: app).count) }

    static func layer(for app: PlaygroundApp) -> Layer {
        let items = items(for: app)
        let geometry = Geometry(area: app.layout.viewport, count: items.count)
        let panelRect = geometry.panel
        let panel = Chrome.box(panelRect, color: Color(red8: 15, green8: 23, blue8: 42, alpha: 0.96), radius: 10)
        panel.name = "presetGallery"
        panel.masksToBounds = true
        let compares = app.editor.galleryCompares
        let title =
            (compares ? "Compare with a preset: click one" : "Presets: a click applies one")
            + " · C \(compares ? "applies instead" : "compares instead") · Ctrl+P or Esc closes"
            + (geometry.shown < items.count ? " · \(items.count - geometry.shown) more with P" : "")
        panel.addSublayer(
            Chrome.label(
                Chrome.fitted(title, width: panelRect.width - 28, fontSize: 13), frame: Rect(x: 14, y: 12, width: panelRect.width - 28, height: 20),
                size: 13, color: Chrome.accent))
        let compared: String? = {
            switch app.editor.comparison {
            case .curve(let name, _)?, .spring(let name, _)?: return name
            case nil: return nil
            }
        }()
        for (index, item) in items.prefix(geometry.shown).enumerated() {
            let frame = geometry.cell(index)
            let local = Rect(x: frame.minX - panelRect.minX, y: frame.minY - panelRect.minY, width: frame.width, height: frame.height)
            let isCompared = item.name == compared
            let cell = Chrome.box(local, color: isCompared ? Color(red8: 51, green8: 65, blue8: 85) : Color(red8: 30, green8: 41, blue8: 59), radius: 6)
            cell.name = "preset-\(index)"
            let plot = Rect(x: 10, y: 8, width: frame.width - 20, height: frame.height - 34)
            cell.addSublayer(CurveEditorPanel.shape(thumbnail(item.value, in: plot), stroke: Chrome.accent, width: 2))
            cell.addSublayer(
                Chrome.label(
                    Chrome.fitted(item.name, width: frame.width - 12, fontSize: 11), frame: Rect(x: 6, y: frame.height - 22, width: frame.width - 12, height: 16),
                    size: 11, color: isCompared ? .white : Chrome.text, alignment: .center))
            panel.addSublayer(cell)
        }
        return panel
    }

    /// The curve from (0, 0) to (1, 1), or the spring's motion over its settling time, in `plot` (y from −0.25 to 1.75 of
    /// its height, so overshoot shows).
    private static func thumbnail(_ value: CurveEditor.Value, in plot: Rect) -> Path {
        func point(_ x: Double, _ y: Double) -> Point {
            Point(plot.minX + x * plot.width, plot.maxY - (min(max(y, -0.25), 1.75) + 0.25) / 2 * plot.height)
        }
        var path = Path()
        switch value {
        case .curve(let p):
            path.move(to: point(0, 0))
            path.addCurve(to: point(1, 1), control1: point(p.x1, p.y1), control2: point(p.x2, p.y2))
        case .spring(let constants):
            let settling = min(max(constants.settlingDuration, 0.05), 10)
            for step in 0...60 {
                let x = Double(step) / 60
                let p = point(x, constants.progress(at: x * settling))
                if step == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
        }
        return path
    }
}

extension PlaygroundApp {
    /// A click in the gallery: applies the preset under it to the selected slot, or compares the slot with it.
    func galleryMouseDown(_ point: Point) {
        let geometry = PresetGallery.geometry(for: self)
        let items = PresetGallery.items(for: self)
        guard let index = (0..<geometry.shown).first(where: { geometry.cell($0).contains(point) }) else { return }
        let item = items[index]
        if editor.galleryCompares {
            switch item.value {
            case .curve(let points): editor.comparison = .curve(name: item.name, points: points)
            case .spring(let constants): editor.comparison = .spring(name: item.name, constants: constants)
            }
            editor.say("comparing with \(item.name)")
            return
        }
        switch item.value {
        case .curve(let points): editor.set(points, in: scene)
        case .spring(let constants): editor.setSpring(constants, in: scene)
        }
        editor.say("preset: \(item.name)")
    }
}
