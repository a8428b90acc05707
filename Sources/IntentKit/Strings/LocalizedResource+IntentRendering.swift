import Foundation
import Localization
import StringResources

/// IntentKit's text is Localization's `LocalizedResource`: every title, description, prompt, dialog, display name
/// and summary is one, rendered here through an ``IntentEnvironment``'s lookup and locale.
///
/// The resource's own `source` and `language` are not used: the environment decides where strings come from
/// (a `Localizer` or any ``IntentStringLookup``) and in which locale they are shown.
extension LocalizedResource {
    /// A text shown as written (user data such as a task's name), keyed `%@` with `text` as its argument — as
    /// Apple keys `"\(name)"` — so no table translates it (unless a table translates `%@` itself).
    public static func verbatim(_ text: String) -> LocalizedResource {
        LocalizedResource("%@", defaultValue: "\(text)")
    }

    /// Renders the resource for `locale`: the table's value for the key (`Localizable` when `table` is nil; the
    /// locale, then its language alone), else the default value, else the key, with the arguments substituted.
    ///
    /// Rendering goes through Localization's `FormatRenderer`: Apple's printf semantics (`%2$@`, `%05.1f`,
    /// `%lld`) with the locale's digits, grouping and decimal separator (`1 234` in Finnish). Localizable
    /// arguments (nested resources, enum case names, entity titles) are rendered through the same lookup in the
    /// same locale. It never fails: a specifier without a matching argument stays as written.
    public func render(_ lookup: any IntentStringLookup, locale: String) -> String {
        renderResult(lookup, locale: locale).string
    }

    /// Renders the resource for `locale` like ``render(_:locale:)``, with the issues the renderer reported
    /// (a missing argument, an argument of the wrong type).
    public func renderResult(_ lookup: any IntentStringLookup, locale: String) -> FormatResult {
        let tableName = table ?? "Localizable"
        let format = lookup.displayString(forKey: key, table: tableName, locale: locale)
            ?? defaultValue ?? key
        guard format.utf8.contains(UInt8(ascii: "%")) else { return FormatResult(string: format) }
        let context = LocalizableArgumentContext(language: locale) { $0.render(lookup, locale: locale) }
        let values = arguments(in: context)
        // A lookup that knows the entry's variations (plural forms…) renders it; its issues go to its own handler.
        for candidate in [locale, IntentLanguage.languageCode(of: locale)] {
            if let rendered = lookup.renderVariations(forKey: key, table: tableName, locale: candidate, arguments: values) {
                return FormatResult(string: rendered)
            }
        }
        return FormatRenderer().render(FormatString(parsing: format), arguments: values, locale: FormatLocale(identifier: locale))
    }

    /// Renders the resource in `environment`.
    public func render(in environment: IntentEnvironment) -> String {
        render(environment.lookup, locale: environment.locale)
    }
}
