import Foundation
import LayerKit
import SceneFiles
import Scenes
import Scripts

/// Where a scene comes from: a built-in scene by name, a scene file's text as it was read, or a scene script as
/// it was compiled. A scene built from a source is always the same scene (the file's text and the script's build
/// are kept, not read again), so a rebuild replays exactly what the user saw even if the file has changed since.
public enum SceneSource: Sendable {
    case builtIn(name: String)
    case file(path: String, text: String)
    /// A scene script (a `.swift` file or a folder of them), compiled and loaded into this process.
    case script(path: String, library: ScriptLibrary)
    /// A scene script whose code runs in another process (the window's scene host), which `factory` talks to.
    case hosted(path: String, factory: any SceneFactory)

    /// A built-in scene's name, a scene file's path (its text is read now) or a script's (compiled now, or
    /// found in the compile cache).
    /// - Throws: `CatalogError` for an unknown name, `SceneFileError` for an unreadable file, `ScriptError` for a
    ///   script that does not compile, load or run.
    public init(spec: String) throws {
        if SceneCatalog.isScript(spec) {
            let compiler = try ScriptCompiler.forThisProcess()
            let library = try compiler.build(spec, size: SceneCatalog.defaultSize)
            self = .script(path: spec, library: try ScriptLibrary(path: library, script: spec))
        } else if SceneCatalog.isFile(spec) {
            self = .file(path: spec, text: try SceneDocument.readText(path: spec))
        } else {
            guard SceneCatalog.builtIn[spec] != nil else {
                throw CatalogError(
                    message: "unknown scene '\(spec)' (built in: \(SceneCatalog.names.joined(separator: ", ")); or a .json scene file)")
            }
            self = .builtIn(name: spec)
        }
    }

    /// The name or path it was given as.
    public var spec: String {
        switch self {
        case .builtIn(let name): return name
        case .file(let path, _), .script(let path, _), .hosted(let path, _): return path
        }
    }

    /// Whether the source is something on disk (a scene file or a script) that can change and be reloaded.
    public var isFile: Bool {
        if case .builtIn = self { return false }
        return true
    }

    public var isScript: Bool {
        switch self {
        case .script, .hosted: return true
        case .builtIn, .file: return false
        }
    }

    /// Builds the scene: a built-in one laid out for `size` points (nil: the default size); a file at its own size.
    /// - Throws: `SceneFileError` for a broken file.
    public func makeScene(size: Size?, settings: SceneSettings) throws -> PlaygroundScene {
        switch self {
        case .builtIn(let name):
            return SceneCatalog.builtIn[name]!(size ?? SceneCatalog.defaultSize, settings)
        case .file(let path, let text):
            let title = ScriptSources.title(of: path)
            let document = try SceneDocument.load(
                text: text, name: title, sourcePath: path,
                baseDirectory: (path as NSString).deletingLastPathComponent)
            return FileScene(document: document, title: title, text: text)
        case .script(let path, let library):
            return ScriptScene(library: library, title: ScriptSources.title(of: path), size: size ?? SceneCatalog.defaultSize)
        case .hosted(_, let factory):
            return try factory.makeScene(size: size ?? SceneCatalog.defaultSize, settings: settings)
        }
    }
}

/// Makes the scenes of a script whose code runs in another process: each one a fresh build of the script there.
public protocol SceneFactory: AnyObject, Sendable {
    /// - Throws: `ScriptError` when the script cannot run there.
    func makeScene(size: Size, settings: SceneSettings) throws -> PlaygroundScene
}
