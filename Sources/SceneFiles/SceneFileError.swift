/// A problem in a scene file: which file, where in it, which key, and what is wrong.
public struct SceneFileError: Error, CustomStringConvertible, Sendable {
    public var file: String
    public var position: JSONPosition?
    /// Where in the document, e.g. `layers[2].animations[0].keyTimes`.
    public var keyPath: String
    public var message: String

    /// The message names the value that is wrong; a value of megabytes is shortened in the middle.
    public var description: String {
        let location = position.map { "\(file):\($0.line):\($0.column)" } ?? file
        let text = keyPath.isEmpty ? "\(location): \(message)" : "\(location): \(keyPath): \(message)"
        return text.count <= 400 ? text : "\(text.prefix(250)) … \(text.suffix(120))"
    }
}
