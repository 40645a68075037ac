// Core Foundation's types as Core Graphics and Core Text calls take them: Swift's own types here, so that
// `colors as CFArray` and `"Menlo" as CFString` read as they do on iOS.

/// Core Foundation's array: a Swift array.
public typealias CFArray = [Any]
/// Core Foundation's string: a Swift string.
public typealias CFString = String
/// Core Foundation's counts and indexes.
public typealias CFIndex = Int
/// A UTF-16 code unit, as Core Text takes characters.
public typealias UniChar = UInt16
/// A glyph of a font (its index in the font).
public typealias CGGlyph = UInt16
