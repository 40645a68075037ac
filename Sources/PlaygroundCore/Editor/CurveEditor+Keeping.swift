import Foundation
import LayerKit
import Scenes

/// The editor's clipboard, the user's presets (naming and keeping one), and writing the edited slots back.
extension CurveEditor {
    @_spi(App) public func copy(_ form: CurveText.Form, in scene: PlaygroundScene) -> String? {
        if let spring = selectedSpring(in: scene) { return copySpring(spring, form == .swift ? .perceptual : form == .css ? .css : .swiftUI) }
        guard let slot = selectedFunction(in: scene) else { return nil }
        let text = CurveText.format(CurvePoints(slot.function), as: form)
        message = "copied \(text)"
        return text
    }

    @discardableResult
    @_spi(App) public func paste(_ text: String, in scene: PlaygroundScene) -> Bool {
        if let steps = CSSSteps(parsing: text) {
            message = steps.explanation
            return false
        }
        if selectedSpring(in: scene) != nil { return pasteSpring(text, in: scene) }
        if let linear = CSSLinear(parsing: text) {
            let fit = SpringBridge.curve(fitting: SpringBridge.samples.map(linear.value(at:)))
            set(fit.points, in: scene)
            message = "pasted the curve closest to linear(…): \(fit.points), off by \(percent(fit.error)) at worst"
            return true
        }
        guard let points = CurveText.parse(text) else {
            message = "the clipboard holds no curve (four numbers with x in 0...1, or a name such as ease-in-out)"
            return false
        }
        set(points, in: scene)
        message = "pasted \(points)"
        return true
    }

    /// K: starts naming a user preset of the current curve, with its slot's name and a number suggested (selected).
    func beginNaming(in scene: PlaygroundScene) {
        guard let slot = selectedFunction(in: scene) else {
            if let spring = selectedSpring(in: scene) {
                naming = "\(spring.name) \(store.springs.filter { $0.name.hasPrefix(spring.name) }.count + 1)"
                isNameSelected = true
            }
            return
        }
        naming = "\(slot.name) \(store.presets.filter { $0.name.hasPrefix(slot.name) }.count + 1)"
        isNameSelected = true
    }

    /// Adds typed text to the name, or puts it in place of the selected suggestion (control characters are dropped;
    /// names stop at 40 characters).
    func typeName(_ text: String) {
        guard let name = naming else { return }
        let typed = text.filter { !$0.isNewline && $0.asciiValue.map { $0 >= 32 } ?? true }
        guard !typed.isEmpty else { return }
        naming = String(((isNameSelected ? "" : name) + typed).prefix(40))
        isNameSelected = false
    }

    /// Backspace: the last character, or the whole selected suggestion.
    func backspaceName() {
        guard naming?.isEmpty == false else { return }
        if isNameSelected { naming = "" } else { naming!.removeLast() }
        isNameSelected = false
    }

    /// Ctrl+Backspace: the last word (and the spaces after it).
    func deleteNameWord() {
        guard var name = naming else { return }
        if isNameSelected { name = "" }
        while name.last == " " { name.removeLast() }
        while let last = name.last, last != " " { name.removeLast() }
        naming = name
        isNameSelected = false
    }

    /// Ctrl+U: the whole name.
    func clearName() {
        guard naming != nil else { return }
        naming = ""
        isNameSelected = false
    }

    func cancelNaming() {
        naming = nil
        isNameSelected = false
    }

    /// Enter: keeps the current curve under the typed name (a preset with that name is replaced).
    func commitNaming(in scene: PlaygroundScene) {
        guard let typed = naming else { return }
        naming = nil
        isNameSelected = false
        let name = typed.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else {
            message = "a preset needs a name"
            return
        }
        keep(in: scene, as: name)
    }

    /// Keeps the current curve as a user preset called `name`.
    func keep(in scene: PlaygroundScene, as name: String) {
        if let spring = selectedSpring(in: scene) {
            let preset = UserPresetStore.SpringPreset(
                name: name, perceptualDuration: spring.constants.perceptualDuration, bounce: spring.constants.bounce)
            do {
                try store.save(preset)
                message = "kept \"\(name)\" in \(store.path)"
            } catch {
                message = "could not save presets: \(error.localizedDescription)"
            }
            return
        }
        guard let slot = selectedFunction(in: scene) else { return }
        do {
            try store.save(UserPresetStore.Preset(name: name, points: CurvePoints(slot.function)))
            message = "kept \"\(name)\" in \(store.path)"
        } catch {
            message = "could not save presets: \(error.localizedDescription)"
        }
    }

    /// W: writes the edited slots back into the scene file, everything else in it unchanged, and the slots chosen to be
    /// the other kind (Shift+B) as that kind. Returns whether a slot changed kind: the file is then to be loaded again,
    /// for the scene to play the code as written.
    @discardableResult
    func writeBack(to path: String, in scene: PlaygroundScene) -> Bool {
        let names = Set(slots(of: scene).map(\.name))
        // Only a script's code can be written as the other kind (Shift+B says so).
        let otherKinds = SceneCatalog.isScript(path) ? otherKinds(in: scene) : ScriptSlotWriter.OtherKinds()
        let changed = edited.filter { names.contains($0.key) && otherKinds.curvesAsSprings[$0.key] == nil }
        var springs: [String: SpringChange] = [:]
        var springLines: [Int: SpringChange] = [:]
        for slot in scene.springSlots where otherKinds.springsAsCurves[slot.name] == nil {
            guard let edited = springEdited[slot.name] else { continue }
            springs[slot.name] = SpringChange(original: slot.original, edited: edited)
            if let line = slot.location.split(separator: ":").last.flatMap({ Int($0) }) { springLines[line] = springs[slot.name] }
        }
        guard !changed.isEmpty || !springs.isEmpty || !otherKinds.isEmpty else {
            message = "no edited curves or springs to write"
            return false
        }
        do {
            if SceneCatalog.isScript(path) {
                try ScriptSlotWriter.write(path: path, slots: changed, springs: springs, otherKinds: otherKinds)
            } else {
                try SceneFileSlotWriter.write(path: path, slots: changed, springs: springLines)
            }
            let switched = otherKinds.names.sorted()
            let count = changed.count + springs.count + otherKinds.springsAsCurves.count + otherKinds.curvesAsSprings.count
            message = "wrote \(count) slot\(count == 1 ? "" : "s") to \(path)"
                + (switched.isEmpty ? "" : " (\(switched.joined(separator: ", ")) as the other kind: the scene loads again)")
        } catch {
            message = "\(error)"
            return false
        }
        // A slot written as the other kind comes back as that kind when the scene loads again: its edits and their
        // undo history were of the kind it was.
        for name in otherKinds.curvesAsSprings.keys { edited[name] = nil }
        for name in otherKinds.springsAsCurves.keys { springEdited[name] = nil }
        undoStack.removeAll { Self.isSwitched($0, otherKinds) }
        redoStack.removeAll { Self.isSwitched($0, otherKinds) }
        springsWrittenAsCurves.removeAll()
        curvesWrittenAsSprings.removeAll()
        return !otherKinds.isEmpty
    }

    private static func isSwitched(_ change: Change, _ kinds: ScriptSlotWriter.OtherKinds) -> Bool {
        switch change.after {
        case .curve: kinds.curvesAsSprings[change.slot] != nil
        case .spring: kinds.springsAsCurves[change.slot] != nil
        }
    }

    /// Where each slot is used: "layer.animationKey" for every animation (or group child) holding it.
    func uses(of function: TimingFunction, in scene: PlaygroundScene) -> [String] { scene.curveUses(of: function) }

    /// How far through its current iteration (0...1) the first animation using `function` is now: what the
    /// preview strip shows, so its dots move with the scene. Nil when nothing running uses it.
    @_spi(App) public func progress(of function: TimingFunction, in scene: PlaygroundScene) -> Double? { scene.curveProgress(of: function) }
}
