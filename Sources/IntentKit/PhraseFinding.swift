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

    /// `key [locale]: severity: message`.
    public var description: String {
        var prefix = ""
        if let key { prefix += "\"\(key)\"" }
        if let locale { prefix += prefix.isEmpty ? "[\(locale)]" : " [\(locale)]" }
        return (prefix.isEmpty ? "" : prefix + ": ") + "\(severity.rawValue): \(message)"
    }
}
