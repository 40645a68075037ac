import Dispatch
import Foundation
import LayerKit

/// LayerKit's own costs: evaluating a large animated tree into a presentation tree, and solving timing curves.
enum EvaluationBenchmark {
    static let layerCount = 10_000

    /// Builds 10,000 layers, each with a keyframe position animation, an eased opacity fade and a
    /// transform.scale pulse; measures `PresentationTree.evaluate` per frame (median over `frames`), and
    /// the solver per call. Returns one JSON line.
    static func run(frames: Int) -> String {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 1280, height: 800)
        let tree = LayerTree(rootLayer: root)
        let curve = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)
        tree.transaction.withoutActions {
            for index in 0..<layerCount {
                let layer = Layer()
                layer.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
                layer.position = Point(Double(index % 128) * 10, Double(index / 128) * 10)
                layer.backgroundColor = .white
                let move = KeyframeAnimation(keyPath: "position")
                move.values = [layer.position, layer.position + Point(5, 0), layer.position]
                move.duration = 2
                move.repeatCount = .infinity
                let fade = BasicAnimation(keyPath: "opacity")
                fade.fromValue = 1.0
                fade.toValue = 0.2
                fade.duration = 1.5
                fade.autoreverses = true
                fade.repeatCount = .infinity
                fade.timingFunction = curve
                let pulse = BasicAnimation(keyPath: "transform.scale")
                pulse.fromValue = 1.0
                pulse.toValue = 1.2
                pulse.duration = 0.8
                pulse.repeatCount = .infinity
                pulse.timeOffset = Double(index) * 0.001
                layer.add(move, forKey: "move")
                layer.add(fade, forKey: "fade")
                layer.add(pulse, forKey: "pulse")
                root.addSublayer(layer)
            }
        }
        let presentation = PresentationTree()
        var times: [Double] = []
        times.reserveCapacity(frames)
        for frame in 0..<(frames + 5) {
            tree.advance(to: Double(frame) / 60)
            let start = DispatchTime.now().uptimeNanoseconds
            presentation.evaluate(tree)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            if frame >= 5 { times.append(elapsed) }
        }
        times.sort()
        // Solver: many calls at scattered x values, so the branch predictor cannot learn one answer.
        let calls = 2_000_000
        var sink = 0.0
        let solverStart = DispatchTime.now().uptimeNanoseconds
        for i in 0..<calls { sink += curve.value(at: Double((i &* 7919) % 10007) / 10007) }
        let solverNanoseconds = Double(DispatchTime.now().uptimeNanoseconds - solverStart) / Double(calls)
        let table = presentation.animationTableCounts
        return String(format: "{\"layers\": %d, \"animations\": %d, \"lowered\": %d, \"evaluate_median_ms\": %.3f, \"evaluate_p95_ms\": %.3f, \"solver_ns_per_call\": %.1f, \"frames\": %d, \"checksum\": %.3f}",
                      layerCount, layerCount * 3, table.lowered, times[times.count / 2], times[min(times.count - 1, times.count * 95 / 100)],
                      solverNanoseconds, frames, sink)
    }
}
