import Foundation

/// The tree that code without a tree at hand acts on (`CATransaction`, `CACurrentMediaTime()`, display links):
/// one per thread, the last made current on it. A host makes a tree current while it builds a scene, and every
/// `advance(to:)` makes its tree current, so callbacks see the tree that called them.
extension LayerTree {
    /// The current tree of this thread, if it still exists.
    public static var current: LayerTree? { currentTree.value.tree }

    /// Makes this tree the current one of this thread.
    public func makeCurrent() {
        if Self.currentTree.value.tree !== self { Self.currentTree.value = WeakTreeBox(self) }
    }

    private static let currentTree = ThreadLocal { WeakTreeBox(nil) }
}

private final class WeakTreeBox {
    weak var tree: LayerTree?
    init(_ tree: LayerTree?) { self.tree = tree }
}
