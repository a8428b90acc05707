import StringResources

extension Localizer {
    /// The value of `key` in `table` for `locale` alone — negotiated as a single preference (`tr-TR` finds `tr`),
    /// without falling back to `Base` or the development language — or `nil` when that language lacks the key.
    ///
    /// Variations are resolved for this localizer's device and the widest width; a plural variation gives its
    /// `other` form. The text is returned as written, not filled in: what App Shortcut phrases are read as (a
    /// language without its own phrases has no App Shortcuts, so there is no fallback).
    public func localizedString(forKey key: String, table: String, locale: String) -> String? {
        let loaded = self.table(
            named: table, languages: { LanguageNegotiation.preferredLocalizations(from: $0.languages, forPreferences: [locale]) },
            candidates: Self.chainCandidates(preferences: [locale]))
        let languages = LanguageNegotiation.preferredLocalizations(from: loaded.languages, forPreferences: [locale])
        for language in languages {
            if let value = loaded.values[language]?[key], value.isShown {
                return Self.unfilledText(of: value.entry.value, device: device) ?? ""
            }
            if loaded.catalogKeys.contains(key), let source = loaded.sourceLanguage,
               LanguageNegotiation.isSameLocalization(language, source) {
                return key
            }
        }
        return nil
    }

    /// The text a value shows before it is filled in: device variations for `device`, the widest width, a
    /// plural's `other` form.
    private static func unfilledText(of variants: LocalizedVariants, device: DeviceClass) -> String? {
        switch variants {
        case .text(let text): text
        case .device(let forms): LocalizedVariants.deviceForm(forms, for: device).flatMap { unfilledText(of: $0, device: device) }
        case .width(let forms): LocalizedVariants.widthForm(forms, for: nil).flatMap { unfilledText(of: $0, device: device) }
        case .plural(let forms): forms[.other].flatMap { unfilledText(of: $0, device: device) }
        }
    }

    /// The keys `table` holds values for in `language` exactly (as the file or folder spells it), sorted.
    public func keys(table: String, language: String) -> [String] {
        let loaded = self.table(named: table)
        var keys = Set(loaded.values[language].map { Array($0.keys) } ?? [])
        if let source = loaded.sourceLanguage, LanguageNegotiation.isSameLocalization(language, source) {
            keys.formUnion(loaded.catalogKeys)
        }
        return keys.sorted()
    }

    /// The languages `table` has values in (without `Base`), sorted.
    public func availableLocales(table: String) -> [String] {
        localizations(table: table).filter { !DevelopmentLanguageChoice.isBase($0) }
    }
}
