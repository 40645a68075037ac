import Foundation

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
/// Core Foundation's dictionary, as Core Text returns attributes: a Swift dictionary, which reads `as NSDictionary` and
/// `as! [String: Any]` as code written for iOS reads one.
public typealias CFDictionary = [AnyHashable: Any]
/// Core Foundation's attributed string: Foundation's.
public typealias CFAttributedString = NSAttributedString

/// Core Foundation's allocators: every object here is allocated by Swift, so the one allocator is the default.
public final class CFAllocator: Sendable {}
/// The default allocator (`kCFAllocatorDefault`), as code passes it.
public let kCFAllocatorDefault: CFAllocator? = nil

/// An attributed string of `string` with `attributes` (keys as strings: `kCTFontAttributeName`, `"NSColor"`…) over the
/// whole of it.
public func CFAttributedStringCreate(_ allocator: CFAllocator?, _ string: CFString, _ attributes: CFDictionary?) -> CFAttributedString! {
    var keyed: [NSAttributedString.Key: Any] = [:]
    for (key, value) in attributes ?? [:] {
        if let name = key.base as? String { keyed[NSAttributedString.Key(name)] = value }
    }
    return NSAttributedString(string: string, attributes: keyed)
}

/// A range of a Core Foundation string or array (`CFRange`): its first index and how many.
public struct CFRange: Equatable, Sendable {
    public var location: CFIndex
    public var length: CFIndex

    public init() {
        location = 0
        length = 0
    }

    public init(location: CFIndex, length: CFIndex) {
        self.location = location
        self.length = length
    }
}

public func CFRangeMake(_ location: CFIndex, _ length: CFIndex) -> CFRange { CFRange(location: location, length: length) }

/// How many elements `array` holds.
public func CFArrayGetCount(_ array: CFArray) -> CFIndex { array.count }

/// The element at `index` as Core Foundation hands it out: a pointer to the object, which the array keeps alive
/// (`unsafeBitCast(…, to: CTRun.self)` makes it the object again); nil for an index outside the array, or an element
/// that is a Swift value rather than an object (it has no address that outlives the call).
public func CFArrayGetValueAtIndex(_ array: CFArray, _ index: CFIndex) -> UnsafeRawPointer! {
    guard array.indices.contains(index), type(of: array[index]) is AnyObject.Type else { return nil }
    return UnsafeRawPointer(Unmanaged.passUnretained(array[index] as AnyObject).toOpaque())
}
