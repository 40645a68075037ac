import Foundation
import LayerKit

/// Compiles a scene script (one `.swift` file, or a folder of them compiled together) into a shared library
/// that the playground loads, caching the result by content: an unchanged script is not compiled again,
/// not even after a restart. Each new build is then run once in a child process, headless and with a time
/// limit, so that a script that traps or never returns is reported instead of taking the app down.
public struct ScriptCompiler: Sendable {
    public let toolchain: ScriptToolchain
    /// Where compiled scripts are kept (`$XDG_CACHE_HOME/animation-playground/scripts`).
    public let cacheDirectory: String

    /// Largest script accepted, all files together, in bytes.
    public static let maximumSourceBytes = 1 << 20
    /// Longest a compile may take, in seconds.
    public static let compileTimeLimit = 120.0
    /// Longest the check of a new build (making the scene and playing its first seconds) may take, in seconds.
    public static let checkTimeLimit = 5.0
    /// The symbol of the entry point's wrapper in a compiled script.
    public static let entrySymbol = "playground_script_make_scene"

    public init(toolchain: ScriptToolchain, cacheDirectory: String = ScriptCompiler.defaultCacheDirectory) {
        self.toolchain = toolchain
        self.cacheDirectory = cacheDirectory
    }

    /// The compiler for this process's toolchain and cache (the toolchain is looked up once).
    public static func forThisProcess() throws -> ScriptCompiler {
        let toolchain = try located.get()
        return ScriptCompiler(toolchain: toolchain)
    }

    private static let located = Result { try ScriptToolchain.locate() }

    public static var defaultCacheDirectory: String {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (NSHomeDirectory() + "/.cache")
        return base + "/animation-playground/scripts"
    }

    /// The `.swift` files of a script: the file itself, or a folder's files in name order.
    /// - Throws: `ScriptError` for a missing, empty, oversized or non-UTF-8 script.
    public static func sources(of path: String) throws -> [(path: String, text: String)] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ScriptError(file: path, "no such file or folder")
        }
        let files: [String]
        if isFolder.boolValue {
            files = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
                .map { (path as NSString).appendingPathComponent($0) }
            guard !files.isEmpty else { throw ScriptError(file: path, "the folder holds no .swift files") }
        } else {
            files = [path]
        }
        var total = 0
        return try files.map { file in
            let attributes = try? FileManager.default.attributesOfItem(atPath: file)
            guard attributes?[.type] as? FileAttributeType == .typeRegular else { throw ScriptError(file: file, "not a regular file") }
            total += attributes?[.size] as? Int ?? 0
            guard total <= maximumSourceBytes else {
                throw ScriptError(file: file, "the script is larger than \(maximumSourceBytes >> 20) MiB")
            }
            guard let bytes = Self.contents(of: file) else { throw ScriptError(file: file, "cannot read the file") }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw ScriptError(file: file, "not UTF-8 text (a Swift file must be UTF-8)")
            }
            return (file, text)
        }
    }

    /// The bytes of a file up to `maximumSourceBytes`, read directly (nil if it cannot be opened).
    private static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while bytes.count <= maximumSourceBytes {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    /// Compiles the script at `path` (or finds it in the cache) and, unless `check` is false (the script will run in a
    /// scene host, which reports its faults itself), checks it; returns the library's path.
    /// - Throws: `ScriptError` with the compiler's first errors (file:line:column), or what went wrong in the check.
    public func build(_ path: String, size: Size, check: Bool = true) throws -> String {
        let sources = try Self.sources(of: path)
        if sources.allSatisfy({ $0.text.allSatisfy(\.isWhitespace) }) {
            throw ScriptError(file: path, "the script is empty: define func makeScene(root: Layer)")
        }
        let key = cacheKey(sources)
        let library = cacheDirectory + "/\(key).so"
        let checked = cacheDirectory + "/\(key).checked"
        try FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: library) {
            try compile(sources, into: library, key: key)
        }
        if check && !FileManager.default.fileExists(atPath: checked) {
            try self.check(library, script: path, sources: sources.map(\.path), size: size)
            // Without the marker the next load checks the build again: slower, not wrong.
            _ = FileManager.default.createFile(atPath: checked, contents: Data())
        }
        return library
    }

    /// A stable digest of everything the build depends on: the sources, the compiler and this executable.
    private func cacheKey(_ sources: [(path: String, text: String)]) -> String {
        let executable = (try? FileManager.default.attributesOfItem(atPath: toolchain.executable)) ?? [:]
        var digest = ContentDigest()
        digest.add("\(toolchain.compiler)|\(toolchain.modules)|\(executable[.size] ?? 0)|\(executable[.modificationDate] ?? 0)")
        for source in sources {
            digest.add((source.path as NSString).lastPathComponent)
            digest.add(source.text)
        }
        return digest.hex
    }

    private func compile(_ sources: [(path: String, text: String)], into library: String, key: String) throws {
        let work = try AtomicFile.makeWorkingFolder(in: cacheDirectory)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let entry = work + "/PlaygroundScriptEntry.swift"
        try Self.entrySource.write(toFile: entry, atomically: false, encoding: .utf8)
        let output = work + "/script.so"
        let arguments =
            [
                "-emit-library", "-module-name", "PlaygroundScript", "-Onone", "-wmo", "-gline-tables-only", "-parse-as-library",
                "-I", toolchain.modules, "-o", output, "-Xlinker", "--allow-shlib-undefined",
            ]
            + (try sources.enumerated().map { try Self.compilable($0.element, number: $0.offset, in: work) }) + [entry]
        let result = try ChildProcess.run(toolchain.compiler, arguments, timeLimit: Self.compileTimeLimit)
        guard !result.timedOut else {
            throw ScriptError(file: sources[0].path, "the compiler took longer than \(Int(Self.compileTimeLimit)) s")
        }
        guard result.status == 0 else {
            throw ScriptError(Self.diagnostics(result.output, entry: entry, script: sources[0].path))
        }
        try AtomicFile.commit(output, to: library)
    }

    /// The file to give the compiler for `source`: the file itself, or, when it has spellings of the Objective-C runtime
    /// (`ObjectiveCSpellings`), a rewritten copy in `work` whose `#sourceLocation` names the original, so that errors,
    /// `#fileID` and backtraces still point at the user's file and line.
    private static func compilable(_ source: (path: String, text: String), number: Int, in work: String) throws -> String {
        guard let rewritten = ObjectiveCSpellings.rewrite(Array(source.text.utf8)) else { return source.path }
        let copy = work + "/\(number)-" + (source.path as NSString).lastPathComponent
        let text =
            Array("#sourceLocation(file: \(source.path.debugDescription), line: 1)\n".utf8) + rewritten
            + Array("\n#sourceLocation()\n".utf8)
        guard FileManager.default.createFile(atPath: copy, contents: Data(text)) else {
            throw ScriptError(file: source.path, "cannot write the rewritten copy to \(work)")
        }
        return copy
    }

    /// The wrapper compiled with every script: a C entry point calling the script's `makeScene(root:)`.
    static let entrySource = """
        import LayerKit
        import UIKit

        @_cdecl("\(entrySymbol)")
        public func playgroundScriptMakeScene(_ root: UnsafeRawPointer) {
            ScriptEntry.run(makeScene, root: Unmanaged<Layer>.fromOpaque(root).takeUnretainedValue())
        }

        """

    /// The compiler's errors as diagnostics (the first few); problems in the entry wrapper are said in the
    /// script's terms.
    static func diagnostics(_ output: String, entry: String, script: String) -> [ScriptError.Diagnostic] {
        var found: [ScriptError.Diagnostic] = []
        for line in output.split(separator: "\n") {
            guard let range = line.range(of: ": error: ") else { continue }
            let location = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            let message = String(line[range.upperBound...])
            guard location.count >= 3, let lineNumber = Int(location[location.count - 2]), let column = Int(location[location.count - 1])
            else {
                found.append(.init(file: script, message: message))
                continue
            }
            let file = location.dropLast(2).joined(separator: ":")
            if file == entry {
                let text =
                    message.contains("cannot find 'makeScene'")
                    ? "no entry point: define func makeScene(root: Layer) or func makeScene(root: UIView)"
                    : "the entry point must be func makeScene(root: Layer) or func makeScene(root: UIView) (\(message))"
                if !found.contains(where: { $0.message == text }) { found.append(.init(file: script, message: text)) }
                continue
            }
            found.append(.init(file: file, line: lineNumber, column: column, message: message))
        }
        if found.isEmpty {
            let last = output.split(separator: "\n").suffix(3).joined(separator: " ")
            found.append(.init(file: script, message: "the compiler failed: \(last.prefix(300))"))
        }
        return Array(found.prefix(ScriptError.maximumShown))
    }

    /// Runs the new build once in a child process (`playground script-check`): builds the scene and plays its first
    /// seconds, headless.
    private func check(_ library: String, script: String, sources: [String], size: Size) throws {
        let arguments = ["script-check", library, "--script", script, "--width", String(size.width), "--height", String(size.height)]
        let result = try ChildProcess.run(toolchain.executable, arguments, timeLimit: Self.checkTimeLimit)
        if result.timedOut {
            throw ScriptError(file: script, "makeScene(root:) did not finish within \(Int(Self.checkTimeLimit)) s (an endless loop?)")
        }
        guard result.status == 0 else {
            throw ScriptFault.error(
                output: result.output, status: result.status, script: script, sources: sources, doing: "while building its scene")
        }
    }
}

/// A 128-bit FNV-1a digest (two 64-bit lanes), stable across runs, for cache keys.
struct ContentDigest {
    private var a: UInt64 = 0xcbf2_9ce4_8422_2325
    private var b: UInt64 = 0x8422_2325_cbf2_9ce4

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            b = (b ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 &+ 0x9E37
        }
        a = (a ^ 0xFF) &* 0x0000_0100_0000_01B3
        b = (b ^ 0xFE) &* 0x0000_0100_0000_01B3
    }

    var hex: String { String(format: "%016llx%016llx", a, b) }
}
