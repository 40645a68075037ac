import FileOutput
import Foundation
import LayerKit

/// Why a process running a script's code ended, told from what it printed: the Swift runtime's fatal error, the
/// backtracer's first frame in the script's own files (the line), a failed allocation, or a call to `exit`.
package enum ScriptFault {
    /// - Parameters:
    ///   - output: what the process printed (standard output and error together).
    ///   - status: its exit status as a shell reports it (128 + the signal for a signal).
    ///   - sources: the script's files, where the line is looked for.
    ///   - doing: what the script was doing ("while building its scene").
    ///   - memoryLimit: the process's memory limit in bytes, if it had one.
    package static func error(
        output: String, status: Int32, script: String, sources: [String], doing: String, memoryLimit: Int? = nil
    ) -> ScriptError {
        let lines = output.split(separator: "\n").map(String.init)
        let fatal = lines.first { $0.contains("Fatal error") || $0.contains("fatal error") }
        let outOfMemory = lines.contains { $0.contains("Could not allocate memory") || $0.contains("failed to allocate") }
        let message: String
        if outOfMemory {
            let limit = memoryLimit.map { " (more than \(NumberText.decimal(Double($0) / Double(1 << 30), places: 1)) GB)" } ?? ""
            message = "the script used more memory than the scene may\(limit) \(doing)"
        } else if let fatal {
            // The runtime's own file and line ("Swift/Array.swift:692: Fatal error: …") say nothing about the script.
            let text = fatal.range(of: "Fatal error").map { String(fatal[$0.lowerBound...]) } ?? fatal
            message = "the script crashed \(doing): \(text.trimmingCharacters(in: .whitespaces).prefix(400))"
        } else if ChildProcess.exited(normally: status) && !lines.contains(where: { $0.contains("Crash") || $0.contains("crashed") }) {
            message = "the script ended the scene's process (exit(\(status))) \(doing)"
        } else {
            let signal = status > 128 ? String(cString: strsignal(status - 128)) : "status \(status)"
            message = "the script crashed \(doing): \(signal)"
        }
        // A warning just before the crash often says why (an image that was not found, then force-unwrapped).
        let warning = lines.last { $0.hasPrefix("warning: ") }.map { " (after \($0.dropFirst(9).prefix(200)))" } ?? ""
        let place = location(in: lines, sources: sources) ?? Place(file: script)
        return ScriptError(file: place.file, line: place.line, column: place.column, message + place.note + warning)
    }

    /// Where in the script a backtrace says the fault was.
    package struct Place {
        package var file: String
        package var line: Int?
        package var column: Int?
        /// The innermost function of the script's when its frame has no line (the code there belongs to no line, as a
        /// loop's jump back may not): the line is then its caller's.
        package var function: String?

        /// What to add to the message so that the line reads right.
        package var note: String { function.map { " (in \($0), called here)" } ?? "" }
    }

    /// The first frame in the script's own files a backtrace names (" at FILE:LINE:COLUMN" from Swift's backtracer,
    /// " FILE:LINE:COLUMN" from a sanitizer's) that has a line.
    package static func location(in lines: [String], sources: [String]) -> Place? {
        let absolute = sources.map { ($0, URL(fileURLWithPath: $0).standardizedFileURL.path) }
        var function: String?
        for line in lines {
            for (source, path) in absolute {
                guard let range = line.range(of: " \(path)") else { continue }
                let rest = line[range.upperBound...]
                let numbers = rest.hasPrefix(":")
                    ? rest.dropFirst().split(separator: ":").prefix(2).compactMap { Int($0.prefix { $0.isNumber }) } : []
                guard let number = numbers.first else {
                    // "  0   0x00007f… fault() + 42 in 9aa8….so at /path/script.swift"
                    if function == nil, let address = line.range(of: "0x"), let plus = line.range(of: " + ", range: address.upperBound..<line.endIndex) {
                        let name = line[address.upperBound..<plus.lowerBound].drop { !$0.isWhitespace }.trimmingCharacters(in: .whitespaces)
                        if !name.isEmpty { function = name }
                    }
                    continue
                }
                return Place(file: source, line: number, column: numbers.count > 1 ? numbers[1] : nil, function: function)
            }
        }
        return nil
    }
}
