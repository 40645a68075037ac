import Foundation
import PlaygroundTestSupport
import ScriptTestEnvironment

/// The repository's root folder (examples, tutorials and the README live there).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// A scratch folder named after `name`, in the test process's own folder. The process compiles scene scripts into a
/// cache of its own, which keeps runs apart (`ScriptTestEnvironment` sets it when the runner is loaded), and the debug
/// `playground` beside the test runner checks their new builds.
func scriptTestFolder(_ name: String) -> String {
    let own = String(cString: script_test_environment_folder())
    let folder = (own.isEmpty ? NSTemporaryDirectory() + "ScriptLoadingTests-\(getpid())" : own) + "/" + name
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
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

/// The test process's compile cache, which `ScriptTestEnvironment` set up before any test ran.
let scriptTestCache = String(cString: script_test_environment_folder()) + "/cache"
