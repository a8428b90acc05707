import StringResources

/// Resolves a variable `%#@name@`: gets its name, the argument at its position (or `nil` when
/// missing) and that position, and returns the text to insert (or `nil` when it cannot).
///
/// The returned text is inserted as is; a resolver that picks a plural form renders that form
/// itself (it usually holds specifiers that read the same arguments).
public typealias FormatVariableResolver = (_ name: String, _ argument: FormatArgument?, _ position: Int) -> String?

/// Renders parsed format strings with typed arguments, with `String(format:locale:arguments:)` semantics.
///
/// Without a locale numbers print as C's `printf` prints them; with one, `%d %i %u %f %e %g` (and
/// `%@` of a number) use the locale's digits, grouping, decimal separator and signs, as Foundation
/// does through ICU, while `%x %o %c %p` are never localized. Rendering never fails and never crashes:
/// a missing or mistyped argument keeps its specifier as written and adds a ``FormatIssue``.
///
/// Checked against Foundation on Linux, with these deliberate differences:
/// - `%d %i %u %x %o` without a length modifier read 32 bits, as C and Foundation do (reported as
///   ``FormatIssue/Kind/truncated(position:)``); but with a locale `%u` and `%lu` stay unsigned, where
///   Foundation prints them as signed numbers.
/// - The `'` flag is accepted (no grouping without a locale, as in the C locale); Foundation on Linux
///   prints `%'d` as `'d`.
/// - An integer fills `%f` (converted exactly); `%@` takes any argument (a number prints as `NSNumber`
///   describes itself: integers as `%ld`, doubles as `%.16g`). Width and precision do not apply to `%@`,
///   as in Foundation.
/// - With a locale, floating-point values are rounded from their shortest round-trip decimal, half to
///   even, as ICU does (`%.2f` of 2.675 is `2.68`, where C prints `2.67`); `%g` uses fixed notation from
///   10⁻⁴ up to 10^precision, as Foundation does.
/// - With a locale, Foundation drops the leading zero of a `%g` below 1 written with the `+` flag (`+.5`); we
///   keep it (`+0.5`). A bare `.` precision (`%05.d`) is precision 0, as in C, so the `0` flag is off; Foundation
///   reads it as no precision and pads with zeros.
public struct FormatRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// Renders `format` with `arguments` (position 1 is `arguments[0]`).
    ///
    /// - Parameters:
    ///   - locale: the locale numbers are written for; `nil` prints them as C does.
    ///   - substitutionArgument: the specifier `%arg` stands for (a String Catalog substitution's
    ///     `formatSpecifier` with its `argNum` as ``FormatSpecifier/argumentPosition``).
    ///   - variables: resolves `%#@name@`; without it variables stay as written and are reported.
    public func render(
        _ format: FormatString,
        arguments: [FormatArgument],
        locale: FormatLocale? = nil,
        substitutionArgument: FormatSpecifier? = nil,
        variables: FormatVariableResolver? = nil
    ) -> FormatResult {
        // The text is written to an inline buffer; the result string is the only allocation in the common case.
        var output = FormatOutput()
        return render(format, arguments, locale, substitutionArgument, variables, &output)
    }

    /// Renders every segment of `format` into `output`.
    private func render(
        _ format: FormatString, _ arguments: [FormatArgument], _ locale: FormatLocale?,
        _ substitutionArgument: FormatSpecifier?, _ variables: FormatVariableResolver?, _ output: inout FormatOutput
    ) -> FormatResult {
        var issues: [FormatIssue] = []
        var variableIndex = 0
        for segment in format.segments {
            switch segment {
            case .literal(let text):
                output.append(text)
            case .specifier(let specifier):
                render(specifier, arguments, locale, &output, &issues)
            case .variable(let name, let position):
                let variable = variableIndex < format.variables.count ? format.variables[variableIndex] : nil
                variableIndex += 1
                let argumentPosition = position ?? variable?.argumentPosition ?? 1
                let argument = argumentPosition >= 1 && argumentPosition <= arguments.count ? arguments[argumentPosition - 1] : nil
                if let variables, let text = variables(name, argument, argumentPosition) {
                    output.append(text)
                } else {
                    let written = variable?.text ?? "%#@\(name)@"
                    output.append(written)
                    issues.append(FormatIssue(
                        kind: .unresolvedVariable(name: name), offset: variable?.offset ?? 0, specifier: written,
                        message: "no value for variable '\(name)'"))
                }
            case .substitutionArgument:
                if let substitutionArgument {
                    render(substitutionArgument, arguments, locale, &output, &issues)
                } else {
                    output.append("%arg")
                    issues.append(FormatIssue(
                        kind: .missingSubstitutionArgument, offset: 0, specifier: "%arg",
                        message: "'%arg' has no substitution argument"))
                }
            case .invalid(let text):
                output.append(text)
                let diagnostic = format.diagnostics.first { $0.severity == .error && format.text.utf8.dropFirst($0.offset).starts(with: text.utf8) }
                issues.append(FormatIssue(
                    kind: .invalidSpecifier, offset: diagnostic?.offset ?? 0, specifier: text,
                    message: diagnostic.map { "column \($0.column): \($0.message)" } ?? "invalid format specifier '\(text)'"))
            }
        }
        return FormatResult(string: output.string, issues: issues)
    }

    /// Renders `format` with Swift values (`render(format, "Box", 3, locale: fi)`).
    public func render(
        _ format: FormatString, _ arguments: any FormatArgumentConvertible..., locale: FormatLocale? = nil
    ) -> FormatResult {
        render(format, arguments: arguments.map(\.formatArgument), locale: locale)
    }

    /// Renders one specifier, or keeps it as written and reports why not.
    private func render(
        _ specifier: borrowing FormatSpecifier, _ arguments: [FormatArgument], _ locale: FormatLocale?,
        _ output: inout FormatOutput, _ issues: inout [FormatIssue]
    ) {
        func argument(_ position: Int) -> FormatArgument? {
            position >= 1 && position <= arguments.count ? arguments[position - 1] : nil
        }
        // Amounts read from `*` arguments, in the order the parser assigned them.
        var options = FormatOptions(specifier)
        if case .fixed(let width) = specifier.width, width > FormatOptions.maximumAmount { Self.reportCapped(specifier, &issues) }
        if case .fixed(let precision) = specifier.precision, precision > FormatOptions.maximumAmount { Self.reportCapped(specifier, &issues) }
        var sequentialAmounts = 0
        var readsAmounts = false
        if case .argument = specifier.width { readsAmounts = true }
        if case .argument = specifier.precision { readsAmounts = true }
        for (isWidth, amount) in readsAmounts ? [(true, specifier.width), (false, specifier.precision)] : [] {
            guard case .argument(let explicit) = amount else { continue }
            let position: Int
            if let explicit {
                position = explicit
            } else {
                // Sequential `*` amounts take the positions just before the value's.
                let sequentialCount = [specifier.width, specifier.precision].filter { $0 == .argument(position: nil) }.count
                position = specifier.argumentPosition - sequentialCount + sequentialAmounts
                sequentialAmounts += 1
            }
            guard let value = argument(position) else {
                return Self.fail(specifier, .missingArgument(position: position), "missing argument \(position) for the \(isWidth ? "width" : "precision") of '\(specifier.text)'", &output, &issues)
            }
            guard let bits = value.integerBits else {
                return Self.fail(specifier, .wrongType(position: position, expected: .signedInteger, actual: value.argumentType),
                                 "argument \(position) is \(Self.described(value.argumentType)), but the \(isWidth ? "width" : "precision") of '\(specifier.text)' needs an integer",
                                 &output, &issues)
            }
            let amount = Int(Int32(truncatingIfNeeded: Int64(bitPattern: bits)))
            if amount.magnitude > FormatOptions.maximumAmount, isWidth || amount > 0 {
                Self.reportCapped(specifier, &issues)
            }
            if isWidth {
                if amount < 0 { options.leftJustify = true }
                options.width = min(Int(amount.magnitude), FormatOptions.maximumAmount)
            } else {
                options.precision = amount < 0 ? nil : min(amount, FormatOptions.maximumAmount)
            }
        }
        let position = specifier.argumentPosition
        guard let value = argument(position) else {
            return Self.fail(specifier, .missingArgument(position: position), "missing argument \(position) for '\(specifier.text)'", &output, &issues)
        }
        switch specifier.conversion {
        case .d, .i, .u, .o, .x, .X:
            guard let bits = value.integerBits else { return Self.wrongType(specifier, value, &output, &issues) }
            let signed = specifier.conversion == .d || specifier.conversion == .i
            let (magnitude, negative, truncated) = FormatNumbers.integer(bits, signed: signed, length: specifier.length)
            if truncated {
                issues.append(FormatIssue(
                    kind: .truncated(position: position), offset: specifier.offset, specifier: specifier.text,
                    message: "argument \(position) (\(value)) does not fit '\(specifier.text)' and was truncated; use %l\(specifier.conversion.rawValue)"))
            }
            switch specifier.conversion {
            case .o: FormatNumbers.appendInteger(magnitude, negative: false, radix: 8, uppercase: false, signed: false, options, &output)
            case .x: FormatNumbers.appendInteger(magnitude, negative: false, radix: 16, uppercase: false, signed: false, options, &output)
            case .X: FormatNumbers.appendInteger(magnitude, negative: false, radix: 16, uppercase: true, signed: false, options, &output)
            default:
                if let locale {
                    // The symbols are read in place: copying them (a dozen strings and arrays) costs more than the digits.
                    FormatNumbers.appendLocalizedInteger(magnitude, negative: negative, locale.symbols, options, &output)
                } else {
                    FormatNumbers.appendInteger(magnitude, negative: negative, radix: 10, uppercase: false, signed: signed, options, &output)
                }
            }
        case .f, .F, .e, .E, .g, .G, .a, .A:
            let number: Double
            switch value {
            case .double(let double): number = double
            case .int(let integer): number = Double(integer)
            case .uint(let integer): number = Double(integer)
            case .decimal(let decimal): number = FormatNumbers.double(decimal)
            default: return Self.wrongType(specifier, value, &output, &issues)
            }
            FormatNumbers.appendFloatingPoint(number, conversion: specifier.conversion, locale?.symbols, options, &output)
        case .object:
            switch value {
            case .string(let text): output.append(text)
            case .character(let character): output.append(String(character))
            case .int(let integer):
                let negative = integer < 0
                if let locale {
                    FormatNumbers.appendLocalizedInteger(integer.magnitude, negative: negative, locale.symbols, FormatOptions(), &output)
                } else {
                    FormatNumbers.appendInteger(integer.magnitude, negative: negative, radix: 10, uppercase: false, signed: true, FormatOptions(), &output)
                }
            case .uint(let integer):
                if let locale {
                    FormatNumbers.appendLocalizedInteger(integer, negative: false, locale.symbols, FormatOptions(), &output)
                } else {
                    FormatNumbers.appendInteger(integer, negative: false, radix: 10, uppercase: false, signed: false, FormatOptions(), &output)
                }
            case .double(let double):
                // An NSNumber holding a double describes itself with `%0.16g`.
                var numberOptions = FormatOptions()
                numberOptions.precision = 16
                FormatNumbers.appendFloatingPoint(double, conversion: .g, locale?.symbols, numberOptions, &output)
            case .decimal(let decimal):
                output.append(FormatNumbers.decimalDescription(decimal, locale?.symbols))
            }
        case .c, .C:
            let character: Character
            switch value {
            case .character(let value): character = value
            case .int, .uint:
                let bits = value.integerBits ?? 0
                let code = specifier.conversion == .c && specifier.length != .l ? UInt32(UInt8(truncatingIfNeeded: bits)) : UInt32(truncatingIfNeeded: bits)
                character = Character(Unicode.Scalar(code) ?? "\u{FFFD}")
            default: return Self.wrongType(specifier, value, &output, &issues)
            }
            FormatNumbers.appendPadded(String(character), options, &output)
        case .s, .S:
            var text: String
            switch value {
            case .string(let value): text = value
            case .character(let value): text = String(value)
            default: return Self.wrongType(specifier, value, &output, &issues)
            }
            if let precision = options.precision, text.count > precision { text = String(text.prefix(precision)) }
            FormatNumbers.appendPadded(text, options, &output)
        case .p:
            guard let bits = value.integerBits else { return Self.wrongType(specifier, value, &output, &issues) }
            FormatNumbers.appendPointer(bits, options, &output)
        }
    }

    /// Keeps `specifier` as written and reports why it could not be filled.
    private static func fail(
        _ specifier: borrowing FormatSpecifier, _ kind: FormatIssue.Kind, _ message: String,
        _ output: inout FormatOutput, _ issues: inout [FormatIssue]
    ) {
        output.append(specifier.text)
        issues.append(FormatIssue(kind: kind, offset: specifier.offset, specifier: specifier.text, message: message))
    }

    /// Reports a width or precision above the limit, which was rendered as the limit.
    private static func reportCapped(_ specifier: borrowing FormatSpecifier, _ issues: inout [FormatIssue]) {
        let limit = FormatOptions.maximumAmount
        issues.append(FormatIssue(
            kind: .amountCapped(limit: limit), offset: specifier.offset, specifier: specifier.text,
            message: "the width or precision of '\(specifier.text)' is above \(limit) and was rendered as \(limit)"))
    }

    /// A type with its indefinite article: "an object", "a signed integer".
    private static func described(_ type: FormatArgumentType) -> String {
        switch type {
        case .unsignedInteger, .object: "an \(type)"
        default: "a \(type)"
        }
    }

    /// Reports an argument of a kind `specifier` does not accept.
    private static func wrongType(
        _ specifier: borrowing FormatSpecifier, _ value: FormatArgument, _ output: inout FormatOutput, _ issues: inout [FormatIssue]
    ) {
        let position = specifier.argumentPosition
        fail(specifier, .wrongType(position: position, expected: specifier.argumentType, actual: value.argumentType),
             "argument \(position) is \(described(value.argumentType)), but '\(specifier.text)' needs \(described(specifier.argumentType))",
             &output, &issues)
    }
}
