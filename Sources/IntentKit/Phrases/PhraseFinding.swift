import StringResources

/// A problem found in App Shortcut phrases.
public struct PhraseFinding: Sendable, Hashable, CustomStringConvertible, DiagnosticConvertible, DiagnosticLocatable {
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

    /// The rule.
    public var rule: Rule
    /// The seriousness: an error when the shortcuts cannot be used as they are, a warning when worth fixing.
    public var severity: Severity
    /// The phrase key concerned, if any.
    public var key: String?
    /// The locale concerned, if any.
    public var locale: String?
    /// Apple's wording of the problem.
    public var message: String
    /// Where the phrase is: the file it was read from and its string unit or entry, when known.
    public var location: DiagnosticLocation

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
        self.location = DiagnosticLocation(file: file, position: position)
    }

    /// This finding located in `file` at `position`.
    public func located(file: String?, position: SourcePosition?) -> PhraseFinding {
        var copy = self
        copy.file = file
        copy.position = position
        return copy
    }

    /// The finding as a diagnostic: the message followed by the key and the locale, `("Open ${applicationName}" [tr])`.
    public var diagnostic: Diagnostic {
        var subject = key.map { "\"\($0)\"" } ?? ""
        if let locale { subject += subject.isEmpty ? "[\(locale)]" : " [\(locale)]" }
        return Diagnostic(severity, message + (subject.isEmpty ? "" : " (\(subject))"), location: location)
    }

    /// `file:line:column: severity: message ("key" [locale])`; a finding about phrases that came from no file is
    /// located in the table, `AppShortcuts`.
    public var description: String {
        DiagnosticPrinter(defaultLocation: AppShortcutsPhrases.table).line(diagnostic)
    }
}
