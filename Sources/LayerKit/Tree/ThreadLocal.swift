import Foundation

/// A value of each thread's own (POSIX thread-specific storage): the state code on one thread keeps while it runs
/// (the current tree, the curves a script's build makes, UIKit's animation blocks), which other threads must not see.
/// Reading allocates nothing; setting allocates a box the first time on each thread.
///
/// Sendable: each thread reads and writes only its own value.
public final class ThreadLocal<Value>: @unchecked Sendable {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let key: pthread_key_t
    private let initial: () -> Value

    /// Each thread starts with `initial()`.
    public init(_ initial: @escaping () -> Value) {
        var key = pthread_key_t()
        pthread_key_create(&key) { box in if let box { Unmanaged<AnyObject>.fromOpaque(box).release() } }
        self.key = key
        self.initial = initial
    }

    /// This thread's value.
    public var value: Value {
        get { box.value }
        set { box.value = newValue }
    }

    private var box: Box {
        if let raw = pthread_getspecific(key) { return Unmanaged<Box>.fromOpaque(raw).takeUnretainedValue() }
        let box = Box(initial())
        pthread_setspecific(key, Unmanaged.passRetained(box).toOpaque())
        return box
    }
}
