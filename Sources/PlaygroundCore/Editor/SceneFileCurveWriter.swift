import Foundation
import Raster
import Scenes

/// Writes edited timing-function slots back into a scene file: only the values under `"timingFunctions"`
/// change, as `[x1, y1, x2, y2]`; every other byte of the file stays as it was. Atomic (temporary file, then
/// rename).
public enum SceneFileCurveWriter {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The file's text with the given slots' values replaced.
    public static func rewrite(_ text: String, slots: [String: CurvePoints]) throws -> String {
        let json: JSONValue
        do {
            json = try JSONReader.parse(text)
        } catch let error as JSONSyntaxError {
            throw Failure(description: "the file no longer parses (\(error.position): \(error.message))")
        }
        guard case .object(let members, _)? = json["timingFunctions"] else {
            throw Failure(description: "the file has no \"timingFunctions\" object to write into")
        }
        var bytes = Array(text.utf8)
        let lineStarts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
        // Replace from the last value to the first so earlier offsets stay valid.
        let edits = members.compactMap { member -> (Range<Int>, String)? in
            guard let points = slots[member.key] else { return nil }
            let start = lineStarts[member.value.position.line - 1] + member.value.position.column - 1
            let end = valueEnd(bytes, from: start)
            return (start..<end, "[" + points.values.map { JSONWriter.number(($0 * 1000).rounded() / 1000) }.joined(separator: ", ") + "]")
        }.sorted { $0.0.lowerBound > $1.0.lowerBound }
        for (range, replacement) in edits { bytes.replaceSubrange(range, with: Array(replacement.utf8)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where a JSON value that starts at `start` ends (an array, a string or a bare literal).
    private static func valueEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            while index < bytes.count && bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
            return min(index + 1, bytes.count)
        }
        if bytes[index] == UInt8(ascii: "[") {
            var depth = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "[") { depth += 1 }
                if bytes[index] == UInt8(ascii: "]") { depth -= 1; if depth == 0 { return index + 1 } }
                index += 1
            }
            return bytes.count
        }
        while index < bytes.count && ![UInt8(ascii: ","), UInt8(ascii: "}"), 0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        return index
    }

    /// Rewrites the file at `path` in place, atomically and durably.
    public static func write(path: String, slots: [String: CurvePoints]) throws {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw Failure(description: "\(path): cannot read the file")
        }
        let updated = try rewrite(text, slots: slots)
        do {
            try AtomicFile.write(Data(updated.utf8), to: path, durable: true)
        } catch {
            throw Failure(description: "\(path): cannot write the file (\(error.localizedDescription))")
        }
    }
}
