import Foundation
import LayerKit

/// The built-in scenes by name, and scene files by path.
public enum SceneCatalog {
    /// Built-in scene names, in the order of the number keys 1–4.
    public static let names = ["splash", "ripple", "worm", "drip"]

    /// Makes the built-in scene `name` laid out for `size` points, or loads a scene file when `name` is a
    /// path (ends in .json or contains a slash).
    /// - Throws: `SceneFileError` for a broken file; `CatalogError` for an unknown name.
    public static func scene(named name: String, size: Size? = nil) throws -> PlaygroundScene {
        if name.hasSuffix(".json") || name.contains("/") {
            let document = try SceneDocument.load(path: name)
            return FileScene(document: document, title: (name as NSString).lastPathComponent)
        }
        guard let make = builtIn[name] else {
            throw CatalogError(message: "unknown scene '\(name)' (built in: \(names.joined(separator: ", ")); or a .json scene file)")
        }
        return make(size ?? defaultSize)
    }

    /// The window's default size in points.
    public static let defaultSize = Size(width: 1280, height: 800)

    /// Makers of the built-in scenes, by name.
    static let builtIn: [String: (Size) -> PlaygroundScene] = [
        "splash": { SplashScene(size: $0) },
        "ripple": { RippleScene(size: $0) },
        "worm": { WormScene(size: $0) },
        "drip": { DripScene(size: $0) },
    ]
}

public struct CatalogError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public var description: String { message }
}
