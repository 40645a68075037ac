import Foundation
import LayerKit
import Testing

@_spi(App) @testable import PlaygroundCore

/// CSS's `steps()`: read as CSS Easing 1 defines it, and answered, when pasted, with the discrete keyframes that make
/// it in Core Animation (no slot takes it).
@Suite struct CSSStepsTests {
    /// Whether `text`'s keyframes are `expected` (time, value), within rounding.
    func reads(_ text: String, as expected: [(Double, Double)]) -> Bool {
        guard let frames = CSSSteps(parsing: text)?.keyframes, frames.count == expected.count else { return false }
        return zip(frames, expected).allSatisfy { abs($0.time - $1.0) < 1e-12 && abs($0.value - $1.1) < 1e-12 }
    }

    @Test func eachJumpPositionHoldsItsLevels() {
        // jump-end holds 0, 1/n, …; jump-start 1/n … 1; jump-none 0 … 1 in n − 1 jumps; jump-both 1/(n+1) … n/(n+1).
        #expect(reads("steps(4)", as: [(0, 0), (0.25, 0.25), (0.5, 0.5), (0.75, 0.75)]))
        #expect(reads("animation-timing-function: steps(4, end);", as: [(0, 0), (0.25, 0.25), (0.5, 0.5), (0.75, 0.75)]))
        #expect(reads("steps(4, jump-start)", as: [(0, 0.25), (0.25, 0.5), (0.5, 0.75), (0.75, 1)]))
        #expect(reads("STEPS(2, Start)", as: [(0, 0.5), (0.5, 1)]))
        #expect(reads("steps(3, jump-none)", as: [(0, 0), (1.0 / 3, 0.5), (2.0 / 3, 1)]))
        #expect(reads("steps(2, jump-both)", as: [(0, 1.0 / 3), (0.5, 2.0 / 3)]))
        for bad in ["steps(0)", "steps(1, jump-none)", "steps(x)", "steps(3, sideways)", "steps(2000)", "steps(", "steps(1, 2, 3)"] {
            #expect(CSSSteps(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func pastingStepsSaysWhatTheyAreAndChangesNothing() throws {
        let app = try makeTestApp("ripple")
        app.setEditorOpen(true)
        let before = CurvePoints(try #require(app.editor.selectedFunction(in: app.scene)).function)
        #expect(!app.editor.paste("steps(4, jump-start)", in: app.scene))
        #expect(CurvePoints(try #require(app.editor.selectedFunction(in: app.scene)).function) == before)
        #expect(
            app.editor.message
                == "steps(4, jump-start) is no curve or spring: in Core Animation it is a keyframe animation with calculationMode = "
                + ".discrete, keyTimes [0, 0.25, 0.5, 0.75] and values [0.25, 0.5, 0.75, 1] of the way")
    }
}
