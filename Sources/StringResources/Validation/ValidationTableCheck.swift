/// A group of validation rules that looks at `.strings` and `.stringsdict` tables across `<lang>.lproj` folders.
///
/// ``Validation`` runs a list of these; the built-in one is ``ValidationFolderCheck``.
public protocol ValidationTableCheck: Sendable {
    /// The rules this check may report.
    var rules: [ValidationRule] { get }

    /// Checks the table set of `context` and reports what it finds.
    func check(_ context: inout ValidationTableContext)
}
