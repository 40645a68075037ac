import Foundation
import LayerKit

/// A scene loaded from a file: its layer tree (animations added at scene time 0), size, background,
/// timing-function slots, and what each named layer animates (what `playground eval` reports).
public final class SceneDocument {
    public let sourcePath: String?
    /// Where image paths in the file are resolved from.
    public let baseDirectory: String
    /// Size in points.
    public let size: Size
    public let backgroundColor: Color
    public let tree: LayerTree
    /// Problems that were corrected (clamped values), each naming file, line, column and key.
    public let warnings: [String]
    /// For each named layer, in file order, the key paths its animations animate (a `transform.*` key path
    /// is reported as the whole `transform`).
    public let animatedKeyPaths: [(layer: String, keyPaths: [String])]

    init(
        sourcePath: String?, baseDirectory: String, size: Size, backgroundColor: Color, tree: LayerTree, warnings: [String],
        animatedKeyPaths: [(layer: String, keyPaths: [String])]
    ) {
        self.sourcePath = sourcePath
        self.baseDirectory = baseDirectory
        self.size = size
        self.backgroundColor = backgroundColor
        self.tree = tree
        self.warnings = warnings
        self.animatedKeyPaths = animatedKeyPaths
    }

    /// Loads a scene file. Throws `SceneFileError` (file, line, column, key path) for anything wrong;
    /// nothing is built from a broken file.
    public static func load(path: String) throws -> SceneDocument {
        try load(
            text: readText(path: path), name: (path as NSString).lastPathComponent, sourcePath: path,
            baseDirectory: (path as NSString).deletingLastPathComponent)
    }

    /// Largest scene file read, in bytes.
    public static let maximumFileBytes = 8 << 20

    /// A scene file's text. Only regular files up to `maximumFileBytes` of UTF-8 are read.
    public static func readText(path: String) throws -> String {
        let name = (path as NSString).lastPathComponent
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            throw SceneFileError(file: path, position: nil, keyPath: "", message: "cannot read the file (no such file?)")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw SceneFileError(file: path, position: nil, keyPath: "", message: "not a regular file")
        }
        guard (attributes[.size] as? Int ?? 0) <= maximumFileBytes else {
            throw SceneFileError(file: name, position: nil, keyPath: "", message: "larger than \(maximumFileBytes >> 20) MiB")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SceneFileError(file: path, position: nil, keyPath: "", message: "cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneFileError(file: name, position: nil, keyPath: "", message: "not UTF-8 text")
        }
        return text
    }

    /// Loads scene-file text; `name` is used in messages, `baseDirectory` resolves image paths.
    public static func load(text: String, name: String, sourcePath: String? = nil, baseDirectory: String = ".") throws -> SceneDocument {
        let json: JSONValue
        do {
            json = try JSONReader.parse(text)
        } catch let problem as JSONSyntaxError {
            throw SceneFileError(file: name, position: problem.position, keyPath: "", message: problem.message)
        }
        var loader = SceneFileLoader(file: name, baseDirectory: baseDirectory)
        return try loader.document(json, sourcePath: sourcePath)
    }
}
