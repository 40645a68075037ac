import ArgumentParser
import FileOutput
import Foundation
import Scenes

struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Print the animated values of every named layer of a scene file at the given times, as JSON."
    )

    @Option(help: "A scene file (.json) or built-in scene name.")
    var spec: String

    @Option(help: "Comma-separated scene times in seconds, e.g. 0,0.5,1.")
    var times: String

    /// The requested times, in the order given.
    private func parsedTimes() throws -> [Double] {
        try times.split(separator: ",", omittingEmptySubsequences: false).map { part in
            let text = part.trimmingCharacters(in: .whitespaces)
            guard let t = Double(text), t.isFinite, t >= 0, t <= 86_400 else {
                throw ValidationError("--times: '\(text)' is not a time in seconds (0...86400)")
            }
            return t
        }
    }

    func validate() throws {
        _ = try parsedTimes()
    }

    func run() throws {
        let values = try parsedTimes()
        // The clock only runs forward: evaluate in ascending order, report in the order asked.
        let order = values.indices.sorted { values[$0] < values[$1] }
        let scene = try loadAnyScene(spec, size: nil)
        let results = PresentationJSON.evaluate(scene, times: order.map { values[$0] })
        var byRequest = [Any?](repeating: nil, count: values.count)
        for (position, index) in order.enumerated() { byRequest[index] = results[position] }
        print(JSONWriter.write(byRequest))
    }
}
