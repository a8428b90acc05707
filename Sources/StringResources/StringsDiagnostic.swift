/// A problem found while parsing a `.strings` file that does not stop the parse (a duplicate key).
public struct StringsDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: Hashable, Sendable {
        /// The key was already defined earlier in the file; the later value wins, as on Apple platforms.
        case duplicateKey
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The key concerned.
    public var key: String
    /// Where the later occurrence is.
    public var position: SourcePosition?
    /// Where the earlier occurrence is.
    public var previousPosition: SourcePosition?
    /// The file's path, when known.
    public var file: String?

    /// Creates a diagnostic.
    public init(kind: Kind, key: String, position: SourcePosition?, previousPosition: SourcePosition?, file: String? = nil) {
        self.kind = kind
        self.key = key
        self.position = position
        self.previousPosition = previousPosition
        self.file = file
    }

    /// The message without location: `duplicate key "k" (first defined at 3:1)`.
    public var message: String {
        switch kind {
        case .duplicateKey:
            var text = "duplicate key \"\(key)\""
            if let previousPosition { text += " (first defined at \(previousPosition))" }
            text += "; the last value wins"
            return text
        }
    }

    /// Printed as `file:line:column: warning: message`.
    public var description: String {
        var text = file ?? "<input>"
        if let position { text += ":\(position.line):\(position.column)" }
        return text + ": warning: \(message)"
    }
}
