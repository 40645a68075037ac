import LayerKit

/// A spring slot's constants as its code gave them and as edited: the writers write only the numbers of the code's form
/// that changed.
@_spi(App) public struct SpringChange: Equatable, Sendable {
    @_spi(App) public var original: SpringConstants
    @_spi(App) public var edited: SpringConstants

    @_spi(App) public init(original: SpringConstants, edited: SpringConstants) {
        self.original = original
        self.edited = edited
    }
}
