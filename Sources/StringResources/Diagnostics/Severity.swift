/// How serious a diagnostic is: the one severity every finding, parse problem and phrase problem uses.
///
/// Ordered from most to least serious (`error < warning < note`), so that sorting puts errors first.
public enum Severity: String, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    /// Wrong: the input cannot be used as it is (a parse error, a string that shows the wrong text).
    case error
    /// Suspicious or unfinished: worth fixing, but it works.
    case warning
    /// Worth knowing, never a failure.
    case note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    /// Whether `lhs` is more serious than `rhs`.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// The word printed in diagnostics: `error`, `warning`, `note`.
    public var description: String { rawValue }
}
