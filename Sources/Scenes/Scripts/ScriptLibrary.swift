import Foundation
import LayerKit

/// A compiled scene script loaded into this process: its entry point builds a scene under a root layer. Loaded
/// libraries stay loaded (Swift code cannot be unloaded safely while its types may be in use).
public final class ScriptLibrary: @unchecked Sendable {
    public let path: String
    private let entry: @convention(c) (UnsafeRawPointer) -> Void

    /// - Throws: `ScriptError` when the library cannot be loaded or has no entry point.
    public init(path: String, script: String) throws {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
            throw ScriptError(file: script, "cannot load the compiled script: \(reason)")
        }
        guard let symbol = dlsym(handle, ScriptCompiler.entrySymbol) else {
            throw ScriptError(file: script, "the compiled script has no entry point")
        }
        self.path = path
        entry = unsafeBitCast(symbol, to: (@convention(c) (UnsafeRawPointer) -> Void).self)
    }

    /// Calls the script's `makeScene(root:)` on `root`; returns the curve slots it declared.
    func makeScene(root: Layer) -> [(name: String, function: TimingFunction)] {
        TimingFunction.collectingSlots {
            entry(Unmanaged.passUnretained(root).toOpaque())
        }
    }
}
