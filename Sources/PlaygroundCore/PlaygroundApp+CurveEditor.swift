import Foundation
import LayerKit
import Scenes

/// The timing-curve editor's part of the app: opening it, its keys and clicks, paste, and write-back.
extension PlaygroundApp {
    func setEditorOpen(_ open: Bool) {
        editor.isOpen = open
        layout.editorOpen = open
        if open {
            editor.select(slot: editor.selectedSlot, in: scene)
            selectInspectedSlot()
        }
        viewportDidChange()
    }

    /// Text from the clipboard (the shell's answer to `.paste`).
    @_spi(App) public func paste(_ text: String) {
        editor.paste(text, in: scene)
    }

    var editorGeometry: CurveEditorGeometry {
        if let spring = editor.selectedSpring(in: scene) { return springGeometry(for: spring) }
        let points = editor.selectedFunction(in: scene).map { CurvePoints($0.function) } ?? CurvePoints(0, 0, 1, 1)
        return CurveEditorGeometry(
            panel: layout.editorPanel, slotCount: editor.slotCount(of: scene), points: points, showsVelocity: editor.showsVelocity)
    }

    /// The panel's geometry for a spring: its time axis held still while its handle is dragged.
    func springGeometry(for spring: SpringSlotState) -> CurveEditorGeometry {
        CurveEditorGeometry(
            panel: layout.editorPanel, slotCount: editor.slotCount(of: scene),
            timeAxis: editor.springDrag?.axis ?? SpringEditorPanel.timeAxis(for: spring, editor: editor), fieldCount: spring.form.parameters.count)
    }

    func editorMouseDown(_ point: Point) {
        let geometry = editorGeometry
        let count = editor.slotCount(of: scene)
        let first = CurveEditorGeometry.firstRow(selected: min(editor.selectedSlot, count - 1), count: count, rows: geometry.rowsShown)
        for index in 0..<geometry.rowsShown where geometry.row(index).contains(point) {
            editor.select(slot: first + index, in: scene)
            return
        }
        for index in 0..<geometry.fieldCount where geometry.field(index).contains(point) {
            editor.commitTyping(in: scene)
            editor.focus(field: index)
            return
        }
        let plot = geometry.plot.insetBy(dx: -10, dy: -10)
        if plot.contains(point), editor.selectedSpring(in: scene) != nil, let axis = geometry.timeAxis {
            editor.beginSpringDrag(at: geometry.curve(point), axis: axis, in: scene)
            return
        }
        guard plot.contains(point), let slot = editor.selectedFunction(in: scene) else { return }
        let p = CurvePoints(slot.function)
        let onHandle = [Point(p.x1, p.y1), Point(p.x2, p.y2)].contains { geometry.window($0).distance(to: point) <= 10 }
        editor.beginDrag(at: geometry.curve(point), grab: onHandle, in: scene)
    }

    /// Keys while the editor has focus; nil lets the key through to the usual controls.
    func handleEditorKey(_ key: Key, _ modifiers: Modifiers) -> AppRequest?? {
        if editor.naming != nil {
            // Naming a preset takes every key: the characters arrive as text events.
            switch key {
            case .enter: editor.commitNaming(in: scene)
            case .escape: editor.cancelNaming()
            case .backspace: if modifiers.contains(.control) { editor.deleteNameWord() } else { editor.backspaceName() }
            case .character("u") where modifiers.contains(.control): editor.clearName()
            default: break
            }
            return .some(nil)
        }
        let step = modifiers.contains(.shift) ? 0.1 : 0.01
        if modifiers.contains(.control) {
            switch key {
            case .character("c"):
                if modifiers.contains(.alt) && modifiers.contains(.shift), let spring = editor.selectedSpring(in: scene) {
                    return .some(.copy(editor.copySpring(spring, .constants)))
                }
                let form: CurveText.Form = modifiers.contains(.alt) ? .layerKit : modifiers.contains(.shift) ? .css : .swift
                return .some(editor.copy(form, in: scene).map { AppRequest.copy($0) })
            case .character("v"): return .some(.paste)
            case .character("p"):
                editor.galleryOpen.toggle()
                return .some(nil)
            case .character("z"):
                if modifiers.contains(.shift) { editor.redo(in: scene) } else { editor.undo(in: scene) }
                return .some(nil)
            default: return nil
            }
        }
        switch key {
        case .escape:
            if editor.typing != nil || editor.isEditingField {
                editor.cancelTyping()
            } else if editor.galleryOpen {
                editor.galleryOpen = false
            } else {
                setEditorOpen(false)
            }
        case .left: editor.nudge(dx: -step, dy: 0, in: scene)
        case .right: editor.nudge(dx: step, dy: 0, in: scene)
        case .up: editor.nudge(dx: 0, dy: step, in: scene)
        case .down: editor.nudge(dx: 0, dy: -step, in: scene)
        case .tab:
            if modifiers.contains(.shift) {
                editor.select(slot: editor.selectedSlot + 1, in: scene)
            } else {
                editor.nextField(count: editor.selectedSpring(in: scene)?.form.parameters.count ?? 4)
            }
        case .enter:
            if editor.typing == nil { editor.cancelTyping() } else { editor.commitTyping(in: scene) }
        case .backspace: editor.backspace()
        case .character(let c):
            if editor.isEditingField, let character = c.first, "0123456789.-".contains(character) {
                editor.type(character, in: scene)
                return .some(nil)
            }
            switch c {
            case "e": setEditorOpen(false)
            case "p": editor.cyclePreset(by: modifiers.contains(.shift) ? -1 : 1, in: scene)
            case "o": editor.reset(in: scene)
            case "c":
                if editor.galleryOpen {
                    editor.galleryCompares.toggle()
                } else if editor.comparison != nil {
                    editor.comparison = nil
                    editor.say("the ghost is the scene's own again")
                } else {
                    return nil
                }
            case "b" where modifiers.contains(.shift): editor.toggleOtherKind(path: sceneSpec, in: scene)
            case "b": return .some(editor.copyBridge(in: scene).map { AppRequest.copy($0) })
            case "v": editor.showsVelocity.toggle()
            case "k":
                editor.beginNaming(in: scene)
                textOfNamingKey = "k"
            case "w":
                guard SceneCatalog.isFile(sceneSpec) else {
                    editor.say("\(sceneSpec) is built in, with no file to write into: `playground export --scene \(sceneSpec) --swift FILE` writes it as Swift")
                    return .some(nil)
                }
                // A slot written as the other kind is played as written once the file loads again (the watcher sees it).
                if !editor.writeBack(to: sceneSpec, in: scene) { fileModified = Self.modificationDate(sceneSpec) }
            default: return nil
            }
        default: return nil
        }
        return .some(nil)
    }
}
