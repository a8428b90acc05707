import StringResources

/// A problem found in App Shortcut phrases.
public struct PhraseFinding: Sendable, Hashable, CustomStringConvertible {
    /// The rule that was broken.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        /// A phrase does not contain `${applicationName}` exactly once.
        case applicationNameCount
        /// A phrase's slot names a parameter that is not an enum or entity.
        case parameterType
        /// A phrase's slot names no parameter of the intent.
        case unknownParameter
        /// More than 10 shortcuts.
        case tooManyShortcuts
        /// A phrase in the table is used by no shortcut.
        case unusedPhrase
        /// A translation's parameter slots differ from the development-language phrase's.
        case slotMismatch
    }

    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable {
        /// The shortcuts cannot be used as they are.
        case error
        /// Worth fixing.
        case warning
    }

    /// The rule.
    public var rule: Rule
    /// The seriousness.
    public var severity: Severity
    /// The phrase key concerned, if any.
    public var key: String?
    /// The locale concerned, if any.
    public var locale: String?
    /// Apple's wording of the problem.
    public var message: String
    /// The file the phrase was read from, when it was read from one.
    public var file: String?
    /// Where the phrase is in `file` (its string unit or entry), when known.
    public var position: SourcePosition?

    /// Creates a finding.
    public init(
        rule: Rule, severity: Severity, key: String?, locale: String?, message: String,
        file: String? = nil, position: SourcePosition? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.key = key
        self.locale = locale
        self.message = message
        self.file = file
        self.position = position
    }

    /// This finding located in `file` at `position`.
    public func located(file: String?, position: SourcePosition?) -> PhraseFinding {
        var copy = self
        copy.file = file
        copy.position = position
        return copy
    }

    /// `key [locale]: severity: message`, after `file:line:column: ` when the finding has a file.
    public var description: String {
        var prefix = ""
        if let file {
            prefix = file + (position.map { ":\($0.line):\($0.column)" } ?? "") + ": "
            return prefix + "\(severity.rawValue): \(message)" + (key.map { " (\"\($0)\"" + (locale.map { " [\($0)]" } ?? "") + ")" } ?? "")
        }
        if let key { prefix += "\"\(key)\"" }
        if let locale { prefix += prefix.isEmpty ? "[\(locale)]" : " [\(locale)]" }
        return (prefix.isEmpty ? "" : prefix + ": ") + "\(severity.rawValue): \(message)"
    }
}
