/// How the format-string parser's diagnostics become lint findings: one mapping for catalogs, `.strings`
/// values and `.stringsdict` forms alike.
enum ValidationFormatDiagnostics {
    /// The rule and severity `diagnostic` is reported under, or `nil` when it is not reported.
    ///
    /// - Parameters:
    ///   - takesArguments: whether the string is a format (its source has specifiers); in plain text a
    ///     stray `%` is typography (`100 % varma`), so only `%n` is reported.
    ///   - isWholeValue: whether the text is a whole value rather than a plural or substitution form, which
    ///     may leave out its own number ("One file") without skipping an argument.
    static func classify(
        _ diagnostic: FormatDiagnostic, takesArguments: Bool, isWholeValue: Bool
    ) -> (rule: ValidationRule.ID, severity: Severity)? {
        switch diagnostic.kind {
        case .refusedConversion:
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

    /// The specifiers of `format` that read C characters, C strings or pointers (`%c %C %s %S %p`), which
    /// Swift's localization APIs cannot fill from Swift values.
    static func unsupportedSpecifiers(in format: FormatString) -> [FormatSpecifier] {
        format.specifiers.filter { cOnlyConversions.contains($0.conversion) }
    }

    /// Conversions that read C characters, C strings or pointers.
    static let cOnlyConversions: Set<FormatSpecifier.Conversion> = [.c, .C, .s, .S, .p]

    /// The message of an unsupported specifier finding.
    static func unsupportedMessage(_ specifier: FormatSpecifier) -> String {
        "uses '\(specifier.text)', which String(localized:) cannot fill from a Swift value; use %@ (or %lld for a number)"
    }
}
