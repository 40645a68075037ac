import FileOutput
import Foundation
import LayerKit
import SceneFiles

/// Writes edited slots back into a scene file: the values under `"timingFunctions"` (as `[x1, y1, x2, y2]`), and the
/// `mass`, `stiffness`, `damping` and `initialVelocity` an edit changed in a spring animation's object (a key the object
/// lacks is added before its closing brace); every other byte of the file stays as it was. Atomic (temporary file,
/// then rename).
enum SceneFileSlotWriter {
    @_spi(App) public struct Failure: Error, CustomStringConvertible {
        @_spi(App) public let description: String
    }

    /// The file's text with the given curve slots' values replaced, and the springs whose objects start on the given
    /// lines written.
    @_spi(App) public static func rewrite(_ text: String, slots: [String: CurvePoints], springs: [Int: SpringChange] = [:]) throws -> String {
        let json: JSONValue
        do {
            json = try JSONReader.parse(text)
        } catch let error as JSONSyntaxError {
            throw Failure(description: "the file no longer parses (\(error.position): \(error.message))")
        }
        var bytes = Array(text.utf8)
        let lineStarts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
        func offset(_ value: JSONValue) -> Int { lineStarts[value.position.line - 1] + value.position.column - 1 }
        var edits: [(Range<Int>, String)] = []
        if !slots.isEmpty {
            guard case .object(let members, _)? = json["timingFunctions"] else {
                throw Failure(description: "the file has no \"timingFunctions\" object to write into")
            }
            for member in members {
                guard let points = slots[member.key] else { continue }
                let start = offset(member.value)
                let list = points.values.map { JSONWriter.number(($0 * 1000).rounded() / 1000) }.joined(separator: ", ")
                edits.append((start..<valueEnd(bytes, from: start), "[" + list + "]"))
            }
        }
        var found = Set<Int>()
        forEachSpring(in: json) { object, members in
            guard let change = springs[object.position.line] else { return }
            found.insert(object.position.line)
            let before = SpringSlot.Form.constants.values(of: change.original)
            let after = SpringSlot.Form.constants.values(of: change.edited)
            var added = ""
            for (index, key) in SpringSlot.Form.constants.parameters.enumerated() where abs(after[index] - before[index]) > 1e-9 * max(1, abs(after[index])) {
                let number = JSONWriter.number((after[index] * 10_000).rounded() / 10_000)
                if let value = members.last(where: { $0.key == key })?.value {
                    let start = offset(value)
                    edits.append((start..<valueEnd(bytes, from: start), number))
                } else {
                    added += ", \"\(key)\": \(number)"
                }
            }
            if !added.isEmpty {
                // Right after the last member's value, before the space and the closing brace.
                var end = valueEnd(bytes, from: offset(object)) - 1
                while end > 0, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[end - 1]) { end -= 1 }
                edits.append((end..<end, added))
            }
        }
        if let missing = Set(springs.keys).subtracting(found).min() {
            throw Failure(description: "line \(missing) no longer starts a spring animation's object")
        }
        for (range, replacement) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            bytes.replaceSubrange(range, with: Array(replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Every object with `"type": "spring"`, depth first (a scene file nests a few levels: the walk's stack is the
    /// reader's depth limit at most).
    private static func forEachSpring(in json: JSONValue, _ body: (JSONValue, [(key: String, value: JSONValue)]) -> Void) {
        var stack = [json]
        while let value = stack.popLast() {
            switch value {
            case .object(let members, _):
                if case .string("spring", _)? = value["type"] { body(value, members) }
                stack += members.map(\.value).reversed()
            case .array(let items, _):
                stack += items.reversed()
            default:
                break
            }
        }
    }

    /// Where a JSON value that starts at `start` ends (an object, an array, a string or a bare literal).
    private static func valueEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        func skipString() {
            index += 1
            while index < bytes.count && bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
            index = min(index + 1, bytes.count)
        }
        if bytes[index] == UInt8(ascii: "\"") {
            skipString()
            return index
        }
        if bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "{") {
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    skipString()
                    continue
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default: break
                }
                index += 1
            }
            return bytes.count
        }
        while index < bytes.count && ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) {
            index += 1
        }
        return index
    }

    /// Rewrites the file at `path` in place, atomically and durably.
    @_spi(App) public static func write(path: String, slots: [String: CurvePoints], springs: [Int: SpringChange] = [:]) throws {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw Failure(description: "\(path): cannot read the file")
        }
        let updated = try rewrite(text, slots: slots, springs: springs)
        do {
            try AtomicFile.write(Data(updated.utf8), to: path, durable: true)
        } catch {
            throw Failure(description: "\(path): cannot write the file (\(error.localizedDescription))")
        }
    }
}
