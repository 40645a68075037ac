import Foundation

/// Sets a test process up to compile and load scene scripts: the debug `playground` beside the test runner checks
/// new builds, and a private compile cache keeps runs apart. Returns a scratch folder named after `name`.
public func scriptTestFolder(_ name: String) -> String {
    let runner = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    setenv("PLAYGROUND_EXECUTABLE", (runner as NSString).deletingLastPathComponent + "/playground", 1)
    let folder = NSTemporaryDirectory() + "\(name)-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder + "/cache", withIntermediateDirectories: true)
    setenv("XDG_CACHE_HOME", folder + "/cache", 1)
    return folder
}

/// Writes `text` to `folder/name` (replacing it) and returns the path.
public func writeTestFile(_ text: String, named name: String, in folder: String) throws -> String {
    let path = folder + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}
