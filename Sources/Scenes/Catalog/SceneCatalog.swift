import Foundation
import LayerKit

/// The built-in scenes by name, and scene files by path.
public enum SceneCatalog {
    /// Built-in scene names, in the order of the number keys 1–4.
    public static let names = ["splash", "ripple", "worm", "drip"]

    /// Whether `name` names something on disk (a scene file or a script) rather than a built-in scene.
    public static func isFile(_ name: String) -> Bool {
        name.hasSuffix(".json") || name.hasSuffix(".swift") || name.contains("/")
    }

    /// Whether `name` names a scene script: a `.swift` file, or a folder (of `.swift` files).
    public static func isScript(_ name: String) -> Bool {
        var isFolder: ObjCBool = false
        return name.hasSuffix(".swift") || (FileManager.default.fileExists(atPath: name, isDirectory: &isFolder) && isFolder.boolValue)
    }

    /// The window's default size in points.
    public static let defaultSize = Size(width: 1280, height: 800)

    /// Makers of the built-in scenes, by name.
    package static let builtIn: [String: @Sendable (Size, SceneSettings) -> PlaygroundScene] = [
        "splash": { SplashScene(size: $0, handshakeDelay: $1.handshakeDelay, scale: $1.pixelScale) },
        "ripple": { size, _ in RippleScene(size: size) },
        "worm": { size, _ in WormScene(size: size) },
        "drip": { size, _ in DripScene(size: size) },
    ]
}

/// Options for building scenes that the command line can set.
public struct SceneSettings: Sendable {
    /// Seconds until the splash's simulated handshake succeeds (its ping flow).
    public var handshakeDelay = 4.0
    /// Pixels per point the scenes' images are drawn for.
    public var pixelScale = 2.0

    public init(handshakeDelay: Double = 4, pixelScale: Double = 2) {
        self.handshakeDelay = handshakeDelay
        self.pixelScale = pixelScale
    }
}

public struct CatalogError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public var description: String { message }

    package init(message: String) { self.message = message }
}
