/// A problem found while parsing a `.strings` file that does not stop the parse (a duplicate key, an
/// unknown escape).
public struct StringsDiagnostic: Hashable, Sendable, CustomStringConvertible, DiagnosticConvertible, DiagnosticLocatable {
    /// What kind of problem it is.
    public enum Kind: Hashable, Sendable {
        /// The key was already defined earlier in the file; the later value wins, as on Apple platforms.
        case duplicateKey
        /// A backslash before a character that has no escape meaning, e.g. `\q`; the character is kept
        /// without the backslash, as Apple's parser does.
        case unknownEscape(Character)
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The key concerned.
    public var key: String
    /// Where the later occurrence (of a duplicate key) or the escape is.
    public var location: DiagnosticLocation
    /// Where the earlier occurrence of a duplicate key is.
    public var previousPosition: SourcePosition?

    /// Creates a diagnostic.
    public init(kind: Kind, key: String, position: SourcePosition?, previousPosition: SourcePosition? = nil, file: String? = nil) {
        self.kind = kind
        self.key = key
        self.location = DiagnosticLocation(file: file, position: position)
        self.previousPosition = previousPosition
    }

    /// Every strings diagnostic is a warning: the file is read as Apple platforms read it.
    public var severity: Severity { .warning }

    /// The message without location: `duplicate key "k" (first defined at 3:1)`.
    public var message: String {
        switch kind {
        case .duplicateKey:
            var text = "duplicate key \"\(key)\""
            if let previousPosition { text += " (first defined at \(previousPosition))" }
            text += "; the last value wins"
            return text
        case .unknownEscape(let character):
            return "unknown escape '\\\(character)' in \"\(key)\" was read as '\(character)', as on Apple platforms"
        }
    }

    /// The diagnostic, a warning.
    public var diagnostic: Diagnostic { Diagnostic(severity, message, location: location) }

    /// Printed as `file:line:column: warning: message`.
    public var description: String { diagnostic.description }
}
