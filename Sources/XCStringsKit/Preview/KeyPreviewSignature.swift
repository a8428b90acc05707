import Localization
import PluralRules
import StringResources

/// The arguments a localized value reads: the type of each position, which positions choose plural forms, and
/// how each position is written.
///
/// Types come from the value's specifiers, from its variables' value types (a `.stringsdict`
/// `NSStringFormatValueTypeKey`, a catalog substitution's `formatSpecifier`) and, when a variable names no type,
/// from the specifiers of its forms. The first use of a position decides its type.
public struct KeyPreviewSignature: Sendable, Hashable {
    /// The type of each 1-based argument position the value reads.
    public var types: [Int: FormatArgumentType] = [:]
    /// The positions whose argument chooses a plural form, in ascending order.
    public var pluralPositions: [Int] = []
    /// The positions whose plural variation has an explicit `zero` form.
    public var zeroFormPositions: Set<Int> = []
    /// How each position is first written (`%1$@`, `%lld`, `%#@terms@`), for placeholders.
    public var specifierTexts: [Int: String] = [:]

    /// The number of arguments the value reads (the highest position).
    public var argumentCount: Int { types.keys.max() ?? 0 }

    /// Creates an empty signature (no arguments).
    public init() {}

    /// The signature of an entry.
    public init(_ entry: LocalizedEntry) {
        var walker = Walker(entry: entry)
        walker.walk(entry.value, position: nil, formStart: nil, stack: [])
        self = walker.signature
        pluralPositions.sort()
    }

    /// Walks an entry's texts and variables, recording what each position takes.
    private struct Walker {
        let entry: LocalizedEntry
        var signature = KeyPreviewSignature()
        /// The variables walked, with the argument they were walked for: walking one again adds nothing, and forms
        /// that name a variable many times over (a hostile file) would otherwise be walked exponentially often.
        var walked: Set<String> = []

        init(entry: LocalizedEntry) {
            self.entry = entry
        }

        /// Walks a value; `position` is the argument a plural variation reads (nil at the top level, where the
        /// first argument its `other` form reads decides), `formStart` the argument a variable's form starts at.
        mutating func walk(_ variants: LocalizedVariants, position: Int?, formStart: Int?, stack: [String]) {
            switch variants {
            case .text(let text):
                record(text, formStart: formStart, stack: stack)
            case .plural(let forms):
                let position = position ?? EntryRenderer.firstArgumentPosition(in: forms)
                if !signature.pluralPositions.contains(position) { signature.pluralPositions.append(position) }
                if forms[.zero] != nil { signature.zeroFormPositions.insert(position) }
                for (_, form) in forms.sorted(by: { $0.key < $1.key }) {
                    walk(form, position: position, formStart: formStart, stack: stack)
                }
                // A plural variation whose forms name no specifier still reads a number.
                if signature.types[position] == nil { note(position, type: .signedInteger, text: "%lld") }
            case .device(let forms):
                for (_, form) in forms.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                    walk(form, position: position, formStart: formStart, stack: stack)
                }
            case .width(let forms):
                for (_, form) in forms.sorted(by: { $0.key < $1.key }) {
                    walk(form, position: position, formStart: formStart, stack: stack)
                }
            }
        }

        /// Records the specifiers and variables of one text.
        mutating func record(_ text: String, formStart: Int?, stack: [String]) {
            let format = FormatString(parsing: text)
            let offset = (formStart ?? 1) - 1
            for specifier in format.specifiers {
                let position = specifier.position == nil ? specifier.argumentPosition + offset : specifier.argumentPosition
                note(position, type: specifier.argumentType, text: specifier.text)
            }
            for variable in format.variables {
                let position = variable.position == nil ? variable.argumentPosition + offset : variable.argumentPosition
                guard stack.count < EntryRenderer.depthLimit, !stack.contains(variable.name),
                      let definition = entry.variables[variable.name]
                else { continue }
                let argument = definition.argumentNumber ?? position
                if let specifier = definition.formatSpecifier, let type = FormatArgumentType(valueType: specifier) {
                    note(argument, type: type, text: variable.text)
                }
                guard walked.insert("\(variable.name)\u{0}\(argument)").inserted else { continue }
                walk(definition.forms, position: argument, formStart: argument, stack: stack + [variable.name])
            }
        }

        mutating func note(_ position: Int, type: FormatArgumentType, text: String) {
            if signature.types[position] == nil { signature.types[position] = type }
            if signature.specifierTexts[position] == nil { signature.specifierTexts[position] = text }
        }
    }
}
