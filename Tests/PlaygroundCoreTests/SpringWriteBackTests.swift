import Foundation
import LayerKit
import SceneFiles
import Scripts
import Testing

@_spi(App) @testable import PlaygroundCore

/// Spring write-back: the literals of each form are found and replaced, a constant left at its default is assigned on a
/// new line, and everything else stays byte for byte.
@Suite struct SpringWriteBackTests {
    let source = """
        func makeScene(root: UIView) {
            let pop = CASpringAnimation(keyPath: "transform.scale") // a pop
            pop.fromValue = 0.5
            pop.damping = 8
            pop.stiffness = 200
            pop.duration = pop.settlingDuration
            layer.add(pop, forKey: "pop")
            UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.45, initialSpringVelocity: 0, options: [],
                           animations: { box.center.x = 300 })
            let settle = CASpringAnimation(perceptualDuration: 0.6, bounce: -0.2)
            let s = "CASpringAnimation(perceptualDuration: 1, bounce: 1)"
        }
        """

    @Test func scansTheFormsOnTheirLines() {
        let calls = SpringCall.scan(Array(source.utf8))
        #expect(calls.map(\.line) == [2, 8, 10])
        #expect(calls.map(\.form) == [.constants, .dampingRatio, .perceptual])
        #expect(calls.map(\.variable) == ["pop", nil, "settle"])
        #expect(Set(calls[0].literals.keys) == ["damping", "stiffness"])
        #expect(Set(calls[1].literals.keys) == ["duration", "dampingRatio", "initialVelocity"])
        let names = SpringCall.slotNames(in: [("P.swift", calls)])
        #expect(names == ["P.swift:2": "pop", "P.swift:8": "P.swift:8", "P.swift:10": "settle"])
    }

    @Test func springTimingParametersAreScannedInTheirThreeForms() {
        let code = """
            let soft = UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 0, dy: 0))
            let firm = UISpringTimingParameters(mass: 1, stiffness: 300, damping: 18, initialVelocity: .zero)
            let modern = UISpringTimingParameters(duration: 0.4, bounce: 0.2)
            """
        let calls = SpringCall.scan(Array(code.utf8))
        #expect(calls.map(\.form) == [.dampingRatio, .constants, .perceptual])
        #expect(calls.map(\.variable) == ["soft", "firm", "modern"])
        #expect(Set(calls[0].literals.keys) == ["dampingRatio"])
        #expect(Set(calls[1].literals.keys) == ["mass", "stiffness", "damping"])
        #expect(Set(calls[2].literals.keys) == ["perceptualDuration", "bounce"])
    }

    @Test func writesEachFormsLiterals() {
        // Mass 2 is new (assigned after the last constant); ratio 0.6 fitted to 1.25 s; perceptual 0.5 s, bounce 0.25.
        let springs: [String: SpringChange] = [
            "pop": .init(original: SpringConstants(stiffness: 200, damping: 8), edited: SpringConstants(mass: 2, stiffness: 250, damping: 9)),
            "P.swift:8": .init(
                original: SpringConstants(dampingRatio: 0.45, settlingIn: 0.8), edited: SpringConstants(dampingRatio: 0.6, settlingIn: 1.25)),
            "settle": .init(
                original: SpringConstants(perceptualDuration: 0.6, bounce: -0.2),
                edited: SpringConstants(perceptualDuration: 0.5, bounce: 0.25)),
        ]
        let result = ScriptSlotWriter.rewrite(source, fileName: "P.swift", slots: [:], springs: springs)
        #expect(result.problems.isEmpty)
        #expect(result.found == ["pop", "P.swift:8", "settle"])
        let expected = """
            func makeScene(root: UIView) {
                let pop = CASpringAnimation(keyPath: "transform.scale") // a pop
                pop.fromValue = 0.5
                pop.damping = 9
                pop.stiffness = 250
                pop.mass = 2
                pop.duration = pop.settlingDuration
                layer.add(pop, forKey: "pop")
                UIView.animate(withDuration: 1.25, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: [],
                               animations: { box.center.x = 300 })
                let settle = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.25)
                let s = "CASpringAnimation(perceptualDuration: 1, bounce: 1)"
            }
            """
        #expect(result.text == expected)
    }

    @Test func aSpringsConstantsAreNotThoseOfAnotherOfTheSameName() {
        let text = """
            let pop = CASpringAnimation(keyPath: "opacity")
            pop.damping = 6
            if flag { pop.stiffness = 300 }
            func later() {
                let pop = CASpringAnimation(keyPath: "opacity")
                pop.damping = 9
            }
            """
        let bytes = Array(text.utf8)
        let calls = SpringCall.scan(bytes)
        #expect(calls.map { $0.literals["damping"].map { String(decoding: bytes[$0], as: UTF8.self) } } == ["6", "9"])
        #expect(calls.map { $0.literals["stiffness"].map { String(decoding: bytes[$0], as: UTF8.self) } } == ["300", nil])
    }

    @Test func aFormWithoutLiteralsIsRefusedByName() {
        let text = "let d = 0.4\nUIView.animate(springDuration: d, bounce: 0.2) { v.alpha = 0 }\n"
        let change = SpringChange(
            original: SpringConstants(perceptualDuration: 0.4, bounce: 0.2), edited: SpringConstants(perceptualDuration: 0.6, bounce: 0.2))
        let result = ScriptSlotWriter.rewrite(text, fileName: "Q.swift", slots: [:], springs: ["Q.swift:2": change])
        #expect(result.problems == ["Q.swift:2: no number literal for perceptualDuration to write into"])
        // The bounce alone can be written: the duration the code computes stays as it is.
        let bounce = SpringChange(
            original: SpringConstants(perceptualDuration: 0.4, bounce: 0.2), edited: SpringConstants(perceptualDuration: 0.4, bounce: 0.35))
        let written = ScriptSlotWriter.rewrite(text, fileName: "Q.swift", slots: [:], springs: ["Q.swift:2": bounce])
        #expect(written.problems.isEmpty)
        #expect(written.text == "let d = 0.4\nUIView.animate(springDuration: d, bounce: 0.35) { v.alpha = 0 }\n")
    }
}

/// A scene file's springs are slots named by their keys; W writes the changed constants into their objects.
@Suite struct SceneFileSpringTests {
    let scene = """
        {
          "size": [300, 200],
          "layers": [
            { "name": "ball", "bounds": [0, 0, 20, 20], "position": [40, 100], "backgroundColor": "#FF8800",
              "animations": [
                { "key": "bounce", "type": "spring", "keyPath": "position.x", "fromValue": 40, "toValue": 260,
                  "damping": 6, "stiffness": 120 },
                { "key": "grow", "type": "spring", "keyPath": "opacity", "fromValue": 0, "toValue": 1 }
              ] }
          ]
        }
        """

    @Test func springsAreSlotsAndAreWrittenBack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("springs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("springs.json")
        try Data(scene.utf8).write(to: file)
        let app = try makeTestApp(file.path)
        #expect(app.scene.springSlots.map(\.name) == ["bounce", "grow"])
        #expect(app.scene.springSlots.map(\.location) == ["springs.json:6", "springs.json:8"])
        #expect(app.scene.springSlots[0].original == SpringConstants(stiffness: 120, damping: 6))
        app.setEditorOpen(true)
        app.editor.select(slot: 0, in: app.scene)
        app.editor.setSpring(SpringConstants(stiffness: 150, damping: 6), in: app.scene)
        app.editor.select(slot: 1, in: app.scene)
        app.editor.setSpring(SpringConstants(mass: 2, damping: 14), in: app.scene)
        app.handle(.key(.character("w"), []))
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(
            written
                == scene.replacingOccurrences(of: "\"stiffness\": 120", with: "\"stiffness\": 150")
                .replacingOccurrences(of: "\"toValue\": 1 }", with: "\"toValue\": 1, \"mass\": 2, \"damping\": 14 }"))
        // The file reloads with the written springs as the scene's own.
        let reloaded = try SceneDocument.load(text: written, name: "springs.json")
        #expect(
            reloaded.tree.springSlots.map(\.slot.original) == [SpringConstants(stiffness: 150, damping: 6), SpringConstants(mass: 2, damping: 14)])
    }
}
