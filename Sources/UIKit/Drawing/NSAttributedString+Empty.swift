import Foundation

extension NSMutableAttributedString {
    /// An empty mutable attributed string, to append to. Apple's Foundation inherits this `init()`; Foundation on Linux
    /// has none, so code that starts a string empty would not compile without it.
    public convenience init() { self.init(string: "") }
}
