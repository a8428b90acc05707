/// Format strings: each translation's specifiers against the source's, the specifiers themselves, and
/// substitutions against the formats that reference them.
///
/// Every string is read once, as tokens straight from its bytes (``ValidationFormatLeaves``); only one whose parse
/// has diagnostics is parsed in full, for their messages. A key whose source has no specifier or variable is not a
/// format, and its translations are not compared (a French `100 % sûr` is not a `% s` conversion); `%n` and mixed
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

    /// The arguments a key's source takes, in position order (a format reads few; searching them costs less
    /// than hashing).
    typealias Signature = [(position: Int, use: ValidationArgumentUse)]

    public func check(_ context: inout ValidationCatalogContext) {
        let catalog = context.catalog
        let source = catalog.sourceLanguage
        // One store of tokens for every localization, so that reading one allocates nothing once it has grown.
        var scan = ValidationFormatLeaves()
        for entryIndex in catalog.strings.indices {
            let key = catalog.strings.keys[entryIndex]
            let localizations = catalog.strings.values[entryIndex].localizations
            var signature: Signature = []
            if let sourceIndex = localizations.index(forKey: source) {
                let leaves = context.leaves(entry: entryIndex, localization: sourceIndex)
                scan.read(leaves, substitutions: Self.substitutions(of: localizations, at: sourceIndex))
                var isFormat = false
                for leaf in scan.leaves.indices where !scan.leaves[leaf].isForm {
                    if !isFormat && scan.isFormat(leaf) { isFormat = true }
                    scan.readUses(of: leaf)
                    let value = leaves[scan.base + leaf].stringUnit.value
                    for use in scan.uses where !signature.contains(where: { $0.position == use.position }) {
                        Self.insert(scan.argumentUse(use, in: value), at: use.position, into: &signature)
                    }
                }
                if isFormat {
                    // Arguments only substitutions' forms use (`%2$@ followers` under `%#@followers@`) are the source's too.
                    scan.readForms(leaves)
                    for use in scan.formUses where !signature.contains(where: { $0.position == use.position }) {
                        let value = leaves[scan.base + use.leaf].stringUnit.value
                        Self.insert(scan.argumentUse(scan.use(ofSpecifier: use.token), in: value), at: use.position, into: &signature)
                    }
                } else {
                    // Plain text with a literal `%` (`not 100% accurate`): no format.
                    signature = []
                }
                let takesArguments = !signature.isEmpty
                checkSpecifiers(scan, leaves, key: key, locale: source, takesArguments: takesArguments, &context)
                checkSubstitutions(localizations, sourceIndex, scan, leaves, key: key, locale: source, &context)
            } else if key.utf8.contains(UInt8(ascii: "%")) {
                let format = FormatString(parsing: key, allowsSubstitutionArgument: false)
                if ValidationArgumentUse.isFormat(format) {
                    signature = ValidationArgumentUse.sortedUses(of: format, substitutions: nil).map { ($0.position, $0.use) }
                }
            }
            let takesArguments = !signature.isEmpty
            for localizationIndex in localizations.indices {
                let locale = localizations.keys[localizationIndex]
                guard locale != source, context.includes(locale: locale) else { continue }
                let substitutions = Self.substitutions(of: localizations, at: localizationIndex)
                let leaves = context.leaves(entry: entryIndex, localization: localizationIndex)
                // Where the source takes no arguments, a translation without `%` and substitutions has nothing to
                // report: no specifiers, variables or diagnostics.
                if !takesArguments, substitutions == nil, Self.isPlainText(leaves) { continue }
                scan.read(leaves, substitutions: substitutions)
                checkSpecifiers(scan, leaves, key: key, locale: locale, takesArguments: takesArguments, &context)
                checkSubstitutions(localizations, localizationIndex, scan, leaves, key: key, locale: locale, &context)
                guard takesArguments else {
                    reportArgumentsWithoutSource(scan, leaves, key: key, locale: locale, &context)
                    continue
                }
                if substitutions != nil { scan.readForms(leaves) }
                // An empty value is reported as such; comparing its arguments would only repeat it.
                for leaf in scan.leaves.indices where !scan.leaves[leaf].isEmpty {
                    if scan.leaves[leaf].isForm {
                        guard let form = scan.leaves[leaf].form else { continue }
                        compareForm(leaf, start: scan.forms[form].start, scan, leaves, with: signature, key: key, locale: locale, &context)
                        continue
                    }
                    scan.readUses(of: leaf)
                    compare(leaf, scan, leaves, with: signature, key: key, locale: locale, &context)
                }
            }
        }
    }

    /// The substitutions of `localizations[position]`, read in place (a copy of the localization would retain
    /// every field).
    private static func substitutions(
        of localizations: CatalogDictionary<CatalogLocalization>, at position: Int
    ) -> CatalogDictionary<CatalogSubstitution>? {
        localizations.values.withUnsafeBufferPointer { $0[position].substitutions }
    }

    /// Puts `use` of argument `position` into `signature`, in position order.
    private static func insert(_ use: ValidationArgumentUse, at position: Int, into signature: inout Signature) {
        let place = signature.firstIndex { $0.position > position } ?? signature.endIndex
        signature.insert((position, use), at: place)
    }

    /// The source's use of argument `position`.
    private static func expected(_ position: Int, in signature: Signature) -> ValidationArgumentUse? {
        for item in signature where item.position == position { return item.use }
        return nil
    }

    /// Whether no leaf has a `%` (so every leaf's format is ``ValidationCatalogLeaves/plainText``).
    private static func isPlainText(_ leaves: ArraySlice<CatalogStringUnitLeaf>) -> Bool {
        for position in leaves.indices where ValidationMessage.contains(UInt8(ascii: "%"), in: leaves[position].stringUnit.value) {
            return false
        }
        return true
    }

    /// The key path of the value of the leaf at `path`.
    private func keyPath(_ key: String, _ locale: String, _ path: [CatalogStringUnitLeaf.Step]) -> [String] {
        // The localization's own value and one variation of it, the usual subjects, as one literal: no growing.
        switch path.count {
        case 0:
            return ["strings", key, "localizations", locale, "stringUnit", "value"]
        case 1:
            switch path[0] {
            case .plural(let name): return ["strings", key, "localizations", locale, "variations", "plural", name, "stringUnit", "value"]
            case .device(let name): return ["strings", key, "localizations", locale, "variations", "device", name, "stringUnit", "value"]
            case .substitution: break
            }
        default:
            break
        }
        return ValidationMessage.keyPath(key: key, locale: locale, path: path, suffix: ["stringUnit", "value"])
    }

    /// ` (plural:one)`, the place of the leaf at `path`, or nothing for the localization's own value.
    private func place(_ path: [CatalogStringUnitLeaf.Step]) -> String {
        guard !path.isEmpty else { return "" }
        var message = ValidationMessage(capacity: 48)
        message.appendPlace(path)
        return message.text
    }

    /// `the "fi" value of "key" (plural:one)`, then what `rest` appends.
    private func message(
        _ key: String, _ locale: String, _ path: [CatalogStringUnitLeaf.Step], _ rest: (inout ValidationMessage) -> Void
    ) -> String {
        var message = ValidationMessage(capacity: 96 + key.utf8.count)
        message.appendValueSubject(locale: locale, key: key, path: path)
        rest(&message)
        return message.text
    }

    /// `%n`, mixed positions and unparsable specifiers in each string. Only a leaf whose parse has diagnostics
    /// is parsed in full (by the context), for their messages.
    private func checkSpecifiers(
        _ scan: ValidationFormatLeaves, _ leaves: ArraySlice<CatalogStringUnitLeaf>, key: String, locale: String, takesArguments: Bool,
        _ context: inout ValidationCatalogContext
    ) {
        for leaf in scan.leaves.indices {
            if scan.leaves[leaf].hasDiagnostics {
                let item = leaves[scan.base + leaf]
                let format = context.format(ofLeaf: scan.base + leaf)
                let isWholeValue = scan.leaves[leaf].isWholeValue
                let isForm = scan.leaves[leaf].isForm
                for diagnostic in format.diagnostics {
                    // A substitution's form numbers its unpositioned specifiers from the substitution's argument (as
                    // a compiled .stringsdict form does), so mixing positions there is fine; conflicts are found on
                    // that numbering by compareForm.
                    if isForm, ValidationFormatDiagnostics.followsFormNumbering(diagnostic) { continue }
                    guard let (rule, severity) = ValidationFormatDiagnostics.classify(
                        diagnostic, in: format, takesArguments: takesArguments, isWholeValue: isWholeValue) else { continue }
                    context.report(
                        severity, rule, at: context.offset(of: item.stringUnit, valueByte: diagnostic.offset), key: key, locale: locale,
                        keyPath: keyPath(key, locale, item.path),
                        "the \"\(locale)\" value of \"\(key)\"\(place(item.path)): \(diagnostic.message) (column \(diagnostic.column) of the value)")
                }
            }
            guard takesArguments else { continue }
            for token in scan.leaves[leaf].tokens
            where scan.tokens[token].kind == .specifier && ValidationFormatDiagnostics.isCOnly(scan.tokens[token].conversion) {
                let item = leaves[scan.base + leaf]
                let text = scan.text(of: token, in: item.stringUnit.value)
                context.report(
                    .warning, .formatUnsupportedSpecifier,
                    at: context.offset(of: item.stringUnit, valueByte: scan.tokens[token].start), key: key, locale: locale,
                    keyPath: keyPath(key, locale, item.path),
                    "the \"\(locale)\" value of \"\(key)\"\(place(item.path)) \(ValidationFormatDiagnostics.unsupportedMessage(text))")
            }
        }
    }

    /// A translation that takes an argument (`%@`, `%lld`) where the source takes none: users see the
    /// specifier as written. A `%` with flags or a width (`50 % de`, `100%-os`, `%50'si`) is typography, not a
    /// specifier.
    private func reportArgumentsWithoutSource(
        _ scan: ValidationFormatLeaves, _ leaves: ArraySlice<CatalogStringUnitLeaf>, key: String, locale: String,
        _ context: inout ValidationCatalogContext
    ) {
        for leaf in scan.leaves.indices where !scan.leaves[leaf].isForm {
            // Substitutions (`%#@items@`) without a source argument are reported by their own rules.
            guard let token = scan.firstSpecifier(in: leaf, where: { $0.flags.isEmpty && !$0.hasWidth }) else { continue }
            let item = leaves[scan.base + leaf]
            let position = scan.tokens[token].argumentPosition
            context.report(
                .warning, .formatSpecifierMismatch,
                at: context.offset(of: item.stringUnit, valueByte: scan.tokens[token].start), key: key, locale: locale,
                keyPath: keyPath(key, locale, item.path),
                "the \"\(locale)\" value of \"\(key)\"\(place(item.path)) uses argument \(position) (\(scan.text(of: token, in: item.stringUnit.value))), but the source takes no arguments; users would see it as written")
        }
    }

    /// A translation's arguments (``ValidationFormatLeaves/readUses(of:)`` of leaf `leaf`, read by the caller)
    /// against the source's: positions it lacks or adds, and types per position. What the substitutions it
    /// references read in their forms counts as read by it.
    private func compare(
        _ leaf: Int,
        _ scan: ValidationFormatLeaves,
        _ leaves: ArraySlice<CatalogStringUnitLeaf>,
        with signature: Signature,
        key: String,
        locale: String,
        _ context: inout ValidationCatalogContext
    ) {
        let position = scan.base + leaf
        // A finding about one argument points at its first specifier or variable; one about an argument
        // the value lacks, at the value.
        func offset(of argument: Int, _ context: ValidationCatalogContext) -> Int? {
            context.offset(of: leaves[position].stringUnit, valueByte: scan.firstUse(of: argument, in: leaf))
        }
        var path: [String] { keyPath(key, locale, leaves[position].path) }
        var where_: String { "the \"\(locale)\" value of \"\(key)\"\(place(leaves[position].path))" }
        for use in scan.uses {
            guard let expected = Self.expected(use.position, in: signature) else {
                let at = offset(of: use.position, context)
                context.report(
                    .error, .formatSpecifierMismatch, at: at, key: key, locale: locale, keyPath: path,
                    "\(where_) uses argument \(use.position) (\(scan.text(of: use, in: leaves[position].stringUnit.value))), which the source does not have")
                continue
            }
            reportTypeOrWidth(
                use, expected, scan, value: leaves[position].stringUnit.value, at: { offset(of: use.position, $0) }, subject: where_,
                key: key, locale: locale, keyPath: path, &context)
        }
        // A plural form may leave out the number ("One term"); other strings must use every argument.
        guard !scan.leaves[leaf].isInPlural else { return }
        for (argument, expected) in signature where !scan.hasUse(argument) && !scan.formsRead(argument, referencedBy: leaf) {
            let droppable = ValidationArgumentUse.isDroppableEnding(argument, of: signature)
            let text = message(key, locale, leaves[position].path) { message in
                message.append(" does not use argument ")
                message.append(argument)
                message.append(" (")
                message.append(expected.text)
                message.append(droppable ? "), which the source appends to a word; fine if the language needs no such ending" : ") of the source")
            }
            context.report(
                droppable ? .warning : .error, .formatSpecifierMismatch, at: context.offset(of: leaves[position].stringUnit), key: key, locale: locale,
                keyPath: path, text)
        }
    }

    /// A substitution form's arguments against the source's, numbered as Apple reads the compiled form: an
    /// argument the source lacks, another type or width, or one argument read as two types in the form itself.
    /// A form may leave any argument out.
    private func compareForm(
        _ leaf: Int, start: Int, _ scan: ValidationFormatLeaves, _ leaves: ArraySlice<CatalogStringUnitLeaf>, with signature: Signature,
        key: String, locale: String, _ context: inout ValidationCatalogContext
    ) {
        let position = scan.base + leaf
        var path: [String] { keyPath(key, locale, leaves[position].path) }
        var where_: String { "the \"\(locale)\" value of \"\(key)\"\(place(leaves[position].path))" }
        let tokens = scan.leaves[leaf].tokens
        for token in tokens where scan.tokens[token].kind == .specifier {
            let argument = ValidationArgumentUse.formPosition(of: scan.tokens[token], start: start)
            let use = scan.use(ofSpecifier: token)
            let offset = context.offset(of: leaves[position].stringUnit, valueByte: scan.tokens[token].start)
            // The first specifier of the form that reads the argument is the one compared; the others only with it.
            if let first = (tokens.lowerBound..<token).first(where: {
                scan.tokens[$0].kind == .specifier && ValidationArgumentUse.formPosition(of: scan.tokens[$0], start: start) == argument
            }) {
                let firstType = scan.tokens[first].argumentType
                if let type = use.type, !type.isCompatible(with: firstType) {
                    let value = leaves[position].stringUnit.value
                    context.report(
                        .error, .formatInvalid, at: offset, key: key, locale: locale, keyPath: path,
                        "\(where_) reads argument \(argument) as \(scan.text(of: token, in: value)) (\(type)) and as \(scan.text(of: first, in: value)) (\(firstType))")
                }
                continue
            }
            // The substitution's own argument is checked against its formatSpecifier by checkSubstitutions.
            guard argument != start else { continue }
            guard let expected = Self.expected(argument, in: signature) else {
                context.report(
                    .error, .formatSpecifierMismatch, at: offset, key: key, locale: locale, keyPath: path,
                    "\(where_) uses argument \(argument) (\(scan.text(of: token, in: leaves[position].stringUnit.value))), which the source does not have")
                continue
            }
            reportTypeOrWidth(
                use, expected, scan, value: leaves[position].stringUnit.value, at: { _ in offset }, subject: where_, key: key, locale: locale,
                keyPath: path, &context)
        }
    }

    /// Another type than the source's (an error), or the same integer read with another width (`%d` for the
    /// source's `%lld`: a warning, since numbers past 2³¹ come out wrong).
    /// `offset`, `subject`, `keyPath` and the use's text are only made for a finding.
    private func reportTypeOrWidth(
        _ use: ValidationFormatLeaves.Use, _ expected: ValidationArgumentUse, _ scan: ValidationFormatLeaves, value: @autoclosure () -> String,
        at offset: (ValidationCatalogContext) -> Int?, subject: @autoclosure () -> String, key: String, locale: String,
        keyPath: @autoclosure () -> [String], _ context: inout ValidationCatalogContext
    ) {
        guard let type = use.type, let expectedType = expected.type else { return }
        if !type.isCompatible(with: expectedType) {
            let at = offset(context)
            context.report(
                .error, .formatSpecifierMismatch, at: at, key: key, locale: locale, keyPath: keyPath(),
                "\(subject()) formats argument \(use.position) as \(scan.text(of: use, in: value())) (\(type)) but the source as \(expected.text) (\(expectedType))")
        } else if let bits = use.integerBits, let expectedBits = expected.integerBits, bits != expectedBits,
                  let message = ValidationFormatDiagnostics.widthMismatch(
                    scan.argumentUse(use, in: value()), expected, position: use.position, source: "the source") {
            let at = offset(context)
            context.report(.warning, .formatWidthMismatch, at: at, key: key, locale: locale, keyPath: keyPath(), "\(subject()) \(message)")
        }
    }

    /// Substitutions referenced and defined, `argNum` and `formatSpecifier` consistent with the format.
    private func checkSubstitutions(
        _ localizations: CatalogDictionary<CatalogLocalization>,
        _ localization: Int,
        _ scan: ValidationFormatLeaves,
        _ leaves: ArraySlice<CatalogStringUnitLeaf>,
        key: String,
        locale: String,
        _ context: inout ValidationCatalogContext
    ) {
        guard scan.hasSubstitutions || !scan.variables.isEmpty else { return }
        let substitutions = Self.substitutions(of: localizations, at: localization)
        for (index, variable) in scan.variables.enumerated() where scan.isFirstVariable(index) {
            guard variable.substitution == nil else { continue }
            let item = leaves[scan.base + variable.leaf]
            context.report(
                .error, .substitutionUndefined, at: context.offset(of: item.stringUnit, valueByte: scan.tokens[variable.token].start),
                key: key, locale: locale,
                keyPath: keyPath(key, locale, item.path),
                "the \"\(locale)\" value of \"\(key)\"\(place(item.path)) references '\(scan.text(of: variable.token, in: item.stringUnit.value))' but no substitution '\(variable.name)' is defined")
        }
        guard let substitutions else { return }
        var base: [String] { StringCatalog.keyPath(key: key, locale: locale) + ["substitutions"] }
        for index in substitutions.indices {
            let name = substitutions.keys[index]
            let substitution = substitutions.values[index]
            let offset = substitution.sourceOffset
            var path: [String] { base + [name] }
            var subject: String { "substitution '\(name)' of the \"\(locale)\" localization of \"\(key)\"" }
            guard let reference = scan.firstVariable(named: name) else {
                // Apple also accepts spellings the format parser does not read as variables (`%1#@name@`).
                if leaves.contains(where: { $0.stringUnit.value.contains("#@\(name)@") }) { continue }
                context.report(
                    .warning, .substitutionUnused, at: offset, key: key, locale: locale, keyPath: path,
                    "\(subject) is defined but no string references '%#@\(name)@'")
                continue
            }
            let variable = scan.tokens[reference.token]
            let variableText = scan.text(of: reference.token, in: leaves[scan.base + reference.leaf].stringUnit.value)
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
                            "\(subject) has argNum \(argNum) but '\(variableText)' takes argument \(position)")
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
            guard let type = scan.substitutions[index].type else {
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
            let argument = variable.argumentPosition
            if let used = scan.firstType(at: argument, in: reference.leaf), !used.isCompatible(with: type) {
                let value = leaves[scan.base + reference.leaf].stringUnit.value
                let shown = scan.firstSpecifier(in: reference.leaf, where: { $0.argumentPosition == argument }).map {
                    scan.text(of: $0, in: value)
                } ?? "a specifier"
                context.report(
                    .error, .substitutionMismatch, at: specifierOffset, key: key, locale: locale, keyPath: path + ["formatSpecifier"],
                    "\(subject) has formatSpecifier '\(specifier)' (\(type)) but the format also reads argument \(argument) as \(shown) (\(used))")
            }
            // A form without `%arg` that formats the number itself (`%@ termiä`) reads the substitution's
            // argument with its first sequential specifier, as the compiled .stringsdict form will.
            for form in scan.leaves.indices where scan.leaves[form].isForm && !scan.leaves[form].hasSubstitutionArgument
                && leaves[scan.base + form].substitution == name {
                guard let first = scan.firstSpecifier(in: form, where: { $0.position == nil }),
                      !scan.tokens[first].argumentType.isCompatible(with: type) else { continue }
                let item = leaves[scan.base + form]
                context.report(
                    .error, .substitutionMismatch, at: context.offset(of: item.stringUnit, valueByte: scan.tokens[first].start), key: key,
                    locale: locale, keyPath: keyPath(key, locale, item.path),
                    "the \"\(locale)\" value of \"\(key)\"\(place(item.path)) formats the argument of '\(name)' as \(scan.text(of: first, in: item.stringUnit.value)) (\(scan.tokens[first].argumentType)) but its formatSpecifier '\(specifier)' reads it as \(type)")
            }
        }
    }
}
