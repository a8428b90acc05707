import PluralRules
import StringResources

extension LocalizedFormat {
    /// What rendering a format needs besides its arguments, resolved once: the prepared entry, the number
    /// symbols of its locale and the plural rules of its language.
    ///
    /// A class, so that copying a format or handing it to the renderer retains one reference.
    final class Resolved: Sendable {
        /// The entry, parsed and indexed.
        let prepared: LocalizedEntry.Prepared
        /// The locale numbers are written for (never `nil`; optional so that it is passed on without a copy).
        let locale: FormatLocale?
        /// The rules that choose plural forms.
        let pluralRules: PluralRules

        init(prepared: LocalizedEntry.Prepared, locale: String, language: String?, baseLanguage: String? = nil) {
            self.prepared = prepared
            self.locale = FormatLocaleCache.locale(for: locale)
            // A value from `Base.lproj` takes the plural rules of the development language (`baseLanguage`), or of
            // its locale when that is not known.
            let rulesLanguage = language.flatMap { DevelopmentLanguageChoice.isBase($0) ? baseLanguage : $0 } ?? locale
            self.pluralRules = PluralRulesCache.rules(for: rulesLanguage)
        }
    }
}
