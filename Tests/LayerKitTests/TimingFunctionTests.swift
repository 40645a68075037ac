import Foundation
import PlaygroundTestSupport
import Raster
import Testing

@testable import LayerKit

@Suite("Timing functions")
struct TimingFunctionTests {
    /// Independent reference: bisection on x(t) to full double precision, then y(t).
    func reference(_ p: (Double, Double, Double, Double), _ x: Double) -> Double { independentEase(p, x) }

    @Test func namedFunctionsHaveApplesControlPoints() {
        let expected: [(TimingFunction.Name, (Double, Double, Double, Double))] = [
            (.linear, (0, 0, 1, 1)), (.easeIn, (0.42, 0, 1, 1)), (.easeOut, (0, 0, 0.58, 1)),
            (.easeInEaseOut, (0.42, 0, 0.58, 1)), (.default, (0.25, 0.1, 0.25, 1)),
        ]
        for (name, p) in expected {
            let f = TimingFunction(name: name)
            #expect(f.controlPoints == (p.0, p.1, p.2, p.3))
        }
        #expect(close(TimingFunction(name: .linear).value(at: 0.3), 0.3, 1e-15))
        #expect(close(TimingFunction(name: .easeInEaseOut).value(at: 0.5), 0.5, 1e-12))
    }

    @Test(arguments: [
        (0.25, 0.1, 0.25, 1.0), (1.0, 0.0, 0.35, 1.0), (0.65, 0.0, 0.40, 1.0), (0.15, 0.0, 0.85, 1.0),
        (0.68, -0.55, 0.265, 1.55), (0.0, 0.0, 1.0, 1.0), (0.0, 1.0, 0.0, 1.0), (1.0, 0.0, 1.0, 0.0),
    ])
    func solverIsAccurateToTenMillionth(x1: Double, y1: Double, x2: Double, y2: Double) {
        let f = TimingFunction(controlPoints: x1, y1, x2, y2)
        // The ends are exact by definition; in between, against the reference. (At x = 1 the reference's own
        // bisection stalls where x(t) rounds to 1.0 for t just below 1, so it is not a reference there.)
        #expect(f.value(at: 0) == 0 && f.value(at: 1) == 1)
        // A grid, scattered points, and both sides of the solver's table entries (sixteenths).
        var xs = (1..<1000).map { Double($0) / 1000 }
        var random = SeededRandom(seed: 7)
        xs += (0..<1000).map { _ in Double.random(in: 0..<1, using: &random) }
        for i in 1..<16 {
            let sixteenth = Double(i) / 16
            xs += [sixteenth - 1e-12, sixteenth, sixteenth + 1e-12]
        }
        for x in xs where x > 0 && x < 1 {
            #expect(abs(f.value(at: x) - reference((x1, y1, x2, y2), x)) < 1e-7, "x = \(x)")
        }
    }

    /// Curves made by name share their solver's table; editing one of them leaves the others, and solves the edited
    /// one as a curve made with its new control points.
    @Test func editingOneNamedCurveLeavesTheOthersAsTheyWere() {
        let edited = TimingFunction(name: .easeIn), other = TimingFunction(name: .easeIn)
        edited.setControlPoints(0.1, 0.2, 0.3, 0.4)
        let fresh = TimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
        for x in (1..<64).map({ Double($0) / 64 }) {
            #expect(edited.value(at: x) == fresh.value(at: x), "x = \(x)")
            #expect(abs(other.value(at: x) - reference((0.42, 0, 1, 1), x)) < 1e-7, "x = \(x)")
            #expect(abs(edited.value(at: x) - reference((0.1, 0.2, 0.3, 0.4), x)) < 1e-7, "x = \(x)")
        }
    }

    @Test func xControlPointsAreClampedAndYMayOvershoot() {
        let f = TimingFunction(controlPoints: 1.4, -0.5, -0.2, 1.5)
        #expect(f.controlPoints.x1 == 1 && f.controlPoints.x2 == 0 && f.controlPoints.y1 == -0.5 && f.controlPoints.y2 == 1.5)
        let back = TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)
        #expect(back.value(at: 0.1) < 0 && back.value(at: 0.9) > 1)
    }

    @Test func editingASharedFunctionRetimesEveryUserOnTheNextEvaluation() {
        let slot = TimingFunction(name: .linear)
        let a = Layer(), b = Layer()
        let root = Layer()
        let tree = LayerTree(rootLayer: root)
        tree.transaction.withoutActions {
            root.addSublayer(a); root.addSublayer(b)
        }
        for layer in [a, b] {
            let animation = fade(duration: 2)
            animation.timingFunction = slot
            layer.add(animation, forKey: "fade")
        }
        tree.advance(to: 1)
        #expect(close(tree.presentationProperties(of: a).opacity, 0.5))
        slot.setControlPoints(0.42, 0, 1, 1)
        let eased = TimingFunction(name: .easeIn).value(at: 0.5)
        #expect(close(tree.presentationProperties(of: a).opacity, eased) && close(tree.presentationProperties(of: b).opacity, eased))
        #expect(tree.currentTime == 1)
    }
}
