import Foundation
import LayerKit
import Scripts
import Testing

@_spi(App) @testable import PlaygroundCore

/// UIKit's timing written as the other kind: a property animator's curve arguments ⇄ its damping ratio, and cubic ⇄
/// spring timing parameters; other code is refused by name with the reason, and nothing else changes.
@Suite struct OtherKindWriteBackTests {
    let source = """
        func start(box: UIView) {
            let glide = UIViewPropertyAnimator(duration: 0.8, controlPoint1: CGPoint(x: 0.3, y: 0), controlPoint2: CGPoint(x: 0.2, y: 1)) {
                box.center.x = 200
            }
            let pop = UIViewPropertyAnimator(duration: 1.2, dampingRatio: 0.7, animations: { box.alpha = 0 })
            let ease = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.25, y: -0.5), controlPoint2: CGPoint(x: 0.5, y: 1.5))
            let soft = UISpringTimingParameters(dampingRatio: 0.5)
            let fade = CAMediaTimingFunction(controlPoints: 0.4, 0, 0.6, 1)
            let s = "UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1))"
        }
        """

    @Test func uikitCurvesAreCurveCallsWithTheirFourCoordinates() throws {
        let bytes = Array(source.utf8)
        let calls = CurveCall.scan(bytes)
        #expect(calls.map(\.line) == [2, 6, 8])
        #expect(calls.map(\.variable) == ["glide", "ease", "fade"])
        func numbers(_ call: CurveCall) -> [String] { call.literals.map { String(decoding: bytes[$0], as: UTF8.self) } }
        #expect(numbers(calls[0]) == ["0.3", "0", "0.2", "1"])
        #expect(numbers(calls[1]) == ["0.25", "-0.5", "0.5", "1.5"])
        let glide = try #require(calls[0].kindSwitch)
        #expect(glide.call == .propertyAnimator)
        #expect(String(decoding: bytes[glide.range], as: UTF8.self) == "controlPoint1: CGPoint(x: 0.3, y: 0), controlPoint2: CGPoint(x: 0.2, y: 1)")
        let ease = try #require(calls[1].kindSwitch)
        #expect(ease.call == .timingParameters)
        #expect(String(decoding: bytes[ease.range], as: UTF8.self).hasPrefix("UICubicTimingParameters(controlPoint1:"))
        #expect(calls[2].kindSwitch == nil)
    }

    @Test func uikitDampingRatiosAreSwitchSites() throws {
        let bytes = Array(source.utf8)
        let springs = SpringCall.scan(bytes)
        #expect(springs.map(\.variable) == ["pop", "soft"])
        let pop = try #require(springs[0].kindSwitch)
        #expect(String(decoding: bytes[pop.range], as: UTF8.self) == "dampingRatio: 0.7")
        let soft = try #require(springs[1].kindSwitch)
        #expect(String(decoding: bytes[soft.range], as: UTF8.self) == "UISpringTimingParameters(dampingRatio: 0.5)")
        // A velocity has no place in a cubic curve: that call stays a spring.
        let moving = SpringCall.scan(Array("let p = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: v)".utf8))
        #expect(moving.count == 1 && moving[0].kindSwitch == nil)
    }

    @Test func eachSwitchesToTheOtherKindInPlace() {
        let otherKinds = ScriptSlotWriter.OtherKinds(
            springsAsCurves: ["pop": CurvePoints(0.2, 0.9, 0.35, 1.05), "soft": CurvePoints(0.1, 0.7, 0.3, 1)],
            curvesAsSprings: ["glide": 0.85, "ease": 1])
        let result = ScriptSlotWriter.rewrite(source, fileName: "K.swift", slots: [:], otherKinds: otherKinds)
        #expect(result.problems.isEmpty)
        #expect(result.found == ["glide", "pop", "ease", "soft"])
        let expected = """
            func start(box: UIView) {
                let glide = UIViewPropertyAnimator(duration: 0.8, dampingRatio: 0.85) {
                    box.center.x = 200
                }
                let pop = UIViewPropertyAnimator(duration: 1.2, controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.35, y: 1.05), animations: { box.alpha = 0 })
                let ease = UISpringTimingParameters(dampingRatio: 1)
                let soft = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.7), controlPoint2: CGPoint(x: 0.3, y: 1.0))
                let fade = CAMediaTimingFunction(controlPoints: 0.4, 0, 0.6, 1)
                let s = "UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1))"
            }
            """
        #expect(result.text == expected)
        // Written as the other kind, each is found again as that kind.
        let again = Array(result.text.utf8)
        #expect(CurveCall.scan(again).compactMap(\.variable) == ["pop", "soft", "fade"])
        #expect(SpringCall.scan(again).compactMap(\.variable) == ["glide", "ease"])
    }

    @Test func aCurveAndASpringSharingANameSwitchOnlyTheOneChosen() {
        let text = """
            func a() { let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5) }
            func b() { let animator = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0), controlPoint2: CGPoint(x: 0.2, y: 1)) }
            """
        let result = ScriptSlotWriter.rewrite(
            text, fileName: "N.swift", slots: [:], otherKinds: .init(springsAsCurves: ["animator": CurvePoints(0.5, 0, 0.5, 1)]))
        #expect(result.problems.isEmpty)
        #expect(
            result.text
                == text.replacingOccurrences(
                    of: "dampingRatio: 0.5", with: "controlPoint1: CGPoint(x: 0.5, y: 0.0), controlPoint2: CGPoint(x: 0.5, y: 1.0)"))
    }

    @Test func aSlotKeepsItsNameWhenItsKindIsSwitched() {
        let spring = "self.animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5)"
        let curve = "self.animator = UIKit.UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0), controlPoint2: CGPoint(x: 0.2, y: 1))"
        #expect(SpringCall.scan(Array(spring.utf8)).map(\.variable) == ["animator"])
        #expect(CurveCall.scan(Array(curve.utf8)).map(\.variable) == ["animator"])
    }

    @Test func codeThatSaysItsKindByWhatItMakesIsRefused() {
        let result = ScriptSlotWriter.rewrite(
            source, fileName: "K.swift", slots: [:], otherKinds: .init(curvesAsSprings: ["fade": 0.8]))
        #expect(result.text == source)
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.hasPrefix("K.swift:8: this code says its timing's kind by what it makes") == true)
    }

    @Test func writingFailsWholeWhenOneSlotCannotSwitch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("other-kind-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("K.swift")
        try Data(source.utf8).write(to: file)
        #expect(throws: ScriptSlotWriter.Failure.self) {
            try ScriptSlotWriter.write(
                path: file.path, slots: [:], otherKinds: .init(springsAsCurves: ["pop": CurvePoints(0.2, 0.9, 0.35, 1.05)], curvesAsSprings: ["fade": 0.8]))
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == source)
        try ScriptSlotWriter.write(path: file.path, slots: [:], otherKinds: .init(springsAsCurves: ["pop": CurvePoints(0.2, 0.9, 0.35, 1.05)]))
        #expect(try String(contentsOf: file, encoding: .utf8).contains("duration: 1.2, controlPoint1: CGPoint(x: 0.2, y: 0.9)"))
    }
}

/// Calls that only look like the switchable forms are left alone: other arguments, a typed declaration, a call not
/// closed by its own parenthesis.
@Suite struct OtherKindSitesTests {
    let text = """
        let a = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0, y: 0), dampingRatio: 0.5)
        let b = UISpringTimingParameters(dampingRatio: 0.5, f(UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.4))))
        let c: UISpringTimingParameters = UISpringTimingParameters(dampingRatio: 0.5)
        let d: UICubicTimingParameters = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.4))
        let e = UIViewPropertyAnimator(duration: 1, curve: .linear, controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.4))
        let f = { UISpringTimingParameters(dampingRatio: 0.5, }
        """

    @Test func onlyTheExactFormsAreSites() {
        let bytes = Array(text.utf8)
        let springs = SpringCall.scan(bytes)
        #expect(springs.count == 4)
        #expect(springs.allSatisfy { $0.kindSwitch == nil })
        let curves = CurveCall.scan(bytes)
        // b's inner animator is one; d is typed; e has an argument the spring form lacks.
        #expect(curves.map(\.line) == [2, 4, 5])
        #expect(curves.map { $0.kindSwitch != nil } == [true, false, false])
        #expect(String(decoding: bytes[curves[0].kindSwitch!.range], as: UTF8.self).hasPrefix("controlPoint1: CGPoint(x: 0.1"))
    }

    @Test func choosingThemAllWritesOnlyTheSite() {
        let springNames = SpringCall.slotNames(in: [("S.swift", SpringCall.scan(Array(text.utf8)))])
        let curveNames = CurveCall.automaticSlotNames(in: [("S.swift", CurveCall.scan(Array(text.utf8)))])
        let kinds = ScriptSlotWriter.OtherKinds(
            springsAsCurves: Dictionary(uniqueKeysWithValues: springNames.values.map { ($0, CurvePoints(0.5, 0, 0.5, 1)) }),
            curvesAsSprings: Dictionary(uniqueKeysWithValues: curveNames.values.map { ($0, 0.8) }))
        let result = ScriptSlotWriter.rewrite(text, fileName: "S.swift", slots: [:], otherKinds: kinds)
        // Every call but one refuses (so `write` would write nothing), each by its place.
        #expect(result.problems.count == 6)
        #expect(Set(result.problems.map { $0.split(separator: ":").prefix(2).joined(separator: ":") }) == Set((1...6).map { "S.swift:\($0)" }))
        let one = ScriptSlotWriter.rewrite(text, fileName: "S.swift", slots: [:], otherKinds: .init(curvesAsSprings: ["S.swift:2": 0.8]))
        #expect(one.problems.isEmpty)
        #expect(one.text == text.replacingOccurrences(of: "controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.4))))", with: "dampingRatio: 0.8)))"))
    }
}
