import Foundation

/// How far each locale's translation is: per locale, keys translated, needing review, new, stale and missing.
///
/// A key counts once per locale, by its least finished string: `new` before `needs_review` before `stale`
/// before translated (`translated` and `machine_translated`). A key whose extraction state is `stale` (no
/// longer in the source code) counts as stale in every locale, as lint reports it once instead of its missing
/// translations. Keys marked "Don't translate" are not counted; in the source language a key without a source
/// localization counts as translated (the key is its text).
public struct CatalogStatistics: Hashable, Sendable {
    /// The counts of one locale.
    public struct LocaleCounts: Hashable, Sendable {
        /// The locale identifier.
        public var locale: String
        /// Keys counted for the locale.
        public var total = 0
        /// Keys whose strings are all translated.
        public var translated = 0
        /// Keys with a string that needs review.
        public var needsReview = 0
        /// Keys with a string that is new (not translated yet).
        public var new = 0
        /// Keys with a stale string.
        public var stale = 0
        /// Keys without a translation for the locale.
        public var missing = 0

        /// Creates empty counts for a locale.
        public init(locale: String) { self.locale = locale }

        /// `count` as a percentage of ``total`` (0 when there are no keys).
        public func percentage(_ count: Int) -> Double {
            total == 0 ? 0 : Double(count) * 100 / Double(total)
        }

        mutating func add(_ other: LocaleCounts) {
            total += other.total
            translated += other.translated
            needsReview += other.needsReview
            new += other.new
            stale += other.stale
            missing += other.missing
        }
    }

    /// The counts by locale, in alphabetical order of locale.
    public var locales: [LocaleCounts]
    /// The number of keys counted (the most any locale has).
    public var keyCount: Int
    /// The number of files counted.
    public var fileCount: Int
    /// The languages the others were compared with: catalogs' source languages and the development languages
    /// of `.lproj` tables, sorted, so that a report can say what "missing" is measured against.
    public var sourceLanguages: [String] = []
    /// The `.lproj` tables whose development language could not be told: their languages were each compared
    /// with the keys of all of them (see ``init(tableSet:developmentLanguage:)``).
    public var tablesWithoutSourceLanguage = 0
    /// The entries of the files read that could not be read and were not counted.
    public var skippedEntries: [ResourceError] = []

    /// Creates statistics.
    public init(locales: [LocaleCounts] = [], keyCount: Int = 0, fileCount: Int = 0) {
        self.locales = locales
        self.keyCount = keyCount
        self.fileCount = fileCount
    }

    /// The statistics of one String Catalog.
    public init(catalog: StringCatalog) {
        let source = catalog.sourceLanguage
        var localeSet: Set<String> = [source]
        for entry in catalog.strings.values { localeSet.formUnion(entry.localizations.keys) }
        var counts: [String: LocaleCounts] = [:]
        for locale in localeSet { counts[locale] = LocaleCounts(locale: locale) }
        var keys = 0
        for entry in catalog.strings.values where entry.shouldTranslate != false {
            keys += 1
            let isStaleKey = entry.extractionState == .stale
            for locale in localeSet {
                counts[locale]?.total += 1
                if isStaleKey {
                    counts[locale]?.stale += 1
                    continue
                }
                guard let localization = entry.localizations[locale] else {
                    if locale == source { counts[locale]?.translated += 1 } else { counts[locale]?.missing += 1 }
                    continue
                }
                let states = localization.stringUnitLeaves.map(\.stringUnit.state)
                if states.isEmpty {
                    counts[locale]?.missing += 1
                } else if states.contains(.new) {
                    counts[locale]?.new += 1
                } else if states.contains(.needsReview) {
                    counts[locale]?.needsReview += 1
                } else if states.contains(.stale) {
                    counts[locale]?.stale += 1
                } else {
                    counts[locale]?.translated += 1
                }
            }
        }
        self.init(locales: counts.values.sorted { $0.locale < $1.locale }, keyCount: keys, fileCount: 1)
        sourceLanguages = [source]
    }

    /// The locale column of a `.strings` or `.stringsdict` file that is not in a `<lang>.lproj` folder.
    public static let unknownLocale = "(unknown)"

    /// The statistics of one table in every language: a key of the development language is translated in a
    /// language that has it (in its `.strings` or `.stringsdict`), missing otherwise.
    ///
    /// When the development language cannot be told (``ValidationTableSet/developmentLanguageChoice(preferred:)``),
    /// every language is compared with the keys of all of them, and ``tablesWithoutSourceLanguage`` says so.
    public init(tableSet: ValidationTableSet, developmentLanguage: String? = nil) {
        func keys(_ table: ValidationTable) -> Set<String> {
            Set(table.strings?.keys ?? []).union(table.stringsdict?.keys ?? [])
        }
        let development = tableSet.developmentLanguage(preferred: developmentLanguage)
        let hasLanguages = tableSet.tables.contains { $0.language != nil }
        var developmentKeys = tableSet.tables.first { $0.language == development }.map(keys) ?? []
        if development == nil, hasLanguages {
            developmentKeys = tableSet.tables.reduce(into: Set<String>()) { $0.formUnion(keys($1)) }
        }
        var locales: [LocaleCounts] = []
        for table in tableSet.tables {
            // A file outside `<lang>.lproj` has no language; its table name is no locale either.
            var counts = LocaleCounts(locale: table.language ?? CatalogStatistics.unknownLocale)
            let present = keys(table)
            let expected = developmentKeys.isEmpty ? present : developmentKeys
            counts.total = expected.count
            counts.translated = expected.intersection(present).count
            counts.missing = counts.total - counts.translated
            locales.append(counts)
        }
        let files = tableSet.tables.reduce(0) { $0 + ($1.stringsFile == nil ? 0 : 1) + ($1.stringsdictFile == nil ? 0 : 1) }
        self.init(locales: locales.sorted { $0.locale < $1.locale }, keyCount: developmentKeys.count, fileCount: files)
        if let development { sourceLanguages = [development] } else if hasLanguages { tablesWithoutSourceLanguage = 1 }
    }

    /// Adds the counts of `other` (of another file) to these, locale by locale.
    public mutating func add(_ other: CatalogStatistics) {
        var byLocale: [String: LocaleCounts] = [:]
        for counts in locales { byLocale[counts.locale] = counts }
        for counts in other.locales { byLocale[counts.locale, default: LocaleCounts(locale: counts.locale)].add(counts) }
        locales = byLocale.values.sorted { $0.locale < $1.locale }
        keyCount += other.keyCount
        fileCount += other.fileCount
        sourceLanguages = Array(Set(sourceLanguages + other.sourceLanguages)).sorted()
        tablesWithoutSourceLanguage += other.tablesWithoutSourceLanguage
        skippedEntries += other.skippedEntries
    }
}
