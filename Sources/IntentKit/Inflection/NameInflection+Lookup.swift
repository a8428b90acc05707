extension NameInflection {
    /// The languages with inflection rules.
    public static let supportedLanguages = ["fi", "tr"]

    /// The names of the cases `locale`'s language has (`dative`, `locative` … for Turkish), empty when unsupported.
    public static func caseNames(locale: String) -> [String] {
        switch IntentLanguage.languageCode(of: locale) {
        case "tr": TurkishCase.allCases.map(\.rawValue)
        case "fi": FinnishCase.allCases.map(\.rawValue)
        default: []
        }
    }

    /// `name` in the case called `caseName` (`dative`, `illative` …) of `locale`'s language;
    /// nil when the language or the case is not supported.
    public func inflect(_ name: String, caseName: String, locale: String) -> String? {
        switch IntentLanguage.languageCode(of: locale) {
        case "tr": TurkishCase(rawValue: caseName).map { turkish(name, $0) }
        case "fi": FinnishCase(rawValue: caseName).map { finnish(name, $0) }
        default: nil
        }
    }
}

extension NameInflection {
    /// Gives `name` the explicit form `form` in the case called `caseName` of `locale`'s language
    /// (ignored when the language or the case is not supported).
    public mutating func setForm(_ form: String, of name: String, caseName: String, locale: String) {
        switch IntentLanguage.languageCode(of: locale) {
        case "tr": if let grammaticalCase = TurkishCase(rawValue: caseName) { turkishForms[name, default: [:]][grammaticalCase] = form }
        case "fi": if let grammaticalCase = FinnishCase(rawValue: caseName) { finnishForms[name, default: [:]][grammaticalCase] = form }
        default: break
        }
    }
}
