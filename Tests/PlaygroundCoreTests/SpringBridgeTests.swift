import Foundation
import LayerKit
import Testing

@_spi(App) @testable import PlaygroundCore

/// The bridge between springs and curves: fits no worse than plain candidates, errors measured as they say.
@Suite struct SpringBridgeTests {
    /// Worst distance, at 1001 points, between a curve and a spring's motion over its settling time.
    func worst(_ points: CurvePoints, _ spring: SpringConstants) -> Double {
        let curve = TimingFunction(controlPoints: points.x1, points.y1, points.x2, points.y2)
        let settling = spring.settlingDuration
        return (0...1000).map { Double($0) / 1000 }.map { abs(curve.value(at: $0) - spring.progress(at: $0 * settling)) }.max()!
    }

    @Test func aCriticallyDampedSpringHasACloseCurve() {
        let smooth = SpringConstants(perceptualDuration: 0.5, bounce: 0)
        let fit = SpringBridge.curve(for: smooth)
        // No worse than ease-out or the default curve, and close: within 3 % of the distance everywhere.
        #expect(fit.error <= worst(CurvePoints(0, 0, 0.58, 1), smooth))
        #expect(fit.error <= worst(CurvePoints(0.25, 0.1, 0.25, 1), smooth))
        #expect(worst(fit.points, smooth) < 0.03)
        // The error it reports is the one measured (at fewer points, so at most that).
        #expect(fit.error <= worst(fit.points, smooth) + 1e-12)
    }

    @Test func anOvershootingCurveBecomesABouncySpringThatSettlesInItsDuration() {
        let overshoot = CurvePoints(0.3, 1.6, 0.6, 1)
        let fit = SpringBridge.spring(for: overshoot, duration: 0.8)
        #expect(fit.constants.bounce > 0.05)
        #expect(abs(fit.constants.settlingDuration - 0.8) < 1e-6)
        // The search found the best bounce on its grid: no bounce nearby does better.
        let curve = TimingFunction(controlPoints: 0.3, 1.6, 0.6, 1)
        func error(_ bounce: Double) -> Double {
            let s = SpringConstants(perceptualDuration: 1, bounce: bounce)
            return (0...100).map { Double($0) / 100 }.map { abs(curve.value(at: $0) - s.progress(at: $0 * s.settlingDuration)) }.max()!
        }
        for bounce in stride(from: 0.0, through: 0.95, by: 0.05) { #expect(fit.error <= error(bounce) + 1e-12) }
    }
}
