import StringResources

/// A catalog value as Xcode writes it into XLIFF, and back.
///
/// Xcode makes each unit's text stand on its own: a substitution reference `%#@terms@` is written with its argument,
/// `%2$#@terms@` (the substitution's `argNum`), and a substitution's own argument `%arg` as the specifier it stands
/// for, `%2$lld` (`argNum` and `formatSpecifier`). Reading a translation back undoes exactly that: `%N$#@name@`
/// whose `N` is the substitution's `argNum` becomes `%#@name@`, and `%N$spec` in a substitution's text whose `N` and
/// `spec` are the substitution's becomes `%arg`. Everything else is kept as written.
enum XLIFFText {
    /// The XLIFF text of `value`, a string of a localization with `substitutions`; `substitution` names the
    /// substitution the string belongs to, if any.
    static func exported(_ value: String, substitutions: CatalogDictionary<CatalogSubstitution>?, in substitution: String?) -> String {
        guard let substitutions, value.utf8.contains(UInt8(ascii: "%")) else { return value }
        if let substitution {
            guard let own = substitutions[substitution], let argNum = own.argNum, let specifier = own.formatSpecifier else { return value }
            let replacement = "%\(argNum)$" + (specifier.hasPrefix("%") ? String(specifier.dropFirst()) : specifier)
            return replacingSubstitutionArguments(in: value, with: replacement)
        }
        let format = FormatString(parsing: value, allowsSubstitutionArgument: false)
        var edits: [(offset: Int, length: Int, text: String)] = []
        for variable in format.variables where variable.position == nil {
            guard let argNum = substitutions[variable.name]?.argNum else { continue }
            edits.append((variable.offset, variable.text.utf8.count, "%\(argNum)$" + variable.text.dropFirst()))
        }
        return applying(edits, to: value)
    }

    /// The catalog value of the XLIFF text `text` (the inverse of ``exported(_:substitutions:in:)``).
    static func imported(_ text: String, substitutions: CatalogDictionary<CatalogSubstitution>?, in substitution: String?) -> String {
        guard let substitutions, text.utf8.contains(UInt8(ascii: "%")) else { return text }
        var edits: [(offset: Int, length: Int, text: String)] = []
        if let substitution {
            guard let own = substitutions[substitution], let argNum = own.argNum, let specifier = own.formatSpecifier else { return text }
            let written = "%\(argNum)$" + (specifier.hasPrefix("%") ? String(specifier.dropFirst()) : specifier)
            for item in FormatString(parsing: text, allowsSubstitutionArgument: true).specifiers where item.text == written {
                edits.append((item.offset, item.text.utf8.count, "%arg"))
            }
        } else {
            for variable in FormatString(parsing: text, allowsSubstitutionArgument: false).variables {
                guard let position = variable.position, substitutions[variable.name]?.argNum == position,
                      variable.text == "%\(position)$#@\(variable.name)@" else { continue }
                edits.append((variable.offset, variable.text.utf8.count, "%#@\(variable.name)@"))
            }
        }
        return applying(edits, to: text)
    }

    /// `value` with each `%arg` (not the second half of a `%%`) replaced.
    private static func replacingSubstitutionArguments(in value: String, with replacement: String) -> String {
        let bytes = Array(value.utf8)
        var edits: [(offset: Int, length: Int, text: String)] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
                index += 2
            } else if index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "a"), bytes[index + 2] == UInt8(ascii: "r"),
                      bytes[index + 3] == UInt8(ascii: "g") {
                edits.append((index, 4, replacement))
                index += 4
            } else {
                index += 1
            }
        }
        return applying(edits, to: value)
    }

    /// `text` with byte ranges replaced (edits in increasing order, not overlapping).
    private static func applying(_ edits: [(offset: Int, length: Int, text: String)], to text: String) -> String {
        guard !edits.isEmpty else { return text }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 8 * edits.count)
        var start = 0
        for edit in edits.sorted(by: { $0.offset < $1.offset }) where edit.offset >= start {
            result.append(contentsOf: bytes[start..<edit.offset])
            result.append(contentsOf: edit.text.utf8)
            start = edit.offset + edit.length
        }
        result.append(contentsOf: bytes[start...])
        return String(decoding: result, as: UTF8.self)
    }
}
