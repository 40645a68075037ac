import Foundation
import LayerKit
import PlaygroundTestSupport
import Scenes

@_spi(App) @testable import PlaygroundCore

/// An app on `scene` in a window of `size` at 1×, with user presets kept in a folder of its own.
func makeTestApp(_ scene: String, size: Size = Size(width: 1280, height: 800)) throws -> PlaygroundApp {
    let folder = try ScratchFolder.named("presets-" + UUID().uuidString)
    return try PlaygroundApp(
        sceneSpec: scene, windowSize: size, scale: 1, settings: SceneSettings(pixelScale: 1),
        presets: UserPresetStore(path: folder + "/curves.json"))
}
