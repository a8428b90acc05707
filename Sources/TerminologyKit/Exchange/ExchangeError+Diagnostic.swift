import StringResources

/// Exchange errors and issues in the package's one diagnostic vocabulary, so that a command prints them with
/// `DiagnosticPrinter` like every other diagnostic (`file:line:column: error: message [kind]`).
extension ExchangePosition {
    /// The position as a diagnostic location in `file` (a bundle's key path goes with it).
    func location(in file: String?) -> DiagnosticLocation {
        DiagnosticLocation(file: file, position: SourcePosition(line: line, column: column), keyPath: keyPath)
    }

    /// What a message starts with for a table's row and column (a bundle's key path is the location's).
    var rowPrefix: String {
        guard let row else { return "" }
        return field.map { "row \(row), column \($0): " } ?? "row \(row): "
    }
}

extension ExchangeError: DiagnosticConvertible {
    /// The error as a diagnostic, its kind as the code.
    public var diagnostic: Diagnostic {
        Diagnostic(
            .error, (position?.rowPrefix ?? "") + message,
            location: position?.location(in: file) ?? DiagnosticLocation(file: file), code: kind.rawValue)
    }

    /// The error and, for `.invalidEntries`, one diagnostic per bad entry.
    public var diagnostics: [Diagnostic] { [diagnostic] + issues.map { $0.diagnostic(in: file) } }
}

extension ExchangeIssue: DiagnosticConvertible {
    /// The issue as a diagnostic without a file.
    public var diagnostic: Diagnostic { diagnostic(in: nil) }

    /// The issue as a diagnostic in `file`, its kind as the code.
    public func diagnostic(in file: String?) -> Diagnostic {
        let entryPrefix = entry.map { "entry '\($0)': " } ?? ""
        return Diagnostic(
            severity == .error ? .error : .warning, (position?.rowPrefix ?? "") + entryPrefix + message,
            location: position?.location(in: file) ?? DiagnosticLocation(file: file), code: kind.rawValue)
    }
}
