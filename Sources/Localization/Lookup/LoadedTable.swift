import Foundation
import StringResources

/// One table (`Localizable`, `InfoPlist`, …) of a localization source, parsed: every language's values.
///
/// A table comes from a string catalog `<name>.xcstrings`, from `<language>.lproj/<name>.strings` and
/// `<name>.stringsdict` files, or both; a catalog's value wins over an `.lproj` value of the same language, and a
/// `.stringsdict` entry over a `.strings` value (as Foundation does).
package struct LoadedTable: Sendable {
    /// A value as the table holds it.
    package struct Value: Sendable {
        package var entry: LocalizedEntry
        /// Whether the value may be shown: `false` for a catalog string unit in state `new` outside the
        /// source language, which falls back to the next language.
        var isShown: Bool
    }

    /// The table's name.
    var name: String
    /// The values by language (as spelled by the file or folder) and key, for the languages loaded so far.
    package var values: [String: [String: Value]] = [:]
    /// The catalog languages that hold values but are not loaded yet (a catalog is read for the languages a
    /// lookup needs; see ``loadLanguages(_:)``).
    var unloadedLanguages: Set<String> = []
    /// The catalog file, when the table has one (read again when another language is needed).
    var catalogURL: URL?
    /// The catalog's source language, when the table has a catalog.
    package var sourceLanguage: String?
    /// The keys a catalog lists without any value in its source language: the key is the source value.
    package var catalogKeys: Set<String> = []
    /// The catalog keys marked "Don't translate": shown in the source language everywhere, without a
    /// missing-localization issue.
    var sourceOnlyKeys: Set<String> = []
    /// Problems met while reading the table's files.
    package var issues: [LocalizationIssue] = []

    /// The languages that hold values (`Base` included), loaded or not.
    var languages: [String] { unloadedLanguages.isEmpty ? values.keys.sorted() : unloadedLanguages.union(values.keys).sorted() }

    /// About how many keys the table holds (in its largest loaded language, and catalog keys without a value).
    var keyCount: Int { (values.values.map(\.count).max() ?? 0) + catalogKeys.count }

    /// Whether every language in `names` that the table has is loaded.
    func hasLoaded(_ names: [String]) -> Bool {
        unloadedLanguages.isEmpty || !names.contains { unloadedLanguages.contains($0) }
    }

    /// Adds a value unless one of higher precedence is already there.
    mutating func add(_ value: Value, key: String, language: String, replacing: Bool) {
        if replacing || values[language]?[key] == nil {
            values[language, default: [:]][key] = value
        }
    }
}
