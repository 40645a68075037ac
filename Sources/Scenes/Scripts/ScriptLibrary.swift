import Foundation
import LayerKit

/// A compiled scene script loaded into this process: its entry point builds a scene under a root layer. Loaded
/// libraries stay loaded (Swift code cannot be unloaded safely while its types may be in use).
public final class ScriptLibrary: @unchecked Sendable {
    public let path: String
    /// The folder of the script (or the script folder itself): where its images are looked up.
    public let scriptFolder: String
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
        var isFolder: ObjCBool = false
        let absolute = URL(fileURLWithPath: script).standardizedFileURL.path
        FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder)
        scriptFolder = isFolder.boolValue ? absolute : (absolute as NSString).deletingLastPathComponent
        entry = unsafeBitCast(symbol, to: (@convention(c) (UnsafeRawPointer) -> Void).self)
    }

    /// Calls the script's `makeScene(root:)` on `root`; returns the curve slots it declared.
    func makeScene(root: Layer) -> [(name: String, function: TimingFunction)] {
        TimingFunction.collectingSlots {
            entry(Unmanaged.passUnretained(root).toOpaque())
        }
    }
}
