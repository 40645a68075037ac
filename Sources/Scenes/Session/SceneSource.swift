import Foundation
import LayerKit

/// Where a scene comes from: a built-in scene by name, or a scene file's text as it was read. A scene built
/// from a source is always the same scene (the file's text is kept, not read again), so a rebuild replays
/// exactly what the user saw even if the file has changed since.
public enum SceneSource: Sendable {
    case builtIn(name: String)
    case file(path: String, text: String)

    /// A built-in scene's name, or a scene file's path (its text is read now).
    /// - Throws: `CatalogError` for an unknown name, `SceneFileError` for an unreadable file.
    public init(spec: String) throws {
        if SceneCatalog.isFile(spec) {
            self = .file(path: spec, text: try SceneDocument.readText(path: spec))
        } else {
            guard SceneCatalog.builtIn[spec] != nil else {
                throw CatalogError(message: "unknown scene '\(spec)' (built in: \(SceneCatalog.names.joined(separator: ", ")); or a .json scene file)")
            }
            self = .builtIn(name: spec)
        }
    }

    /// The name or path it was given as.
    public var spec: String {
        switch self {
        case .builtIn(let name): return name
        case .file(let path, _): return path
        }
    }

    public var isFile: Bool {
        if case .file = self { return true }
        return false
    }

    /// Builds the scene: a built-in one laid out for `size` points (nil: the default size); a file at its own size.
    /// - Throws: `SceneFileError` for a broken file.
    public func makeScene(size: Size?, settings: SceneSettings) throws -> PlaygroundScene {
        switch self {
        case .builtIn(let name):
            return SceneCatalog.builtIn[name]!(size ?? SceneCatalog.defaultSize, settings)
        case .file(let path, let text):
            let title = (path as NSString).lastPathComponent
            let document = try SceneDocument.load(text: text, name: title, sourcePath: path,
                                                  baseDirectory: (path as NSString).deletingLastPathComponent)
            return FileScene(document: document, title: title, text: text)
        }
    }
}
