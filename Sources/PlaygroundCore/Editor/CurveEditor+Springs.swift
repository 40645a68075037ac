import FileOutput
import Foundation
import LayerKit
import Scenes

/// The editor's spring slots: the selected spring's constants edited in the form its code uses (or by its perceptual
/// duration and bounce, the plot's handle and the arrow keys), presets, undo, the clipboard. An edit re-times every
/// spring of the slot from the next frame (`PlaygroundScene.setSpring`) and is kept by name for rebuilds and W.
extension CurveEditor {
    /// Apple's three named springs (SwiftUI's `smooth`, `snappy` and `bouncy`: 0.5 s, bounce 0, 0.15 and 0.3), and the
    /// damping ratios UIKit code usually passes `usingSpringWithDamping` (bounce = 1 − ratio) at the spring's own
    /// duration.
    static let springPresets: [(name: String, perceptualDuration: Double?, bounce: Double)] = [
        ("smooth", 0.5, 0), ("snappy", 0.5, 0.15), ("bouncy", 0.5, 0.3),
        ("UIKit damping 0.5", nil, 0.5), ("UIKit damping 0.7", nil, 0.3), ("UIKit damping 0.8", nil, 0.2), ("critically damped", nil, 0),
    ]

    /// The selected slot if it is a spring.
    func selectedSpring(in scene: PlaygroundScene) -> SpringSlotState? {
        let curves = slots(of: scene).count
        let springs = scene.springSlots
        let index = min(selectedSlot, curves + springs.count - 1) - curves
        return index >= 0 && index < springs.count ? springs[index] : nil
    }

    /// The spring's form's numbers, typed or nudged, as the code would hold them.
    func springValues(_ spring: SpringSlotState) -> [Double] { spring.form.values(of: spring.constants) }

    /// Sets the selected spring's constants, recording an undoable change unless `recording` is false.
    func setSpring(_ constants: SpringConstants, in scene: PlaygroundScene, recording: Bool = true) {
        guard let spring = selectedSpring(in: scene), constants != spring.constants else { return }
        scene.setSpring(constants, forSlot: spring.name)
        springEdited[spring.name] = constants
        if recording {
            undoStack.append(Change(slot: spring.name, before: .spring(spring.constants), after: .spring(constants)))
            redoStack.removeAll()
        }
    }

    /// Arrows: the handle's duration (`SpringSlot.Form.handleDuration`) by `duration` seconds and the bounce by
    /// `bounce`, in thousandths.
    func nudgeSpring(duration: Double, bounce: Double, in scene: PlaygroundScene) {
        guard let spring = selectedSpring(in: scene) else { return }
        let c = spring.constants
        let d = max(0.01, ((spring.form.handleDuration(of: c) + duration) * 1000).rounded() / 1000)
        let b = ((c.bounce + bounce) * 1000).rounded() / 1000
        setSpring(spring.form.constants(handleDuration: d, bounce: b, base: c), in: scene)
        presetIndex = nil
    }

    /// Starts dragging the spring's handle (its duration across, 1 + bounce up) to `point` (seconds, value),
    /// with the plot's time axis `axis` held while the drag lasts.
    func beginSpringDrag(at point: Point, axis: Double, in scene: PlaygroundScene) {
        guard let spring = selectedSpring(in: scene) else { return }
        springDrag = (spring.constants, axis)
        dragSpring(to: point, in: scene)
    }

    func dragSpring(to point: Point, in scene: PlaygroundScene) {
        guard springDrag != nil, let spring = selectedSpring(in: scene) else { return }
        let d = min(max((point.x * 100).rounded() / 100, 0.05), 10)
        let b = ((point.y - 1) * 100).rounded() / 100
        setSpring(spring.form.constants(handleDuration: d, bounce: b, base: spring.constants), in: scene, recording: false)
        presetIndex = nil
    }

    /// Ends a spring drag as one undoable change.
    func endSpringDrag(in scene: PlaygroundScene) {
        guard let start = springDrag?.start, let spring = selectedSpring(in: scene) else {
            springDrag = nil
            return
        }
        springDrag = nil
        if spring.constants != start {
            undoStack.append(Change(slot: spring.name, before: .spring(start), after: .spring(spring.constants)))
            redoStack.removeAll()
        }
    }

    func resetSpring(in scene: PlaygroundScene) {
        guard let spring = selectedSpring(in: scene) else { return }
        setSpring(spring.original, in: scene)
        presetIndex = nil
        message = "reset \(spring.name) to the scene's spring (\(spring.original))"
    }

    /// The built-in spring presets, then the user's (K), marked ★.
    var allSpringPresets: [(name: String, perceptualDuration: Double?, bounce: Double)] {
        Self.springPresets + store.springs.map { ("★ " + $0.name, $0.perceptualDuration, $0.bounce) }
    }

    /// What a preset makes of `spring`, in the spring's form: its duration and bounce, or, for a preset without a
    /// duration (the UIKit dampings), its bounce at the spring's own duration.
    static func constants(of preset: (name: String, perceptualDuration: Double?, bounce: Double), for spring: SpringSlotState) -> SpringConstants {
        if let duration = preset.perceptualDuration {
            return spring.form.constants(perceptualDuration: duration, bounce: preset.bounce, base: spring.constants)
        }
        return spring.form.constants(
            handleDuration: spring.form.handleDuration(of: spring.constants), bounce: preset.bounce, base: spring.constants)
    }

    func cycleSpringPreset(by step: Int, in scene: PlaygroundScene) {
        guard let spring = selectedSpring(in: scene) else { return }
        let all = allSpringPresets
        let next = ((presetIndex ?? (step > 0 ? -1 : 0)) + step + all.count) % all.count
        let preset = all[next]
        setSpring(Self.constants(of: preset, for: spring), in: scene)
        presetIndex = next
        message = "preset: \(preset.name)"
    }

    /// `constants.settlingDuration`, remembered for the few springs the panel draws.
    func settling(of constants: SpringConstants) -> Double {
        if let known = settlingMemo[constants] { return known }
        if settlingMemo.count >= 8 { settlingMemo.removeAll() }
        let time = constants.settlingDuration
        settlingMemo[constants] = time
        return time
    }

    /// The name of the spring preset last chosen, while the spring is as it made it.
    var currentSpringPresetName: String? {
        let all = allSpringPresets
        return presetIndex.flatMap { $0 < all.count ? all[$0].name : nil }
    }

    /// Enter on a spring's number: the form's initializer takes it (and clamps it as it would).
    func commitSpringTyping(_ text: String, in scene: PlaygroundScene) {
        guard let spring = selectedSpring(in: scene) else { return }
        let parameters = spring.form.parameters
        let index = min(focusedField, parameters.count - 1)
        guard let value = Double(text), value.isFinite else {
            message = "\(parameters[index]) = \(text) is not a number"
            return
        }
        var values = springValues(spring)
        values[index] = value
        let constants = spring.form.constants(from: values, base: spring.constants)
        setSpring(constants, in: scene)
        let kept = spring.form.values(of: constants)[index]
        if abs(kept - value) > 1e-9 * max(1, abs(value)) {
            message = "\(parameters[index]) = \(text) is out of range: set to \(NumberText.decimal(kept, places: 3))"
        }
    }

    /// Ctrl+C: iOS 17's form; with Shift CSS's `linear()`; with Alt SwiftUI's; with Alt and Shift the constants.
    func copySpring(_ spring: SpringSlotState, _ form: SpringText.Form) -> String {
        let text = SpringText.format(spring.constants, as: form)
        message = "copied \(text)"
        return text
    }

    func pasteSpring(_ text: String, in scene: PlaygroundScene) -> Bool {
        if let linear = CSSLinear(parsing: text), let spring = selectedSpring(in: scene) {
            // CSS's linear() has no time of its own: the spring keeps its settling time and takes the closest shape.
            let fit = SpringBridge.spring(fitting: SpringBridge.samples.map(linear.value(at:)), duration: settling(of: spring.constants))
            let constants = spring.form.constants(perceptualDuration: fit.constants.perceptualDuration, bounce: fit.constants.bounce, base: spring.constants)
            setSpring(constants, in: scene)
            message = "pasted the spring closest to linear(…) (off by \(percent(fit.error)) at worst): \(constants)"
            return true
        }
        guard let spring = selectedSpring(in: scene), let pasted = SpringText.parse(text) else {
            message = "the clipboard holds no spring (duration and bounce, mass, stiffness and damping, or dampingRatio and response)"
            return false
        }
        // A form other than the constants says a spring by its duration and bounce (with mass 1): those are kept.
        let constants =
            spring.form == .constants
            ? pasted : spring.form.constants(perceptualDuration: pasted.perceptualDuration, bounce: pasted.bounce, base: pasted)
        setSpring(constants, in: scene)
        message = "pasted \(constants)"
        return true
    }
}

/// The bridge between the two kinds of slot: a spring as the closest curve, a curve as the closest spring.
extension CurveEditor {
    /// The curve closest to `spring` (control points to thousandths) and how far it strays, at worst.
    func curveFit(for spring: SpringConstants) -> (points: CurvePoints, error: Double) {
        if let fit = curveFit, fit.spring == spring { return (fit.points, fit.error) }
        let found = SpringBridge.curve(for: spring)
        let v = found.points.values.map { ($0 * 1000).rounded() / 1000 }
        let points = CurvePoints(v[0], v[1], v[2], v[3])
        let error = SpringBridge.error(points, SpringBridge.samples.map { spring.progress(at: $0 * min(max(spring.settlingDuration, 1e-3), 10)) })
        curveFit = (spring, points, error)
        return (points, error)
    }

    /// The spring closest to `points` when it settles in 1 s, and how far it strays, at worst.
    func springFit(for points: CurvePoints) -> (constants: SpringConstants, error: Double) {
        if let fit = springFit, fit.points == points { return (fit.constants, fit.error) }
        let found = SpringBridge.spring(for: points, duration: 1)
        springFit = (points, found.constants, found.error)
        return found
    }

    /// B: the selected slot as the other kind, for the clipboard: a spring as `CAMediaTimingFunction`, a curve as
    /// `CASpringAnimation(perceptualDuration:bounce:)` settling in 1 s.
    func copyBridge(in scene: PlaygroundScene) -> String? {
        if let spring = selectedSpring(in: scene) {
            let fit = curveFit(for: spring.constants)
            let text = CurveText.format(fit.points, as: .swift)
            message = "copied \(text): off by \(percent(fit.error)) at worst over the spring's settling time"
            return text
        }
        guard let slot = selectedFunction(in: scene) else { return nil }
        let fit = springFit(for: CurvePoints(slot.function))
        let text = SpringText.format(fit.constants, as: .perceptual)
        message = "copied \(text): settles in 1 s (scale the duration with your animation's); off by \(percent(fit.error)) at worst"
        return text
    }

    /// What W writes for the slots chosen to be the other kind: each spring as its closest curve, each curve as the
    /// damping ratio of its closest spring (to hundredths), which UIKit fits to the animation's duration.
    func otherKinds(in scene: PlaygroundScene) -> ScriptSlotWriter.OtherKinds {
        var kinds = ScriptSlotWriter.OtherKinds()
        for spring in scene.springSlots where springsWrittenAsCurves.contains(spring.name) {
            kinds.springsAsCurves[spring.name] = curveFit(for: spring.constants).points
        }
        for slot in slots(of: scene) where curvesWrittenAsSprings.contains(slot.name) {
            kinds.curvesAsSprings[slot.name] = dampingRatioFit(for: slot.function)
        }
        return kinds
    }

    /// The damping ratio (to hundredths) of the spring closest to a curve: its shape at any duration. The fit's springs
    /// do not overshoot less than critically damped ones, so the ratio is at most 1.
    func dampingRatioFit(for function: TimingFunction) -> Double {
        ((1 - max(springFit(for: CurvePoints(function)).constants.bounce, 0)) * 100).rounded() / 100
    }

    /// Shift+B: W writes the selected slot as the other kind from now on (its code's timing arguments replaced by the
    /// fit's), or, pressed again, as its own kind. Only code that has the other kind's form can be switched (a script's
    /// `UIViewPropertyAnimator` and UIKit's timing parameters): anything else says why.
    func toggleOtherKind(path: String, in scene: PlaygroundScene) {
        let spring = selectedSpring(in: scene)
        guard let name = spring?.name ?? selectedFunction(in: scene)?.name else { return }
        let own = spring == nil ? "curve" : "spring"
        if spring == nil ? curvesWrittenAsSprings.remove(name) != nil : springsWrittenAsCurves.remove(name) != nil {
            message = "W writes \(name) as the \(own) it is"
            return
        }
        guard SceneCatalog.isScript(path) else {
            message = "only a Swift script's UIKit timing can be written as the other kind: B copies it to paste yourself"
            return
        }
        var chosen = ScriptSlotWriter.OtherKinds()
        if let spring {
            chosen.springsAsCurves[name] = curveFit(for: spring.constants).points
        } else if let slot = selectedFunction(in: scene) {
            chosen.curvesAsSprings[name] = dampingRatioFit(for: slot.function)
        }
        do {
            _ = try ScriptSlotWriter.rewrittenFiles(path: path, slots: [:], otherKinds: chosen)
        } catch {
            message = "\(error)"
            return
        }
        if let points = chosen.springsAsCurves[name] {
            springsWrittenAsCurves.insert(name)
            message = "W writes \(name) as the curve \(points) (Shift+B keeps the spring)"
        } else if let ratio = chosen.curvesAsSprings[name] {
            curvesWrittenAsSprings.insert(name)
            message = "W writes \(name) as a spring of damping ratio \(NumberText.decimal(ratio, places: 2)) (Shift+B keeps the curve)"
        }
    }

    func percent(_ fraction: Double) -> String { NumberText.decimal(fraction * 100, places: 1) + " %" }
}
