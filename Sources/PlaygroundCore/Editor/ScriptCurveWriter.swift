import Foundation
import Raster
import Scenes

/// Writes edited timing-function slots back into a scene script: in each `TimingFunction(slot: "NAME",
/// controlPoints: x1, y1, x2, y2)` of an edited slot, exactly the four numeric literals are replaced; every other
/// byte of every file stays as it was. Files are rewritten atomically and durably.
public enum ScriptCurveWriter {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The text with the given slots' literals replaced, and the names of the slots found in it.
    public static func rewrite(_ text: String, slots: [String: CurvePoints]) -> (text: String, found: Set<String>) {
        var bytes = Array(text.utf8)
        var found = Set<String>()
        var edits: [(Range<Int>, String)] = []
        for call in calls(in: bytes) {
            guard let points = slots[call.name] else { continue }
            found.insert(call.name)
            for (range, value) in zip(call.literals, points.values) {
                edits.append((range, NumberText.literal(value)))
            }
        }
        for (range, replacement) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            bytes.replaceSubrange(range, with: Array(replacement.utf8))
        }
        return (String(decoding: bytes, as: UTF8.self), found)
    }

    /// Rewrites the script at `path` (a file, or each file of a folder). Fails, writing nothing, when some slot's
    /// call is found in no file.
    public static func write(path: String, slots: [String: CurvePoints]) throws {
        let sources: [(path: String, text: String)]
        do {
            sources = try ScriptCompiler.sources(of: path)
        } catch {
            throw Failure(description: "\(error)")
        }
        var rewritten: [(path: String, text: String)] = []
        var found = Set<String>()
        for source in sources {
            let result = rewrite(source.text, slots: slots)
            found.formUnion(result.found)
            if result.text != source.text { rewritten.append((source.path, result.text)) }
        }
        let missing = Set(slots.keys).subtracting(found)
        guard missing.isEmpty else {
            throw Failure(
                description:
                    "\(path): no TimingFunction(slot: \"\(missing.sorted().joined(separator: "\", \""))\", "
                    + "controlPoints: …) with four number literals to write into"
            )
        }
        for file in rewritten {
            do {
                try AtomicFile.write(Data(file.text.utf8), to: file.path, durable: true)
            } catch {
                throw Failure(description: "\(file.path): cannot write the file (\(error.localizedDescription))")
            }
        }
    }

    /// Every `TimingFunction(slot: "NAME", controlPoints: a, b, c, d)` whose four arguments are plain number
    /// literals: the slot's name and the byte ranges of the literals. Comments and other strings are skipped.
    static func calls(in bytes: [UInt8]) -> [(name: String, literals: [Range<Int>])] {
        var result: [(name: String, literals: [Range<Int>])] = []
        let head = Array("TimingFunction(".utf8)
        var index = 0
        func skipSpace(_ i: inout Int) { while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 } }
        func expect(_ word: String, _ i: inout Int) -> Bool {
            skipSpace(&i)
            let w = Array(word.utf8)
            guard i + w.count <= bytes.count, Array(bytes[i..<(i + w.count)]) == w else { return false }
            i += w.count
            return true
        }
        func number(_ i: inout Int) -> Range<Int>? {
            skipSpace(&i)
            let start = i
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
            while i < bytes.count,
                (0x30...0x39).contains(bytes[i]) || bytes[i] == UInt8(ascii: ".") || bytes[i] == UInt8(ascii: "_")
                    || bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")
                    || ((bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+")) && i > start
                        && [UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[i - 1]))
            {
                i += 1
            }
            let text = String(decoding: bytes[start..<i], as: UTF8.self).replacingOccurrences(of: "_", with: "")
            return i > start && Double(text) != nil ? start..<i : nil
        }
        while index < bytes.count {
            // Skip comments and string literals so that text in them is never taken for a call.
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                continue
            }
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") && bytes[index] != 0x0A {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
                continue
            }
            guard index + head.count <= bytes.count, Array(bytes[index..<(index + head.count)]) == head,
                index == 0 || !(bytes[index - 1].isIdentifierByte)
            else {
                index += 1
                continue
            }
            var i = index + head.count
            index += 1
            guard expect("slot:", &i), expect("\"", &i) else { continue }
            let nameStart = i
            while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != 0x0A, bytes[i] != UInt8(ascii: "\\") { i += 1 }
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { continue }
            let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
            i += 1
            guard expect(",", &i), expect("controlPoints:", &i) else { continue }
            var literals: [Range<Int>] = []
            for k in 0..<4 {
                guard let range = number(&i) else { break }
                literals.append(range)
                if k < 3 && !expect(",", &i) { break }
            }
            guard literals.count == 4, expect(")", &i) else { continue }
            result.append((name, literals))
            index = i
        }
        return result
    }
}

private extension UInt8 {
    var isIdentifierByte: Bool {
        (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) || self == UInt8(ascii: "_")
            || self >= 0x80
    }
}
