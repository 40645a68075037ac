import Foundation

/// The bytes of one message between the window and a scene host: numbers in little-endian order, strings and lists
/// with their counts first. Both ends are this build of the playground, so the format has no versions.
struct WireWriter {
    private(set) var bytes: [UInt8] = []

    mutating func add(_ value: UInt8) { bytes.append(value) }
    mutating func add(_ value: Bool) { bytes.append(value ? 1 : 0) }
    mutating func add(_ value: Int) { withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func add(_ value: Double) { withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func add(_ value: String) {
        add(value.utf8.count)
        bytes.append(contentsOf: value.utf8)
    }
    mutating func add(_ values: [String]) {
        add(values.count)
        for value in values { add(value) }
    }
    mutating func add(_ value: Double?) {
        add(value != nil)
        if let value { add(value) }
    }
    mutating func add(_ value: String?) {
        add(value != nil)
        if let value { add(value) }
    }
}

/// Reads what `WireWriter` wrote; any read past the end, or a count that cannot be right, throws.
struct WireReader {
    struct Malformed: Error {}

    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func byte() throws -> UInt8 {
        guard offset < bytes.count else { throw Malformed() }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func bool() throws -> Bool { try byte() != 0 }

    private mutating func word() throws -> UInt64 {
        guard bytes.count - offset >= 8 else { throw Malformed() }
        var value: UInt64 = 0
        for index in (0..<8).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
        offset += 8
        return value
    }

    mutating func int() throws -> Int { Int(Int64(bitPattern: try word())) }
    mutating func double() throws -> Double { Double(bitPattern: try word()) }

    /// A count of items that each take at least `itemBytes`: never more than the bytes left could hold.
    mutating func count(itemBytes: Int = 1) throws -> Int {
        let count = try int()
        guard count >= 0, count <= (bytes.count - offset) / max(itemBytes, 1) else { throw Malformed() }
        return count
    }

    mutating func string() throws -> String {
        let length = try count()
        defer { offset += length }
        return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
    }

    mutating func strings() throws -> [String] {
        try (0..<count(itemBytes: 8)).map { _ in try string() }
    }

    mutating func optionalDouble() throws -> Double? { try bool() ? try double() : nil }
    mutating func optionalString() throws -> String? { try bool() ? try string() : nil }
}
