import LayerKit

/// A key, as the app core sees it (the SDL shell translates its key codes to these).
@_spi(App) public enum Key: Hashable, Sendable {
    /// A printable character, lower-case ("a", "1", "?").
    case character(String)
    case space, enter, escape, tab, backspace, left, right, up, down, f12, pageUp, pageDown
}

/// Modifier keys held with a key or click.
@_spi(App) public struct Modifiers: OptionSet, Hashable, Sendable {
    @_spi(App) public let rawValue: Int
    @_spi(App) public init(rawValue: Int) { self.rawValue = rawValue }
    @_spi(App) public static let control = Modifiers(rawValue: 1)
    @_spi(App) public static let shift = Modifiers(rawValue: 2)
    @_spi(App) public static let alt = Modifiers(rawValue: 4)
}

/// What the user does to the window, in window points (y down).
@_spi(App) public enum InputEvent: Equatable, Sendable {
    case key(Key, Modifiers)
    case mouseDown(Point)
    case mouseUp(Point)
    case mouseMove(Point)
    case scroll(dy: Double, at: Point)
    /// A file dropped on the window (its path).
    case drop(String)
    /// Text typed, with its case and in any script (sent besides the key events, for fields that take a name).
    case text(String)
    /// The window's size in points and its pixels per point changed.
    case resize(Size, scale: Double)
    /// The window was hidden or minimized (false), or shown again (true).
    case visibility(Bool)
    /// The window's pixels were lost (uncovered, restored): the frame is to be drawn again.
    case exposed
    case quit
}

/// What the app asks of the shell in response to an event.
@_spi(App) public enum AppRequest: Equatable, Sendable {
    case quit
    /// Save the current frame as a PNG (with the window's controls, or the scene alone) under a new name in the
    /// capture folder (`CaptureFolder`), named after `stem`.
    case screenshot(stem: String, withControls: Bool)
    /// Put this text on the system clipboard.
    case copy(String)
    /// Read the clipboard and hand its text to `PlaygroundApp.paste(_:)`.
    case paste
}

/// The pointer shape the shell should show.
@_spi(App) public enum Cursor: Equatable, Sendable {
    case arrow, hand, horizontalResize
}
