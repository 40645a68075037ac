import LayerKit
import Scenes

/// A scene loaded from a scene file.
public final class FileScene: PlaygroundScene {
    public private(set) var document: SceneDocument
    public let title: String
    /// The text it was loaded from, so that a restart rebuilds exactly this version (even if the file changed since).
    private let text: String?

    public init(document: SceneDocument, title: String, text: String? = nil) {
        self.document = document
        self.title = title
        self.text = text
    }

    public func restart() {
        guard let text,
            let fresh = try? SceneDocument.load(
                text: text, name: title, sourcePath: document.sourcePath,
                baseDirectory: document.baseDirectory)
        else { return }
        document = fresh
    }

    public var size: Size { document.size }
    public var backgroundColor: Color { document.backgroundColor }
    public var tree: LayerTree { document.tree }
    public var animatedKeyPaths: [(layer: String, keyPaths: [String])] { document.animatedKeyPaths }
}
