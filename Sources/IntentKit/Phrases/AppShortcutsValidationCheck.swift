import StringResources

/// Apple's App Shortcuts phrase rules as an `xcstrings lint` check: on a catalog named `AppShortcuts.xcstrings`
/// and on `<language>.lproj/AppShortcuts.strings` tables, every phrase in every language has
/// `${applicationName}` exactly once, and each translation has the same `${parameter}` slots as its key.
///
/// ```swift
/// var validation = Validation()
/// validation.catalogChecks.append(AppShortcutsValidationCheck())
/// validation.tableChecks.append(AppShortcutsValidationCheck())
/// ```
/// Rules that need the app's intents (slot parameter types, unused phrases, at most 10 shortcuts) are
/// ``PhraseValidator``'s, run from the app's tests.
public struct AppShortcutsValidationCheck: ValidationCatalogCheck, ValidationTableCheck {
    /// `app-shortcuts-application-name`: a phrase lacks `${applicationName}` or has it more than once.
    public static let applicationNameRule: ValidationRule.ID = "app-shortcuts-application-name"
    /// `app-shortcuts-slot-mismatch`: a translation's parameter slots differ from its key's.
    public static let slotMismatchRule: ValidationRule.ID = "app-shortcuts-slot-mismatch"

    /// The table App Shortcut phrases live in.
    public static let tableName = AppShortcutsPhrases.table

    /// Creates the check.
    public init() {}

    /// The rules this check reports.
    public var rules: [ValidationRule] {
        [
            ValidationRule(id: Self.applicationNameRule, defaultSeverity: .error,
                           summary: "An App Shortcut phrase does not contain ${applicationName} exactly once."),
            ValidationRule(id: Self.slotMismatchRule, defaultSeverity: .error,
                           summary: "An App Shortcut phrase's translation has other ${parameter} slots than its key."),
        ]
    }

    /// Checks a catalog named `AppShortcuts.xcstrings` (other catalogs are left alone).
    public func check(_ context: inout ValidationCatalogContext) {
        guard let file = context.file, Self.isAppShortcutsCatalog(file) else { return }
        let table = AppShortcutsPhrases(catalog: context.catalog, file: file)
        for finding in table.validate() {
            guard let key = finding.key, let locale = finding.locale, context.includes(locale: locale) else { continue }
            let phrase = table.phrases[key]?[locale]
            let keyPath = ["strings", key] + (context.catalog.strings[key]?.localizations[locale] == nil ? [] : ["localizations", locale])
            context.report(.error, Self.ruleID(finding.rule), at: phrase?.offset, key: key, locale: locale, keyPath: keyPath,
                           Self.message(finding))
        }
    }

    /// Checks the `AppShortcuts` table set (other tables are left alone).
    public func check(_ context: inout ValidationTableContext) {
        guard context.tableSet.name == Self.tableName else { return }
        var tables: [String: StringsTable] = [:]
        var files: [String: String] = [:]
        for table in context.tableSet.tables {
            guard let language = table.language, let strings = table.strings else { continue }
            tables[language] = strings
            files[language] = table.stringsFile
        }
        guard !tables.isEmpty else { return }
        let phrases = AppShortcutsPhrases(tables: tables, files: files, developmentLanguage: context.developmentLanguage ?? "en")
        for finding in phrases.validate() where context.includes(language: finding.locale) {
            context.report(.error, Self.ruleID(finding.rule), file: finding.file, position: finding.position,
                           key: finding.key, locale: finding.locale, Self.message(finding))
        }
    }

    static func isAppShortcutsCatalog(_ path: String) -> Bool {
        path.split(separator: "/").last == Substring(tableName + ".xcstrings")
    }

    /// Apple's wording, after the phrase it concerns: `the "tr" phrase of "Open ${applicationName}": Invalid Utterance. …`.
    static func message(_ finding: PhraseFinding) -> String {
        "the \"\(finding.locale ?? "")\" phrase of \"\(finding.key ?? "")\": \(finding.message)"
    }

    static func ruleID(_ rule: PhraseFinding.Rule) -> ValidationRule.ID {
        rule == .slotMismatch ? slotMismatchRule : applicationNameRule
    }
}
