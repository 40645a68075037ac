import Foundation
import LayerKit
import Scenes

/// The timing-curve editor's state and operations: which slot and handle are selected, edits with undo
/// and redo, presets, clipboard forms, user presets, and writing a scene file's slots back. Edits change
/// the slot's shared `TimingFunction`, so every animation using it follows from the next frame; they are
/// remembered by slot name and applied again whenever the scene is rebuilt (restart, scrub, reload).
@_spi(App) public final class CurveEditor {
    struct Change: Equatable, Sendable {
        @_spi(App) public var slot: String
        @_spi(App) public var before: Value
        @_spi(App) public var after: Value
    }

    /// What a slot holds: a curve's control points or a spring's constants.
    @_spi(App) public enum Value: Equatable, Sendable, CustomStringConvertible {
        case curve(CurvePoints)
        case spring(SpringConstants)

        @_spi(App) public var description: String {
            switch self {
            case .curve(let points): return "\(points)"
            case .spring(let constants): return "\(constants)"
            }
        }
    }

    var isOpen = false
    @_spi(App) public internal(set) var selectedSlot = 0
    /// 1 or 2: which control point the arrows move.
    @_spi(App) public private(set) var selectedHandle = 1
    /// Which of x1, y1, x2, y2 typing goes into (0...3).
    @_spi(App) public internal(set) var focusedField = 0
    /// Digits being typed into the focused field, if any.
    @_spi(App) public private(set) var typing: String?
    /// Whether digits go into the focused field (after Tab or a click on a field, until Enter or Escape); otherwise the
    /// number keys switch scenes as they do with the editor closed.
    @_spi(App) public private(set) var isEditingField = false
    var showsVelocity = false
    @_spi(App) public internal(set) var presetIndex: Int?
    /// What the last operation says (shown under the plot until it expires or the scene changes).
    @_spi(App) public internal(set) var message: String? {
        didSet { if message != nil { messageNumber &+= 1 } }
    }
    /// Counts the messages said, so that the app can tell a new one (even with the same text) from an old one.
    @_spi(App) public private(set) var messageNumber = 0
    @_spi(App) public let store: UserPresetStore
    /// The name being typed for a preset the user keeps, if any (K starts it, Enter keeps, Escape cancels).
    @_spi(App) public internal(set) var naming: String?
    /// Whether the name is the suggested one, selected as a text field selects it: typing replaces it.
    @_spi(App) public internal(set) var isNameSelected = false
    var originals: [String: CurvePoints] = [:]
    var edited: [String: CurvePoints] = [:]
    var undoStack: [Change] = []
    var redoStack: [Change] = []
    private var dragStart: CurvePoints?
    /// The spring slots' edits by name, and a spring drag in progress (what it started from, and the plot's time axis
    /// held still while it lasts).
    var springEdited: [String: SpringConstants] = [:]
    var springDrag: (start: SpringConstants, axis: Double)?
    /// Whether the preset gallery shows over the scene (Ctrl+P), and whether a click in it compares rather than applies.
    var galleryOpen = false
    var galleryCompares = false
    /// What the plot's ghost shows instead of the slot's original: a preset or kept curve or spring to compare with.
    var comparison: Comparison?

    enum Comparison: Equatable, Sendable {
        case curve(name: String, points: CurvePoints)
        case spring(name: String, constants: SpringConstants)
    }

    /// The slots W writes as the other kind (Shift+B), by name: springs as their closest curves, curves as their closest
    /// springs.
    var springsWrittenAsCurves: Set<String> = []
    var curvesWrittenAsSprings: Set<String> = []
    /// The last fits between a spring and a curve (`SpringBridge`), which take a few milliseconds each.
    var curveFit: (spring: SpringConstants, points: CurvePoints, error: Double)?
    var springFit: (points: CurvePoints, constants: SpringConstants, error: Double)?
    /// Settling durations the panel drew lately: a slow spring's takes up to a million steps to work out.
    var settlingMemo: [SpringConstants: Double] = [:]

    @_spi(App) public init(store: UserPresetStore) {
        self.store = store
        message = store.problem
    }

    // MARK: Slots

    /// The scene's slots, remembering each one's original curve the first time it is seen.
    @_spi(App) public func slots(of scene: PlaygroundScene) -> [(name: String, function: TimingFunction)] {
        let slots = scene.tree.timingFunctionSlots
        for slot in slots where originals[slot.name] == nil { originals[slot.name] = CurvePoints(slot.function) }
        return slots
    }

    /// The selected slot if it is a curve (the list shows the curves, then the springs).
    func selectedFunction(in scene: PlaygroundScene) -> (name: String, function: TimingFunction)? {
        let list = slots(of: scene)
        let index = min(selectedSlot, list.count + scene.springSlots.count - 1)
        return index >= 0 && index < list.count ? list[index] : nil
    }

    /// How many slots the list holds: the curves and the springs.
    func slotCount(of scene: PlaygroundScene) -> Int { slots(of: scene).count + scene.springSlots.count }

    func select(slot index: Int, in scene: PlaygroundScene) {
        let count = slotCount(of: scene)
        guard count > 0 else { return }
        selectedSlot = (index % count + count) % count
        typing = nil
        isEditingField = false
        naming = nil
        presetIndex = nil
    }

    func selectHandle(_ handle: Int) {
        selectedHandle = handle == 2 ? 2 : 1
        focusedField = (selectedHandle - 1) * 2
    }

    /// Tab: x1 → y1 → x2 → y2 → x1 (a spring's numbers in turn), moving the handle selection along; digits then go
    /// into the field.
    func nextField(count: Int = 4) {
        commitTyping(in: nil)
        focus(field: (focusedField + 1) % max(count, 1))
    }

    /// A click on a number field: digits go into it.
    func focus(field: Int) {
        focusedField = min(max(field, 0), 3)
        selectedHandle = focusedField / 2 + 1
        isEditingField = true
    }

    /// The original curve of a slot (for Reset and the ghost).
    @_spi(App) public func original(of name: String) -> CurvePoints? { originals[name] }

    /// What the plot's ghost shows for the curve slot `name`: the curve compared with (and its name), else the original.
    func curveGhost(for name: String) -> (points: CurvePoints, comparedWith: String?)? {
        if case .curve(let compared, let points)? = comparison { return (points, compared) }
        return originals[name].map { ($0, nil) }
    }

    /// Applies remembered edits to a rebuilt scene's slots.
    func reapply(to scene: PlaygroundScene) {
        // A name that is no curve here (a curve written as a spring, another scene's) takes its original afresh when it
        // is a curve again.
        let names = Set(scene.tree.timingFunctionSlots.map(\.name))
        originals = originals.filter { names.contains($0.key) }
        for slot in scene.tree.timingFunctionSlots {
            if originals[slot.name] == nil { originals[slot.name] = CurvePoints(slot.function) }
            if let points = edited[slot.name] { points.apply(to: slot.function) }
        }
        for (name, constants) in springEdited { scene.setSpring(constants, forSlot: name) }
    }

    // MARK: Editing

    /// Sets the selected slot's curve (clamped), recording an undoable change unless `recording` is false.
    @_spi(App) public func set(_ points: CurvePoints, in scene: PlaygroundScene, recording: Bool = true) {
        guard let slot = selectedFunction(in: scene) else { return }
        let before = CurvePoints(slot.function)
        let after = points.clamped
        guard after != before else { return }
        after.apply(to: slot.function)
        edited[slot.name] = after
        if recording {
            undoStack.append(Change(slot: slot.name, before: .curve(before), after: .curve(after)))
            redoStack.removeAll()
        }
    }

    /// Arrow keys: moves the selected handle by (dx, dy) in curve units.
    func nudge(dx: Double, dy: Double, in scene: PlaygroundScene) {
        if selectedSpring(in: scene) != nil {
            nudgeSpring(duration: dx, bounce: dy, in: scene)
            return
        }
        guard let slot = selectedFunction(in: scene) else { return }
        var p = CurvePoints(slot.function)
        if selectedHandle == 1 { p.x1 += dx; p.y1 += dy } else { p.x2 += dx; p.y2 += dy }
        set(p, in: scene)
    }

    /// Starts dragging: the handle nearest to `point` (curve units) is selected and, unless `grab` (the
    /// pointer is on the handle already), moved there.
    func beginDrag(at point: Point, grab: Bool, in scene: PlaygroundScene) {
        guard let slot = selectedFunction(in: scene) else { return }
        let p = CurvePoints(slot.function)
        dragStart = p
        let d1 = Point(p.x1, p.y1).distance(to: point), d2 = Point(p.x2, p.y2).distance(to: point)
        selectHandle(d1 <= d2 ? 1 : 2)
        if !grab { drag(to: point, in: scene) }
    }

    func drag(to point: Point, in scene: PlaygroundScene) {
        if springDrag != nil {
            dragSpring(to: point, in: scene)
            return
        }
        guard dragStart != nil, let slot = selectedFunction(in: scene) else { return }
        var p = CurvePoints(slot.function)
        if selectedHandle == 1 { p.x1 = point.x; p.y1 = point.y } else { p.x2 = point.x; p.y2 = point.y }
        set(p, in: scene, recording: false)
    }

    /// Ends a drag as one undoable change.
    func endDrag(in scene: PlaygroundScene) {
        if springDrag != nil {
            endSpringDrag(in: scene)
            return
        }
        guard let start = dragStart, let slot = selectedFunction(in: scene) else { return }
        dragStart = nil
        let end = CurvePoints(slot.function)
        if end != start {
            undoStack.append(Change(slot: slot.name, before: .curve(start), after: .curve(end)))
            redoStack.removeAll()
        }
    }

    var isDragging: Bool { dragStart != nil || springDrag != nil }

    func undo(in scene: PlaygroundScene) {
        guard let change = undoStack.popLast() else {
            message = "nothing to undo"
            return
        }
        apply(change.before, to: change.slot, in: scene)
        redoStack.append(change)
        presetIndex = nil
        message = "undid: \(change.slot) back to \(change.before)"
    }

    func redo(in scene: PlaygroundScene) {
        guard let change = redoStack.popLast() else {
            message = "nothing to redo"
            return
        }
        apply(change.after, to: change.slot, in: scene)
        undoStack.append(change)
        presetIndex = nil
        message = "redid: \(change.slot) to \(change.after)"
    }

    private func apply(_ value: Value, to slot: String, in scene: PlaygroundScene) {
        switch value {
        case .curve(let points):
            guard let index = slots(of: scene).firstIndex(where: { $0.name == slot }) else { return }
            selectedSlot = index
            points.apply(to: scene.tree.timingFunctionSlots[index].function)
            edited[slot] = points
        case .spring(let constants):
            guard let index = scene.springSlots.firstIndex(where: { $0.name == slot }) else { return }
            selectedSlot = slots(of: scene).count + index
            scene.setSpring(constants, forSlot: slot)
            springEdited[slot] = constants
        }
    }

    /// Back to the scene's own curve.
    func reset(in scene: PlaygroundScene) {
        if selectedSpring(in: scene) != nil {
            resetSpring(in: scene)
            return
        }
        guard let slot = selectedFunction(in: scene), let original = originals[slot.name] else { return }
        set(original, in: scene)
        presetIndex = nil
        message = "reset \(slot.name) to the scene's curve \(original)"
    }

    /// P / Shift+P: the next or previous preset (built-in, then the user's).
    func cyclePreset(by step: Int, in scene: PlaygroundScene) {
        if selectedSpring(in: scene) != nil {
            cycleSpringPreset(by: step, in: scene)
            return
        }
        let all = presets
        guard !all.isEmpty else { return }
        let next = ((presetIndex ?? (step > 0 ? -1 : 0)) + step + all.count) % all.count
        presetIndex = next
        set(all[next].points, in: scene)
        message = "preset: \(all[next].name)"
    }

    @_spi(App) public var presets: [(name: String, points: CurvePoints)] {
        CurvePresets.all + store.presets.map { ("★ " + $0.name, $0.points) }
    }

    var currentPresetName: String? { presetIndex.map { presets[$0].name } }

    // MARK: Typing

    @_spi(App) public func type(_ character: Character, in scene: PlaygroundScene) {
        guard "0123456789.-".contains(character) else { return }
        typing = (typing ?? "") + String(character)
    }

    @_spi(App) public func backspace() {
        guard var text = typing else { return }
        text.removeLast()
        typing = text.isEmpty ? nil : text
    }

    func cancelTyping() {
        typing = nil
        isEditingField = false
    }

    /// Enter: the typed number goes into the focused field; a number outside the field's range is set to the nearest
    /// end of it, and the message says so.
    func commitTyping(in scene: PlaygroundScene?) {
        guard let text = typing else { return }
        typing = nil
        if scene != nil { isEditingField = false }
        guard let scene else { return }
        if selectedSpring(in: scene) != nil {
            commitSpringTyping(text, in: scene)
            return
        }
        guard let slot = selectedFunction(in: scene) else { return }
        let name = ["x1", "y1", "x2", "y2"][focusedField]
        guard let value = Double(text), value.isFinite else {
            message = "\(name) = \(text) is not a number"
            return
        }
        var values = CurvePoints(slot.function).values
        values[focusedField] = value
        let points = CurvePoints(values[0], values[1], values[2], values[3])
        set(points, in: scene)
        let kept = points.clamped.values[focusedField]
        if kept != value {
            let range = focusedField % 2 == 0 ? "0 to 1" : "−1 to 2"
            message = "\(name) = \(text) is outside \(range): set to \(String(format: "%.3f", kept))"
        }
    }

    /// The line under the plot that wants attention first: the preset name being typed, or the last message (which may
    /// name the preset).
    var noticeLine: String? {
        naming.map { name in
            let shown = isNameSelected ? "[\(name)]" : name + "▏"
            return "preset name: \(shown) (type to replace · Enter keeps · Esc cancels)"
        } ?? message
    }

    /// Forgets the message (it expired, or the scene changed).
    func clearMessage() { message = nil }

    /// Another scene was opened: the choices of Shift+B were about the last one's slots.
    func forgetOtherKinds() {
        springsWrittenAsCurves = []
        curvesWrittenAsSprings = []
    }

    /// Says `text` as the editor's message.
    func say(_ text: String) { message = text }
}
