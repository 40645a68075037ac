import Foundation
import Synchronization
import LayerKit

/// A compiled scene script loaded into this process: its entry point builds a scene under a root layer. Loaded
/// libraries stay loaded (Swift code cannot be unloaded safely while its types may be in use).
///
/// Sendable: nothing in it changes once it is loaded; the scene its entry point builds follows the scene rule.
public final class ScriptLibrary: @unchecked Sendable {
    public let path: String
    /// Where the script's images and files are looked up, first to last: its folder (or a playground's `Resources/`).
    public let resourceFolders: [String]
    /// The playground and page the script is, when it is one.
    public let playground: (bundle: PlaygroundBundle, page: Int)?
    /// The slot names of the script's Core Animation curves (`CurveCall.automaticSlotNames`), keyed `FILE:LINE`.
    let automaticSlotNames: [String: String]
    /// The names of the script's spring slots (`SpringCall.slotNames`), keyed `FILE:LINE`.
    let springSlotNames: [String: String]
    private let entry: Entry

    package typealias TopLevelCode = @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32
    private enum Entry {
        case makeScene(@convention(c) (UnsafeRawPointer) -> Void)
        case page(@convention(c) (UnsafeRawPointer, TopLevelCode) -> Void, body: TopLevelCode)
    }

    /// - Throws: `ScriptError` when the library cannot be loaded or has no entry point.
    public init(path: String, script: String) throws {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
            throw ScriptError(file: script, "cannot load the compiled script: \(reason)")
        }
        if let symbol = dlsym(handle, ScriptCompiler.entrySymbol) {
            entry = .makeScene(unsafeBitCast(symbol, to: (@convention(c) (UnsafeRawPointer) -> Void).self))
        } else if let symbol = dlsym(handle, ScriptCompiler.pageEntrySymbol), let body = dlsym(handle, "main") {
            entry = .page(
                unsafeBitCast(symbol, to: (@convention(c) (UnsafeRawPointer, TopLevelCode) -> Void).self),
                body: unsafeBitCast(body, to: TopLevelCode.self))
        } else {
            throw ScriptError(file: script, "the compiled script has no entry point")
        }
        self.path = path
        let sources = try? ScriptSources(path: script)
        resourceFolders = sources?.resourceFolders ?? [(URL(fileURLWithPath: script).standardizedFileURL.path as NSString).deletingLastPathComponent]
        playground = sources?.playground
        let files = (sources?.files ?? []).map {
            (name: ($0.path as NSString).lastPathComponent, calls: CurveCall.scan(Array($0.text.utf8)))
        }
        automaticSlotNames = CurveCall.automaticSlotNames(in: files)
        springSlotNames = SpringCall.slotNames(
            in: (sources?.files ?? []).map { (($0.path as NSString).lastPathComponent, SpringCall.scan(Array($0.text.utf8))) })
    }

    /// Calls the script's `makeScene(root:)` on `root` (or runs its top-level code, with `root` for its live view); returns the curve slots it declared, then those of its Core
    /// Animation curves written with literals (every curve one line made follows the first one's edits).
    func makeScene(root: Layer) -> [(name: String, function: TimingFunction)] {
        let collected = TimingFunction.collectingSlots {
            let pointer = Unmanaged.passUnretained(root).toOpaque()
            switch entry {
            case .makeScene(let makeScene): makeScene(pointer)
            case .page(let run, let body): run(pointer, body)
            }
        }
        var groups: [(name: String, curves: [TimingFunction])] = []
        var indexOfName: [String: Int] = [:]
        for curve in collected.curves {
            let file = curve.sourceLocation.fileID.split(separator: "/").last.map(String.init) ?? curve.sourceLocation.fileID
            guard let name = automaticSlotNames["\(file):\(curve.sourceLocation.line)"] else { continue }
            if let index = indexOfName[name] {
                groups[index].curves.append(curve)
            } else {
                indexOfName[name] = groups.count
                groups.append((name, [curve]))
            }
        }
        let made = collected.slots
            + groups.map { group in
                group.curves[0].lead(Array(group.curves.dropFirst()))
                return (group.name, group.curves[0])
            }
        // A global curve is made once per process, in the first build of the library: later builds, and libraries
        // loaded again from the same file (a script saved back to a version that ran before loads the same cached
        // library, whose globals do not run again), use the same one, so it stays a slot.
        return Self.knownSlots.withLock { known in
            let before = known[path] ?? []
            var slots = before.map { old in made.first { $0.name == old.name } ?? old }
            slots += made.filter { new in !before.contains { $0.name == new.name } }
            known[path] = slots
            return slots
        }
    }

    /// Every slot each library's builds have declared in this process, by the library's file, in the order first seen.
    private static let knownSlots = Mutex<[String: [(name: String, function: TimingFunction)]]>([:])
}
