import Foundation
import Localization

/// The localizer and locale intents render their text with.
///
/// Every title, dialog, prompt, summary, display representation and quick-action title goes through Localization's
/// one renderer: the ``localizer``'s lookup (the language chain for ``locale``, then the development language),
/// plural, device and substitution variations, the locale's digits and grouping. An issue met while rendering (a
/// missing key, a missing plural form) reaches the localizer's `issueHandler`, as any lookup's does.
public struct IntentEnvironment: Sendable {
    /// Where localized strings come from: the app's catalogs and `.lproj` tables.
    public var localizer: Localizer
    /// The user's locale identifier (`tr`, `fi-FI`, `en`): the language looked up first and the way numbers are
    /// written.
    public var locale: String

    /// Creates an environment rendering through `localizer` for `locale`.
    public init(localizer: Localizer, locale: String) {
        self.localizer = localizer
        self.locale = locale
    }

    /// Creates an environment rendering through `localizer` for its user's first preferred language.
    public init(localizer: Localizer) {
        self.init(localizer: localizer, locale: localizer.preferredLanguages.first ?? localizer.developmentLanguage ?? "en")
    }
}

// Only where AppIntents is absent (see Intents/AppIntent.swift for the condition).
#if !canImport(AppIntents)
extension IntentEnvironment {
    /// `resource` in ``locale``: a resource of the main bundle is looked up with ``localizer``, one naming another
    /// bundle in that bundle (in the same locale).
    package func render(_ resource: LocalizedStringResource) -> String {
        resource.string(mainBundleLocalizer: localizer, language: locale)
    }

    /// The dialog's full text in ``locale``.
    package func render(_ dialog: IntentDialog) -> String {
        render(dialog.full)
    }
}

extension LocalizedStringResource {
    /// A text shown as written (user data such as a task's name), keyed `%@` with `text` as its argument — as
    /// Apple keys `"\(name)"` — so no table translates it (unless a table translates `%@` itself).
    package static func verbatim(_ text: String) -> LocalizedStringResource {
        LocalizedStringResource(String.LocalizationValue(format: "%@", arguments: [.string(text)]))
    }
}
#endif
