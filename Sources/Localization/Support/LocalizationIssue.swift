import StringResources

/// Something that went wrong while looking up or rendering a localized string.
///
/// Lookups never fail: they return the best string they can and report what they could not do.
public struct LocalizationIssue: Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// No language holds the key; the default value or the key itself was shown.
        case missingKey
        /// The key exists, but not in this language, which fell back to the next one.
        case missingLocalization(language: String)
        /// A plural variation has no form for a category, and `other` was used.
        case missingPluralForm(PluralFormName)
        /// A variation has no form to show at all (not even `other`).
        case missingForm
        /// `%#@name@` names a variable the entry does not define.
        case unknownVariable(String)
        /// Variables name each other in a cycle; the text of the repeated variable was shown unresolved.
        case variableCycle([String])
        /// Variables nest deeper than the limit.
        case nestingTooDeep(limit: Int)
        /// The forms name variables so many times over that rendering would resolve more than `variables` of them
        /// or write more than `bytes` bytes (a hostile file: eight references at each of eight levels are 16
        /// million); the variables past the limit were rendered as nothing.
        case expansionLimitExceeded(variables: Int, bytes: Int)
        /// A plural variable's argument is missing or not a number; `other` was used.
        case argumentNotNumeric(position: Int)
        /// The arguments do not match the format's specifiers (a missing argument, a wrong type, a truncated
        /// integer): the renderer's issue, with its kind, and the format text it was met in.
        case argumentMismatch(FormatIssue, format: String)
        /// A resource file could not be read or parsed; its keys fall back.
        case malformedFile(ResourceError)
        /// One entry of a resource file could not be read (a plural variable without `other`, a syntax error in
        /// a `.strings` file); that key falls back, and the file's other keys are read as usual.
        case malformedEntry(ResourceError)
    }

    /// The name of a plural form, as files spell it (`zero`, `one`, … `other`).
    public typealias PluralFormName = String

    /// What went wrong.
    public var kind: Kind
    /// The key looked up, when the issue concerns one.
    public var key: String?
    /// The table looked in, when known.
    public var table: String?
    /// The language of the value concerned, when known.
    public var language: String?

    /// Creates an issue.
    public init(_ kind: Kind, key: String? = nil, table: String? = nil, language: String? = nil) {
        self.kind = kind
        self.key = key
        self.table = table
        self.language = language
    }

    /// A one-line English description naming the key, table and language.
    public var description: String {
        var context: [String] = []
        if let table { context.append("table \(table)") }
        if let language { context.append("language \(language)") }
        let suffix = context.isEmpty ? "" : " (\(context.joined(separator: ", ")))"
        let subject = key.map { "'\($0)': " } ?? ""
        switch kind {
        case .missingKey:
            return "\(subject)no localization holds this key\(suffix)"
        case .missingLocalization(let missing):
            return "\(subject)no value in \(missing); falling back\(suffix)"
        case .missingPluralForm(let form):
            return "\(subject)no plural form '\(form)'; used 'other'\(suffix)"
        case .missingForm:
            return "\(subject)a variation has no form to show\(suffix)"
        case .unknownVariable(let name):
            return "\(subject)unknown variable '\(name)'\(suffix)"
        case .variableCycle(let names):
            return "\(subject)variables form a cycle: \(names.joined(separator: " → "))\(suffix)"
        case .nestingTooDeep(let limit):
            return "\(subject)variables nest deeper than \(limit)\(suffix)"
        case .expansionLimitExceeded(let variables, let bytes):
            return "\(subject)the variables expand past \(variables) variables or \(bytes / 1024) KiB of text; the rest was left out\(suffix)"
        case .argumentNotNumeric(let position):
            return "\(subject)argument \(position) of a plural variable is missing or not a number\(suffix)"
        case .argumentMismatch(let issue, let format):
            return "\(subject)\(issue.message) in '\(format)'\(suffix)"
        case .malformedFile(let error), .malformedEntry(let error):
            return "\(error)"
        }
    }
}
