import PluralRules
import StringResources

/// Renders a ``LocalizedEntry`` with arguments: chooses variations, resolves `%#@variables@` (nested, with a
/// depth limit and cycle detection) and fills every format in with the format renderer.
///
/// Inside a variable's chosen form, `%arg` is the variable's argument rendered with its format specifier, and a
/// specifier without an explicit position reads the variable's own argument (then the ones after it), while
/// `%n$…` reads argument `n` of the whole call — which is how `.stringsdict` forms such as `%d items` and
/// `%2$@ and %d others` behave on Apple platforms.
///
/// Works on a prepared entry (``LocalizedEntry/Prepared``), so rendering parses nothing; a text without
/// specifiers is returned as prepared, and a plural reads its category through the rules' integer path.
package struct EntryRenderer {
    /// How deep variables may nest inside each other's forms.
    package static let depthLimit = 8
    /// How many variables one rendering may resolve in all: forms that name variables several times each
    /// multiply (eight references at each of eight levels are 16 million), so a hostile file stops here.
    package static let variableBudget = 100_000
    /// How many bytes of text one rendering may produce in all (1 MiB).
    package static let outputBudget = 1 << 20

    /// The prepared entry, locale and plural rules.
    let resolved: LocalizedFormat.Resolved
    let arguments: [FormatArgument]
    let device: DeviceClass
    let width: Int?
    /// What is left of the budgets, shared by every level of one rendering.
    private let budget = ExpansionBudget(variables: EntryRenderer.variableBudget, bytes: EntryRenderer.outputBudget)

    init(resolved: LocalizedFormat.Resolved, arguments: [FormatArgument], device: DeviceClass, width: Int?) {
        self.resolved = resolved
        self.arguments = arguments
        self.device = device
        self.width = width
    }

    private var entry: LocalizedEntry.Prepared { resolved.prepared }

    /// Renders the entry, adding what goes wrong to `issues`.
    func render(issues: inout [LocalizationIssue]) -> String {
        guard let text = choose(entry.value, position: nil, issues: &issues) else {
            report(LocalizationIssue(.missingForm), &issues)
            return ""
        }
        if let literal = text.literal { return literal }
        return render(text, formStart: nil, substitution: nil, stack: [], issues: &issues)
    }

    /// The top-level text the entry shows for these arguments, before filling it in.
    func chosenFormat() -> String? {
        var issues: [LocalizationIssue] = []
        return choose(entry.value, position: nil, issues: &issues)?.text
    }

    // MARK: Choosing forms

    /// Chooses a text among variations; plural variations read the argument at `position` (at the top level,
    /// where no variable names the argument, the first argument the `other` form reads).
    private func choose(
        _ variants: LocalizedEntry.PreparedVariants, position: Int?, issues: inout [LocalizationIssue]
    ) -> LocalizedEntry.PreparedText? {
        switch variants {
        case .text(let text):
            return text
        case .device(let forms):
            guard let form = LocalizedVariants.deviceForm(forms, for: device) else {
                report(LocalizationIssue(.missingForm), &issues)
                return nil
            }
            return choose(form, position: position, issues: &issues)
        case .width(let widths, let forms):
            guard let form = LocalizedEntry.PreparedVariants.widthForm(widths: widths, forms: forms, for: width) else {
                report(LocalizationIssue(.missingForm), &issues)
                return nil
            }
            return choose(form, position: position, issues: &issues)
        case .plural(let forms):
            let position = position ?? forms.firstArgumentPosition
            let argument = position >= 1 && position <= arguments.count ? arguments[position - 1] : nil
            guard let form = pluralForm(forms, argument: argument, position: position, issues: &issues) else { return nil }
            return choose(form, position: position, issues: &issues)
        }
    }

    private func pluralForm(
        _ forms: LocalizedEntry.PreparedPlural, argument: FormatArgument?, position: Int,
        issues: inout [LocalizationIssue]
    ) -> LocalizedEntry.PreparedVariants? {
        let category: PluralCategory
        switch argument.flatMap(Self.integerMagnitude) {
        case let magnitude?:
            // Apple's rule: an explicit `zero` form takes the value 0, whatever the language's rules say.
            if magnitude == 0, let zero = forms[.zero] { return zero }
            category = resolved.pluralRules.category(for: magnitude)
        case nil:
            guard let argument, let operands = Self.operands(of: argument) else {
                report(LocalizationIssue(.argumentNotNumeric(position: position)), &issues)
                if let other = forms[.other] { return other }
                report(LocalizationIssue(.missingForm), &issues)
                return nil
            }
            if operands.n == 0, operands.isInteger, let zero = forms[.zero] { return zero }
            category = resolved.pluralRules.category(for: operands)
        }
        if let form = forms[category] { return form }
        if category != .other {
            report(LocalizationIssue(.missingPluralForm(category.rawValue)), &issues)
        }
        if let other = forms[.other] { return other }
        report(LocalizationIssue(.missingForm), &issues)
        return nil
    }

    /// The magnitude of an integer argument (or of an integral double below 9·10¹⁸), whose plural operands are
    /// those of that integer; `nil` for anything else.
    static func integerMagnitude(of argument: FormatArgument) -> UInt64? {
        switch argument {
        case .int(let value): value.magnitude
        case .uint(let value): value
        case .double(let value):
            value.isFinite && value.magnitude == value.magnitude.rounded() && value.magnitude < 9.0e18
                ? UInt64(value.magnitude) : nil
        case .decimal: decimalIntegerMagnitude(of: argument)
        case .string, .character: nil
        }
    }

    /// The argument a top-level plural variation reads: the first numeric one its `other` form (or any form) reads.
    package static func firstArgumentPosition(in forms: [PluralCategory: LocalizedVariants]) -> Int {
        let texts = (forms[.other]?.texts ?? []) + forms.sorted { $0.key < $1.key }.flatMap { $0.value.texts }
        // The number is the first numeric argument (`%@ has %lld items` varies by the count, not the name),
        // as Xcode compiles a whole-value plural; a form with only non-numeric specifiers falls back to its first.
        var firstAny: Int?
        for text in texts {
            let format = FormatStringCache.format(text)
            if let numeric = format.specifiers.first(where: {
                [.signedInteger, .unsignedInteger, .floatingPoint].contains($0.conversion.argumentType)
            }) {
                return numeric.argumentPosition
            }
            if firstAny == nil { firstAny = format.specifiers.first?.argumentPosition }
        }
        return firstAny ?? 1
    }

    /// The plural operands of a numeric argument; `nil` for a string or a character.
    static func operands(of argument: FormatArgument) -> PluralOperands? {
        switch argument {
        case .int(let value):
            return PluralOperands(value.magnitude)
        case .uint(let value):
            return PluralOperands(value)
        case .double(let value):
            guard value.isFinite else { return nil }
            let magnitude = value.magnitude
            if magnitude == magnitude.rounded(), magnitude < 9.0e18 {
                return PluralOperands(UInt64(magnitude))
            }
            // Written out without an exponent: `1.5e-05` would not parse (and `e` means a compact exponent there).
            let decimal = ShortestDecimal(magnitude)
            let (integer, fraction) = decimal.fixed(fractionDigits: max(0, decimal.digits.count - decimal.exponent))
            let text = String(decoding: integer, as: UTF8.self) + (fraction.isEmpty ? "" : "." + String(decoding: fraction, as: UTF8.self))
            return try? PluralOperands(parsing: text)
        case .decimal:
            return decimalOperands(of: argument)
        case .string, .character:
            return nil
        }
    }

    // MARK: Rendering

    /// Renders one text. `formStart` is the argument a variable's form starts reading at (unpositioned
    /// specifiers are renumbered from it); `substitution` is what `%arg` stands for.
    private func render(
        _ text: LocalizedEntry.PreparedText, formStart: Int?, substitution: FormatSpecifier?, stack: [String],
        issues: inout [LocalizationIssue]
    ) -> String {
        if let literal = text.literal { return literal }
        if formStart == nil || formStart == 1, let sole = text.soleVariable {
            // `%#@name@` alone renders as its variable (or stays as written, as the format renderer keeps it).
            return resolveVariable(sole.name, position: sole.position, stack: stack, issues: &issues) ?? sole.written
        }
        let format = text.format(startingAt: formStart)
        let result: FormatResult
        var inserted = 0
        if text.hasVariables {
            let collector = IssueCollector()
            result = FormatRenderer().render(
                format, arguments: arguments, locale: resolved.locale, substitutionArgument: substitution,
                variables: { name, _, position in
                    let resolved = self.resolveVariable(name, position: position, stack: stack, issues: &collector.issues)
                    collector.inserted += resolved?.utf8.count ?? 0
                    return resolved
                })
            issues.append(contentsOf: collector.issues)
            inserted = collector.inserted
        } else {
            result = FormatRenderer().render(
                format, arguments: arguments, locale: resolved.locale, substitutionArgument: substitution)
        }
        // The variables' texts were counted where they were made; this level's own text is counted here.
        budget.spend(bytes: result.string.utf8.count - inserted)
        for issue in result.issues {
            if case .unresolvedVariable = issue.kind { continue }  // reported more precisely above
            report(LocalizationIssue(.argumentMismatch(issue, format: text.text)), &issues)
        }
        return result.string
    }

    /// Resolves `%#@name@` read at argument `position`: chooses the variable's form and renders it.
    private func resolveVariable(
        _ name: String, position: Int, stack: [String], issues: inout [LocalizationIssue]
    ) -> String? {
        if stack.contains(name) {
            report(LocalizationIssue(.variableCycle(stack + [name])), &issues)
            return nil
        }
        if stack.count >= Self.depthLimit {
            report(LocalizationIssue(.nestingTooDeep(limit: Self.depthLimit)), &issues)
            return nil
        }
        // Past the budget, variables render as nothing (said once): what was rendered so far is returned.
        let (startVariables, startBytes) = (budget.variables, budget.bytes)
        guard budget.spendVariable() else {
            if !budget.reported {
                budget.reported = true
                report(LocalizationIssue(.expansionLimitExceeded(variables: Self.variableBudget, bytes: Self.outputBudget)), &issues)
            }
            return ""
        }
        // A variable named again at the same argument under the same variables renders the same: it is rendered
        // once and its text reused, spending what it spent the first time, so a form that names a variable many
        // times over costs its distinct variables, not their expansion.
        let key = ExpansionBudget.Key(name: name, position: position, stack: stack)
        if let known = budget.rendered[key] {
            budget.variables = startVariables - known.variables
            budget.bytes = startBytes - known.bytes
            return known.text
        }
        guard let variable = entry.variables[name] else {
            report(LocalizationIssue(.unknownVariable(name)), &issues)
            return nil
        }
        let argument = variable.argumentNumber ?? position
        guard let form = choose(variable.forms, position: argument, issues: &issues) else { return nil }
        let text: String?
        if let literal = form.literal {
            budget.spend(bytes: literal.utf8.count)
            text = literal
        } else {
            let substitution = variable.substitution(at: argument)
            text = render(form, formStart: argument, substitution: substitution, stack: stack + [name], issues: &issues)
        }
        // A text cut short by the budget is not kept (nothing after it renders anyway).
        if let text, !budget.reported {
            budget.rendered[key] = (text, startVariables - budget.variables, startBytes - budget.bytes)
        }
        return text
    }

    /// Adds `issue` unless this rendering met it already: a form reached a hundred thousand times (a variable that
    /// lacks a plural category, named over and over) reports once, instead of filling the result with copies.
    private func report(_ issue: LocalizationIssue, _ issues: inout [LocalizationIssue]) {
        if budget.seen.insert(issue).inserted { issues.append(issue) }
    }

    /// `%1#@name@` (a position without its `$`, which Apple accepts and real files use) as `%1$#@name@`.
    static func normalizingVariablePositions(_ text: String) -> String {
        guard text.contains("#@") else { return text }
        var result = ""
        var rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            var digitsEnd = rest.index(after: percent)
            while digitsEnd < rest.endIndex, rest[digitsEnd].isASCII, rest[digitsEnd].isNumber {
                digitsEnd = rest.index(after: digitsEnd)
            }
            let digits = rest[rest.index(after: percent)..<digitsEnd]
            if !digits.isEmpty, rest[digitsEnd...].hasPrefix("#@") {
                result += "%\(digits)$"
                rest = rest[digitsEnd...]
            } else if rest[rest.index(after: percent)...].hasPrefix("%") {
                result += "%%"
                rest = rest[rest.index(percent, offsetBy: 2)...]
            } else {
                result += "%"
                rest = rest[rest.index(after: percent)...]
            }
        }
        result += rest
        return result
    }

    /// The specifier `%arg` stands for: the variable's format specifier at its argument position.
    static func substitutionSpecifier(_ specifier: String?, position: Int) -> FormatSpecifier? {
        var conversion = specifier ?? "@"
        if conversion.hasPrefix("%") { conversion.removeFirst() }
        return FormatStringCache.format("%\(position)$\(conversion)").specifiers.first
    }

    /// The format's text with every unpositioned specifier and variable given an explicit position, counting from
    /// `start`; `nil` when nothing needs renumbering or a `*` amount makes it unsafe.
    static func renumbered(_ format: FormatString, from start: Int) -> String? {
        // A start past the largest position (a huge `argNum` in bad data) only has to give positions past it, which
        // render as written and are reported; clamped, the sums below cannot overflow.
        let start = min(start, FormatString.maximumPosition + 1)
        var text = ""
        var changed = false
        var variableIndex = 0
        for segment in format.segments {
            switch segment {
            case .literal(let literal):
                text += literal.replacingOccurrences(of: "%", with: "%%")
            case .specifier(let specifier):
                if specifier.position == nil {
                    if case .argument = specifier.width { return nil }
                    if case .argument = specifier.precision { return nil }
                    text += "%\(start - 1 + specifier.argumentPosition)$" + specifier.text.dropFirst()
                    changed = true
                } else {
                    text += specifier.text
                }
            case .variable(let name, _):
                let variable = variableIndex < format.variables.count ? format.variables[variableIndex] : nil
                variableIndex += 1
                if let variable, variable.position == nil {
                    text += "%\(start - 1 + variable.argumentPosition)$#@\(name)@"
                    changed = true
                } else {
                    text += variable?.text ?? "%#@\(name)@"
                }
            case .substitutionArgument:
                text += "%arg"
            case .invalid(let invalid):
                text += invalid
            }
        }
        return changed ? text : nil
    }
}

/// The issues met inside a variable resolver, which cannot write to the caller's `inout` array, and the bytes of
/// the variables' texts it inserted.
private final class IssueCollector {
    var issues: [LocalizationIssue] = []
    var inserted = 0
}

/// What one rendering may still spend: variables resolved and bytes produced, across every level of nesting.
private final class ExpansionBudget {
    var variables: Int
    var bytes: Int
    /// Whether the issue of running out has been reported.
    var reported = false
    /// The issues reported so far, each once.
    var seen: Set<LocalizationIssue> = []
    /// The variables rendered so far, with what each spent.
    var rendered: [Key: (text: String, variables: Int, bytes: Int)] = [:]

    /// A variable as it was resolved: by name, at an argument, under the variables that named it.
    struct Key: Hashable {
        var name: String
        var position: Int
        var stack: [String]
    }

    init(variables: Int, bytes: Int) {
        self.variables = variables
        self.bytes = bytes
    }

    /// Spends one variable; `false` when none is left (or the bytes are spent).
    func spendVariable() -> Bool {
        guard variables > 0, bytes > 0 else { return false }
        variables -= 1
        return true
    }

    func spend(bytes count: Int) {
        bytes -= max(0, count)
    }
}
