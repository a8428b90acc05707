/// The characters of values: invisible and control characters in any value (`invisible-character`, see
/// ``ValidationInvisibleCharacters``), and a translation that starts or ends with other spaces or line breaks than
/// its source (`whitespace-mismatch`, see ``ValidationWhitespace``).
public struct ValidationTextCheck: ValidationCatalogCheck, ValidationTableCheck {
    /// Creates the check.
    public init() {}

    public var rules: [ValidationRule] {
        ValidationRule.builtIn.filter { [.invisibleCharacter, .whitespaceMismatch].contains($0.id) }
    }

    // MARK: Catalogs

    public func check(_ context: inout ValidationCatalogContext) {
        let catalog = context.catalog
        let source = catalog.sourceLanguage
        // Entries are read in place, not copied out of their array.
        catalog.strings.values.withUnsafeBufferPointer { entries in
            for entryIndex in entries.indices {
                let key = catalog.strings.keys[entryIndex]
                let locales = entries[entryIndex].localizations.keys
                let translates = entries[entryIndex].shouldTranslate != false
                let sourceIndex = entries[entryIndex].localizations.index(forKey: source)
                var sourceTexts: ValidationSourceTexts?
                var sourceHasEdgeWhitespace: Bool?
                for localizationIndex in locales.indices {
                    let locale = locales[localizationIndex]
                    guard context.includes(locale: locale) else { continue }
                    let compares = translates && locale != source
                    // Leaves are read in place, not copied: most have no finding.
                    let leaves = context.leaves(entry: entryIndex, localization: localizationIndex)
                    for position in leaves.indices {
                        let value = leaves[position].stringUnit.value
                        // The value's bytes are read once for both checks.
                        let (mayContainOne, hasEdgeWhitespace) = value.utf8.withContiguousStorageIfAvailable { bytes in
                            (ValidationInvisibleCharacters.mayContainOne(bytes), ValidationWhitespace.hasEdgeWhitespace(bytes))
                        } ?? (ValidationInvisibleCharacters.mayContainOne(value), ValidationWhitespace.hasEdgeWhitespace(value))
                        if mayContainOne {
                            let found = ValidationInvisibleCharacters.find(in: value, locale: locale)
                            if !found.isEmpty {
                                context.report(
                                    .warning, .invisibleCharacter, at: context.offset(of: leaves[position].stringUnit), key: key, locale: locale,
                                    keyPath: Self.keyPath(key: key, locale: locale, leaves[position].path),
                                    "\(Self.subject(key: key, locale: locale, leaves[position].path)) contains \(ValidationInvisibleCharacters.describe(found))")
                            }
                        }
                        guard compares, let sourceIndex else { continue }
                        // Only texts that start or end with whitespace can differ there: most keys have none in any.
                        if sourceHasEdgeWhitespace == nil {
                            let sourceLeaves = context.leaves(entry: entryIndex, localization: sourceIndex)
                            sourceHasEdgeWhitespace = sourceLeaves.indices.contains { ValidationWhitespace.hasEdgeWhitespace(sourceLeaves[$0].stringUnit.value) }
                        }
                        guard sourceHasEdgeWhitespace == true || hasEdgeWhitespace else { continue }
                        if sourceTexts == nil { sourceTexts = ValidationSourceTexts(context.leaves(entry: entryIndex, localization: sourceIndex)) }
                        guard let sourceTexts, let sourceValue = Self.counterpart(of: leaves[position].path, in: sourceTexts),
                              let difference = ValidationWhitespace.mismatch(source: sourceValue, translation: value, locale: locale)
                        else { continue }
                        context.report(
                            .warning, .whitespaceMismatch, at: context.offset(of: leaves[position].stringUnit), key: key, locale: locale,
                            keyPath: Self.keyPath(key: key, locale: locale, leaves[position].path),
                            "\(Self.subject(key: key, locale: locale, leaves[position].path)) \(difference)")
                    }
                }
            }
        }
    }

    /// The key path of a leaf's value.
    private static func keyPath(key: String, locale: String, _ path: [CatalogStringUnitLeaf.Step]) -> [String] {
        ValidationMessage.keyPath(key: key, locale: locale, path: path, suffix: ["stringUnit", "value"])
    }

    /// `the "fi" value of "key" (plural:one)`.
    private static func subject(key: String, locale: String, _ path: [CatalogStringUnitLeaf.Step]) -> String {
        var subject = ValidationMessage()
        subject.appendValueSubject(locale: locale, key: key, path: path)
        return subject.text
    }

    /// The source's text at `path`, else (for a plural form the source lacks) its `other` form, else (for a
    /// translation that varies where the source does not) the source's own string.
    private static func counterpart(of path: [CatalogStringUnitLeaf.Step], in texts: ValidationSourceTexts) -> String? {
        if let text = texts[path] { return text }
        if case .plural? = path.last, let other = texts[path.dropLast() + [.plural("other")]] { return other }
        return path.contains(where: { if case .substitution = $0 { true } else { false } }) ? nil : texts[[CatalogStringUnitLeaf.Step]()]
    }

    // MARK: Tables

    public func check(_ context: inout ValidationTableContext) {
        let tables = context.tableSet.tables
        let development = context.developmentLanguage
        var developmentTexts: [String: String] = [:]
        if let index = tables.firstIndex(where: { $0.language != nil && $0.language == development }) {
            for text in tables[index].texts { developmentTexts[text.slot] = text.value }
        }
        for (index, table) in tables.enumerated() where context.includes(language: table.language) {
            let language = table.language
            let compares = language != development && !developmentTexts.isEmpty
            for text in table.texts {
                var subject: String {
                    let place = text.path.filter { $0 != "NSStringLocalizedFormatKey" }
                    return "the \(language.map { "\"\($0)\" " } ?? "")value of \"\(text.key)\"" + (place.isEmpty ? "" : " (\(place.joined(separator: " › ")))")
                }
                let found = ValidationInvisibleCharacters.find(in: text.value, locale: language)
                if !found.isEmpty {
                    let (file, position) = context.location(of: text, table: index)
                    context.report(
                        .warning, .invisibleCharacter, file: file, position: position, key: text.key, locale: language,
                        keyPath: text.isStringsdict ? [text.key] + text.path : [],
                        "\(subject) contains \(ValidationInvisibleCharacters.describe(found))")
                }
                guard compares, let sourceValue = developmentTexts[text.slot] ?? text.otherSlot.flatMap({ developmentTexts[$0] }),
                      let difference = ValidationWhitespace.mismatch(source: sourceValue, translation: text.value, locale: language)
                else { continue }
                let (file, position) = context.location(of: text, table: index)
                context.report(
                    .warning, .whitespaceMismatch, file: file, position: position, key: text.key, locale: language,
                    keyPath: text.isStringsdict ? [text.key] + text.path : [], "\(subject) \(difference)")
            }
        }
    }
}
