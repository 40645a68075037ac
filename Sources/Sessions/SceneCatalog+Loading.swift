import LayerKit
import Scenes

extension SceneCatalog {
    /// Makes the built-in scene `name` laid out for `size` points, or loads the scene file or builds the script that
    /// `name` is the path of (see `isFile(_:)` and `isScript(_:)`).
    /// - Throws: `SceneFileError` for a broken file; `ScriptError` for a script that does not build; `CatalogError`
    ///   for an unknown name.
    public static func scene(named name: String, size: Size? = nil, settings: SceneSettings = SceneSettings()) throws -> PlaygroundScene {
        try SceneSource(spec: name).makeScene(size: size, settings: settings)
    }
}
