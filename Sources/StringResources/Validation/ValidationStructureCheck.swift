/// Structures Xcode cannot compile into `.strings` and `.stringsdict`.
///
/// Xcode varies a string by device, then (inside a device) by plural; it cannot compile a device
/// variation nested in another variation (a nested `device.other`), a plural nested in a plural, both
/// kinds on one level, substitutions on a localization without a `stringUnit` holding the format that
/// references them, or a substitution without variations.
public struct ValidationStructureCheck: ValidationCatalogCheck {
    /// Creates the check.
    public init() {}

    public var rules: [ValidationRule] {
        ValidationRule.builtIn.filter { $0.id == .uncompilableStructure }
    }

    public func check(_ context: inout ValidationCatalogContext) {
        let strings = context.catalog.strings
        // Entries and localizations are read in place, not copied out of their dictionaries.
        for entryIndex in strings.indices {
            let key = strings.keys[entryIndex]
            let localizations = strings.values[entryIndex].localizations
            for localizationIndex in localizations.indices {
                let locale = localizations.keys[localizationIndex]
                guard context.includes(locale: locale) else { continue }
                // A plain string has no structure to check (most localizations): no copy of it.
                guard localizations.values.withUnsafeBufferPointer({
                    $0[localizationIndex].variations != nil || $0[localizationIndex].substitutions != nil
                }) else { continue }
                let localization = localizations.values[localizationIndex]
                var base: [String] { StringCatalog.keyPath(key: key, locale: locale) }
                if let substitutions = localization.substitutions, !substitutions.isEmpty {
                    if localization.stringUnit == nil {
                        context.report(
                            .error, .uncompilableStructure, at: localization.sourceOffset, key: key, locale: locale,
                            keyPath: base + ["substitutions"],
                            "the \"\(locale)\" localization of \"\(key)\" has substitutions but no stringUnit with the format that uses them")
                    }
                    for (name, substitution) in substitutions where substitution.variations == nil {
                        context.report(
                            .error, .uncompilableStructure, at: substitution.sourceOffset, key: key, locale: locale,
                            keyPath: base + ["substitutions", name],
                            "substitution '\(name)' of the \"\(locale)\" localization of \"\(key)\" has no variations")
                    }
                }
                ValidationVariationsWalker.forEach(in: localization) { visit in
                    let variations = visit.variations
                    let offset = variations.sourceOffset ?? visit.holderOffset
                    var keyPath: [String] { base + visit.path.flatMap(\.keyPath) + ["variations"] }
                    let inPlural = visit.path.contains { if case .plural = $0 { true } else { false } }
                    let inDevice = visit.path.contains { if case .device = $0 { true } else { false } }
                    let inSubstitution = visit.path.contains { if case .substitution = $0 { true } else { false } }
                    if variations.plural != nil && variations.device != nil {
                        context.report(
                            .error, .uncompilableStructure, at: offset, key: key, locale: locale, keyPath: keyPath,
                            "\"\(key)\" (\(locale)) varies by plural and by device on one level; nest the plural inside each device")
                    }
                    if variations.device != nil && (inPlural || inDevice || inSubstitution) {
                        context.report(
                            .error, .uncompilableStructure, at: variations.deviceOffset ?? offset, key: key, locale: locale,
                            keyPath: keyPath + ["device"],
                            "\"\(key)\" (\(locale)) has a device variation nested inside \(visit.path.map(\.description).joined(separator: " › ")); Xcode only varies by device at the top")
                    }
                    if variations.plural != nil && inPlural {
                        context.report(
                            .error, .uncompilableStructure, at: variations.pluralOffset ?? offset, key: key, locale: locale,
                            keyPath: keyPath + ["plural"],
                            "\"\(key)\" (\(locale)) has a plural variation nested inside another plural (\(visit.path.map(\.description).joined(separator: " › "))); use a substitution")
                    }
                }
            }
        }
    }
}
