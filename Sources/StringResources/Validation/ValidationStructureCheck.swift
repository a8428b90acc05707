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
        strings.values.withUnsafeBufferPointer { entries in
            for entryIndex in entries.indices {
                let key = strings.keys[entryIndex]
                let locales = entries[entryIndex].localizations.keys
                entries[entryIndex].localizations.values.withUnsafeBufferPointer { localizations in
                    for localizationIndex in localizations.indices {
                        // A plain string has no structure to check (most localizations).
                        guard localizations[localizationIndex].hasVariationsOrSubstitutions else { continue }
                        let locale = locales[localizationIndex]
                        guard context.includes(locale: locale) else { continue }
                        Self.check(localizations, localizationIndex, key: key, locale: locale, &context)
                    }
                }
            }
        }
    }

    /// Checks the localization `localizations[position]` of `key` into `locale`.
    private static func check(
        _ localizations: UnsafeBufferPointer<CatalogLocalization>, _ position: Int, key: String, locale: String,
        _ context: inout ValidationCatalogContext
    ) {
        var base: [String] { StringCatalog.keyPath(key: key, locale: locale) }
        if let substitutions = localizations[position].substitutions, !substitutions.isEmpty {
            if localizations[position].stringUnit == nil {
                context.report(
                    .error, .uncompilableStructure, at: localizations[position].sourceOffset, key: key, locale: locale,
                    keyPath: base + ["substitutions"],
                    "the \"\(locale)\" localization of \"\(key)\" has substitutions but no stringUnit with the format that uses them")
            }
            substitutions.values.withUnsafeBufferPointer { values in
                for index in values.indices where values[index].variations == nil {
                    let name = substitutions.keys[index]
                    context.report(
                        .error, .uncompilableStructure, at: values[index].sourceOffset, key: key, locale: locale,
                        keyPath: base + ["substitutions", name],
                        "substitution '\(name)' of the \"\(locale)\" localization of \"\(key)\" has no variations")
                }
            }
        }
        ValidationVariationsWalker.forEach(in: localizations, at: position) { visit in
            let hasPlural = visit.hasPlural, hasDevice = visit.hasDevice
            var offset: Int? { visit.variationsOffset ?? visit.holderOffset }
            var keyPath: [String] { base + visit.path.flatMap(\.keyPath) + ["variations"] }
            if hasPlural && hasDevice {
                context.report(
                    .error, .uncompilableStructure, at: offset, key: key, locale: locale, keyPath: keyPath,
                    "\"\(key)\" (\(locale)) varies by plural and by device on one level; nest the plural inside each device")
            }
            // The usual variations (a plural, or devices, at the top) can be nested in nothing.
            guard !visit.path.isEmpty, hasPlural || hasDevice else { return }
            let inPlural = visit.path.contains { if case .plural = $0 { true } else { false } }
            // Any step (plural, device or substitution) puts a device variation below the top.
            if hasDevice {
                context.report(
                    .error, .uncompilableStructure, at: visit.deviceOffset ?? offset, key: key, locale: locale,
                    keyPath: keyPath + ["device"],
                    "\"\(key)\" (\(locale)) has a device variation nested inside \(visit.path.map(\.description).joined(separator: " › ")); Xcode only varies by device at the top")
            }
            if hasPlural && inPlural {
                context.report(
                    .error, .uncompilableStructure, at: visit.pluralOffset ?? offset, key: key, locale: locale,
                    keyPath: keyPath + ["plural"],
                    "\"\(key)\" (\(locale)) has a plural variation nested inside another plural (\(visit.path.map(\.description).joined(separator: " › "))); use a substitution")
            }
        }
    }
}
