import Foundation
import LayerKit
import Testing

@_spi(App) @testable import PlaygroundCore

/// The editor's spring slots, on the drip scene's `springBack` (a damping ratio 0.4, response 0.63 s spring, made when
/// the download completes). Expected motions are the closed-form solution, worked out here.
@Suite struct SpringEditorTests {
    /// Fraction of the way after `t` seconds for mass 1 with damping ratio `zeta` and undamped period `response`.
    func progress(_ t: Double, zeta: Double, response: Double) -> Double {
        let w0 = 2 * Double.pi / response, wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
    }

    /// Completes the drip's download by dragging its button up; returns when the spring back starts (scene time).
    func complete(_ app: PlaygroundApp) -> Double {
        let center = Point(app.scene.size.width / 2, app.scene.size.height / 2)
        #expect(app.scene.isInteractive(at: center))
        _ = app.scene.handle(.press(center))
        _ = app.scene.handle(.release(center))
        _ = app.scene.handle(.press(center))
        _ = app.scene.handle(.drag(from: center, to: Point(center.x, center.y - 400)))
        _ = app.scene.handle(.release(Point(center.x, center.y - 400)))
        return app.scene.tree.currentTime + 2.1
    }

    /// The scale the layer running `springBack` shows at scene time `time`.
    func scale(_ app: PlaygroundApp, at time: Double) -> Double? {
        var found: Layer?
        app.scene.tree.rootLayer.forEachLayer { if $0.animation(forKey: "springBack") != nil { found = $0 } }
        guard let layer = found else { return nil }
        app.scene.advance(to: time)
        return app.scene.tree.presentationProperties(of: layer).transform.m11
    }

    @Test func aSpringSlotIsTunedLiveUndoneAndKeptAcrossARebuild() throws {
        let app = try makeTestApp("drip")
        app.setEditorOpen(true)
        #expect(app.scene.springSlots.isEmpty)
        let start = complete(app)
        let curves = app.editor.slots(of: app.scene).count
        #expect(app.editor.slotCount(of: app.scene) == curves + 1)
        app.editor.select(slot: curves, in: app.scene)
        let spring = try #require(app.editor.selectedSpring(in: app.scene))
        #expect(spring.name == "springBack" && spring.form == .response)
        #expect(abs(spring.original.dampingRatio - 0.4) < 1e-12 && abs(spring.original.perceptualDuration - 0.63) < 1e-12)
        #expect(app.editor.selectedFunction(in: app.scene) == nil)

        // Up by 0.1: bounce 0.6 → 0.7, a damping ratio of 0.3, from the next frame.
        app.editor.nudge(dx: 0, dy: 0.1, in: app.scene)
        let tuned = try #require(app.editor.selectedSpring(in: app.scene)).constants
        #expect(abs(tuned.dampingRatio - 0.3) < 1e-9 && abs(tuned.perceptualDuration - 0.63) < 1e-9)
        let s = try #require(scale(app, at: start + 0.2))
        #expect(abs(s - (0.9 + 0.1 * progress(0.2, zeta: 0.3, response: 0.63))) < 1e-9)

        // Undo: the scene's own spring again; redo.
        app.editor.undo(in: app.scene)
        #expect(app.editor.selectedSpring(in: app.scene)?.constants == spring.original)
        let back = try #require(scale(app, at: start + 0.25))
        #expect(abs(back - (0.9 + 0.1 * progress(0.25, zeta: 0.4, response: 0.63))) < 1e-9)
        app.editor.redo(in: app.scene)
        #expect(app.editor.selectedSpring(in: app.scene)?.constants == tuned)

        // Typed: the response (the form's second number) 0.8 s.
        app.editor.focus(field: 1)
        for c in "0.8" { app.editor.type(c, in: app.scene) }
        app.editor.commitTyping(in: app.scene)
        let typed = try #require(app.editor.selectedSpring(in: app.scene)).constants
        #expect(abs(typed.perceptualDuration - 0.8) < 1e-12 && abs(typed.dampingRatio - 0.3) < 1e-9)

        // The first preset is Apple's smooth spring: 0.5 s without bounce (damping ratio 1).
        app.editor.cyclePreset(by: 1, in: app.scene)
        let smooth = try #require(app.editor.selectedSpring(in: app.scene)).constants
        #expect(abs(smooth.perceptualDuration - 0.5) < 1e-12 && abs(smooth.dampingRatio - 1) < 1e-12)
        #expect(app.editor.message == "preset: smooth")

        // Rebuilt, the scene's next spring back takes the edit as it is made.
        app.scene.restart()
        app.editor.reapply(to: app.scene)
        let again = complete(app)
        let rebuilt = try #require(scale(app, at: again + 0.3))
        #expect(abs(rebuilt - (0.9 + 0.1 * progress(0.3, zeta: 1 - 1e-9, response: 0.5))) < 1e-6)
        #expect(app.scene.springSlots.first?.constants == smooth)
    }

    @Test func clipboardFormsReadBack() throws {
        let spring = SpringConstants(perceptualDuration: 0.45, bounce: 0.25)
        // CSS's linear() has no duration: the editor fits a spring to it (CSSLinearTests).
        for form in SpringText.Form.allCases where form != .css {
            let text = SpringText.format(spring, as: form)
            let read = try #require(SpringText.parse(text), "\(text)")
            #expect(abs(read.perceptualDuration - 0.45) < 1e-3 && abs(read.bounce - 0.25) < 1e-3, "\(text)")
        }
        #expect(SpringText.parse("dampingRatio: 0.5, response: 0.4")?.dampingRatio == 0.5)
        #expect(SpringText.parse("cubic-bezier(0.1, 0.2, 0.3, 0.4)") == nil)
    }
}

/// A spring kept with K comes back as a preset, in this run and the next.
@Suite struct SpringPresetTests {
    @Test func aKeptSpringIsAPreset() throws {
        let app = try makeTestApp("drip")
        _ = SpringEditorTests().complete(app)
        app.setEditorOpen(true)
        app.editor.select(slot: app.editor.slots(of: app.scene).count, in: app.scene)
        app.editor.setSpring(SpringConstants(perceptualDuration: 0.7, bounce: 0.45), in: app.scene)
        app.handle(.key(.character("k"), []))
        #expect(app.editor.naming == "springBack 1")
        app.editor.typeName("wobble")
        app.handle(.key(.enter, []))
        #expect(app.editor.store.springs.map(\.name) == ["wobble"])
        // From another start: the same file, the preset last in the list, marked as the user's.
        let again = UserPresetStore(path: app.editor.store.path)
        #expect(again.springs.first.map { abs($0.perceptualDuration - 0.7) < 1e-12 && abs($0.bounce - 0.45) < 1e-12 } == true)
        app.editor.reset(in: app.scene)
        app.editor.cyclePreset(by: -1, in: app.scene)
        #expect(app.editor.currentSpringPresetName == "★ wobble")
        let spring = try #require(app.editor.selectedSpring(in: app.scene)).constants
        #expect(abs(spring.perceptualDuration - 0.7) < 1e-9 && abs(spring.bounce - 0.45) < 1e-9)
    }
}

/// F's readout names the frame of scene time (60 per second) that ← and → step through.
@Suite struct FrameReadoutTests {
    @Test func theReadoutNamesTheFrame() throws {
        let app = try makeTestApp("ripple")
        app.handle(.key(.character("f"), []))
        app.update(realSeconds: 1.5)
        app.handle(.key(.space, []))
        app.handle(.key(.right, []))
        let panel = try #require(ChromeView().tree(for: app).rootLayer.sublayer(named: "statistics"))
        let first = (panel.sublayers ?? []).compactMap { ($0 as? TextLayer)?.string }.first
        #expect(first?.hasSuffix("frame \(Int((app.time * 60 + 1e-6).rounded(.down)))") == true, "\(first ?? "nothing")")
        #expect(first?.hasSuffix("frame 91") == true, "\(first ?? "nothing")")
    }
}

/// The inspector names the slots a layer's animations use, wraps long lines, and the editor jumps to the slot.
@Suite struct InspectorSlotTests {
    @Test func theInspectorNamesAndSelectsTheSlot() throws {
        let app = try makeTestApp("drip", size: Size(width: 640, height: 400))
        _ = SpringEditorTests().complete(app)
        app.update(realSeconds: 0.2)
        // The layer running the spring back (and the shrink before it), as sublayer indices from the root.
        func search(_ layer: Layer, _ indices: [Int]) -> [Int]? {
            if layer.animation(forKey: "springBack") != nil { return indices }
            for (index, sublayer) in (layer.sublayers ?? []).enumerated() {
                if let found = search(sublayer, indices + [index]) { return found }
            }
            return nil
        }
        let path = try #require(search(app.scene.tree.rootLayer, []))
        app.overlays.inspectedPath = path
        let lines = try #require(app.inspectorLines)
        #expect(lines.contains { $0.hasPrefix("shrink:") && $0.hasSuffix("slot shrinkTimingFunction") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("springBack:") && $0.hasSuffix("slot springBack") }, "\(lines)")
        // Opening the editor goes to the slot of the layer's first animation that has one.
        app.setEditorOpen(true)
        #expect(app.editor.selectedFunction(in: app.scene)?.name == "shrinkTimingFunction")
        // Long lines wrap in the panel: every text of the inspector fits its width, none is cut with "…".
        let panel = try #require(ChromeView().tree(for: app).rootLayer.sublayer(named: "inspector"))
        let texts = (panel.sublayers ?? []).compactMap { $0 as? TextLayer }
        #expect(texts.count > lines.count, "a line of the inspector wrapped at 640 × 400")
        #expect(texts.dropFirst().allSatisfy { !($0.string ?? "").contains("…") })
    }
}

/// The preset gallery: a click applies a preset, with C a click compares with it (the ghost shows it), and it fits.
@Suite struct PresetGalleryTests {
    @Test(arguments: [Size(width: 640, height: 400), Size(width: 1280, height: 800)])
    func aClickAppliesOrCompares(size: Size) throws {
        let app = try makeTestApp("ripple", size: size)
        app.setEditorOpen(true)
        app.handle(.key(.character("p"), [.control]))
        #expect(app.editor.galleryOpen)
        let geometry = PresetGallery.geometry(for: app)
        #expect(geometry.shown >= 4)
        #expect(LayoutTests.problems(app) == [], "gallery at \(size)")
        // The second preset applied.
        let second = geometry.cell(1)
        app.handle(.mouseDown(Point(second.midX, second.midY)))
        app.handle(.mouseUp(Point(second.midX, second.midY)))
        let slot = try #require(app.editor.selectedFunction(in: app.scene))
        #expect(CurvePoints(slot.function) == app.editor.presets[1].points.clamped)
        #expect(app.editor.message == "preset: \(app.editor.presets[1].name)")
        // With C, the third is compared with: the curve stays, the ghost is the preset.
        app.handle(.key(.character("c"), []))
        let third = geometry.cell(2)
        app.handle(.mouseDown(Point(third.midX, third.midY)))
        app.handle(.mouseUp(Point(third.midX, third.midY)))
        #expect(CurvePoints(slot.function) == app.editor.presets[1].points.clamped)
        #expect(app.editor.curveGhost(for: slot.name)?.points == app.editor.presets[2].points)
        // Esc closes the gallery (not the editor); C brings the original ghost back.
        app.handle(.key(.escape, []))
        #expect(!app.editor.galleryOpen && app.editor.isOpen)
        app.handle(.key(.character("c"), []))
        #expect(app.editor.comparison == nil && app.editor.curveGhost(for: slot.name)?.comparedWith == nil)
    }
}
