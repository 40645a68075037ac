import Foundation

/// Where work done on a background thread (a script's compile, a file dialog's answer) leaves its result for the
/// app's thread, which takes it when it next looks. Holds at most one value.
///
/// Sendable: its one value is read and written only under `lock`.
final class Mailbox<Value>: @unchecked Sendable {
    private var value: Value?
    private let lock = NSLock()

    func put(_ value: Value) { lock.withLock { self.value = value } }

    /// The value left, if any (then the box is empty again).
    func take() -> Value? {
        lock.withLock {
            defer { value = nil }
            return value
        }
    }
}
