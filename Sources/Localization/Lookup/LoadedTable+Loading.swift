import Foundation
import PluralRules
import StringResources

extension LoadedTable {
    /// Reads a table from its catalog and `.lproj` files. Never throws: a file that cannot be read or parsed
    /// becomes an issue and its keys fall back.
    ///
    /// `.lproj` files are read whole. Of the catalog, only the languages `languages` picks are converted (the
    /// source language always, since its keys decide which keys are their own value); `languages` gets the
    /// table with every language it has, none of the catalog's loaded yet, and `nil` loads them all. The
    /// others are loaded on demand by ``loadLanguages(_:)``.
    ///
    /// `candidates`, when given, tells which of the catalog's languages `languages` could pick, from a language's
    /// name and the catalog's source language: the others are skipped unread (and checked only when loaded).
    static func load(
        _ files: StringResources.LocalizationTable, languages: ((LoadedTable) -> [String])? = nil,
        candidates: ((_ language: String, _ sourceLanguage: String) -> Bool)? = nil
    ) -> LoadedTable {
        var table = LoadedTable(name: files.name)
        for language in files.files {
            if let url = language.strings { table.readStrings(url, language: language.language) }
            if let url = language.stringsdict { table.readStringsDictionary(url, language: language.language) }
        }
        if let catalog = files.catalog {
            table.catalogURL = catalog
            table.readCatalog(catalog, languages: languages, candidates: candidates)
        }
        return table
    }

    private mutating func report(_ error: any Error, file: URL, entryOnly: Bool = false) {
        let resourceError = (error as? ResourceError)?.inFile((error as? ResourceError)?.file ?? file.path)
            ?? ResourceError.cannotRead(file.path, error)
        issues.append(LocalizationIssue(entryOnly ? .malformedEntry(resourceError) : .malformedFile(resourceError), table: name))
    }

    mutating func readStrings(_ url: URL, language: String) {
        do {
            let data = try Data(contentsOf: url)
            // A bad entry is reported and falls back; the file's other keys are read.
            var skipped: [ResourceError] = []
            let strings = try StringsTable(parsing: data, file: url.path, skippingInvalidEntries: &skipped)
            for error in skipped { report(error, file: url, entryOnly: true) }
            for entry in strings.entries {
                add(Value(entry: LocalizedEntry(format: entry.value), isShown: true), key: entry.key, language: language, replacing: true)
            }
        } catch {
            report(error, file: url)
        }
    }

    mutating func readStringsDictionary(_ url: URL, language: String) {
        do {
            let data = try Data(contentsOf: url)
            var skipped: [ResourceError] = []
            let dictionary = try StringsDictionary(parsing: data, file: url.path, skippingInvalidEntries: &skipped)
            for error in skipped { report(error, file: url, entryOnly: true) }
            for entry in dictionary.entries {
                add(Value(entry: LocalizedEntry(entry), isShown: true), key: entry.key, language: language, replacing: true)
            }
        } catch {
            report(error, file: url)
        }
    }

    /// Reads the catalog's structure and converts the languages `languages` picks (all when `nil`).
    mutating func readCatalog(
        _ url: URL, languages pick: ((LoadedTable) -> [String])?,
        candidates: ((_ language: String, _ sourceLanguage: String) -> Bool)? = nil
    ) {
        let index: StringCatalogIndex
        do {
            index = try StringCatalogIndex(contentsOf: url, indexing: candidates)
        } catch {
            report(error, file: url)
            return
        }
        let before = self
        do {
            let sourceLanguage = index.sourceLanguage
            // Each language name is compared with the source language once per catalog, not once per key.
            let isSource = index.languages.map { LanguageNegotiation.isSameLocalization($0, sourceLanguage) }
            self.sourceLanguage = sourceLanguage
            for (position, translate) in index.shouldTranslate.enumerated() where translate == false {
                sourceOnlyKeys.insert(index.keys[position])
            }
            // A language counts as available when one of its values may be shown; a language skipped unread
            // counts until it is loaded.
            var available: [String] = []
            for language in index.languages.indices {
                if !index.isIndexed(language: language) {
                    available.append(index.languages[language])
                } else if Self.hasShownValue(index, language: language, isSource: isSource[language]) {
                    available.append(index.languages[language])
                }
            }
            // A source language that holds no value at all still counts as available.
            if values[sourceLanguage] == nil { values[sourceLanguage] = [:] }
            unloadedLanguages = Set(available)
            var wanted = Set(pick.map { $0(self) } ?? index.languages)
            for language in index.languages.indices where isSource[language] { wanted.insert(index.languages[language]) }
            var hasSource = [Bool](repeating: false, count: index.keys.count)
            for language in index.languages.indices
            where wanted.contains(index.languages[language]) && index.isIndexed(language: language) {
                try convert(index, language: language, isSource: isSource[language], hasSource: &hasSource)
            }
            for (position, key) in index.keys.enumerated() where !hasSource[position] {
                catalogKeys.insert(key)
            }
        } catch {
            self = before
            report(error, file: url)
        }
    }

    /// Whether some key's value in `language` may be shown (usually the first key's is).
    private static func hasShownValue(_ index: StringCatalogIndex, language: Int, isSource: Bool) -> Bool {
        for key in index.keys.indices where index.hasLocalization(key: key, language: language) {
            if !isSource, index.shouldTranslate[key] == false { continue }
            // A malformed entry is reported when its language is converted.
            if let localization = try? index.localization(key: key, language: language),
               LocalizedEntry(localization, isSourceLanguage: isSource) != nil {
                return true
            }
        }
        return false
    }

    /// Converts every value of one catalog language; `hasSource` marks the keys a source language holds.
    private mutating func convert(_ index: StringCatalogIndex, language: Int, isSource: Bool, hasSource: inout [Bool]) throws {
        let name = index.languages[language]
        unloadedLanguages.remove(name)
        var converted = values[name] ?? [:]
        converted.reserveCapacity(converted.count + index.keys.count)
        // "Don't translate" (`shouldTranslate: false`): the source value in every language, as Xcode's build
        // compiles such a key for the source language only.
        index.forEachLocalization(language: language, where: { isSource || index.shouldTranslate[$0] != false }) { key, read in
            // One malformed entry is reported and falls back alone; the catalog's other keys are read.
            let localization: CatalogLocalization
            switch read {
            case .success(let value): localization = value
            case .failure(let error):
                if let catalogURL { report(error, file: catalogURL, entryOnly: true) }
                return
            }
            guard let entry = LocalizedEntry(localization, isSourceLanguage: isSource) else { return }
            if isSource { hasSource[key] = true }
            converted[index.keys[key]] = Value(entry: entry, isShown: true)
        }
        if !converted.isEmpty || values[name] != nil { values[name] = converted }
    }

    /// Loads the catalog values of those of `names` that are not loaded yet, reading the catalog again.
    /// Returns the issues met (also added to ``issues``).
    mutating func loadLanguages(_ names: [String]) -> [LocalizationIssue] {
        let missing = names.filter { unloadedLanguages.contains($0) }
        guard !missing.isEmpty, let url = catalogURL else { return [] }
        let before = issues.count
        let wanted = Set(missing)
        do {
            let index = try StringCatalogIndex(contentsOf: url) { language, _ in wanted.contains(language) }
            let isSource = index.languages.map { LanguageNegotiation.isSameLocalization($0, index.sourceLanguage) }
            var hasSource = [Bool](repeating: false, count: index.keys.count)
            for language in index.languages.indices where wanted.contains(index.languages[language]) {
                try convert(index, language: language, isSource: isSource[language], hasSource: &hasSource)
            }
        } catch {
            report(error, file: url)
        }
        // A language that could not be read is not tried again.
        unloadedLanguages.subtract(wanted)
        return Array(issues[before...])
    }
}

extension LocalizedEntry {
    /// The run-time form of a `.stringsdict` entry.
    init(_ entry: StringsDictEntry) {
        switch entry.content {
        case .plain(let text):
            self.init(format: text)
        case .widthVariants(let forms):
            self.init(value: Self.widthVariants(forms))
        case .deviceVariants(let variants):
            self.init(deviceVariants: variants)
        case .format(let formatKey, let variables):
            var converted: [String: LocalizedVariable] = [:]
            for variable in variables {
                let forms: LocalizedVariants
                switch variable.ruleType {
                case .plural:
                    var plural: [PluralCategory: LocalizedVariants] = [:]
                    for form in variable.forms {
                        if let category = PluralCategory(rawValue: form.name) { plural[category] = .text(form.value) }
                    }
                    forms = .plural(plural)
                case .deviceSpecific:
                    var device: [DeviceClass: LocalizedVariants] = [:]
                    for form in variable.forms { device[DeviceClass(rawValue: form.name)] = .text(form.value) }
                    forms = .device(device)
                case .variableWidth:
                    forms = Self.widthVariants(variable.forms)
                }
                converted[variable.name] = LocalizedVariable(formatSpecifier: variable.valueType, forms: forms)
            }
            self.init(value: .text(formatKey), variables: converted)
        }
    }

    private static func widthVariants(_ forms: [StringsDictForm]) -> LocalizedVariants {
        var widths: [Int: LocalizedVariants] = [:]
        for form in forms {
            if let width = Int(form.name.trimmingCharacters(in: .whitespaces)) { widths[width] = .text(form.value) }
        }
        return .width(widths)
    }

    /// The run-time form of a catalog localization; `nil` when it holds nothing that may be shown.
    ///
    /// String units in state `new` are not shown outside the source language (the key falls back to the next
    /// language, as for a missing value); `translated`, `needs_review`, `stale`, `machine_translated` and states
    /// this module does not know are shown. A translation is shown only when it is complete enough to render:
    /// its plural variations keep their `other` form and each of its substitutions has forms to show;
    /// otherwise (say `one` translated, `other` still `new`) the key falls back to the next language rather than
    /// showing an empty string.
    init?(_ localization: CatalogLocalization, isSourceLanguage: Bool) {
        guard let value = Self.variants(localization, isSourceLanguage: isSourceLanguage) else { return nil }
        var variables: [String: LocalizedVariable] = [:]
        for (name, substitution) in localization.substitutions ?? CatalogDictionary() {
            guard let variations = substitution.variations,
                  let forms = Self.variants(variations, isSourceLanguage: isSourceLanguage)
            else {
                if isSourceLanguage { continue }
                return nil
            }
            variables[name] = LocalizedVariable(
                argumentNumber: substitution.argNum, formatSpecifier: substitution.formatSpecifier, forms: forms)
        }
        self.init(value: value, variables: variables)
    }

    /// Whether a string unit is shown, as an app built by Xcode shows it.
    ///
    /// Xcode's build compiles a catalog into `.strings`/`.stringsdict` tables (see `CatalogCompilation`, which
    /// applies the same rule). A translation in state `new` is one Xcode's editor lists as not translated yet; it
    /// is left out, so the key falls back to the next language as if the value were missing. `translated` and
    /// `machine_translated` are finished values; `needs_review` is shown while it waits for review; `stale` (the
    /// source text changed after translating, or the key is no longer extracted from code) is still compiled and
    /// used at run time until it is re-translated or removed. The source language's own value is always shown,
    /// whatever its state, since it is what the key falls back to anyway; states this module does not know are
    /// shown too, rather than hiding text the translator wrote.
    private static func isShown(_ unit: CatalogStringUnit, isSourceLanguage: Bool) -> Bool {
        isSourceLanguage || unit.state != .new
    }

    private static func variants(_ localization: CatalogLocalization, isSourceLanguage: Bool) -> LocalizedVariants? {
        if let variations = localization.variations, let variants = variants(variations, isSourceLanguage: isSourceLanguage) {
            return variants
        }
        if let unit = localization.stringUnit, isShown(unit, isSourceLanguage: isSourceLanguage) {
            return .text(unit.value)
        }
        return nil
    }

    private static func variants(_ variations: CatalogVariations, isSourceLanguage: Bool) -> LocalizedVariants? {
        if let plural = variations.plural {
            var forms: [PluralCategory: LocalizedVariants] = [:]
            for (name, localization) in plural {
                guard let category = PluralCategory(rawValue: name),
                      let form = variants(localization, isSourceLanguage: isSourceLanguage)
                else { continue }
                forms[category] = form
            }
            if forms.isEmpty || (!isSourceLanguage && forms[.other] == nil) { return nil }
            return .plural(forms)
        }
        if let device = variations.device {
            var forms: [DeviceClass: LocalizedVariants] = [:]
            for (name, localization) in device {
                guard let form = variants(localization, isSourceLanguage: isSourceLanguage) else { continue }
                forms[DeviceClass(rawValue: name)] = form
            }
            return forms.isEmpty ? nil : .device(forms)
        }
        return nil
    }
}
