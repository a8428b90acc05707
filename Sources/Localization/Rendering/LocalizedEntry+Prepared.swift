import PluralRules
import StringResources

extension LocalizedEntry {
    /// An entry made ready to render many times: every text parsed once (variable positions normalized), plain
    /// texts rendered once, plural forms indexed by category, the argument a top-level plural reads found once,
    /// and the renumbered forms and `%arg` specifiers of variables worked out for every position they can be
    /// read at.
    ///
    /// Immutable, so one instance is shared by every copy of a ``LocalizedFormat`` and every thread.
    final class Prepared: Sendable {
        /// The entry as given.
        let entry: LocalizedEntry
        /// The entry's value.
        let value: PreparedVariants
        /// The variables by name.
        let variables: [String: PreparedVariable]

        init(_ entry: LocalizedEntry) {
            self.entry = entry
            // The positions a variable's form may start reading at: any variable reference's position and any
            // explicit argument number. Bounded, so that a malformed entry cannot ask for much work.
            var starts = Set<Int>()
            for text in entry.value.texts + entry.variables.values.flatMap(\.forms.texts) {
                for variable in FormatStringCache.format(text).variables where variable.argumentPosition > 1 {
                    starts.insert(variable.argumentPosition)
                }
            }
            for variable in entry.variables.values {
                if let number = variable.argumentNumber, number > 1 { starts.insert(number) }
            }
            let renumberStarts = starts.sorted().prefix(Self.renumberLimit)
            value = PreparedVariants(entry.value, renumberStarts: [])
            var variables: [String: PreparedVariable] = [:]
            for (name, variable) in entry.variables {
                variables[name] = PreparedVariable(variable, renumberStarts: Array(renumberStarts))
            }
            self.variables = variables
        }

        /// How many starting positions are prepared for each variable form (others are renumbered when met).
        static let renumberLimit = 8
    }

    /// A text of an entry, parsed.
    final class PreparedText: Sendable {
        /// The text as written.
        let text: String
        /// The parsed text, with `%1#@name@` read as `%1$#@name@`.
        let format: FormatString
        /// The rendering when the text holds no specifier, variable or `%arg` (whatever the arguments).
        let literal: String?
        /// Whether the text names variables.
        let hasVariables: Bool
        /// The variable when the text is that variable alone (`%#@terms@`), with the position it reads.
        let soleVariable: (name: String, position: Int, written: String)?
        /// The text renumbered for a form that starts reading at a given argument (`nil` when nothing changes).
        let renumbered: [(start: Int, format: FormatString?)]

        init(_ text: String, renumberStarts: some Sequence<Int>) {
            self.text = text
            let format = FormatStringCache.format(text)
            self.format = format
            let hasSubstitution = format.hasSubstitutionArgument
            let specifiers = format.specifiers
            hasVariables = !format.variables.isEmpty
            if specifiers.isEmpty && !hasVariables && !hasSubstitution {
                let rendered = FormatRenderer().render(format, arguments: [])
                literal = rendered.issues.isEmpty ? rendered.string : nil
            } else {
                literal = nil
            }
            if specifiers.isEmpty, !hasSubstitution, format.segments.count == 1, format.variables.count == 1,
               case .variable(let name, let position)? = format.segments.first {
                let variable = format.variables[0]
                soleVariable = (name, position ?? variable.argumentPosition, variable.text)
            } else {
                soleVariable = nil
            }
            var renumbered: [(start: Int, format: FormatString?)] = []
            if literal == nil {
                for start in renumberStarts where start != 1 {
                    renumbered.append((start, EntryRenderer.renumbered(format, from: start).map(FormatStringCache.format)))
                }
            }
            self.renumbered = renumbered
        }

        /// The parsed text for a form starting at `start` (unpositioned specifiers renumbered from it).
        func format(startingAt start: Int?) -> FormatString {
            guard let start, start != 1 else { return format }
            for entry in renumbered where entry.start == start { return entry.format ?? format }
            return EntryRenderer.renumbered(format, from: start).map(FormatStringCache.format) ?? format
        }
    }

    /// A value's variations, prepared.
    indirect enum PreparedVariants: Sendable {
        case text(PreparedText)
        case plural(PreparedPlural)
        case device([DeviceClass: PreparedVariants])
        /// Forms by width, sorted by width (narrowest first).
        case width(widths: [Int], forms: [PreparedVariants])

        init(_ variants: LocalizedVariants, renumberStarts: some Collection<Int>) {
            switch variants {
            case .text(let text):
                self = .text(PreparedText(text, renumberStarts: renumberStarts))
            case .plural(let forms):
                self = .plural(PreparedPlural(forms, renumberStarts: renumberStarts))
            case .device(let forms):
                self = .device(forms.mapValues { PreparedVariants($0, renumberStarts: renumberStarts) })
            case .width(let forms):
                let widths = forms.keys.sorted()
                self = .width(widths: widths, forms: widths.compactMap { width in
                    forms[width].map { PreparedVariants($0, renumberStarts: renumberStarts) }
                })
            }
        }

        /// The form a width variation gives for `width` (see ``LocalizedVariants/widthForm(_:for:)``).
        static func widthForm(widths: [Int], forms: [PreparedVariants], for width: Int?) -> PreparedVariants? {
            guard let widest = forms.last, let narrowest = forms.first else { return nil }
            guard let width else { return widest }
            return widths.lastIndex { $0 <= width }.map { forms[$0] } ?? narrowest
        }
    }

    /// Plural forms indexed by category, and the argument a top-level plural variation reads.
    final class PreparedPlural: Sendable {
        /// The forms, indexed by ``PluralCategory`` in CLDR order (zero … other).
        let forms: [PreparedVariants?]
        /// The argument the variation reads when no variable names one.
        let firstArgumentPosition: Int

        init(_ forms: [PluralCategory: LocalizedVariants], renumberStarts: some Collection<Int>) {
            var indexed = [PreparedVariants?](repeating: nil, count: PluralCategory.allCases.count)
            for (category, form) in forms {
                indexed[category.order] = PreparedVariants(form, renumberStarts: renumberStarts)
            }
            self.forms = indexed
            firstArgumentPosition = EntryRenderer.firstArgumentPosition(in: forms)
        }

        subscript(category: PluralCategory) -> PreparedVariants? { forms[category.order] }
    }

    /// A variable, prepared.
    struct PreparedVariable: Sendable {
        let argumentNumber: Int?
        let formatSpecifier: String?
        let forms: PreparedVariants
        /// The `%arg` specifier by the position the variable is read at.
        let substitutions: [(position: Int, specifier: FormatSpecifier?)]

        init(_ variable: LocalizedVariable, renumberStarts: [Int]) {
            argumentNumber = variable.argumentNumber
            formatSpecifier = variable.formatSpecifier
            forms = PreparedVariants(variable.forms, renumberStarts: renumberStarts)
            let positions = variable.argumentNumber.map { [$0] } ?? [1] + renumberStarts
            substitutions = positions.map { ($0, EntryRenderer.substitutionSpecifier(variable.formatSpecifier, position: $0)) }
        }

        /// The specifier `%arg` stands for when the variable is read at `position`.
        func substitution(at position: Int) -> FormatSpecifier? {
            for entry in substitutions where entry.position == position { return entry.specifier }
            return EntryRenderer.substitutionSpecifier(formatSpecifier, position: position)
        }
    }
}
