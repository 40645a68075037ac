import Foundation

/// The tree that code without a tree at hand acts on (`CATransaction`, `CACurrentMediaTime()`, display links):
/// one per thread, the last made current on it. A host makes a tree current while it builds a scene, and every
/// `advance(to:)` makes its tree current, so callbacks see the tree that called them.
extension LayerTree {
    /// The current tree of this thread, if it still exists.
    public static var current: LayerTree? {
        guard let box = pthread_getspecific(currentTreeKey) else { return nil }
        return Unmanaged<WeakTreeBox>.fromOpaque(box).takeUnretainedValue().tree
    }

    /// Makes this tree the current one of this thread (allocates only when the current tree changes).
    public func makeCurrent() {
        if let box = pthread_getspecific(currentTreeKey) {
            let held = Unmanaged<WeakTreeBox>.fromOpaque(box)
            if held.takeUnretainedValue().tree === self { return }
            held.release()
        }
        pthread_setspecific(currentTreeKey, Unmanaged.passRetained(WeakTreeBox(self)).toOpaque())
    }
}

private final class WeakTreeBox {
    weak var tree: LayerTree?
    init(_ tree: LayerTree) { self.tree = tree }
}

/// The thread-specific slot of the current tree; a thread's box is released when the thread ends.
nonisolated(unsafe) private let currentTreeKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { box in if let box { Unmanaged<WeakTreeBox>.fromOpaque(box).release() } }
    return key
}()
