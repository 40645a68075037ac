import Foundation
import Synchronization

/// Mistakes found while code runs that Core Animation would pass over in silence: a value an animation cannot
/// use, a key path that names nothing. Each is written to standard error at once and kept (the last 100), so that
/// a host can show them: the playground shows a script's in the window.
public enum RuntimeIssues {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [String] = []
    /// How many issues are kept until taken; older ones are dropped.
    public static let limit = 100

    /// Reports an issue: a sentence naming what and where (the layer, the animation's key, the key path). Inside
    /// `collecting(_:)` it goes to that call's issues, otherwise to those `take()` returns.
    public static func report(_ message: String) {
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
        if let collector {
            collector.append(message)
            return
        }
        lock.withLock {
            kept.append(message)
            if kept.count > limit { kept.removeFirst(kept.count - limit) }
        }
    }

    /// The issues reported since the last call, oldest first (not those that went to a `collecting(_:)` call).
    public static func take() -> [String] {
        lock.withLock {
            defer { kept = [] }
            return kept
        }
    }

    /// Runs `body` and returns what it reported on this thread (up to `limit`, the newest) together with what was
    /// reported elsewhere and not yet taken (`take()`): a scene's issues stay its own while other scenes run on other
    /// threads of the process.
    public static func collecting<Result>(_ body: () throws -> Result) rethrows -> (result: Result, issues: [String]) {
        let issues = Collector()
        let result = try $collector.withValue(issues) { try body() }
        return (result, take() + issues.messages)
    }

    @TaskLocal private static var collector: Collector?

    /// The issues of one `collecting(_:)` call.
    private final class Collector: Sendable {
        private let kept = Mutex<[String]>([])

        func append(_ message: String) {
            kept.withLock { messages in
                messages.append(message)
                if messages.count > RuntimeIssues.limit { messages.removeFirst(messages.count - RuntimeIssues.limit) }
            }
        }

        var messages: [String] { kept.withLock { $0 } }
    }
}
