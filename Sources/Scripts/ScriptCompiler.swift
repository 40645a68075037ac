import FileOutput
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

    /// Longest a compile may take, in seconds.
    public static let compileTimeLimit = 120.0
    /// Longest the check of a new build (making the scene and playing its first seconds) may take, in seconds.
    public static let checkTimeLimit = 5.0
    /// The symbol of the entry point's wrapper in a compiled scene script (one that declares `makeScene`).
    public static let entrySymbol = "playground_script_make_scene"
    /// The symbol of the entry point's wrapper in compiled top-level code (a playground page, a `main.swift`); it is
    /// given the code's body, the library's `main`.
    public static let pageEntrySymbol = "playground_script_run_page"

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

    /// Compiles the script at `path` (or finds it in the cache) and, unless `check` is false (the script will run in a
    /// scene host, which reports its faults itself), checks it; returns the library's path.
    /// - Throws: `ScriptError` with the compiler's first errors (file:line:column), or what went wrong in the check.
    public func build(_ path: String, size: Size, check: Bool = true) throws -> String {
        let sources = try ScriptSources(path: path)
        if sources.files.allSatisfy({ $0.text.allSatisfy(\.isWhitespace) }) {
            throw ScriptError(file: path, "the script is empty: define func makeScene(root: Layer), or write top-level code as a playground page")
        }
        let key = cacheKey(sources)
        let library = cacheDirectory + "/\(key).so"
        let checked = cacheDirectory + "/\(key).checked"
        try FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: library) {
            try compile(sources, into: library, key: key)
        }
        if check && !FileManager.default.fileExists(atPath: checked) {
            try self.check(library, script: path, sources: sources.files.map(\.path), size: size)
            // Without the marker the next load checks the build again: slower, not wrong.
            _ = FileManager.default.createFile(atPath: checked, contents: Data())
        }
        return library
    }

    /// The engine's modules a script may import.
    static let importableModules = [
        "Raster", "LayerKit", "CoreGraphics", "CoreText", "QuartzCore", "UIKit", "PlaygroundSupport", "XCPlayground",
    ]

    /// A stable digest of everything the build depends on: the sources, the compiler and this executable.
    private func cacheKey(_ sources: ScriptSources) -> String {
        let executable = (try? FileManager.default.attributesOfItem(atPath: toolchain.executable)) ?? [:]
        var digest = ContentDigest()
        digest.add("\(toolchain.compiler)|\(toolchain.modules)|\(executable[.size] ?? 0)|\(executable[.modificationDate] ?? 0)")
        // The engine's modules change without the executable when only the engine library is rebuilt.
        for module in Self.importableModules {
            let attributes = (try? FileManager.default.attributesOfItem(atPath: toolchain.modules + "/\(module).swiftmodule")) ?? [:]
            digest.add("\(module)|\(attributes[.size] ?? 0)|\(attributes[.modificationDate] ?? 0)")
        }
        for source in sources.files {
            // The path, not only the name: a page's `#sourceLocation`, and so its errors and faults, name it.
            digest.add(source.path)
            digest.add(source.path == sources.topLevelFile ? "top-level" : "library")
            if case .viewController(let name) = sources.entry { digest.add("controller " + name) }
            digest.add(source.text)
        }
        return digest.hex
    }

    /// Compiles to an object, then links it: the driver compiles everything as library code when asked for a library in
    /// one step, and top-level code must be compiled as a program's `main.swift`.
    private func compile(_ sources: ScriptSources, into library: String, key: String) throws {
        let work = try AtomicFile.makeWorkingFolder(in: cacheDirectory)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let isPage = sources.topLevelFile != nil
        let entry = work + "/PlaygroundScriptEntry.swift"
        let entrySource: String
        switch sources.entry {
        case .makeScene: entrySource = Self.entrySource(making: "makeScene")
        case .topLevelCode: entrySource = Self.pageEntrySource
        case .viewController(let name): entrySource = Self.entrySource(making: "{ \(name)() as UIViewController }")
        }
        try entrySource.write(toFile: entry, atomically: false, encoding: .utf8)
        let object = work + "/script.o"
        let output = work + "/script.so"
        let layerClasses = DrawnLayerProperties.layerSubclasses(in: sources.files.map { Array($0.text.utf8) })
        let files = try sources.files.enumerated().map {
            try Self.compilable($0.element, number: $0.offset, isTopLevel: $0.element.path == sources.topLevelFile, layerClasses: layerClasses, in: work)
        }
        let arguments =
            ["-c", "-module-name", "PlaygroundScript", "-Onone", "-wmo", "-gline-tables-only", "-I", toolchain.modules, "-o", object]
            + (isPage ? [] : ["-parse-as-library"]) + files + [entry]
        let script = sources.topLevelFile ?? sources.files[0].path
        for step in [arguments, ["-emit-library", object, "-o", output, "-Xlinker", "--allow-shlib-undefined"]] {
            let result = try ChildProcess.run(toolchain.compiler, step, timeLimit: Self.compileTimeLimit)
            guard !result.timedOut else {
                throw ScriptError(file: script, "the compiler took longer than \(Int(Self.compileTimeLimit)) s")
            }
            guard result.status == 0 else {
                throw ScriptError(Self.diagnostics(result.output, entry: entry, script: script))
            }
        }
        try AtomicFile.commit(output, to: library)
    }

    /// The file to give the compiler for `source`: the file itself, or a copy in `work` whose `#sourceLocation` names the
    /// original, so that errors, `#fileID` and backtraces still point at the user's file and line. A copy is made when the
    /// file has spellings of iOS code that Swift on Linux cannot compile (`IOSSpellings`), and for top-level code, which
    /// must be compiled as `main.swift`.
    private static func compilable(_ source: ScriptSources.File, number: Int, isTopLevel: Bool, layerClasses: Set<String>,
                                   in work: String) throws -> String {
        let rewritten = IOSSpellings.rewrite(Array(source.text.utf8), layerClasses: layerClasses)
        guard rewritten != nil || isTopLevel else { return source.path }
        let copy = work + (isTopLevel ? "/main.swift" : "/\(number)-" + (source.path as NSString).lastPathComponent)
        let text =
            Array("#sourceLocation(file: \(source.path.debugDescription), line: 1)\n".utf8) + (rewritten ?? Array(source.text.utf8))
            + Array("\n#sourceLocation()\n".utf8)
        guard FileManager.default.createFile(atPath: copy, contents: Data(text)) else {
            throw ScriptError(file: source.path, "cannot write the rewritten copy to \(work)")
        }
        return copy
    }

    /// The wrapper compiled with a script: a C entry point calling the script's `makeScene` (or a closure making its
    /// view controller).
    static func entrySource(making maker: String) -> String {
        """
        import LayerKit
        import UIKit

        @_cdecl("\(entrySymbol)")
        public func playgroundScriptMakeScene(_ root: UnsafeRawPointer) {
            ScriptEntry.run(\(maker), root: Unmanaged<Layer>.fromOpaque(root).takeUnretainedValue())
        }

        """
    }

    /// The wrapper compiled with top-level code: a C entry point running the code (the library's `main`) as a page.
    static let pageEntrySource = """
        import LayerKit
        import PlaygroundSupport

        @_cdecl("\(pageEntrySymbol)")
        public func playgroundScriptRunPage(
            _ root: UnsafeRawPointer, _ body: @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32
        ) {
            PageEntry.run({ _ = body(CommandLine.argc, CommandLine.unsafeArgv) }, root: Unmanaged<Layer>.fromOpaque(root).takeUnretainedValue())
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
                    ? "no entry point: define func makeScene(root: Layer), makeScene(root: UIView) or makeScene() -> UIViewController"
                    : "the entry point must be func makeScene(root: Layer), makeScene(root: UIView) or makeScene() -> UIViewController (\(message))"
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
