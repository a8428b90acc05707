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
            [.formatSpecifierMismatch, .formatPositionalMixed, .formatNSpecifier, .formatInvalid,
             .substitutionUndefined, .substitutionUnused, .substitutionMismatch].contains($0.id)
        }
    }

    /// A parsed string unit.
    struct ParsedLeaf {
        var leaf: CatalogStringUnitLeaf
        var format: FormatString
    }

    public func check(_ context: inout ValidationCatalogContext) {
        let source = context.catalog.sourceLanguage
        for (key, entry) in context.catalog.strings {
            var signature: [Int: ValidationArgumentUse] = [:]
            if let localization = entry.localizations[source] {
                let parsed = parse(localization)
                for item in parsed where item.leaf.substitution == nil {
                    signature.merge(ValidationArgumentUse.uses(of: item.format, substitutions: localization.substitutions)) { first, _ in first }
                }
                let takesArguments = !signature.isEmpty
                checkSpecifiers(parsed, key: key, locale: source, takesArguments: takesArguments, &context)
                checkSubstitutions(localization, parsed, key: key, locale: source, &context)
            } else {
                signature = key.utf8.contains(UInt8(ascii: "%"))
                    ? ValidationArgumentUse.uses(of: FormatString(parsing: key, allowsSubstitutionArgument: false), substitutions: nil)
                    : [:]
            }
            let takesArguments = !signature.isEmpty
            for (locale, localization) in entry.localizations where locale != source && context.includes(locale: locale) {
                let parsed = parse(localization)
                checkSpecifiers(parsed, key: key, locale: locale, takesArguments: takesArguments, &context)
                checkSubstitutions(localization, parsed, key: key, locale: locale, &context)
                guard takesArguments else {
                    reportArgumentsWithoutSource(parsed, localization, key: key, locale: locale, &context)
                    continue
                }
                // An empty value is reported as such; comparing its arguments would only repeat it.
                for item in parsed where item.leaf.substitution == nil && !item.leaf.stringUnit.value.isEmpty {
                    compare(item, substitutions: localization.substitutions, with: signature, key: key, locale: locale, &context)
                }
            }
        }
    }

    /// The parse of every text without `%`: no specifiers, variables or diagnostics.
    private static let plainText = FormatString(parsing: "")

    private func parse(_ localization: CatalogLocalization) -> [ParsedLeaf] {
        localization.stringUnitLeaves.map { leaf in
            let value = leaf.stringUnit.value
            // Most strings have no `%` at all; they need no parse of their own.
            let format = value.utf8.contains(UInt8(ascii: "%"))
                ? FormatString(parsing: value, allowsSubstitutionArgument: leaf.substitution != nil)
                : Self.plainText
            return ParsedLeaf(leaf: leaf, format: format)
        }
    }

    private func keyPath(_ key: String, _ locale: String, _ leaf: CatalogStringUnitLeaf) -> [String] {
        StringCatalog.keyPath(key: key, locale: locale, leaf: leaf) + ["stringUnit", "value"]
    }

    private func place(_ leaf: CatalogStringUnitLeaf) -> String {
        leaf.path.isEmpty ? "" : " (\(leaf.path.map(\.description).joined(separator: " › ")))"
    }

    /// `%n`, mixed positions and unparsable specifiers in each string.
    private func checkSpecifiers(_ parsed: [ParsedLeaf], key: String, locale: String, takesArguments: Bool, _ context: inout ValidationCatalogContext) {
        for item in parsed {
            let isWholeValue = !item.leaf.path.contains { if case .device = $0 { false } else { true } }
            for diagnostic in item.format.diagnostics {
                guard let (rule, severity) = ValidationFormatDiagnostics.classify(
                    diagnostic, takesArguments: takesArguments, isWholeValue: isWholeValue) else { continue }
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
        if let specifier = format.specifiers.first(where: { $0.argumentPosition == position }) { return specifier.offset }
        var found: Int?
        FormatParser.forEachUse(segments: format.segments, variables: format.variables) { used, _, offset in
            guard used == position else { return true }
            found = offset
            return false
        }
        return found
    }

    /// A translation that takes an argument (`%@`, `%lld`) where the source takes none: users see the
    /// specifier as written. A `%` followed by a space (`50 % de`) is typography, not a specifier.
    private func reportArgumentsWithoutSource(
        _ parsed: [ParsedLeaf], _ localization: CatalogLocalization, key: String, locale: String, _ context: inout ValidationCatalogContext
    ) {
        for item in parsed where item.leaf.substitution == nil {
            let uses = ValidationArgumentUse.uses(of: item.format, substitutions: localization.substitutions)
            // Substitutions (`%#@items@`) without a source argument are reported by their own rules.
            let plain = uses.filter { !$0.value.text.contains(" ") && !$0.value.text.contains("#@") }
            guard let (position, use) = plain.min(by: { $0.key < $1.key }) else { continue }
            context.report(
                .warning, .formatSpecifierMismatch,
                at: context.offset(of: item.leaf.stringUnit, valueByte: Self.firstUse(of: position, in: item.format)), key: key, locale: locale,
                keyPath: keyPath(key, locale, item.leaf),
                "the \"\(locale)\" value of \"\(key)\"\(place(item.leaf)) uses argument \(position) (\(use.text)), but the source takes no arguments; users would see it as written")
        }
    }

    /// A translation's arguments against the source's: positions it lacks or adds, and types per position.
    private func compare(
        _ item: ParsedLeaf,
        substitutions: CatalogDictionary<CatalogSubstitution>?,
        with signature: [Int: ValidationArgumentUse],
        key: String,
        locale: String,
        _ context: inout ValidationCatalogContext
    ) {
        let uses = ValidationArgumentUse.uses(of: item.format, substitutions: substitutions)
        let unit = item.leaf.stringUnit
        // A finding about one argument points at its first specifier or variable; one about an argument
        // the value lacks, at the value.
        func offset(of position: Int) -> Int? {
            context.offset(of: unit, valueByte: Self.firstUse(of: position, in: item.format))
        }
        var path: [String] { keyPath(key, locale, item.leaf) }
        var where_: String { "the \"\(locale)\" value of \"\(key)\"\(place(item.leaf))" }
        for position in uses.keys.sorted() {
            guard let use = uses[position] else { continue }
            guard let expected = signature[position] else {
                context.report(
                    .error, .formatSpecifierMismatch, at: offset(of: position), key: key, locale: locale, keyPath: path,
                    "\(where_) uses argument \(position) (\(use.text)), which the source does not have")
                continue
            }
            if let type = use.type, let expectedType = expected.type, !type.isCompatible(with: expectedType) {
                context.report(
                    .error, .formatSpecifierMismatch, at: offset(of: position), key: key, locale: locale, keyPath: path,
                    "\(where_) formats argument \(position) as \(use.text) (\(type)) but the source as \(expected.text) (\(expectedType))")
            }
        }
        // A plural form may leave out the number ("One term"); other strings must use every argument.
        let inPlural = item.leaf.path.contains { if case .plural = $0 { true } else { false } }
        guard !inPlural else { return }
        for position in signature.keys.sorted() where uses[position] == nil {
            guard let expected = signature[position] else { continue }
            context.report(
                .error, .formatSpecifierMismatch, at: context.offset(of: unit), key: key, locale: locale, keyPath: path,
                "\(where_) does not use argument \(position) (\(expected.text)) of the source")
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
                    if argNum != variable.argumentPosition {
                        context.report(
                            .error, .substitutionMismatch, at: argNumOffset, key: key, locale: locale, keyPath: path + ["argNum"],
                            "\(subject) has argNum \(argNum) but '\(variable.text)' takes argument \(variable.argumentPosition)")
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
                guard let first = form.format.specifiers.first(where: { $0.position == nil }),
                      !first.argumentType.isCompatible(with: type) else { continue }
                context.report(
                    .error, .substitutionMismatch, at: context.offset(of: form.leaf.stringUnit, valueByte: first.offset), key: key, locale: locale,
                    keyPath: keyPath(key, locale, form.leaf),
                    "the \"\(locale)\" value of \"\(key)\"\(place(form.leaf)) formats the argument of '\(name)' as \(first.text) (\(first.argumentType)) but its formatSpecifier '\(specifier)' reads it as \(type)")
            }
        }
    }
}
