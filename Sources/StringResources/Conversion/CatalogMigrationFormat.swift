/// The format-string rewrites that migration and compilation share: finding specifiers with their
/// place in the text, `%arg` ↔ the substitution's own specifier, and variable references.
enum CatalogMigrationFormat {
    /// One specifier of a text, where it is, and the argument position it reads.
    struct Token {
        /// The range of the specifier in the text's Unicode scalars.
        var range: Range<Int>
        /// The scanner's view of the specifier.
        var specifier: StringsDictFormatScanner.Specifier
        /// The argument it reads: its explicit position, or the next sequential one.
        var argument: Int
    }

    /// The specifiers of `text` in order (`%%` skipped), with their ranges and argument positions.
    static func tokens(in text: String) -> [Token] {
        var sequential = 0
        return StringsDictFormatScanner.specifiers(in: text).map { specifier in
            Token(range: specifier.range, specifier: specifier, argument: specifier.argument(sequential: &sequential))
        }
    }

    /// The specifier without `%` and without its `n$` position: `lld` for `%2$lld`, `.2f` for `%.2f`.
    static func conversionText(of specifier: StringsDictFormatScanner.Specifier) -> String {
        var text = Substring(specifier.text.dropFirst())
        if specifier.position != nil, let dollar = text.firstIndex(of: "$") {
            text = text[text.index(after: dollar)...]
        }
        return String(text)
    }

    /// Replaces, in a form of a variable that reads argument `argument` with conversion `valueType`,
    /// each specifier that is that argument's own (`%d`, or `%2$d` when `argument` is 2, spelled exactly
    /// as `valueType`) by `%arg`. Anything else is kept as written, so the rewrite loses nothing.
    static func substitutingArgument(in form: String, argument: Int?, valueType: String?) -> String {
        guard let valueType else { return form }
        let scalars = Array(form.unicodeScalars)
        var output = String.UnicodeScalarView()
        var cursor = 0
        for token in tokens(in: form) where token.specifier.variable == nil {
            let own = token.specifier.position == nil || token.specifier.position == argument
            guard own, conversionText(of: token.specifier) == valueType else { continue }
            output.append(contentsOf: scalars[cursor..<token.range.lowerBound])
            output.append(contentsOf: "%arg".unicodeScalars)
            cursor = token.range.upperBound
        }
        output.append(contentsOf: scalars[cursor...])
        return String(output)
    }

    /// Replaces each `%arg` of a substitution's form by `%` + `specifier` (`%lld`), as Xcode compiles it.
    static func expandingArgument(in form: String, specifier: String) -> String {
        let scalars = Array(form.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "%", index + 1 < scalars.count, scalars[index + 1] == "%" {
                output.append(contentsOf: scalars[index...index + 1])
                index += 2
                continue
            }
            if scalar == "%", index + 3 < scalars.count, scalars[index + 1] == "a", scalars[index + 2] == "r", scalars[index + 3] == "g" {
                output.append(contentsOf: ("%" + specifier).unicodeScalars)
                index += 4
                continue
            }
            output.append(scalar)
            index += 1
        }
        return String(output)
    }

    /// `form` with every specifier and variable reference that has no position given the one it reads when the
    /// text is read from argument `start` on (`%@ and %lld` from 1: `%1$@ and %2$lld`), so that it reads the same
    /// arguments wherever it is put, such as in a `.stringsdict` variable that reads another argument. Specifiers
    /// with `*` amounts, whose arguments cannot be given positions one by one, are kept as written.
    ///
    /// A variable reference whose substitution `references` names gets that substitution's argument (its
    /// `argNum`), since a catalog reads a referenced substitution from its own argument, not from its place.
    static func positioned(_ form: String, from start: Int, references: (String) -> Int? = { _ in nil }) -> String {
        let found = tokens(in: form).filter { $0.specifier.position == nil && !$0.specifier.text.contains("*") }
        guard !found.isEmpty else { return form }
        let scalars = Array(form.unicodeScalars)
        var output = String.UnicodeScalarView()
        var cursor = 0
        for token in found {
            output.append(contentsOf: scalars[cursor..<token.range.lowerBound])
            let argument = token.specifier.variable.flatMap(references) ?? start - 1 + token.argument
            output.append(contentsOf: "%\(argument)$".unicodeScalars)
            cursor = token.range.lowerBound + 1
        }
        output.append(contentsOf: scalars[cursor...])
        return String(output)
    }

    /// `form` without the positions ``positioned(_:from:)`` gives from 1 when they are exactly the order the
    /// specifiers read in (`%1$@ and %2$lld` → `%@ and %lld`); `nil` when they are not, and must be kept.
    static func unpositioned(_ form: String) -> String? {
        let found = tokens(in: form)
        guard !found.isEmpty, found.enumerated().allSatisfy({ $0.element.specifier.position == $0.offset + 1 }) else { return nil }
        let scalars = Array(form.unicodeScalars)
        var output = String.UnicodeScalarView()
        var cursor = 0
        for token in found {
            guard let dollar = scalars[token.range].firstIndex(of: "$") else { return nil }
            output.append(contentsOf: scalars[cursor..<token.range.lowerBound])
            output.append("%")
            cursor = dollar + 1
        }
        output.append(contentsOf: scalars[cursor...])
        return String(output)
    }

    /// Whether a substitution's form reads an argument besides its own `%arg`: then every specifier of the form
    /// gets a position when compiled, so that a form compiled from a migrated table is written as the first was.
    static func readsOtherArguments(besidesArgumentIn form: String) -> Bool {
        let own = form.components(separatedBy: "%arg").count - 1
        return tokens(in: expandingArgument(in: form, specifier: "1$@")).count > own
    }

    /// The variable name when `formatKey` is one variable reference and nothing else: `%#@files@`,
    /// `%1$#@files@` (and the `%1#@files@` that some files use).
    static func wholeValueVariable(_ formatKey: String) -> String? {
        let found = tokens(in: formatKey)
        guard found.count == 1, let name = found[0].specifier.variable else { return nil }
        guard found[0].range == 0..<formatKey.unicodeScalars.count else { return nil }
        return name
    }

    /// The first argument of `forms` that a number conversion reads, with its conversion
    /// (`(2, "lld")`): the argument a plural variation of the whole value is chosen by.
    static func countingArgument(in forms: [String]) -> (argument: Int, valueType: String)? {
        var real: (Int, String)?
        for form in forms {
            for token in tokens(in: form) where token.specifier.variable == nil {
                let text = conversionText(of: token.specifier)
                let bare = String(text.drop { "-+ #0123456789.*'".contains($0) })
                switch token.specifier.argumentClass {
                case .integer: return (token.argument, bare)
                case .real: if real == nil { real = (token.argument, bare) }
                default: break
                }
            }
        }
        return real
    }
}
