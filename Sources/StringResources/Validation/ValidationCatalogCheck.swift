/// A group of validation rules that looks at String Catalogs.
///
/// ``Validation`` runs a list of these; the built-in ones are ``Validation/standardCatalogChecks``.
/// Other modules add their own (IntentKit's App Shortcuts phrase rules, for instance) by appending a
/// value of their type to ``Validation/catalogChecks``: a check reads ``ValidationCatalogContext/catalog``
/// and reports through ``ValidationCatalogContext/report(_:_:at:key:locale:keyPath:_:)``.
public protocol ValidationCatalogCheck: Sendable {
    /// The rules this check may report (listed in SARIF output and help).
    var rules: [ValidationRule] { get }

    /// Checks the catalog of `context` and reports what it finds.
    func check(_ context: inout ValidationCatalogContext)
}
