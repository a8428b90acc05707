import Localization
import Foundation
import PluralRules
import StringResources

/// Renders a key as users see it in each locale: with given argument values, or with one CLDR sample number per
/// plural category.
///
/// The input is a string catalog, a `.strings` or `.stringsdict` file in a `<language>.lproj` folder, or a folder
/// of catalogs and `.lproj` folders. A file is read together with the other tables of its name in the same folder
/// (as a bundle would hold them). Each locale's value is looked up as ``Localizer`` looks it up for a user of that
/// locale (falling back to `Base` and the source language), its numbers written for that locale and its plural
/// forms chosen by the rules of the value's language.
///
/// Argument values are converted to the type each argument position takes in the source language's value
/// (`%lld` → integer, `%f` → floating point, `%@` → string), from its specifiers and its variables' value types.
/// Without values, the first plural argument runs through ``KeyPreviewSamples`` and any other plural argument is
/// held at the sample of `other` (``KeyPreviewSamples/heldNumber(rules:)``); a string argument shows its specifier
/// as written (`%1$@`), so the preview shows where it goes.
public struct KeyPreviewRenderer: Sendable {
    /// The localizer that reads the input's folder.
    public let localizer: Localizer
    /// The table previewed (`Localizable` unless another is named).
    public let table: String
    /// How the input is named in messages: the catalog's path, or the folder and the table.
    public let inputDescription: String
    /// The entries of the table's files that could not be read (those keys fall back; the others preview).
    public private(set) var skippedEntries: [ResourceError] = []

    /// Reads the table of the input at `path` (a catalog, a `.strings`/`.stringsdict` file or a folder).
    ///
    /// - Parameters:
    ///   - path: the input as the user wrote it (kept for messages).
    ///   - table: the table of a folder (`Localizable` by default); must be `nil` for a file.
    ///   - developmentLanguage: the language a table without a catalog falls back to (a catalog's source
    ///     language takes precedence), as a bundle's development region.
    ///   - device: the device whose variations are shown; one of the names Apple documents
    ///     (``StringsDictVariable/deviceNames``), else ``KeyPreviewError/badArgument(_:)``.
    public init(
        path: String, table: String? = nil, developmentLanguage: String = "en", device: DeviceClass = .other
    ) throws(KeyPreviewError) {
        // A misspelt device (`watch`) would silently show `other`.
        guard StringsDictVariable.deviceNames.contains(device.rawValue) else {
            throw .badArgument("unknown device '\(device.rawValue)'; devices: \(StringsDictVariable.deviceNames.joined(separator: ", "))")
        }
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw .inputNotFound(path: path)
        }
        let folder: URL
        let name: String
        // The folder as the user would write it, for messages.
        var shownFolder = path
        if isDirectory.boolValue {
            folder = url
            name = table ?? "Localizable"
            let catalog = url.appendingPathComponent("\(name).xcstrings")
            inputDescription = FileManager.default.fileExists(atPath: catalog.path)
                ? (path as NSString).appendingPathComponent("\(name).xcstrings")
                : "table '\(name)' of \(path)"
        } else {
            let file = url.lastPathComponent
            guard let dot = file.lastIndex(of: "."), [".xcstrings", ".strings", ".stringsdict"].contains(String(file[dot...])) else {
                throw .unsupportedInput(path: path, reason: "expected a .xcstrings catalog, a .strings or .stringsdict file, or a folder")
            }
            if let table, table != String(file[..<dot]) {
                throw .unsupportedInput(path: path, reason: "--table applies to a folder; this file is table '\(file[..<dot])'")
            }
            name = String(file[..<dot])
            shownFolder = (path as NSString).deletingLastPathComponent
            if file.hasSuffix(".xcstrings") {
                folder = url.deletingLastPathComponent()
            } else {
                let parent = url.deletingLastPathComponent()
                guard LocalizationFolder.language(ofFile: url) != nil else {
                    throw .unsupportedInput(path: path, reason: "a .strings or .stringsdict file must be in a <language>.lproj folder")
                }
                folder = parent.deletingLastPathComponent()
                shownFolder = (shownFolder as NSString).deletingLastPathComponent
            }
            inputDescription = path
        }
        self.table = name
        self.localizer = Localizer(
            folder: folder, developmentLanguage: developmentLanguage, preferredLanguages: [], device: device)
        let loaded = localizer.table(named: name)
        let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        func shown(_ error: ResourceError) -> ResourceError {
            var error = error
            if let file = error.file, file.hasPrefix(prefix) {
                let relative = String(file.dropFirst(prefix.count))
                error.file = shownFolder.isEmpty ? relative : (shownFolder as NSString).appendingPathComponent(relative)
            }
            return error
        }
        var errors: [ResourceError] = []
        var skipped: [ResourceError] = []
        for issue in loaded.issues {
            switch issue.kind {
            case .malformedFile(let error): errors.append(shown(error))
            case .malformedEntry(let error): skipped.append(shown(error))
            default: break
            }
        }
        if !errors.isEmpty { throw .malformedInput(errors) }
        skippedEntries = skipped
        if loaded.values.isEmpty {
            throw .tableNotFound(table: name, folder: shownFolder, available: localizer.tableNames)
        }
    }

    /// The language the table falls back to: the catalog's source language, else the development language.
    public var sourceLanguage: String? { localizer.table(named: table).sourceLanguage ?? localizer.developmentLanguage }

    /// The locales the table holds values in: the source (or development) language first, then the others
    /// sorted (`Base` included when a `Base.lproj` holds the table).
    public var locales: [String] {
        let all = localizer.localizations(table: table)
        guard let source = sourceLanguage, let found = all.first(where: { LanguageNegotiation.isSameLocalization($0, source) }) else {
            return all
        }
        return [found] + all.filter { $0 != found }
    }

    /// Every key of the table, sorted.
    public var keys: [String] {
        let loaded = localizer.table(named: table)
        var keys = loaded.catalogKeys
        for values in loaded.values.values { keys.formUnion(values.keys) }
        return keys.sorted()
    }

    /// Whether some language holds `key` (a catalog key without a source value counts: it is its own value).
    public func contains(_ key: String) -> Bool {
        let loaded = localizer.table(named: table)
        return loaded.catalogKeys.contains(key) || loaded.values.values.contains { $0[key] != nil }
    }

    /// The keys closest to `key` by edit distance (case-insensitive), nearest first; only keys within about a
    /// third of the key's length are suggested.
    public func closestKeys(to key: String, limit: Int = 3) -> [String] {
        let target = Array(key.lowercased())
        let threshold = max(2, target.count / 3)
        var scored: [(distance: Int, key: String)] = []
        for candidate in keys {
            let distance = Self.editDistance(target, Array(candidate.lowercased()), limit: threshold)
            if distance <= threshold { scored.append((distance, candidate)) }
        }
        return scored.sorted { ($0.distance, $0.key) < ($1.distance, $1.key) }.prefix(limit).map(\.key)
    }

    /// The signature of the key's source value: the value of the source (or development) language, or of the
    /// first locale that holds the key when that language does not.
    public func signature(of key: String) -> KeyPreviewSignature {
        let candidates = (sourceLanguage.map { [$0] } ?? []) + locales
        for language in candidates {
            let format = localizer.localizedFormat(key, table: table, language: language)
            if format.language != nil { return KeyPreviewSignature(format.entry) }
        }
        return KeyPreviewSignature(LocalizedEntry(format: key))
    }

    /// Previews `key` in `locales` (every locale of the table when `nil`), once per value of `values` (each a
    /// comma-separated list when the key takes several arguments) or, when `values` is `nil`, with sample numbers.
    public func preview(_ key: String, locales: [String]? = nil, values: [String]? = nil) throws(KeyPreviewError) -> KeyPreview {
        guard contains(key) else {
            throw .keyNotFound(key: key, file: inputDescription, suggestions: closestKeys(to: key))
        }
        let signature = signature(of: key)
        let given = try values.map { values throws(KeyPreviewError) in try Self.arguments(values, for: key, signature: signature) }
        var shown: [String] = []
        for locale in locales ?? self.locales where !shown.contains(locale) { shown.append(locale) }
        let previews = shown.map { locale in
            previewLocale(key, locale: locale, signature: signature, given: given)
        }
        return KeyPreview(key: key, table: table, locales: previews)
    }

    // MARK: Rendering one locale

    private func previewLocale(
        _ key: String, locale: String, signature: KeyPreviewSignature, given: [(label: String, arguments: [FormatArgument])]?
    ) -> KeyPreviewLocale {
        let format = localizer.localizedFormat(key, table: table, language: locale, locale: locale)
        var issues: [LocalizationIssue] = []
        func add(_ issue: LocalizationIssue) {
            var bare = issue
            bare.key = nil
            bare.table = nil
            if bare.language.map({ LanguageNegotiation.isSameLocalization($0, locale) }) ?? false { bare.language = nil }
            if !issues.contains(bare) { issues.append(bare) }
        }
        let own = LanguageNegotiation.preferredLocalizations(from: localizer.localizations(table: table), forPreferences: [locale])
        if let language = format.language, !own.contains(language) {
            add(LocalizationIssue(.missingLocalization(language: locale), language: language))
        }
        // The rules of the value's language; `Base` has none, so a Base value takes the previewed locale's.
        let rules = PluralRules(locale: format.language.flatMap { $0.lowercased() == "base" ? nil : $0 } ?? locale)
        let runs = given ?? samples(signature: signature, entry: KeyPreviewSignature(format.entry), rules: rules)
        var rows: [KeyPreviewRow] = []
        for run in runs {
            let result = format.result(run.arguments)
            for issue in result.issues {
                // The fallback is reported once above, naming the language shown.
                if case .missingLocalization = issue.kind { continue }
                add(issue)
            }
            rows.append(KeyPreviewRow(label: run.label, arguments: run.arguments, string: result.string))
        }
        return KeyPreviewLocale(locale: locale, language: format.language, rows: rows, issues: issues)
    }

    /// The sample runs of one locale: each sample number of the first plural argument, the other arguments held.
    private func samples(
        signature: KeyPreviewSignature, entry: KeyPreviewSignature, rules: PluralRules
    ) -> [(label: String, arguments: [FormatArgument])] {
        let held = KeyPreviewSamples.heldNumber(rules: rules)
        var base: [FormatArgument] = []
        for position in stride(from: 1, through: signature.argumentCount, by: 1) {
            base.append(Self.placeholder(position, signature: signature, held: held))
        }
        // A translation may vary by plural where the source does not (Xcode's "Vary by plural" is per
        // language: English `%lld items`, Russian one/few/many/other); its forms are shown all the same.
        guard let varied = signature.pluralPositions.first ?? entry.pluralPositions.first, varied <= base.count else {
            return [(label: "", arguments: base)]
        }
        let type = signature.types[varied] ?? entry.types[varied] ?? .signedInteger
        // Whether 0 has a form of its own is the locale's value's business, not the source's.
        let hasZero = entry.zeroFormPositions.contains(varied)
        return KeyPreviewSamples.numbers(rules: rules, hasZeroForm: hasZero, type: type).map { number in
            var arguments = base
            arguments[varied - 1] = Self.number(number, type: type)
            return (label: number, arguments: arguments)
        }
    }

    /// The value an argument is shown with when it is not varied: a number for numeric and plural arguments, the
    /// specifier as written for a string.
    static func placeholder(_ position: Int, signature: KeyPreviewSignature, held: UInt64) -> FormatArgument {
        switch signature.types[position] {
        case .signedInteger, .unsignedInteger, .pointer, .none:
            return .int(Int64(held))
        case .floatingPoint:
            return .double(Double(held))
        case .character:
            return .character("x")
        case .object, .cString:
            return .string(signature.specifierTexts[position] ?? "%\(position)$@")
        }
    }

    /// A sample number as the argument type reads it.
    static func number(_ text: String, type: FormatArgumentType) -> FormatArgument {
        if type == .floatingPoint { return .double(Double(text) ?? 0) }
        if let value = Int64(text) { return .int(value) }
        return .double(Double(text) ?? 0)
    }

    // MARK: Argument values

    /// Converts `--args` values to argument lists: each value is one argument, or a comma-separated list when the
    /// key takes several (`\,` is a comma inside an argument); each argument is converted to its position's type.
    /// Repeated values are shown once.
    static func arguments(
        _ values: [String], for key: String, signature: KeyPreviewSignature
    ) throws(KeyPreviewError) -> [(label: String, arguments: [FormatArgument])] {
        let count = signature.argumentCount
        guard count > 0 else {
            throw .badArgument("'\(key)' takes no arguments; leave out --args")
        }
        var runs: [(label: String, arguments: [FormatArgument])] = []
        for value in values where !runs.contains(where: { $0.label == value }) {
            let parts = count == 1 ? [value] : Self.splitAtCommas(value)
            guard parts.count == count else {
                let shape = (1...count).map { signature.specifierTexts[$0] ?? "%\($0)$@" }.joined(separator: ", ")
                throw .badArgument("'\(key)' takes \(count) arguments (\(shape)), each value listing them separated by commas; '\(value)' has \(parts.count)")
            }
            var arguments: [FormatArgument] = []
            for (index, part) in parts.enumerated() {
                let type = signature.types[index + 1]
                // An object that chooses a plural form (value type `@`) is a number: an NSDecimalNumber.
                if type == .object, signature.pluralPositions.contains(index + 1), Double(part) != nil,
                   let decimal = Decimal(string: part, locale: Locale(identifier: "en_US_POSIX")) {
                    arguments.append(.decimal(decimal))
                    continue
                }
                guard let argument = FormatArgument.parsing(part, to: type) else {
                    let type = type ?? .object
                    let specifier = signature.specifierTexts[index + 1].map { " for '\($0)'" } ?? ""
                    throw .badArgument("argument \(index + 1) '\(part)' is not \(FormatArgument.article(for: type)) \(type)\(specifier)")
                }
                arguments.append(argument)
            }
            runs.append((label: value, arguments: arguments))
        }
        return runs
    }

    /// Splits a value at its commas; `\,` is a comma inside an argument.
    static func splitAtCommas(_ value: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var escaped = false
        for character in value {
            if escaped {
                if character != "," { current.append("\\") }
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "," {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        parts.append(current)
        return parts
    }

    // MARK: Suggestions

    /// The Levenshtein distance of two character arrays, or `limit + 1` once it must exceed `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
