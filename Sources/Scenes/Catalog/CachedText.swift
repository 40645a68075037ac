/// A status line made anew only when what it says changes, so that the window, which asks for it several times a
/// second, does not build a string each time.
final class CachedText<Key: Equatable> {
    private var key: Key?
    private var text: String?

    /// The text for `key`: the last one if the key is the same, otherwise `make()`.
    func text(for key: Key, _ make: () -> String?) -> String? {
        if let current = self.key, current == key { return text }
        self.key = key
        text = make()
        return text
    }
}
