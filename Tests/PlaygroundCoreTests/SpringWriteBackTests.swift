import Foundation
import LayerKit
import PlaygroundCore
import Scenes
import Testing

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

    @Test func writesEachFormsLiterals() {
        // Mass 2 is new (assigned after the last constant); ratio 0.6 fitted to 1.25 s; perceptual 0.5 s, bounce 0.25.
        let springs: [String: ScriptSlotWriter.SpringChange] = [
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

    @Test func aFormWithoutLiteralsIsRefusedByName() {
        let text = "let d = 0.4\nUIView.animate(springDuration: d, bounce: 0.2) { v.alpha = 0 }\n"
        let change = ScriptSlotWriter.SpringChange(
            original: SpringConstants(perceptualDuration: 0.4, bounce: 0.2), edited: SpringConstants(perceptualDuration: 0.6, bounce: 0.2))
        let result = ScriptSlotWriter.rewrite(text, fileName: "Q.swift", slots: [:], springs: ["Q.swift:2": change])
        #expect(result.problems == ["Q.swift:2: no number literal for perceptualDuration to write into"])
        // The bounce alone can be written: the duration the code computes stays as it is.
        let bounce = ScriptSlotWriter.SpringChange(
            original: SpringConstants(perceptualDuration: 0.4, bounce: 0.2), edited: SpringConstants(perceptualDuration: 0.4, bounce: 0.35))
        let written = ScriptSlotWriter.rewrite(text, fileName: "Q.swift", slots: [:], springs: ["Q.swift:2": bounce])
        #expect(written.problems.isEmpty)
        #expect(written.text == "let d = 0.4\nUIView.animate(springDuration: d, bounce: 0.35) { v.alpha = 0 }\n")
    }
}
