import Foundation
import PlaygroundTestSupport

/// The repository's root folder (examples, tutorials and the README live there).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// Sets a test process up to compile and load scene scripts: the debug `playground` beside the test runner checks
/// new builds, and a private compile cache keeps runs apart. Returns a scratch folder named after `name`.
func scriptTestFolder(_ name: String) -> String {
    let runner = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    setenv("PLAYGROUND_EXECUTABLE", (runner as NSString).deletingLastPathComponent + "/playground", 1)
    let folder = NSTemporaryDirectory() + "\(name)-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder + "/cache", withIntermediateDirectories: true)
    setenv("XDG_CACHE_HOME", folder + "/cache", 1)
    return folder
}

/// Writes `text` to `folder/name` (replacing it) and returns the path.
func writeTestFile(_ text: String, named name: String, in folder: String) throws -> String {
    let path = folder + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// Whether two numbers agree within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// The independent Bézier easing of `PlaygroundTestSupport`.
func ease(_ p: (Double, Double, Double, Double), _ x: Double) -> Double { independentEase(p, x) }
