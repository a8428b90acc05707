import Foundation
import Localization
import StringResources

/// What `xcstrings import` does: translated XLIFF units applied to the String Catalogs they were exported from.
///
/// Each `<file>` goes to the catalog whose path (relative to the project folder) is its `original` (or, failing
/// that, the one catalog of that file name). A unit is found by its id, as export wrote it or, for a unit export
/// did not write, by reading the id as `key|==|path` against the catalog's keys; an id that reads as two keys is
/// refused. A unit whose target and state equal what export writes for the catalog changes nothing, so that export
/// followed by import leaves every catalog as it was, byte for byte. A changed unit sets the string unit at its path
/// (creating the language, its plural and device variations and its substitutions from the source's as needed)
/// with its state mapped by ``XLIFFStateMapping``.
///
/// Refused, with the unit's line: a target whose format specifiers do not match the source (``XLIFFFormatCheck``),
/// an id that reads as two keys, a unit that would give a string both a plain value and variations. A state XLIFF does
/// not define is imported as `translated`, as Xcode imports it, with a warning. When anything in a file is refused, nothing is written for that catalog unless the import is partial.
/// Skipped with a warning: units of keys the catalog no longer has or marks "Don't translate", and units whose source
/// changed since the export (their translation is of another text, as Xcode's import also decides). A unit without a
/// target changes nothing.
public struct XLIFFImporter: Sendable {
    /// What importing one `<file>` into its catalog did.
    public struct Result: Sendable {
        /// The catalog's path.
        public var path: String
        /// The languages imported into it.
        public var locales: [String] = []
        /// The catalog as imported into (unchanged when nothing applies or when it is refused).
        public var catalog: StringCatalog
        /// Whether the catalog changed.
        public var isChanged: Bool
        /// How many units changed the catalog.
        public var appliedCount: Int
        /// How many units had nothing to change.
        public var unchangedCount: Int
        /// The units refused, located in the XLIFF file.
        public var errors: [Diagnostic]
        /// The units skipped, located in the XLIFF file.
        public var warnings: [Diagnostic]
        /// Whether the catalog is to be written: it changed, and nothing was refused or the import is partial.
        public var isWritten: Bool
    }

    /// Whether units that can be applied are applied even when others in the same file are refused.
    public var isPartial: Bool

    /// An importer.
    public init(isPartial: Bool = false) {
        self.isPartial = isPartial
    }

    /// Applies `document` (read from `xliffPath`) to `catalogs`, without writing anything.
    ///
    /// - Throws: ``XCStringsError`` when a file has no target language, names a catalog that is not among
    ///   `catalogs`, or targets a catalog's source language.
    public func plan(_ document: XLIFFDocument, from xliffPath: String, into catalogs: [XLIFFExporter.Catalog]) throws(XCStringsError) -> [Result] {
        var results: [Int: Result] = [:]
        var order: [Int] = []
        for file in document.files {
            let location = DiagnosticLocation(file: xliffPath, position: file.position)
            guard let index = Self.catalogIndex(for: file.original, in: catalogs) else {
                throw .malformed([ResourceError(
                    .schema, file: location.file, position: location.position,
                    message: "no catalog for <file original=\"\(file.original)\">; name it with --into")])
            }
            guard let locale = file.targetLanguage, !locale.isEmpty else {
                throw .malformed([ResourceError(.schema, file: xliffPath, position: file.position, message: "<file original=\"\(file.original)\"> has no target-language")])
            }
            let input = catalogs[index]
            if LanguageNegotiation.isSameLocalization(locale, input.catalog.sourceLanguage) {
                throw .invalidRequest("\(xliffPath): the target language of \(file.original), \(locale), is the catalog's source language")
            }
            let current = results[index]?.catalog ?? input.catalog
            var importer = FileImport(xliffPath: xliffPath, originalName: file.original, catalog: current, locale: locale)
            var result = importer.apply(file.units)
            result.locales = (results[index]?.locales ?? []) + [locale]
            if let previous = results[index] {
                result.appliedCount += previous.appliedCount
                result.unchangedCount += previous.unchangedCount
                result.errors = previous.errors + result.errors
                result.warnings = previous.warnings + result.warnings
            } else {
                order.append(index)
            }
            result.path = input.path
            results[index] = result
        }
        return order.compactMap { index in
            guard var result = results[index] else { return nil }
            result.isChanged = result.catalog != catalogs[index].catalog
            result.isWritten = result.isChanged && (result.errors.isEmpty || isPartial)
            if !result.isWritten { result.catalog = catalogs[index].catalog }
            return result
        }
    }

    /// The catalog a `<file original>` names: the one at that relative path, else the one whose path ends with it,
    /// else the only one of its file name.
    static func catalogIndex(for original: String, in catalogs: [XLIFFExporter.Catalog]) -> Int? {
        if let exact = catalogs.firstIndex(where: { $0.original == original }) { return exact }
        let suffix = catalogs.indices.filter { ("/" + catalogs[$0].original).hasSuffix("/" + original) }
        if suffix.count == 1 { return suffix[0] }
        let name = (original as NSString).lastPathComponent
        let named = catalogs.indices.filter { URL(fileURLWithPath: catalogs[$0].path).lastPathComponent == name }
        return named.count == 1 ? named[0] : nil
    }
}

/// One `<file>` applied to its catalog.
private struct FileImport {
    let xliffPath: String
    /// The `<file original>`.
    let originalName: String
    /// The catalog as units are applied to it.
    var catalog: StringCatalog
    let locale: String
    /// The catalog before this file.
    let before: StringCatalog
    /// The units export writes for the catalog as it was, by id.
    let exported: [String: XLIFFCatalogUnit]
    /// Ids two keys would both be exported with (one of them stale or not translated), with the keys.
    let sharedIDs: [String: [String]]
    var result: XLIFFImporter.Result

    init(xliffPath: String, originalName: String, catalog: StringCatalog, locale: String) {
        self.xliffPath = xliffPath
        self.originalName = originalName
        self.catalog = catalog
        self.before = catalog
        self.locale = locale
        let categories = XLIFFCatalogUnit.pluralCategories(of: locale)
        var exported: [String: XLIFFCatalogUnit] = [:]
        var shared: [String: [String]] = [:]
        // Keys export writes by default first: an id a live key shares with a stale or untranslated one is the live
        // key's; one two live keys share (or two of the others) is ambiguous.
        let keys = catalog.strings.indices.map { (catalog.strings[$0].key, catalog.strings[$0].value) }
        let isLive: ((String, CatalogEntry)) -> Bool = { $0.1.extractionState != .stale && $0.1.shouldTranslate != false }
        for group in [keys.filter(isLive), keys.filter { !isLive($0) }] {
            let known = Set(exported.keys)
            for (key, entry) in group {
                for unit in XLIFFCatalogUnit.units(of: key, entry: entry, sourceLanguage: catalog.sourceLanguage, locale: locale, categories: categories) {
                    if known.contains(unit.id) { continue }
                    if let other = exported[unit.id] {
                        shared[unit.id, default: [other.key]].append(key)
                    } else {
                        exported[unit.id] = unit
                    }
                }
            }
        }
        self.exported = exported
        self.sharedIDs = shared
        result = XLIFFImporter.Result(
            path: originalName, catalog: catalog, isChanged: false, appliedCount: 0, unchangedCount: 0, errors: [], warnings: [],
            isWritten: false)
    }

    private func location(_ unit: XLIFFUnit) -> DiagnosticLocation {
        DiagnosticLocation(file: xliffPath, position: unit.position, keyPath: [originalName, unit.id])
    }

    private mutating func refuse(_ unit: XLIFFUnit, _ message: String) {
        result.errors.append(Diagnostic(.error, "unit \"\(unit.id)\": \(message)", location: location(unit)))
    }

    private mutating func skip(_ unit: XLIFFUnit, _ message: String) {
        result.warnings.append(Diagnostic(.warning, "unit \"\(unit.id)\": \(message)", location: location(unit)))
    }

    /// Applies the units: a key's own string before its variations, so that a substitution finds its parent.
    mutating func apply(_ units: [XLIFFUnit]) -> XLIFFImporter.Result {
        var resolved: [(unit: XLIFFUnit, key: String, path: [CatalogStringUnitLeaf.Step], exported: XLIFFCatalogUnit?)] = []
        for unit in units {
            guard let target = resolve(unit) else { continue }
            resolved.append((unit, target.key, target.path, target.exported))
        }
        let ordered = resolved.enumerated().sorted { a, b in
            a.element.path.count != b.element.path.count ? a.element.path.count < b.element.path.count : a.offset < b.offset
        }
        for (_, item) in ordered { apply(item.unit, key: item.key, path: item.path, exported: item.exported) }
        result.catalog = catalog
        return result
    }

    /// The key and path of a unit, or `nil` (reported) when it has none.
    private mutating func resolve(_ unit: XLIFFUnit) -> (key: String, path: [CatalogStringUnitLeaf.Step], exported: XLIFFCatalogUnit?)? {
        if let keys = sharedIDs[unit.id] {
            refuse(unit, "the id is one of \(keys.map { "\"\($0)\"" }.joined(separator: " and ")); rename one of the keys")
            return nil
        }
        if let exported = exported[unit.id] { return (exported.key, exported.path, exported) }
        let readings = XLIFFUnitID.readings(of: unit.id).filter { catalog.strings[$0.key] != nil }
        if readings.count > 1 {
            refuse(unit, "the id reads as \(readings.map { "\"\($0.key)\"" + ($0.path.isEmpty ? "" : " › " + XLIFFUnitID.suffix($0.path)) }.joined(separator: " and ")); rename one of the keys")
            return nil
        }
        guard let reading = readings.first else {
            if unit.target != nil { skip(unit, "the catalog has no such key (any more); skipped") }
            return nil
        }
        return (reading.key, reading.path, nil)
    }

    private mutating func apply(_ unit: XLIFFUnit, key: String, path: [CatalogStringUnitLeaf.Step], exported: XLIFFCatalogUnit?) {
        guard let text = unit.target else { return }
        guard let entry = catalog.strings[key] else { return }
        if entry.shouldTranslate == false {
            skip(unit, "\"\(key)\" is marked \"Don't translate\"; skipped")
            return
        }
        let state: CatalogStringUnit.State
        if let mapped = XLIFFStateMapping.imported(unit.state, qualifier: unit.stateQualifier) {
            state = mapped
        } else {
            // As Xcode reads it: a target is a translation whatever a tool called its state.
            skip(unit, "the state \"\(unit.state?.rawValue ?? "")\" is not an XLIFF 1.2 state; imported as translated")
            state = .translated
        }
        let sourceLocalization = before.strings[key]?.localizations[before.sourceLanguage]
        let substitution = path.first.flatMap { if case .substitution(let name) = $0 { name } else { nil } }
        // The source as export writes it now: a translation of another source text is not applied.
        let expectedSource: String = exported?.source ?? {
            guard let sourceLocalization else { return substitution == nil ? key : unit.id }
            guard let found = XLIFFCatalogUnit.resolve(sourceLocalization, path[...]) else { return unit.id }
            return XLIFFText.exported(found, substitutions: sourceLocalization.substitutions, in: substitution)
        }()
        if let source = unit.source, source != expectedSource {
            skip(unit, "its source changed since the export (now \"\(expectedSource)\"); its translation is skipped")
            return
        }
        if let exported, exported.target == text {
            // The text export wrote: only a state the translator changed is applied.
            if unit.state == nil || state == exported.catalogUnit?.state {
                result.unchangedCount += 1
                return
            }
        } else if exported?.target == nil, text.isEmpty, state == .new {
            result.unchangedCount += 1
            return
        }
        let targetLocalization = catalog.strings[key]?.localizations[locale]
        let substitutions = targetLocalization?.substitutions ?? sourceLocalization?.substitutions
        let value = XLIFFText.imported(text, substitutions: substitutions, in: substitution)
        if let problem = XLIFFFormatCheck(key: key, source: sourceLocalization).problem(value, path: path, substitutions: substitutions) {
            refuse(unit, problem)
            return
        }
        var localization = targetLocalization ?? CatalogLocalization()
        do {
            try Self.set(value, state: state, at: path[...], in: &localization, source: sourceLocalization, isRoot: true)
        } catch {
            refuse(unit, error.message)
            return
        }
        if path.isEmpty { Self.addMissingSubstitutions(referencedBy: value, to: &localization, from: sourceLocalization) }
        var updated = entry
        updated.localizations[locale] = localization
        catalog.strings[key] = updated
        result.appliedCount += 1
    }

    /// The substitutions a translated string references and its language lacks, copied from the source with each
    /// form in state `new` (the source's text until its own units are translated), so that the catalog stays whole.
    private static func addMissingSubstitutions(
        referencedBy value: String, to localization: inout CatalogLocalization, from source: CatalogLocalization?
    ) {
        guard value.utf8.contains(UInt8(ascii: "%")), let sourceSubstitutions = source?.substitutions else { return }
        for variable in FormatString(parsing: value, allowsSubstitutionArgument: false).variables
        where localization.substitutions?[variable.name] == nil {
            guard var copy = sourceSubstitutions[variable.name] else { continue }
            copy.variations = copy.variations.map(markedNew)
            var substitutions = localization.substitutions ?? [:]
            substitutions[variable.name] = copy
            localization.substitutions = substitutions
        }
    }

    private static func markedNew(_ variations: CatalogVariations) -> CatalogVariations {
        var variations = variations
        func mark(_ dictionary: CatalogDictionary<CatalogLocalization>?) -> CatalogDictionary<CatalogLocalization>? {
            guard var dictionary else { return nil }
            for index in dictionary.indices {
                dictionary.updateValue(at: index) { child in
                    child.stringUnit?.state = .new
                    child.variations = child.variations.map(markedNew)
                }
            }
            return dictionary
        }
        variations.plural = mark(variations.plural)
        variations.device = mark(variations.device)
        return variations
    }

    struct ShapeConflict: Error {
        var message: String
    }

    /// Sets the string unit at `path` under `localization`, creating variations and substitutions on the way.
    private static func set(
        _ value: String, state: CatalogStringUnit.State, at path: ArraySlice<CatalogStringUnitLeaf.Step>,
        in localization: inout CatalogLocalization, source: CatalogLocalization?, isRoot: Bool
    ) throws(ShapeConflict) {
        guard let step = path.first else {
            if localization.variations != nil, localization.stringUnit == nil {
                throw ShapeConflict(message: "the translation varies here; an unvaried string would hide its variations")
            }
            var unit = localization.stringUnit ?? CatalogStringUnit(state: state, value: value)
            unit.value = value
            unit.state = state
            localization.stringUnit = unit
            return
        }
        switch step {
        case .plural(let category), .device(let category):
            let isPlural = if case .plural = step { true } else { false }
            if localization.stringUnit != nil, localization.variations == nil {
                throw ShapeConflict(message: "the translation is an unvaried string; it does not vary by \(isPlural ? "plural" : "device") here")
            }
            var variations = localization.variations ?? CatalogVariations()
            var children = (isPlural ? variations.plural : variations.device) ?? [:]
            var child = children[category] ?? CatalogLocalization()
            try set(value, state: state, at: path.dropFirst(), in: &child, source: nil, isRoot: false)
            children[category] = child
            if isPlural { variations.plural = children } else { variations.device = children }
            localization.variations = variations
        case .substitution(let name):
            guard isRoot else { throw ShapeConflict(message: "substitutions belong to the whole string, not to a variation") }
            guard localization.stringUnit != nil || localization.variations != nil else {
                throw ShapeConflict(message: "the string that references %#@\(name)@ has no translation; translate the key's own unit too")
            }
            var substitutions = localization.substitutions ?? [:]
            guard var substitution = substitutions[name] ?? source?.substitutions?[name].map({
                CatalogSubstitution(argNum: $0.argNum, formatSpecifier: $0.formatSpecifier, variations: nil)
            }) else {
                throw ShapeConflict(message: "neither the translation nor the source has a substitution '\(name)'")
            }
            var holder = CatalogLocalization(variations: substitution.variations)
            try set(value, state: state, at: path.dropFirst(), in: &holder, source: nil, isRoot: false)
            substitution.variations = holder.variations
            substitutions[name] = substitution
            localization.substitutions = substitutions
        }
    }
}
