import Foundation

extension PlaygroundApp {
    /// Every control, for the help panel, in groups: the window's, the curve editor's, the spring editor's, the scene's own.
    var helpSections: [ChromeState.HelpSection] {
        [
            ChromeState.HelpSection(
                title: "Window",
                lines: [
                    "1–4  splash · ripple · worm · drip", "5–9  recent files (the file tabs)", "Ctrl+O or drop a file  open a scene or script",
                    "Page Up / Page Down  previous / next page of a playground", "Space  pause / resume", "← →  step a frame (paused)", "S  speed 1× · 0.5× · 0.25× · 0.1×", "R  restart the scene",
                    "drag the timeline  scrub", "G  timeline: one loop / all time", "F  frame time and FPS",
                    "L  layer outlines; then click a layer to inspect it", "X  copy the animations under the pointer as Swift",
                    "Ctrl+S or F12  screenshot (Shift: scene alone)", "Ctrl+R  record the loop as GIF (Shift: MP4)",
                    "H or ?  this help", "Esc or Ctrl+Q  quit",
                ]
            ),
            ChromeState.HelpSection(
                title: "Curve editor (E)",
                lines: [
                    "← ↑ → ↓  nudge a handle (Shift ×10)", "Tab  next number · digits, Enter to set", "Shift+Tab  next slot",
                    "drag  a handle · P / Shift+P  presets", "O  back to the scene's curve · V  velocity",
                    "Ctrl+C / Ctrl+Shift+C / Ctrl+Alt+C  copy Swift / CSS / LayerKit", "Ctrl+V  paste (a CSS linear(): its closest curve)", "Ctrl+Z / Ctrl+Shift+Z  undo / redo",
                    "K  keep as a preset · W  write to the file", "B  copy the curve as the closest spring", "Shift+B  W writes it as that spring",
                    "Ctrl+P  preset gallery (C: a click compares)", "C  the original as the ghost again",
                ]
            ),
            ChromeState.HelpSection(
                title: "Springs (∿ slots in the editor)",
                lines: [
                    "drag the handle  duration across, bounce up", "← → / ↑ ↓  duration / bounce (Shift ×10)",
                    "Tab  the code's numbers · digits, Enter to set", "P / Shift+P  smooth, snappy, bouncy, UIKit dampings, yours",
                    "O  back to the scene's spring · K  keep as a preset", "Ctrl+C / Ctrl+Shift+C / Ctrl+Alt+C  copy iOS 17 / CSS linear() / SwiftUI",
                    "Ctrl+Alt+Shift+C  copy m, k, c (mass, stiffness, damping)", "Ctrl+V  paste (a linear(): its closest spring)",
                    "B  copy the spring as the closest curve · W  write to the file", "Shift+B  W writes it as that curve",
                ]
            ),
            ChromeState.HelpSection(title: "This scene", lines: scene.controls.isEmpty ? ["no keys of its own"] : scene.controls),
        ]
    }

    /// How many pages the help takes in the window as it is.
    var helpPageCount: Int { HelpPanel(sections: helpSections, viewport: layout.viewport).pageCount }

    /// ← → (and Page Up, Page Down) with the help open turn its pages, where it has more than one.
    func turnHelpPage(by step: Int) {
        let last = helpPageCount - 1
        overlays.helpPage = min(max(min(overlays.helpPage, last) + step, 0), last)
    }
}
