/// Something a conversion (migration or compilation) left out or changed, with where it came from.
///
/// Nothing is dropped silently: what the target format cannot hold — a width variant, an unknown
/// key or a conflicting value when migrating; a variation nested in a way `.stringsdict` cannot
/// express or a plural without an `other` form when compiling — is reported as a note.
public struct ConversionNote: Hashable, Sendable, CustomStringConvertible, DiagnosticConvertible {
    /// The file the item came from, when known.
    public var file: String?
    /// The localization key concerned, if any.
    public var key: String?
    /// The language concerned, if any.
    public var language: String?
    /// What happened, as one sentence without a trailing period.
    public var message: String
    /// How serious it is: a note for what the target format cannot hold, a warning for an entry of the input
    /// that could not be read and was left out.
    public var severity: Severity
    /// Where in the file, when known.
    public var position: SourcePosition?

    /// Creates a note.
    public init(
        file: String? = nil, key: String? = nil, language: String? = nil, message: String, severity: Severity = .note,
        position: SourcePosition? = nil
    ) {
        self.file = file
        self.key = key
        self.language = language
        self.message = message
        self.severity = severity
        self.position = position
    }

    /// The note for an entry that could not be read and was left out of the conversion.
    init(skipped error: ResourceError, language: String?) {
        self.init(
            file: error.file, key: error.keyPath.first, language: language,
            message: "left out, since it cannot be read: \(error.message)", severity: .warning, position: error.position)
    }

    /// The note as a diagnostic: its message starts with the key and the language.
    public var diagnostic: Diagnostic {
        var text = ""
        if let key {
            text += "'\(key)'" + (language.map { " (\($0))" } ?? "") + ": "
        } else if let language {
            text += "(\(language)) "
        }
        return Diagnostic(severity, text + message, location: DiagnosticLocation(file: file, position: position))
    }

    /// `file: note: message` with the key and language, the form compilers print.
    public var description: String { diagnostic.description }
}

extension CatalogMigration {
    /// Something the migration left out or changed (see ``ConversionNote``).
    public typealias Note = ConversionNote
}

extension CatalogCompilation {
    /// Something compilation left out (see ``ConversionNote``).
    public typealias Note = ConversionNote
}
