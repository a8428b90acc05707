/// How the format-string parser's diagnostics become lint findings: one mapping for catalogs, `.strings`
/// values and `.stringsdict` forms alike.
enum ValidationFormatDiagnostics {
    /// The rule and severity `diagnostic` is reported under, or `nil` when it is not reported.
    ///
    /// - Parameters:
    ///   - takesArguments: whether the string is a format (its source has specifiers); in plain text a
    ///     stray `%` is typography (`100 % varma`), so only a `%n` written as such is reported (not the
    ///     `% n` of `% numérique`).
    ///   - isWholeValue: whether the text is a whole value rather than a plural or substitution form, which
    ///     may leave out its own number ("One file") without skipping an argument.
    static func classify(
        _ diagnostic: FormatDiagnostic, in format: FormatString, takesArguments: Bool, isWholeValue: Bool
    ) -> (rule: ValidationRule.ID, severity: Severity)? {
        switch diagnostic.kind {
        case .refusedConversion:
            guard takesArguments || isBareN(at: diagnostic.offset, in: format.text) else { return nil }
            return (.formatNSpecifier, .error)
        case .mixedPositions:
            return (.formatPositionalMixed, .warning)
        case .unusedPosition:
            // A whole value that skips a position leaves that argument without a type to be passed as.
            guard takesArguments, isWholeValue else { return nil }
            return (.formatSkippedArgument, .error)
        case .excessiveAmount:
            guard takesArguments else { return nil }
            return (.formatExcessiveAmount, .warning)
        default:
            guard takesArguments, diagnostic.severity == .error else { return nil }
            return (.formatInvalid, .error)
        }
    }

    /// Whether the `%` at byte `offset` of `text` is followed by `n` itself (`%n`), not by flags or a width.
    private static func isBareN(at offset: Int, in text: String) -> Bool {
        let utf8 = text.utf8
        guard offset >= 0, offset + 1 < utf8.count else { return false }
        return utf8[utf8.index(utf8.startIndex, offsetBy: offset + 1)] == UInt8(ascii: "n")
    }

    /// Whether `diagnostic` comes from numbering a variable's form on its own (mixed positions, one position
    /// with two types), which Apple does not do: a form's unpositioned specifiers read from its variable's
    /// argument on (see ``ValidationArgumentUse/formUses(of:start:)``).
    static func followsFormNumbering(_ diagnostic: FormatDiagnostic) -> Bool {
        switch diagnostic.kind {
        case .mixedPositions, .typeConflict: true
        default: false
        }
    }

    /// `reads argument 1 as %d (32 bits) but the source as %lld (64 bits)…` when two integer uses of one
    /// argument differ in width; `nil` when they do not (or either is no integer or of unknown width).
    static func widthMismatch(
        _ use: ValidationArgumentUse, _ expected: ValidationArgumentUse, position: Int, source: String
    ) -> String? {
        guard let bits = use.integerBits, let expectedBits = expected.integerBits, bits != expectedBits,
              use.type?.isInteger == true, expected.type?.isInteger == true else { return nil }
        let consequence = bits < expectedBits
            ? "numbers that do not fit in \(bits) bits come out wrong"
            : "the argument is read with more bits than it is passed with"
        return "reads argument \(position) as \(use.text) (\(bits) bits) but \(source) as \(expected.text) (\(expectedBits) bits); \(consequence)"
    }

    /// The specifiers of `format` that read C characters, C strings or pointers (`%c %C %s %S %p`), which
    /// Swift's localization APIs cannot fill from Swift values.
    static func unsupportedSpecifiers(in format: FormatString) -> [FormatSpecifier] {
        // Read from the segments, and an array made only for a format that has one (most have none).
        var found: [FormatSpecifier] = []
        for segment in format.segments {
            if case .specifier(let specifier) = segment, isCOnly(specifier.conversion) { found.append(specifier) }
        }
        return found
    }

    /// Whether `conversion` reads a C character, a C string or a pointer.
    static func isCOnly(_ conversion: FormatSpecifier.Conversion) -> Bool {
        switch conversion {
        case .c, .C, .s, .S, .p: true
        default: false
        }
    }

    /// The message of an unsupported specifier finding.
    static func unsupportedMessage(_ specifier: FormatSpecifier) -> String {
        unsupportedMessage(specifier.text)
    }

    /// The message of an unsupported specifier finding, for the specifier written `text`.
    static func unsupportedMessage(_ text: String) -> String {
        "uses '\(text)', which String(localized:) cannot fill from a Swift value; use %@ (or %lld for a number)"
    }
}
