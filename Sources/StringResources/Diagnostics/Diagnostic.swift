/// A problem to print: how serious, where, what, and under which rule.
///
/// The common form of every diagnostic type of the package; ``DiagnosticPrinter`` prints it as
/// `file:line:column: severity: message (key › path) [code]`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious it is.
    public var severity: Severity
    /// Where it is; a diagnostic without a file is printed under the printer's default location.
    public var location: DiagnosticLocation?
    /// What is wrong, as one sentence without a trailing period.
    public var message: String
    /// The rule or code that reported it (`missing-translation`), printed in brackets after the message.
    public var code: String?

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, location: DiagnosticLocation? = nil, code: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.code = code
    }

    /// The diagnostic as ``DiagnosticPrinter`` prints it, without colours.
    public var description: String { DiagnosticPrinter().line(self) }
}

/// A value that can be printed as a ``Diagnostic``.
public protocol DiagnosticConvertible {
    /// The value as a diagnostic.
    var diagnostic: Diagnostic { get }
}
