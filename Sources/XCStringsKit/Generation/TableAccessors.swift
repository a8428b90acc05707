import StringResources

/// The accessors of one catalog: a name, parameters and a default value for each key that gets one.
struct TableAccessors {
    /// One key's accessor.
    struct Accessor {
        /// The catalog key.
        var key: String
        /// The member name (without backticks).
        var name: String
        /// The parameters, in argument order.
        var parameters: [(name: String, type: String)]
        /// The `defaultValue:` expression (a string literal, with interpolations of the parameters).
        var defaultValue: String
        /// The key's comment.
        var comment: String?
    }

    /// The table name.
    var name: String
    /// The accessors, in the catalog's key order.
    var accessors: [Accessor] = []
    /// The keys left out, with why.
    var findings: [Diagnostic] = []

    init(input: AccessorGenerator.Input) {
        name = input.table
        let catalog = input.catalog
        var pending: [(key: String, entry: CatalogEntry, signature: AccessorSignature)] = []
        for (key, entry) in catalog.strings {
            if entry.extractionState == .stale || entry.generatesSymbol == false { continue }
            do {
                let signature = try AccessorSignature.of(key: key, entry: entry, sourceLanguage: catalog.sourceLanguage)
                pending.append((key, entry, signature))
            } catch {
                let location = DiagnosticLocation(
                    file: input.path, position: catalog.position(ofOffset: entry.keyOffset), keyPath: ["strings", key])
                findings.append(Diagnostic(.warning, "no accessor for \"\(key)\": \(error.message)", location: location))
            }
        }
        let names = AccessorGenerator.uniqueNames(pending.map { AccessorName.member(fromKey: $0.key, takesArguments: !$0.signature.arguments.isEmpty) }, keys: pending.map(\.key))
        for (index, item) in pending.enumerated() {
            let parameters = Self.parameterNames(item.signature)
            let sourceText = Self.defaultText(item.entry.localizations[catalog.sourceLanguage]) ?? item.key
            accessors.append(Accessor(
                key: item.key, name: names[index], parameters: zip(parameters, item.signature.arguments).map { ($0, $1.type) },
                defaultValue: Self.defaultValue(text: sourceText, parameters: parameters), comment: item.entry.comment))
        }
    }

    /// `arg1`, `arg2`…, or a substitution's name for the argument it takes, each name once.
    static func parameterNames(_ signature: AccessorSignature) -> [String] {
        var names: [String] = []
        for argument in signature.arguments {
            var name = argument.substitution.flatMap(AccessorName.parameter(fromName:)) ?? "arg\(argument.position)"
            if names.contains(name) || (name.hasPrefix("arg") && name != "arg\(argument.position)" && Int(name.dropFirst(3)) != nil) {
                name = "arg\(argument.position)"
            }
            while names.contains(name) { name += "_" }
            names.append(name)
        }
        return names
    }

    /// The text a lookup that finds nothing shows: the source language's string, or its `other` form.
    static func defaultText(_ localization: CatalogLocalization?) -> String? {
        guard let localization else { return nil }
        if let unit = localization.stringUnit { return unit.value }
        if let other = localization.variations?.plural?["other"] { return defaultText(other) }
        if let other = localization.variations?.device?["other"] { return defaultText(other) }
        return nil
    }

    /// The `defaultValue:` literal: the source text with each specifier replaced by its parameter when the specifiers
    /// take the arguments in order, one each; otherwise the parameters alone, separated by spaces.
    static func defaultValue(text: String, parameters: [String]) -> String {
        guard !parameters.isEmpty else { return SourceWriter.literal(text) }
        let format = FormatString(parsing: text, allowsSubstitutionArgument: false)
        var pieces: [String] = []
        var next = 1
        var inOrder = !format.hasErrors
        for segment in format.segments where inOrder {
            switch segment {
            case .literal(let literal):
                pieces.append(SourceWriter.escaped(literal))
            case .specifier(let specifier) where specifier.argumentPosition == next && next <= parameters.count:
                pieces.append("\\(\(parameters[next - 1]))")
                next += 1
            default:
                inOrder = false
            }
        }
        if inOrder, next == parameters.count + 1 { return "\"" + pieces.joined() + "\"" }
        return "\"" + parameters.map { "\\(\($0))" }.joined(separator: " ") + "\""
    }
}
