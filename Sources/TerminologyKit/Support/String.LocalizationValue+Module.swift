import Foundation
import Localization

extension String.LocalizationValue {
    /// A message of this package (an exchange error, a language tag's problem) in `locale`'s language, from the
    /// package's catalog; English, the key's own sentence, where the catalog has no translation.
    func moduleText(locale: Locale = Locale(identifier: "en")) -> String {
        String(localized: self, bundle: .module, locale: locale)
    }
}
