import Foundation
import LayerKit
import Sessions
import Testing

@testable import Scenes

/// A script saved back to a version that ran before loads the same cached library, whose global curves were made in
/// its first load and are not made again: its curve slots are still offered.
@Suite("Curve slots of a script saved back", .serialized)
struct SlotRecallTests {
    static let folder = scriptTestFolder("slot-recall-tests")

    static func script(_ y2: String) -> String {
        """
        import QuartzCore

        let settle = CAMediaTimingFunction(controlPoints: 0.2, 0.1, 0.3, \(y2))

        func makeScene(root: CALayer) {
            let dot = CALayer()
            dot.name = "dot"
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            move.duration = 1
            move.timingFunction = settle
            dot.add(move, forKey: "move")
            root.addSublayer(dot)
        }

        """
    }

    @Test func aGlobalCurveStaysASlotWhenAnEarlierVersionIsLoadedAgain() throws {
        let path = Self.folder + "/settle.swift"
        var slotNames: [[String]] = []
        for version in ["1", "0.9", "1"] {
            try Self.script(version).write(toFile: path, atomically: true, encoding: .utf8)
            let session = try SceneSession(spec: path, size: Size(width: 200, height: 100))
            slotNames.append(session.scene.tree.timingFunctionSlots.map(\.name))
        }
        #expect(slotNames == [["settle"], ["settle"], ["settle"]])
    }
}
