import Foundation

/// Mistakes found while code runs that Core Animation would pass over in silence: a value an animation cannot
/// use, a key path that names nothing. Each is written to standard error at once and kept (the last 100), so that
/// a host can show them: the playground shows a script's in the window.
public enum RuntimeIssues {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [String] = []
    /// How many issues are kept until taken; older ones are dropped.
    public static let limit = 100

    /// Reports an issue: a sentence naming what and where (the layer, the animation's key, the key path).
    public static func report(_ message: String) {
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
        lock.withLock {
            kept.append(message)
            if kept.count > limit { kept.removeFirst(kept.count - limit) }
        }
    }

    /// The issues reported since the last call, oldest first.
    public static func take() -> [String] {
        lock.withLock {
            defer { kept = [] }
            return kept
        }
    }
}
