/// Whether every key is translated and finished: missing translations, review states, empty values,
/// and "Don't translate" keys that carry translations.
///
/// Some keys need no translation (see ``ValidationOptionalTranslation``): the empty key, keys made only of
/// specifiers, and InfoPlist's `CFBundleName`, `CFBundleDisplayName` and `NSHumanReadableCopyright`.
public struct ValidationCoverageCheck: ValidationCatalogCheck {
    /// Creates the check.
    public init() {}

    public var rules: [ValidationRule] {
        ValidationRule.builtIn.filter {
            [.missingTranslation, .stateNew, .stateNeedsReview, .stateStale, .stateUnknown, .emptyValue, .shouldNotTranslate].contains($0.id)
        }
    }

    public func check(_ context: inout ValidationCatalogContext) {
        let catalog = context.catalog
        let source = catalog.sourceLanguage
        let targets = context.targetLocales
        let table = ValidationOptionalTranslation.table(ofFile: context.file)
        // The targets by position, looked up byte for byte as the catalog's dictionaries do.
        let targetPositions = ValidationLocaleLookup(targets)
        let asciiTargets = targets.map { $0.utf8.allSatisfy { $0 < 0x80 } }
        // Targets given twice (`--locale fi,fi`) are each looked up, as the walk would mark only one of them.
        let distinctTargets = targetPositions.distinctCount == targets.count
        // Room for the missing translations, at most a target per localization an entry lacks (and one for the
        // source it may lack), counted from the entries' sizes before any finding is made.
        var missing = 0
        catalog.strings.values.withUnsafeBufferPointer { entries in
            for index in entries.indices where entries[index].shouldTranslate != false && entries[index].extractionState != .stale {
                missing += max(0, targets.count + 1 - entries[index].localizations.count)
            }
        }
        context.reserveFindings(missing)
        var present: [Bool] = []
        catalog.strings.values.withUnsafeBufferPointer { entries in
            guard let entries = entries.baseAddress else { return }
            for entryIndex in catalog.strings.indices {
                let key = catalog.strings.keys[entryIndex]
                // Read in place: a copy of an entry would retain each of its fields.
                let entry = entries + entryIndex
                if entry.pointee.shouldTranslate == false {
                    for (locale, localization) in entry.pointee.localizations where locale != source && context.includes(locale: locale) {
                        context.report(
                            .warning, .shouldNotTranslate, at: localization.sourceOffset ?? entry.pointee.sourceOffset, key: key, locale: locale,
                            keyPath: ["strings", key, "localizations", locale],
                            "\"\(key)\" is marked \"Don't translate\" but has a \"\(locale)\" translation")
                    }
                    continue
                }
                // One key path for every finding about the key (a catalog may lack a key in twenty locales).
                let keyPath = ["strings", key]
                // A key the code no longer uses needs no more translations: one note instead of missing ones.
                let isStale = entry.pointee.extractionState == .stale
                // Findings about the key itself point at the key.
                let keyOffset = entry.pointee.keyOffset ?? entry.pointee.sourceOffset
                if isStale {
                    context.report(
                        .note, .stateStale, at: keyOffset, key: key, locale: nil, keyPath: keyPath,
                        "\"\(key)\" is stale: it is no longer found in the source code")
                }
                // The empty key, a key of specifiers only, InfoPlist's CFBundleName…: a translation is optional.
                let sourceIndex = entry.pointee.localizations.index(forKey: source)
                let isOptional = !isStale && ValidationOptionalTranslation.isOptional(
                    key: key, sourceValue: sourceIndex.flatMap { entry.pointee.localizations.values[$0].stringUnit?.value },
                    sourceVaries: sourceIndex.map {
                        entry.pointee.localizations.values[$0].variations != nil || entry.pointee.localizations.values[$0].substitutions != nil
                    } ?? false, table: table)
                if !isStale && !isOptional {
                    // Which targets the entry has: its localizations mostly come in the targets' order, so each is
                    // looked for where the last one was found, and looked up only when it is not there.
                    present.removeAll(keepingCapacity: true)
                    present.append(contentsOf: repeatElement(false, count: targets.count))
                    var next = 0
                    entry.pointee.localizations.keys.withUnsafeBufferPointer { keys in
                        guard distinctTargets else {
                            for target in targets.indices { present[target] = entry.pointee.localizations.index(forKey: targets[target]) != nil }
                            return
                        }
                        for index in keys.indices {
                            let found: Int?
                            if next < targets.count, Self.isSame(keys[index], targets[next], asciiTarget: asciiTargets[next]) {
                                found = next
                            } else if next + 1 < targets.count, Self.isSame(keys[index], targets[next + 1], asciiTarget: asciiTargets[next + 1]) {
                                found = next + 1
                            } else {
                                found = targetPositions.position(of: keys[index])
                            }
                            if let found {
                                present[found] = true
                                next = found + 1
                            }
                        }
                    }
                    // The message stays parts until a report writes it: a catalog may lack tens of thousands.
                    context.reportMissingTranslations(of: key, at: keyOffset, keyPath: keyPath, locales: targets, present: present)
                }
                for localizationIndex in entry.pointee.localizations.indices {
                    let locale = entry.pointee.localizations.keys[localizationIndex]
                    guard context.includes(locale: locale) else { continue }
                    let leaves = context.leaves(entry: entryIndex, localization: localizationIndex)
                    if leaves.isEmpty {
                        context.report(
                            .error, .missingTranslation, at: entry.pointee.localizations.values[localizationIndex].sourceOffset ?? entry.pointee.sourceOffset,
                            key: key, locale: locale,
                            keyPath: ["strings", key, "localizations", locale],
                            "\"\(key)\" has a \"\(locale)\" localization without any string")
                        continue
                    }
                    // Read in place: a copy of a leaf would retain its path and every field of its string unit.
                    leaves.withUnsafeBufferPointer { leaves in
                        guard let base = leaves.baseAddress else { return }
                        for position in leaves.indices {
                            check(base + position, key: key, locale: locale, &context)
                        }
                    }
                }
            }
        }
    }

    /// Whether `key` is `target` byte for byte. For an ASCII target `==` says so cheaply when the lengths agree: a
    /// string canonically equivalent to ASCII but not ASCII (a Kelvin sign for `K`) is longer.
    @inline(__always)
    static func isSame(_ key: String, _ target: String, asciiTarget: Bool) -> Bool {
        guard asciiTarget else { return ExactStringKey(key) == ExactStringKey(target) }
        return key.utf8.count == target.utf8.count && key == target
    }

    private func check(_ leaf: UnsafePointer<CatalogStringUnitLeaf>, key: String, locale: String, _ context: inout ValidationCatalogContext) {
        // Key paths and messages are built only for findings: most strings have none.
        var keyPath: [String] { ValidationMessage.keyPath(key: key, locale: locale, path: leaf.pointee.path, suffix: ["stringUnit"]) }
        var place: String {
            var place = ValidationMessage(capacity: 48)
            place.appendPlace(leaf.pointee.path)
            return place.text
        }
        /// `the "fi" translation of "key" (plural:one)` and the ending, kept as parts.
        func message(_ ending: ValidationFindingMessage.Ending) -> ValidationFindingMessage {
            .translation(path: leaf.pointee.path, ending: ending)
        }
        // A state finding points at the state's value; an empty value at the value.
        let stateOffset = leaf.pointee.stringUnit.stateOffset ?? leaf.pointee.stringUnit.sourceOffset
        switch leaf.pointee.stringUnit.state {
        case .translated?:
            // The usual state, settled by one comparison.
            break
        case .new?:
            context.report(.warning, .stateNew, at: stateOffset, key: key, locale: locale, keyPath: keyPath, message: message(.isNew))
        case .needsReview?:
            context.report(.warning, .stateNeedsReview, at: stateOffset, key: key, locale: locale, keyPath: keyPath, message: message(.needsReview))
        case .stale?:
            context.report(.warning, .stateStale, at: stateOffset, key: key, locale: locale, keyPath: keyPath, message: message(.isStale))
        case let state? where !CatalogStringUnit.State.known.contains(state):
            // Kept as written, but Xcode may not read it as translated.
            context.report(
                .warning, .stateUnknown, at: stateOffset, key: key, locale: locale, keyPath: keyPath,
                "the \"\(locale)\" translation of \"\(key)\"\(place) has the state '\(state.rawValue)', which is not one Xcode writes (\(CatalogStringUnit.State.known.map(\.rawValue).joined(separator: ", ")))")
        default:
            break
        }
        if leaf.pointee.stringUnit.value.isEmpty {
            context.report(
                .warning, .emptyValue, at: context.offset(of: leaf.pointee.stringUnit), key: key, locale: locale, keyPath: keyPath,
                message: message(.isEmpty))
        }
    }
}
