import Foundation
import LayerKit
import Testing

@_spi(App) @testable import PlaygroundCore

/// CSS `linear()` easings: read as CSS places their stops, evaluated along straight lines, and moved to a curve or a
/// spring through the bridge.
@Suite struct CSSLinearTests {
    /// The stops as x, y, x, y …, to twelve decimals.
    func stops(_ text: String) -> [Double]? {
        CSSLinear(parsing: text).map { $0.stops.flatMap { [$0.x, $0.y] }.map { ($0 * 1e12).rounded() / 1e12 } }
    }

    @Test func stopsArePlacedAsCSSPlacesThem() {
        // Without positions, evenly from 0 % to 100 %.
        #expect(stops("linear(0, 0.25, 1)") == [0, 0, 0.5, 0.25, 1, 1])
        #expect(stops("animation-timing-function: linear(0, 0.25 75%, 1);") == [0, 0, 0.75, 0.25, 1, 1])
        // Two positions: the output held between them.
        #expect(stops("linear(0, 0.5 25% 75%, 1)") == [0, 0, 0.25, 0.5, 0.75, 0.5, 1, 1])
        // An input below an earlier one is raised to it.
        #expect(stops("linear(0, 0.5 60%, 0.7 40%, 1)") == [0, 0, 0.6, 0.5, 0.6, 0.7, 1, 1])
        // A run without positions shares the distance around it evenly.
        #expect(stops("linear(0 0%, 0.1, 0.2, 1 60%, 1)") == [0, 0, 0.2, 0.1, 0.4, 0.2, 0.6, 1, 1, 1])
        for bad in ["linear(0)", "linear(a, 1)", "linear(0, 1 50)", "cubic-bezier(0, 0, 1, 1)", "linear(0, 1"] {
            #expect(CSSLinear(parsing: bad) == nil, "\(bad)")
        }
        let easing = CSSLinear(parsing: "linear(0, 0.25 75%, 1)")!
        #expect(abs(easing.value(at: 0.5) - 0.25 * 0.5 / 0.75) < 1e-12)
        #expect(abs(easing.value(at: 0.875) - 0.625) < 1e-12)
        #expect(easing.value(at: -1) == 0 && easing.value(at: 2) == 1)
    }

    @Test func aSpringGoesOutAsLinearAndComesBack() throws {
        let app = try makeTestApp("drip")
        _ = SpringEditorTests().complete(app)
        app.setEditorOpen(true)
        app.editor.select(slot: app.editor.slots(of: app.scene).count, in: app.scene)
        let before = try #require(app.editor.selectedSpring(in: app.scene)).constants
        let text = try #require(app.editor.copy(.css, in: app.scene))
        #expect(text.hasPrefix("linear(0, ") && text.hasSuffix(")"))
        // Read back as CSS reads it, the copy follows the spring's motion over its settling time.
        let easing = try #require(CSSLinear(parsing: text))
        #expect(easing.stops.count == 41)
        for x in [0.1, 0.3, 0.6] {
            let exact = before.progress(at: x * before.settlingDuration)
            #expect(abs(easing.value(at: x) - exact) < 0.02, "at \(x)")
        }
        // Pasted into a spring of another shape, its shape comes back (the bounce to a hundredth); linear() has no time of
        // its own, so the spring keeps its settling time.
        app.editor.setSpring(SpringConstants(dampingRatio: 1, response: 0.63), in: app.scene)
        let settling = SpringConstants(dampingRatio: 1, response: 0.63).settlingDuration
        #expect(app.editor.paste(text, in: app.scene))
        let after = try #require(app.editor.selectedSpring(in: app.scene)).constants
        #expect(abs(after.bounce - before.bounce) <= 0.011, "\(after.bounce) vs \(before.bounce)")
        #expect(abs(after.settlingDuration - settling) < 0.02 * settling, "\(after.settlingDuration) vs \(settling)")
    }

    @Test func aCurveComesBackFromItsLinearSamples() throws {
        let app = try makeTestApp("ripple")
        app.setEditorOpen(true)
        let curve = TimingFunction(controlPoints: 0.3, 0.0, 0.2, 1.0)
        let text = CSSLinear.format(count: 81) { curve.value(at: $0) }
        #expect(app.editor.paste(text, in: app.scene))
        let pasted = CurvePoints(try #require(app.editor.selectedFunction(in: app.scene)).function)
        let fitted = TimingFunction(controlPoints: pasted.x1, pasted.y1, pasted.x2, pasted.y2)
        for x in stride(from: 0.0, through: 1.0, by: 0.05) { #expect(abs(fitted.value(at: x) - curve.value(at: x)) < 0.01, "at \(x)") }
        #expect(app.editor.message?.hasPrefix("pasted the curve closest to linear(…)") == true)
    }
}
