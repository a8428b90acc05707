import StringResources

/// Brings one String Catalog in line with the strings extracted for its table, as Xcode's build does.
///
/// New keys are added (`extracted_with_value` with the source-language value when the code gives a default
/// value; a key with several specifiers gets its source-language value with positions, `%1$@ of %2$@`, as
/// Xcode writes it); keys no longer in the source become `stale` and are never deleted; a stale key found
/// again is revived; keys marked `manual` are left alone; a comment in the source replaces the catalog's
/// (several different comments for one key are joined with a line break, in source order), and a key whose
/// source has no comment keeps the catalog's (a migrated or Xcode-generated one); translations are untouched.
public enum CatalogExtractionUpdate {
    /// The strings of one key, merged: its comments and default value.
    struct MergedKey {
        var key: String
        var comment: String?
        var defaultValue: String?
    }

    /// Applies `strings` (all of this catalog's table) to `catalog`; returns the changes, in key order, and
    /// findings for a key given different default values.
    public static func apply(_ strings: [ExtractedString], to catalog: inout StringCatalog) -> (changes: [ExtractionChange], findings: [ValidationFinding]) {
        var findings: [ValidationFinding] = []
        let merged = merge(strings, findings: &findings)
        var changes: [ExtractionChange] = []
        // Which of the catalog's keys the source has, by position (keys added here are all found).
        var found = [Bool](repeating: false, count: catalog.strings.count)
        for entry in merged {
            if let position = catalog.strings.index(forKey: entry.key) {
                if position < found.count { found[position] = true }
                catalog.strings.updateValue(at: position) { existing in
                    update(&existing, with: entry, sourceLanguage: catalog.sourceLanguage, changes: &changes)
                }
            } else {
                catalog.strings[entry.key] = newEntry(entry, sourceLanguage: catalog.sourceLanguage)
                changes.append(ExtractionChange(.added, key: entry.key))
            }
        }
        for position in catalog.strings.indices {
            guard position < found.count, !found[position] else { continue }
            let key = catalog.strings.keys[position]
            catalog.strings.updateValue(at: position) { entry in
                if entry.extractionState == .manual || entry.extractionState == .stale { return }
                entry.extractionState = .stale
                changes.append(ExtractionChange(.becameStale, key: key))
            }
        }
        return (changes, findings)
    }

    /// One value per key in first-seen order: comments joined, the first default value kept.
    static func merge(_ strings: [ExtractedString], findings: inout [ValidationFinding]) -> [MergedKey] {
        var order: [MergedKey] = []
        var positions: [ExactStringKey: Int] = [:]
        positions.reserveCapacity(strings.count)
        var comments: [[String]] = []
        // The comments already kept for a key, once it has several: a key used in many places is checked in
        // constant time (the same equality as `contains`).
        var commentSets: [Int: Set<String>] = [:]
        for string in strings {
            let exact = ExactStringKey(string.key)
            if let position = positions[exact] {
                if let comment = string.comment {
                    if comments[position].count < 8 {
                        if !comments[position].contains(comment) { comments[position].append(comment) }
                    } else {
                        if commentSets[position] == nil { commentSets[position] = Set(comments[position]) }
                        if commentSets[position]?.insert(comment).inserted == true { comments[position].append(comment) }
                    }
                }
                if let value = string.defaultValue {
                    if let existing = order[position].defaultValue, existing != value {
                        findings.append(ValidationFinding(
                            severity: .warning, rule: .extractConflictingValue, file: string.file, position: string.position, key: string.key,
                            message: "'\(string.key)' has the default value \(JSONWriter.quoted(value)) here and \(JSONWriter.quoted(existing)) earlier; the first is kept"))
                    } else if order[position].defaultValue == nil {
                        order[position].defaultValue = value
                    }
                }
            } else {
                positions[exact] = order.count
                order.append(MergedKey(key: string.key, comment: nil, defaultValue: string.defaultValue))
                comments.append(string.comment.map { [$0] } ?? [])
            }
        }
        for index in order.indices where !comments[index].isEmpty {
            order[index].comment = comments[index].joined(separator: "\n")
        }
        return order
    }

    private static func newEntry(_ merged: MergedKey, sourceLanguage: String) -> CatalogEntry {
        var entry = CatalogEntry(comment: merged.comment, extractionState: merged.defaultValue == nil ? nil : .extractedWithValue)
        if let value = sourceValue(merged) {
            entry.localizations[sourceLanguage] = CatalogLocalization(value, state: .new)
        }
        return entry
    }

    /// The source-language value Xcode writes for a new key: the default value, or the key itself when it has
    /// several arguments, with positions added so that translators can reorder them.
    static func sourceValue(_ merged: MergedKey) -> String? {
        if let value = merged.defaultValue { return numbered(value) }
        let numberedKey = numbered(merged.key)
        return numberedKey == merged.key ? nil : numberedKey
    }

    /// `%@ of %@` → `%1$@ of %2$@` when a format has two or more sequential specifiers; otherwise unchanged.
    static func numbered(_ format: String) -> String {
        let parsed = FormatString(parsing: format, allowsSubstitutionArgument: false)
        let specifiers = parsed.specifiers
        guard specifiers.count >= 2, specifiers.allSatisfy({ $0.position == nil }), !parsed.hasErrors,
              parsed.variables.isEmpty else { return format }
        var bytes = Array(format.utf8)
        for specifier in specifiers.reversed() {
            bytes.insert(contentsOf: Array("\(specifier.argumentPosition)$".utf8), at: specifier.offset + 1)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func update(_ entry: inout CatalogEntry, with merged: MergedKey, sourceLanguage: String, changes: inout [ExtractionChange]) {
        if entry.extractionState == .manual { return }
        if entry.extractionState == .stale {
            entry.extractionState = merged.defaultValue == nil ? nil : .extractedWithValue
            changes.append(ExtractionChange(.revived, key: merged.key))
        } else if merged.defaultValue != nil, entry.extractionState == nil {
            entry.extractionState = .extractedWithValue
        } else if merged.defaultValue == nil, entry.extractionState == .extractedWithValue {
            entry.extractionState = nil
        }
        // A comment stays until the source gives one (Xcode keeps migrated and generated comments).
        if let comment = merged.comment, comment != entry.comment {
            entry.comment = merged.comment
            entry.isCommentAutoGenerated = nil
            changes.append(ExtractionChange(.commentChanged, key: merged.key))
        }
        // The untranslated source-language value follows the code's default value.
        if let value = merged.defaultValue.map(numbered) {
            if var localization = entry.localizations[sourceLanguage], var unit = localization.stringUnit {
                if unit.state == .new, unit.value != value {
                    unit.value = value
                    localization.stringUnit = unit
                    entry.localizations[sourceLanguage] = localization
                    changes.append(ExtractionChange(.valueChanged, key: merged.key))
                }
            } else if entry.localizations[sourceLanguage] == nil {
                entry.localizations[sourceLanguage] = CatalogLocalization(value, state: .new)
                changes.append(ExtractionChange(.valueChanged, key: merged.key))
            }
        }
    }
}
