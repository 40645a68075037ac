import Dispatch
import FileOutput
import Foundation
import LayerKit
import Raster

/// LayerKit's own costs: evaluating a large animated tree into a presentation tree, and solving timing curves.
enum EvaluationBenchmark {
    static let layerCount = 10_000

    /// What each of the 10,000 layers runs: three animations (and, grouped, the group holding two of them).
    enum Mix: String, CaseIterable {
        /// A keyframe position animation, an eased opacity fade and a transform.scale pulse.
        case separate
        /// The keyframe move and the pulse in a repeating group, and a spring on the opacity.
        case grouped
    }

    /// Measures `PresentationTree.evaluate` per frame (median over `frames`) for each mix, in the presentation tree of
    /// a renderer with `threads` threads (two or more split the layers' evaluation over two cores), then the solver
    /// per call. Returns one JSON line per mix.
    static func run(frames: Int, threads: Int) -> String {
        let curve = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)
        // Solver: many calls at scattered x values, so the branch predictor cannot learn one answer.
        let calls = 2_000_000
        var sink = 0.0
        let solverStart = DispatchTime.now().uptimeNanoseconds
        for i in 0..<calls { sink += curve.value(at: Double((i &* 7919) % 10007) / 10007) }
        let solverNanoseconds = Double(DispatchTime.now().uptimeNanoseconds - solverStart) / Double(calls)
        return Mix.allCases.map { mix in
            let (times, table) = measure(mix, curve: curve, frames: frames, threads: threads)
            func rounded(_ v: Double, _ places: Double) -> Double { (v * places).rounded() / places }
            let object = JSONWriter.Object([
                ("mix", mix.rawValue), ("layers", layerCount), ("threads", threads), ("animations", table.lowered + table.objects),
                ("lowered", table.lowered),
                ("evaluate_median_ms", rounded(times[times.count / 2], 1000)),
                ("evaluate_p95_ms", rounded(times[min(times.count - 1, times.count * 95 / 100)], 1000)),
                ("solver_ns_per_call", rounded(solverNanoseconds, 10)), ("frames", frames), ("checksum", rounded(sink, 1000)),
            ])
            return JSONWriter.write(object, pretty: false)
        }.joined(separator: "\n")
    }

    /// Sorted evaluation times in ms (after 5 warm-up frames), and the animations (groups included) the table
    /// lowered and did not.
    private static func measure(
        _ mix: Mix, curve: TimingFunction, frames: Int, threads: Int
    )
        -> (times: [Double], table: (lowered: Int, objects: Int))
    {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 1280, height: 800)
        let tree = LayerTree(rootLayer: root)
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
                let pulse = BasicAnimation(keyPath: "transform.scale")
                pulse.fromValue = 1.0
                pulse.toValue = 1.2
                pulse.duration = 0.8
                pulse.repeatCount = .infinity
                pulse.timeOffset = Double(index) * 0.001
                switch mix {
                case .separate:
                    let fade = BasicAnimation(keyPath: "opacity")
                    fade.fromValue = 1.0
                    fade.toValue = 0.2
                    fade.duration = 1.5
                    fade.autoreverses = true
                    fade.repeatCount = .infinity
                    fade.timingFunction = curve
                    layer.add(move, forKey: "move")
                    layer.add(fade, forKey: "fade")
                    layer.add(pulse, forKey: "pulse")
                case .grouped:
                    let group = AnimationGroup()
                    group.animations = [move, pulse]
                    group.duration = 2
                    group.repeatCount = .infinity
                    let fade = SpringAnimation(keyPath: "opacity", dampingRatio: 0.3, response: 0.8)
                    fade.fromValue = 1.0
                    fade.toValue = 0.2
                    fade.duration = 3
                    fade.repeatCount = .infinity
                    fade.beginTime = Double(index % 100) * 0.01
                    layer.add(group, forKey: "group")
                    layer.add(fade, forKey: "fade")
                }
                root.addSublayer(layer)
            }
        }
        let presentation = LayerRenderer(threads: threads).presentation
        var times: [Double] = []
        times.reserveCapacity(frames)
        for frame in 0..<(frames + 5) {
            tree.advance(to: Double(frame) / 60)
            let start = DispatchTime.now().uptimeNanoseconds
            presentation.evaluate(tree)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            if frame >= 5 { times.append(elapsed) }
        }
        return (times.sorted(), presentation.animationTableCounts)
    }
}
