import ArgumentParser
import FileOutput
import Foundation
import LayerKit
@_spi(App) import PlaygroundCore
import Raster
import SceneFiles
import Scenes
import Sessions

/// `--scene`, `--size`, `--scale`: which scene, and at what size.
struct SceneOptions: ParsableArguments {
    @Option(help: "A built-in scene (splash, ripple, worm, drip), a scene file (.json) or a scene script (.swift, or a folder).")
    var scene: String?

    @Option(help: "Size in points, WxH (default: the scene file's size, or 1280x800).")
    var size: SizeArgument?

    @Option(parsing: .unconditional, help: "Device pixels per point.")
    var scale: Double = 1

    func validate() throws {
        try validateScale(scale)
    }

    /// The scene, with its clock advanced to `time` (callbacks firing on the way, in order).
    func loadScene(at time: Double = 0) throws -> PlaygroundScene {
        let session = try loadSession()
        session.seek(to: time)
        return session.scene
    }

    /// A session on the scene, at time 0.
    func loadSession() throws -> SceneSession {
        guard let scene else { throw ValidationError("pass --scene NAME|FILE.json") }
        return try loadSceneSession(
            scene, size: size.map { Size(width: Double($0.width), height: Double($0.height)) },
            settings: SceneSettings(pixelScale: scale))
    }

    /// Pixel size of the output: --size (or the scene's size) times --scale.
    /// - Throws: when that is more than `maximumOutputPixels`.
    func pixelSize(of scene: PlaygroundScene) throws -> (width: Int, height: Int) {
        let points = size.map { (Double($0.width), Double($0.height)) } ?? (scene.size.width, scene.size.height)
        return try checkedPixelSize(points.0 * scale, points.1 * scale)
    }
}

/// `--threads`: how many cores rasterize (the result is the same for any count).
struct ThreadsOption: ParsableArguments {
    /// The machine's cores, at most 8.
    static let defaultCount = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))

    @Option(help: "Worker threads for rasterizing (default: the machine's cores, at most 8; the pixels are the same for any count).")
    var threads: Int = ThreadsOption.defaultCount

    func validate() throws {
        guard threads >= 1, threads <= 64 else { throw ValidationError("--threads must be 1...64") }
    }
}

/// `--time`: a moment of scene time.
struct TimeOption: ParsableArguments {
    @Option(parsing: .unconditional, help: "Scene time in seconds (0 = scene start).")
    var time: Double = 0

    func validate() throws {
        guard time.isFinite, time >= 0, time <= 86_400 else { throw ValidationError("--time must be 0...86400 seconds") }
    }
}

/// A session on a scene by name or path, printing a scene file's warnings to stderr; errors become one clear
/// line. `settings.pixelScale` should be the output's pixels per point, so scene images are drawn for it.
func loadSceneSession(_ name: String, size: Size?, settings: SceneSettings = SceneSettings()) throws -> SceneSession {
    if SceneCatalog.isScript(name) && !ScriptIsolation.isChild { ScriptIsolation.runChild(script: name) }
    do {
        let session = try SceneSession(spec: name, size: size, settings: settings)
        if let problem = FontLibrary.missingFontMessage { FileHandle.standardError.write(Data("warning: \(problem)\n".utf8)) }
        if let file = session.scene as? FileScene {
            for warning in file.document.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        }
        return session
    } catch let error as SceneFileError {
        throw CommandFailure("\(error)")
    } catch let error as CatalogError {
        throw CommandFailure("\(error)")
    }
}

/// The scene of `loadSceneSession`, at time 0.
func loadAnyScene(_ name: String, size: Size?, settings: SceneSettings = SceneSettings()) throws -> PlaygroundScene {
    try loadSceneSession(name, size: size, settings: settings).scene
}

/// Writes text to a file atomically (temporary name in the same folder, then renamed), or to stdout for "-".
func writeOutput(_ text: String, to path: String) throws {
    if path == "-" {
        print(text, terminator: "")
        return
    }
    do {
        try AtomicFile.write(Data(text.utf8), to: path)
    } catch {
        throw CommandFailure("\(path): cannot write the file (\(error.localizedDescription))")
    }
}

/// Most pixels one output frame may have: 8192 x 8192 (256 MiB of pixels).
let maximumOutputPixels = 1 << 26

/// Whole pixels for a frame of `width` x `height` (rounded), at least one each way.
/// - Throws: a clear message when the frame would have more than `maximumOutputPixels`.
func checkedPixelSize(_ width: Double, _ height: Double) throws -> (width: Int, height: Int) {
    let side = Double(DisplayList.maximumSide)
    guard width.isFinite, height.isFinite, width * height <= Double(maximumOutputPixels), width <= side, height <= side else {
        throw CommandFailure(
            "the frame would be \(Int(width.rounded())) x \(Int(height.rounded())) pixels; at most 8192 x 8192 "
                + "(67,108,864 pixels), and 65,536 on a side, are allowed: lower --size or --scale"
        )
    }
    return (max(1, Int(width.rounded())), max(1, Int(height.rounded())))
}
