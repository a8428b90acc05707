/// An error in a resource file: where it is, which key path it concerns, and what is wrong.
///
/// Printed as `file:line:column: error: message` (with ` (key path)` appended when there is one),
/// the form editors and CI annotate.
public struct ResourceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path, or `nil` when the text did not come from a file.
    public var file: String?
    /// Where in the file, when known.
    public var position: SourcePosition?
    /// The key path inside the document, e.g. `["strings", "item_count", "localizations", "ru"]`.
    public var keyPath: [String]
    /// What is wrong, as one sentence without a trailing period.
    public var message: String

    /// Creates an error.
    public init(file: String? = nil, position: SourcePosition? = nil, keyPath: [String] = [], message: String) {
        self.file = file
        self.position = position
        self.keyPath = keyPath
        self.message = message
    }

    /// The key path as people read it: `strings › item_count › localizations › ru`.
    ///
    /// A path deeper than any catalog's (a document nested hundreds of levels) keeps its first and last
    /// steps around `…`, so that the message stays one readable line.
    public var keyPathDescription: String {
        guard keyPath.count > 16 else { return keyPath.joined(separator: " › ") }
        let hidden = keyPath.count - 8
        return (keyPath.prefix(4) + ["… \(hidden) more …"] + keyPath.suffix(4)).joined(separator: " › ")
    }

    /// This error with its file set (parsers raise errors before they know the file name).
    public func inFile(_ path: String?) -> ResourceError {
        var copy = self
        copy.file = path
        return copy
    }

    /// The error as `file:line:column: error: message`, followed by its key path when it has one.
    public var description: String {
        var text = file ?? "<input>"
        if let position { text += ":\(position.line):\(position.column)" }
        text += ": error: \(message)"
        if !keyPath.isEmpty { text += " (\(keyPathDescription))" }
        return text
    }
}
