/// Why a scene script could not be shown: which file (and line and column where there is one) and what is wrong.
public struct ScriptError: Error, CustomStringConvertible, Sendable {
    public struct Diagnostic: Sendable, Equatable {
        public var file: String
        public var line: Int?
        public var column: Int?
        public var message: String

        public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
            self.file = file; self.line = line; self.column = column; self.message = message
        }

        /// `file:line:column: message`, the form editors jump to.
        public var text: String {
            let location = [line, column].compactMap { $0 }.map(String.init).joined(separator: ":")
            return location.isEmpty ? "\(file): \(message)" : "\(file):\(location): \(message)"
        }
    }

    /// The problems, most important first (a compile error gives up to `maximumShown` of them).
    public var diagnostics: [Diagnostic]
    public static let maximumShown = 5

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    public init(file: String, line: Int? = nil, column: Int? = nil, _ message: String) {
        diagnostics = [Diagnostic(file: file, line: line, column: column, message: message)]
    }

    public var description: String { diagnostics.map(\.text).joined(separator: "\n") }
}
