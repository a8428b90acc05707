/// Format strings: each translation's specifiers against the source's, the specifiers themselves, and
/// substitutions against the formats that reference them.
///
/// Every string is parsed once. A key whose source has no specifier or variable is not a format, and
/// its translations are not compared (a French `100 % sûr` is not a `% s` conversion); `%n` and mixed
/// positions are reported everywhere.
public struct ValidationFormatCheck: ValidationCatalogCheck {
    /// Creates the check.
    public init() {}

    public var rules: [ValidationRule] {
        ValidationRule.builtIn.filter {
            [.formatSpecifierMismatch, .formatWidthMismatch, .formatPositionalMixed, .formatNSpecifier, .formatInvalid,
             .substitutionUndefined, .substitutionUnused, .substitutionMismatch, .formatUnsupportedSpecifier, .formatSkippedArgument].contains($0.id)
        }
    }

    /// A parsed string unit; a class, since the checks pass and loop over each several times (a copy of a struct
    /// would retain every field of the leaf and of its format).
    final class ParsedLeaf {
        let leaf: CatalogStringUnitLeaf
        let format: FormatString

        init(leaf: CatalogStringUnitLeaf, format: FormatString) {
            self.leaf = leaf
            self.format = format
        }
    }

    public func check(_ context: inout ValidationCatalogContext) {
        let catalog = context.catalog
        let source = catalog.sourceLanguage
        for entryIndex in catalog.strings.indices {
            let key = catalog.strings.keys[entryIndex]
            let entry = catalog.strings.values[entryIndex]
            var signature: [Int: ValidationArgumentUse] = [:]
            if let sourceIndex = entry.localizations.index(forKey: source) {
                let localization = entry.localizations.values[sourceIndex]
                let parsed = parse(entry: entryIndex, localization: sourceIndex, &context)
                var isFormat = false
                for item in parsed where item.leaf.substitution == nil {
                    if !isFormat && ValidationArgumentUse.isFormat(item.format) { isFormat = true }
                    signature.merge(ValidationArgumentUse.uses(of: item.format, substitutions: localization.substitutions)) { first, _ in first }
                }
                if isFormat {
                    // Arguments only substitutions' forms use (`%2$@ followers` under `%#@followers@`) are the source's too.
                    for (_, form) in Self.substitutionFormUses(parsed, localization) {
                        signature.merge(form.uses) { first, _ in first }
                    }
                } else {
                    // Plain text with a literal `%` (`not 100% accurate`): no format.
                    signature = [:]
                }
                let takesArguments = !signature.isEmpty
                checkSpecifiers(parsed, key: key, locale: source, takesArguments: takesArguments, &context)
                checkSubstitutions(localization, parsed, key: key, locale: source, &context)
            } else if key.utf8.contains(UInt8(ascii: "%")) {
                let format = FormatString(parsing: key, allowsSubstitutionArgument: false)
                signature = ValidationArgumentUse.isFormat(format) ? ValidationArgumentUse.uses(of: format, substitutions: nil) : [:]
            }
            let takesArguments = !signature.isEmpty
            let signatureOrder = signature.keys.sorted()
            for localizationIndex in entry.localizations.indices {
                let locale = entry.localizations.keys[localizationIndex]
                guard locale != source, context.includes(locale: locale) else { continue }
                // Where the source takes no arguments, a translation without `%` and substitutions has nothing to
                // report: no specifiers, variables or diagnostics.
                if !takesArguments, entry.localizations.values.withUnsafeBufferPointer({ $0[localizationIndex].substitutions == nil }),
                   Self.isPlainText(context.leaves(entry: entryIndex, localization: localizationIndex)) { continue }
                let localization = entry.localizations.values[localizationIndex]
                let parsed = parse(entry: entryIndex, localization: localizationIndex, &context)
                checkSpecifiers(parsed, key: key, locale: locale, takesArguments: takesArguments, &context)
                checkSubstitutions(localization, parsed, key: key, locale: locale, &context)
                guard takesArguments else {
                    reportArgumentsWithoutSource(parsed, localization, key: key, locale: locale, &context)
                    continue
                }
                let formUses = localization.substitutions == nil ? [:] : Self.substitutionFormUses(parsed, localization)
                // An empty value is reported as such; comparing its arguments would only repeat it.
                for item in parsed where !item.leaf.stringUnit.value.isEmpty {
                    if let name = item.leaf.substitution {
                        guard let start = formUses[name]?.start else { continue }
                        compareForm(item, start: start, with: signature, key: key, locale: locale, &context)
                        continue
                    }
                    // What the substitutions this text references read counts as read by it.
                    var alsoRead = Set<Int>()
                    for variable in item.format.variables {
                        if let uses = formUses[variable.name]?.uses { alsoRead.formUnion(uses.keys) }
                    }
                    compare(item, substitutions: localization.substitutions, with: signature, signatureOrder: signatureOrder, alsoRead: alsoRead, key: key, locale: locale, &context)
                }
            }
        }
    }

    /// The arguments each substitution's forms read, by substitution, with the argument the substitution itself
    /// reads (`start`: the position its reference gives, else its `argNum`, else the reference's place), as Apple
    /// reads a compiled form.
    static func substitutionFormUses(
        _ parsed: [ParsedLeaf], _ localization: CatalogLocalization
    ) -> [String: (start: Int, uses: [Int: ValidationArgumentUse])] {
        guard let substitutions = localization.substitutions else { return [:] }
        var starts: [String: Int] = [:]
        for item in parsed where item.leaf.substitution == nil {
            for variable in item.format.variables where starts[variable.name] == nil {
                starts[variable.name] = ValidationArgumentUse.argument(of: variable, substitutions: substitutions)
            }
        }
        var result: [String: (start: Int, uses: [Int: ValidationArgumentUse])] = [:]
        for item in parsed {
            guard let name = item.leaf.substitution, let start = starts[name] ?? substitutions[name]?.argNum else { continue }
            let uses = ValidationArgumentUse.formUses(of: item.format, start: start)
            result[name, default: (start, [:])].uses.merge(uses) { first, _ in first }
        }
        return result
    }

    /// Whether no leaf has a `%` (so every leaf's format is ``ValidationCatalogLeaves/plainText``).
    private static func isPlainText(_ leaves: ArraySlice<CatalogStringUnitLeaf>) -> Bool {
        for position in leaves.indices where ValidationMessage.contains(UInt8(ascii: "%"), in: leaves[position].stringUnit.value) {
            return false
        }
        return true
    }

    /// The leaves of a localization with their formats, which the context parses once for every check (a text
    /// without `%` needs no parse of its own).
    private func parse(entry: Int, localization: Int, _ context: inout ValidationCatalogContext) -> [ParsedLeaf] {
        let leaves = context.leaves(entry: entry, localization: localization)
        var parsed: [ParsedLeaf] = []
        parsed.reserveCapacity(leaves.count)
        for position in leaves.indices {
            parsed.append(ParsedLeaf(leaf: leaves[position], format: context.format(ofLeaf: position)))
        }
        return parsed
    }

    private func keyPath(_ key: String, _ locale: String, _ leaf: CatalogStringUnitLeaf) -> [String] {
        ValidationMessage.keyPath(key: key, locale: locale, path: leaf.path, suffix: ["stringUnit", "value"])
    }

    private func place(_ leaf: CatalogStringUnitLeaf) -> String {
        guard !leaf.path.isEmpty else { return "" }
        var message = ValidationMessage(capacity: 48)
        message.appendPlace(leaf.path)
        return message.text
    }

    /// `the "fi" value of "key" (plural:one)`, then what `rest` appends.
    private func message(_ key: String, _ locale: String, _ leaf: CatalogStringUnitLeaf, _ rest: (inout ValidationMessage) -> Void) -> String {
        var message = ValidationMessage(capacity: 96 + key.utf8.count)
        message.appendValueSubject(locale: locale, key: key, path: leaf.path)
        rest(&message)
        return message.text
    }

    /// `%n`, mixed positions and unparsable specifiers in each string.
    private func checkSpecifiers(_ parsed: [ParsedLeaf], key: String, locale: String, takesArguments: Bool, _ context: inout ValidationCatalogContext) {
        for item in parsed {
            let isWholeValue = !item.leaf.path.contains { if case .device = $0 { false } else { true } }
            let isForm = item.leaf.substitution != nil
            for diagnostic in item.format.diagnostics {
                // A substitution's form numbers its unpositioned specifiers from the substitution's argument (as a
                // compiled .stringsdict form does), so mixing positions there is fine; conflicts are found on that
                // numbering by compareForm.
                if isForm, ValidationFormatDiagnostics.followsFormNumbering(diagnostic) { continue }
                guard let (rule, severity) = ValidationFormatDiagnostics.classify(
                    diagnostic, in: item.format, takesArguments: takesArguments, isWholeValue: isWholeValue) else { continue }
                context.report(
                    severity, rule, at: context.offset(of: item.leaf.stringUnit, valueByte: diagnostic.offset), key: key, locale: locale,
                    keyPath: keyPath(key, locale, item.leaf),
                    "the \"\(locale)\" value of \"\(key)\"\(place(item.leaf)): \(diagnostic.message) (column \(diagnostic.column) of the value)")
            }
            guard takesArguments else { continue }
            for specifier in ValidationFormatDiagnostics.unsupportedSpecifiers(in: item.format) {
                context.report(
                    .warning, .formatUnsupportedSpecifier,
                    at: context.offset(of: item.leaf.stringUnit, valueByte: specifier.offset), key: key, locale: locale,
                    keyPath: keyPath(key, locale, item.leaf),
                    "the \"\(locale)\" value of \"\(key)\"\(place(item.leaf)) \(ValidationFormatDiagnostics.unsupportedMessage(specifier))")
            }
        }
    }

    /// The byte offset in `format` of what ``ValidationArgumentUse/uses(of:substitutions:variableTypes:)``
    /// reports for argument `position`: its first specifier, else its first other use (a `*` amount or
    /// a variable).
    static func firstUse(of position: Int, in format: FormatString) -> Int? {
        for segment in format.segments {
            if case .specifier(let specifier) = segment, specifier.argumentPosition == position { return specifier.offset }
        }
        var found: Int?
        FormatParser.forEachUse(segments: format.segments, variables: format.variables) { used, _, offset in
            guard used == position else { return true }
            found = offset
            return false
        }
        return found
    }

    /// A translation that takes an argument (`%@`, `%lld`) where the source takes none: users see the
    /// specifier as written. A `%` with flags or a width (`50 % de`, `100%-os`, `%50'si`) is typography, not a
    /// specifier.
    private func reportArgumentsWithoutSource(
        _ parsed: [ParsedLeaf], _ localization: CatalogLocalization, key: String, locale: String, _ context: inout ValidationCatalogContext
    ) {
        for item in parsed where item.leaf.substitution == nil {
            // Substitutions (`%#@items@`) without a source argument are reported by their own rules.
            guard let specifier = item.format.firstSpecifier(where: ValidationArgumentUse.isUnmistakable) else { continue }
            let position = specifier.argumentPosition
            context.report(
                .warning, .formatSpecifierMismatch,
                at: context.offset(of: item.leaf.stringUnit, valueByte: specifier.offset), key: key, locale: locale,
                keyPath: keyPath(key, locale, item.leaf),
                "the \"\(locale)\" value of \"\(key)\"\(place(item.leaf)) uses argument \(position) (\(specifier.text)), but the source takes no arguments; users would see it as written")
        }
    }

    /// A translation's arguments against the source's: positions it lacks or adds, and types per position.
    /// `alsoRead` are the arguments the substitutions it references read.
    private func compare(
        _ item: ParsedLeaf,
        substitutions: CatalogDictionary<CatalogSubstitution>?,
        with signature: [Int: ValidationArgumentUse],
        signatureOrder: [Int],
        alsoRead: Set<Int>,
        key: String,
        locale: String,
        _ context: inout ValidationCatalogContext
    ) {
        let uses = ValidationArgumentUse.sortedUses(of: item.format, substitutions: substitutions)
        let unit = item.leaf.stringUnit
        // A finding about one argument points at its first specifier or variable; one about an argument
        // the value lacks, at the value.
        func offset(of position: Int, _ context: ValidationCatalogContext) -> Int? {
            context.offset(of: unit, valueByte: Self.firstUse(of: position, in: item.format))
        }
        var path: [String] { keyPath(key, locale, item.leaf) }
        var where_: String { "the \"\(locale)\" value of \"\(key)\"\(place(item.leaf))" }
        for (position, use) in uses {
            guard let expected = signature[position] else {
                let at = offset(of: position, context)
                context.report(
                    .error, .formatSpecifierMismatch, at: at, key: key, locale: locale, keyPath: path,
                    "\(where_) uses argument \(position) (\(use.text)), which the source does not have")
                continue
            }
            reportTypeOrWidth(
                use, expected, position: position, at: { offset(of: position, $0) }, subject: where_, key: key, locale: locale, keyPath: path,
                &context)
        }
        // A plural form may leave out the number ("One term"); other strings must use every argument.
        let inPlural = item.leaf.path.contains { if case .plural = $0 { true } else { false } }
        guard !inPlural else { return }
        for position in signatureOrder where !uses.contains(where: { $0.position == position }) && !alsoRead.contains(position) {
            guard let expected = signature[position] else { continue }
            let droppable = ValidationArgumentUse.isDroppableEnding(position, of: signature)
            let text = message(key, locale, item.leaf) { message in
                message.append(" does not use argument ")
                message.append(position)
                message.append(" (")
                message.append(expected.text)
                message.append(droppable ? "), which the source appends to a word; fine if the language needs no such ending" : ") of the source")
            }
            context.report(droppable ? .warning : .error, .formatSpecifierMismatch, at: context.offset(of: unit), key: key, locale: locale, keyPath: path, text)
        }
    }

    /// A substitution form's arguments against the source's, numbered as Apple reads the compiled form: an
    /// argument the source lacks, another type or width, or one argument read as two types in the form itself.
    /// A form may leave any argument out.
    private func compareForm(
        _ item: ParsedLeaf, start: Int, with signature: [Int: ValidationArgumentUse], key: String, locale: String,
        _ context: inout ValidationCatalogContext
    ) {
        let unit = item.leaf.stringUnit
        var path: [String] { keyPath(key, locale, item.leaf) }
        var where_: String { "the \"\(locale)\" value of \"\(key)\"\(place(item.leaf))" }
        var seen: [Int: ValidationArgumentUse] = [:]
        for case .specifier(let specifier) in item.format.segments {
            let position = ValidationArgumentUse.formPosition(of: specifier, start: start)
            let use = ValidationArgumentUse.use(of: specifier, in: item.format)
            let offset = context.offset(of: unit, valueByte: specifier.offset)
            if let first = seen[position] {
                if let type = use.type, let firstType = first.type, !type.isCompatible(with: firstType) {
                    context.report(
                        .error, .formatInvalid, at: offset, key: key, locale: locale, keyPath: path,
                        "\(where_) reads argument \(position) as \(use.text) (\(type)) and as \(first.text) (\(firstType))")
                }
                continue
            }
            seen[position] = use
            // The substitution's own argument is checked against its formatSpecifier by checkSubstitutions.
            guard position != start else { continue }
            guard let expected = signature[position] else {
                context.report(
                    .error, .formatSpecifierMismatch, at: offset, key: key, locale: locale, keyPath: path,
                    "\(where_) uses argument \(position) (\(use.text)), which the source does not have")
                continue
            }
            reportTypeOrWidth(use, expected, position: position, at: { _ in offset }, subject: where_, key: key, locale: locale, keyPath: path, &context)
        }
    }

    /// Another type than the source's (an error), or the same integer read with another width (`%d` for the
    /// source's `%lld`: a warning, since numbers past 2³¹ come out wrong).
    /// `offset`, `subject` and `keyPath` are only made for a finding.
    private func reportTypeOrWidth(
        _ use: ValidationArgumentUse, _ expected: ValidationArgumentUse, position: Int, at offset: (ValidationCatalogContext) -> Int?,
        subject: @autoclosure () -> String, key: String, locale: String, keyPath: @autoclosure () -> [String],
        _ context: inout ValidationCatalogContext
    ) {
        guard let type = use.type, let expectedType = expected.type else { return }
        if !type.isCompatible(with: expectedType) {
            let at = offset(context)
            context.report(
                .error, .formatSpecifierMismatch, at: at, key: key, locale: locale, keyPath: keyPath(),
                "\(subject()) formats argument \(position) as \(use.text) (\(type)) but the source as \(expected.text) (\(expectedType))")
        } else if let message = ValidationFormatDiagnostics.widthMismatch(use, expected, position: position, source: "the source") {
            let at = offset(context)
            context.report(.warning, .formatWidthMismatch, at: at, key: key, locale: locale, keyPath: keyPath(), "\(subject()) \(message)")
        }
    }

    /// Substitutions referenced and defined, `argNum` and `formatSpecifier` consistent with the format.
    private func checkSubstitutions(
        _ localization: CatalogLocalization,
        _ parsed: [ParsedLeaf],
        key: String,
        locale: String,
        _ context: inout ValidationCatalogContext
    ) {
        let substitutions = localization.substitutions
        guard substitutions != nil || parsed.contains(where: { !$0.format.variables.isEmpty }) else { return }
        var referenced: [String: (variable: FormatVariable, item: ParsedLeaf)] = [:]
        for item in parsed {
            for variable in item.format.variables where referenced[variable.name] == nil {
                referenced[variable.name] = (variable, item)
                if substitutions?[variable.name] == nil {
                    context.report(
                        .error, .substitutionUndefined, at: context.offset(of: item.leaf.stringUnit, valueByte: variable.offset),
                        key: key, locale: locale,
                        keyPath: keyPath(key, locale, item.leaf),
                        "the \"\(locale)\" value of \"\(key)\"\(place(item.leaf)) references '\(variable.text)' but no substitution '\(variable.name)' is defined")
                }
            }
        }
        guard let substitutions else { return }
        var base: [String] { StringCatalog.keyPath(key: key, locale: locale) + ["substitutions"] }
        for (name, substitution) in substitutions {
            let offset = substitution.sourceOffset
            var path: [String] { base + [name] }
            var subject: String { "substitution '\(name)' of the \"\(locale)\" localization of \"\(key)\"" }
            guard let reference = referenced[name] else {
                // Apple also accepts spellings the format parser does not read as variables (`%1#@name@`).
                if parsed.contains(where: { $0.leaf.stringUnit.value.contains("#@\(name)@") }) { continue }
                context.report(
                    .warning, .substitutionUnused, at: offset, key: key, locale: locale, keyPath: path,
                    "\(subject) is defined but no string references '%#@\(name)@'")
                continue
            }
            let variable = reference.variable
            let item = reference.item
            // Findings about a member point at its value.
            let argNumOffset = substitution.argNumOffset ?? offset
            let specifierOffset = substitution.formatSpecifierOffset ?? offset
            if let text = substitution.argNumText {
                if let argNum = substitution.argNum {
                    // An unpositioned reference reads argNum (a translation reorders its substitutions so); only a
                    // written position can contradict it.
                    if let position = variable.position, argNum != position {
                        context.report(
                            .error, .substitutionMismatch, at: argNumOffset, key: key, locale: locale, keyPath: path + ["argNum"],
                            "\(subject) has argNum \(argNum) but '\(variable.text)' takes argument \(position)")
                    }
                } else {
                    context.report(
                        .error, .substitutionMismatch, at: argNumOffset, key: key, locale: locale, keyPath: path + ["argNum"],
                        "\(subject) has argNum '\(text)', which is not a whole number")
                }
            }
            guard let specifier = substitution.formatSpecifier else {
                context.report(
                    .error, .substitutionMismatch, at: offset, key: key, locale: locale, keyPath: path,
                    "\(subject) has no formatSpecifier")
                continue
            }
            guard let type = FormatArgumentType(valueType: specifier) else {
                context.report(
                    .error, .substitutionMismatch, at: specifierOffset, key: key, locale: locale, keyPath: path + ["formatSpecifier"],
                    "\(subject) has formatSpecifier '\(specifier)', which is no format specifier")
                continue
            }
            if substitution.variations?.plural != nil && !(type.isInteger || type == .floatingPoint) {
                context.report(
                    .error, .substitutionMismatch, at: specifierOffset, key: key, locale: locale, keyPath: path + ["formatSpecifier"],
                    "\(subject) varies by plural but its formatSpecifier '\(specifier)' is no number (\(type))")
            }
            if let used = item.format.argumentTypes[variable.argumentPosition], !used.isCompatible(with: type) {
                let shown = item.format.specifiers.first { $0.argumentPosition == variable.argumentPosition }?.text ?? "a specifier"
                context.report(
                    .error, .substitutionMismatch, at: specifierOffset, key: key, locale: locale, keyPath: path + ["formatSpecifier"],
                    "\(subject) has formatSpecifier '\(specifier)' (\(type)) but the format also reads argument \(variable.argumentPosition) as \(shown) (\(used))")
            }
            // A form without `%arg` that formats the number itself (`%@ termiä`) reads the substitution's
            // argument with its first sequential specifier, as the compiled .stringsdict form will.
            for form in parsed where form.leaf.substitution == name && !form.format.hasSubstitutionArgument {
                guard let first = form.format.firstSpecifier(where: { $0.position == nil }),
                      !first.argumentType.isCompatible(with: type) else { continue }
                context.report(
                    .error, .substitutionMismatch, at: context.offset(of: form.leaf.stringUnit, valueByte: first.offset), key: key, locale: locale,
                    keyPath: keyPath(key, locale, form.leaf),
                    "the \"\(locale)\" value of \"\(key)\"\(place(form.leaf)) formats the argument of '\(name)' as \(first.text) (\(first.argumentType)) but its formatSpecifier '\(specifier)' reads it as \(type)")
            }
        }
    }
}
