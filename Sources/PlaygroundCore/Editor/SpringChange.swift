import LayerKit

/// A spring slot's constants as its code gave them and as edited: the writers write only the numbers of the code's form
/// that changed.
public struct SpringChange: Equatable, Sendable {
    public var original: SpringConstants
    public var edited: SpringConstants

    public init(original: SpringConstants, edited: SpringConstants) {
        self.original = original
        self.edited = edited
    }
}
