/// Where a diagnostic is: a file, a line and column in it, and the key path of the value concerned.
///
/// (Not `SourceLocation`, which Swift Testing declares too.)
///
/// Every diagnostic type (``ResourceError``, ``ValidationFinding``, ``FormatDiagnostic``, ``StringsDiagnostic``,
/// ``ConversionNote``, and IntentKit's phrase findings) holds one, and ``DiagnosticPrinter`` prints it as
/// `file:line:column`, followed by the key path when there is one.
public struct DiagnosticLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as the caller gave it, or `nil` when the text did not come from a file.
    public var file: String?
    /// The 1-based line and column, when known.
    public var position: SourcePosition?
    /// The keys that lead from the document's root to the value, e.g.
    /// `["strings", "item_count", "localizations", "ru", "variations", "plural", "few"]`; empty when unknown or
    /// when the format has no nesting (a `.strings` file).
    public var keyPath: [String]

    /// Creates a location.
    public init(file: String? = nil, position: SourcePosition? = nil, keyPath: [String] = []) {
        self.file = file
        self.position = position
        self.keyPath = keyPath
    }

    /// The key path as people read it: `strings › item_count › localizations › ru`.
    ///
    /// A path deeper than any catalog's (a document nested hundreds of levels) keeps its first and last steps
    /// around `…`, so that the message stays one readable line.
    public var keyPathDescription: String {
        guard keyPath.count > 16 else { return keyPath.joined(separator: " › ") }
        let hidden = keyPath.count - 8
        return (keyPath.prefix(4) + ["… \(hidden) more …"] + keyPath.suffix(4)).joined(separator: " › ")
    }

    /// `file:line:column` (`<input>` for a text without a file; without `:line:column` when the position is
    /// unknown).
    public var description: String {
        var text = file ?? "<input>"
        if let position { text += ":\(position.line):\(position.column)" }
        return text
    }
}

/// A diagnostic value with a ``DiagnosticLocation``, whose parts it exposes directly.
public protocol DiagnosticLocatable {
    /// Where the diagnostic is.
    var location: DiagnosticLocation { get set }
}

extension DiagnosticLocatable {
    /// The file's path as the caller gave it, or `nil` when the text did not come from a file.
    public var file: String? {
        get { location.file }
        set { location.file = newValue }
    }

    /// Where in the file, when known.
    public var position: SourcePosition? {
        get { location.position }
        set { location.position = newValue }
    }

    /// The keys that lead from the document's root to the value concerned.
    public var keyPath: [String] {
        get { location.keyPath }
        set { location.keyPath = newValue }
    }

    /// The key path as people read it: `strings › item_count › localizations › ru`.
    public var keyPathDescription: String { location.keyPathDescription }
}
