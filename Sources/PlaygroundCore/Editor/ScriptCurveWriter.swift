import Foundation
import Raster
import Scenes

/// Writes edited timing-function slots back into a scene script: in each curve call of an edited slot
/// (`CurveCall`: a `TimingFunction(slot: "NAME", controlPoints: …)`, or a Core Animation curve written with literals),
/// exactly the four numeric literals are replaced; every other byte of every file stays as it was. Files are
/// rewritten atomically and durably.
public enum ScriptCurveWriter {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The text of the file `fileName` with the given slots' literals replaced, and the names of the slots found in
    /// it. `automaticNames` names the Core Animation curves (`CurveCall.automaticSlotNames`; by default, those of
    /// this file alone).
    public static func rewrite(
        _ text: String, fileName: String = "script.swift", slots: [String: CurvePoints], automaticNames: [String: String]? = nil
    ) -> (text: String, found: Set<String>) {
        var bytes = Array(text.utf8)
        let calls = CurveCall.scan(bytes)
        let names = automaticNames ?? CurveCall.automaticSlotNames(in: [(fileName, calls)])
        var found = Set<String>()
        var edits: [(Range<Int>, String)] = []
        for call in calls {
            guard let name = call.slot ?? names["\(fileName):\(call.line)"], let points = slots[name] else { continue }
            found.insert(name)
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
        let sources: [ScriptSources.File]
        do {
            sources = try ScriptSources(path: path).files
        } catch {
            throw Failure(description: "\(error)")
        }
        let files = sources.map { (name: ($0.path as NSString).lastPathComponent, calls: CurveCall.scan(Array($0.text.utf8))) }
        let names = CurveCall.automaticSlotNames(in: files)
        var rewritten: [(path: String, text: String)] = []
        var found = Set<String>()
        for source in sources {
            let result = rewrite(source.text, fileName: (source.path as NSString).lastPathComponent, slots: slots, automaticNames: names)
            found.formUnion(result.found)
            if result.text != source.text { rewritten.append((source.path, result.text)) }
        }
        let missing = Set(slots.keys).subtracting(found)
        guard missing.isEmpty else {
            throw Failure(
                description:
                    "\(path): no curve for \"\(missing.sorted().joined(separator: "\", \""))\" with four number literals to write into "
                    + "(TimingFunction(slot: …) or CAMediaTimingFunction(controlPoints: …))"
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
}
