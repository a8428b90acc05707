import Foundation
import Localization
import StringResources

/// The phrases of an `AppShortcuts` table as written — an `AppShortcuts.xcstrings` catalog or a set of
/// `<language>.lproj/AppShortcuts.strings` files — with where each phrase was read from.
///
/// The key of each phrase is the development-language phrase (`Add a term in ${applicationName}`), as Apple's
/// App Shortcuts are keyed. This is the table-level view used by `xcstrings phrases` and by the App Shortcuts
/// rules of `xcstrings lint`; an app's own matching goes through ``ShortcutMatcher``.
public struct AppShortcutsPhrases: Sendable {
    /// The strings table App Shortcut phrases live in.
    public static let table = "AppShortcuts"

    /// One phrase in one language, and where it was read from.
    public struct Phrase: Sendable, Hashable {
        /// The phrase key (the development-language phrase).
        public var key: String
        /// The language of the phrase.
        public var locale: String
        /// The phrase in that language.
        public var text: String
        /// The file it was read from, if any.
        public var file: String?
        /// Its position in `file` (the `.strings` entry's key), when known; a catalog phrase has its ``offset``
        /// instead, and findings carry its position.
        public var position: SourcePosition?
        /// The byte offset of its catalog node in the catalog's source, when read from a catalog.
        public var offset: Int?

        /// Creates a phrase.
        public init(key: String, locale: String, text: String, file: String? = nil, position: SourcePosition? = nil, offset: Int? = nil) {
            self.key = key
            self.locale = locale
            self.text = text
            self.file = file
            self.position = position
            self.offset = offset
        }
    }

    /// The development language: the language the keys are written in.
    public var developmentLanguage: String
    /// The phrase keys in the table's order.
    public var keys: [String]
    /// The written phrases by key, then locale. In the development language a key without a translation
    /// is its own phrase (positioned at its catalog entry).
    public var phrases: [String: [String: Phrase]]
    /// The catalog text phrase offsets refer to (positions are computed from it only for findings).
    private var sourceBytes: [UInt8]?

    /// Creates a table from phrases (key → locale → phrase), keys in `keys` order.
    public init(developmentLanguage: String, keys: [String], phrases: [String: [String: Phrase]]) {
        self.developmentLanguage = developmentLanguage
        self.keys = keys
        self.phrases = phrases
    }

    /// The phrases of a parsed `AppShortcuts.xcstrings`; `file` is used in positions.
    public init(catalog: StringCatalog, file: String? = nil) {
        var keys: [String] = []
        var phrases: [String: [String: Phrase]] = [:]
        for (key, entry) in catalog.strings {
            keys.append(key)
            var byLocale: [String: Phrase] = [:]
            for (locale, localization) in entry.localizations {
                guard let value = Self.value(of: localization) else { continue }
                let offset = localization.stringUnit.flatMap { $0.valueOffset ?? $0.sourceOffset } ?? localization.sourceOffset
                byLocale[locale] = Phrase(key: key, locale: locale, text: value, file: file, offset: offset)
            }
            if byLocale[catalog.sourceLanguage] == nil {
                byLocale[catalog.sourceLanguage] = Phrase(
                    key: key, locale: catalog.sourceLanguage, text: key, file: file, offset: entry.keyOffset ?? entry.sourceOffset)
            }
            phrases[key] = byLocale
        }
        self.init(developmentLanguage: catalog.sourceLanguage, keys: keys, phrases: phrases)
        sourceBytes = catalog.sourceBytes
    }

    /// The phrases of parsed `AppShortcuts.strings` tables by locale; `files` (by locale) are used in positions.
    /// Keys are in the development language's table order, then the others' (sorted by locale).
    public init(tables: [String: StringsTable], files: [String: String] = [:], developmentLanguage: String = "en") {
        var keys: [String] = []
        var seen = Set<String>()
        var phrases: [String: [String: Phrase]] = [:]
        let locales = tables.keys.sorted { ($0 == developmentLanguage ? 0 : 1, $0) < ($1 == developmentLanguage ? 0 : 1, $1) }
        for locale in locales {
            for entry in tables[locale]?.entries ?? [] {
                if seen.insert(entry.key).inserted { keys.append(entry.key) }
                phrases[entry.key, default: [:]][locale] = Phrase(
                    key: entry.key, locale: locale, text: entry.value, file: files[locale], position: entry.position)
            }
        }
        for key in keys where phrases[key]?[developmentLanguage] == nil {
            phrases[key, default: [:]][developmentLanguage] = Phrase(key: key, locale: developmentLanguage, text: key)
        }
        self.init(developmentLanguage: developmentLanguage, keys: keys, phrases: phrases)
    }

    /// Reads an `AppShortcuts.xcstrings` file, or a folder holding one or holding
    /// `<language>.lproj/AppShortcuts.strings` files; nil when the folder holds neither. Files are named in
    /// positions and errors as `url.relativePath` (as the user gave them).
    ///
    /// - Throws: `ResourceError` (with file, line and column) when a file does not parse.
    public static func load(_ url: URL, developmentLanguage: String = "en") throws -> AppShortcutsPhrases? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
        if !isFolder.boolValue {
            if url.pathExtension == "strings" {
                let locale = LocalizationFolder.language(ofFile: url) ?? developmentLanguage
                return AppShortcutsPhrases(
                    tables: [locale: try readStringsTable(url)], files: [locale: url.relativePath], developmentLanguage: developmentLanguage)
            }
            return AppShortcutsPhrases(catalog: try readStringCatalog(url), file: url.relativePath)
        }
        let catalog = url.appendingPathComponent(Self.table + ".xcstrings")
        if FileManager.default.fileExists(atPath: catalog.path) {
            return AppShortcutsPhrases(catalog: try readStringCatalog(catalog), file: catalog.relativePath)
        }
        let lookup = try LprojTables(folder: url, tables: [Self.table])
        guard let tables = lookup.tables[Self.table], !tables.isEmpty else { return nil }
        return AppShortcutsPhrases(tables: tables, files: lookup.files[Self.table] ?? [:], developmentLanguage: developmentLanguage)
    }

    /// The value of a localization: its string unit, else its `other` plural or device variation.
    static func value(of localization: CatalogLocalization) -> String? {
        if let unit = localization.stringUnit { return unit.value }
        guard let variations = localization.variations else { return nil }
        for forms in [variations.plural, variations.device].compactMap({ $0 }) {
            if let other = forms["other"], let value = value(of: other) { return value }
        }
        return nil
    }

    /// Every locale with at least one phrase, sorted.
    public var locales: [String] {
        Set(phrases.values.flatMap(\.keys)).sorted()
    }

    /// The phrase of `key` in `locale`: exactly, else in the locale's language (`tr-TR` → `tr`).
    public func phrase(_ key: String, locale: String) -> Phrase? {
        guard let byLocale = phrases[key] else { return nil }
        if let phrase = byLocale[locale] { return phrase }
        // The closest localization as Apple negotiates it (`zh-HK` → `zh-Hant`, `pt` → `pt-BR`), else any of the
        // language's, in a stable order.
        let available = byLocale.keys.sorted()
        if let best = LanguageNegotiation.preferredLocalizations(from: available, forPreferences: [locale]).first {
            return byLocale[best]
        }
        let language = IntentLanguage.languageCode(of: locale)
        return available.first { IntentLanguage.languageCode(of: $0) == language }.flatMap { byLocale[$0] }
    }

    /// The phrases in `locale` as matcher entries, one group per key (in key order); every slot gets
    /// `slots[name]`, or accepts any words when not given.
    public func entries(locale: String, slots: [String: PhraseSlot] = [:]) -> [PhraseEntry] {
        keys.enumerated().compactMap { index, key in
            guard let phrase = phrase(key, locale: locale) else { return nil }
            var entrySlots: [String: PhraseSlot] = [:]
            for name in PhraseTemplate(phrase.text).parameterPlaceholders {
                entrySlots[name] = slots[name] ?? .anyText
            }
            return PhraseEntry(key: key, phrase: phrase.text, group: index, slots: entrySlots)
        }
    }

    /// A localizer holding the phrases as its `AppShortcuts` table, for ``ShortcutMatcher`` and ``PhraseValidator``.
    public var localizer: Localizer {
        var table: [String: [String: String]] = [:]
        for (key, byLocale) in phrases {
            for (locale, phrase) in byLocale { table[locale, default: [:]][key] = phrase.text }
        }
        return Localizer(strings: [Self.table: table], developmentLanguage: developmentLanguage, preferredLanguages: [developmentLanguage])
    }

    /// Apple's rules that need no intent: every phrase, in every language, has `${applicationName}` exactly once;
    /// a translation uses the same parameter slots as its development-language phrase. Findings carry the phrase's
    /// file and position, in key order, then locale order.
    public func validate() -> [PhraseFinding] {
        var findings: [PhraseFinding] = []
        var lineIndex: SourceLineIndex?
        for key in keys {
            let byLocale = phrases[key] ?? [:]
            let expected = Set(PhraseTemplate(key).parameterPlaceholders)
            for locale in byLocale.keys.sorted() {
                guard let phrase = byLocale[locale] else { continue }
                var found = PhraseValidator.validate(phrase: phrase.text, key: key, locale: locale)
                let slots = Set(PhraseTemplate(phrase.text).parameterPlaceholders)
                if slots != expected {
                    let missing = expected.subtracting(slots).sorted().map { "${\($0)}" }
                    let extra = slots.subtracting(expected).sorted().map { "${\($0)}" }
                    var parts: [String] = []
                    if !missing.isEmpty { parts.append("lacks " + missing.joined(separator: ", ")) }
                    if !extra.isEmpty { parts.append("has " + extra.joined(separator: ", ") + " that the phrase key does not have") }
                    found.append(PhraseFinding(
                        rule: .slotMismatch, severity: .error, key: key, locale: locale,
                        message: "Invalid parameter. The translation " + parts.joined(separator: " and ") + "."
                    ))
                }
                if !found.isEmpty {
                    let position = position(of: phrase, lineIndex: &lineIndex)
                    findings += found.map { $0.located(file: phrase.file, position: position) }
                }
            }
        }
        return findings
    }

    /// Where `phrase` is: its `.strings` entry, or its catalog node, computed from the offset only now, with one
    /// line index for all the findings of a validation.
    func position(of phrase: Phrase, lineIndex: inout SourceLineIndex?) -> SourcePosition? {
        if let position = phrase.position { return position }
        guard let offset = phrase.offset, let sourceBytes else { return nil }
        let index = lineIndex ?? SourceLineIndex(bytes: sourceBytes)
        lineIndex = index
        return index.position(ofOffset: offset)
    }
}
