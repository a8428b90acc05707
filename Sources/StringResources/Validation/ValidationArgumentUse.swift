/// How a format string uses one argument position: its type (when known) and the specifier as written.
public struct ValidationArgumentUse: Hashable, Sendable {
    /// The argument's type; `nil` for a variable whose type is not known.
    public var type: FormatArgumentType?
    /// The specifier or variable as written, e.g. `%2$lld` or `%#@terms@`.
    public var text: String
    /// The bits an integer is read with on 64-bit platforms (8 for `hh`, 16 for `h`, 32 without a length, 64 for
    /// `l`, `ll`, `q`…); `nil` when the use is no integer or its length is not known.
    var integerBits: Int? = nil
    /// Whether the specifier directly follows a letter (`file%@`): an ending only the source language may need.
    var isSuffix = false

    /// The uses of every position of `format`, with variables typed by their substitutions (catalog)
    /// or by `variableTypes` (`.stringsdict`).
    public static func uses(
        of format: FormatString,
        substitutions: CatalogDictionary<CatalogSubstitution>?,
        variableTypes: [String: FormatArgumentType] = [:],
        variableBits: [String: Int] = [:]
    ) -> [Int: ValidationArgumentUse] {
        var uses: [Int: ValidationArgumentUse] = [:]
        for (position, use) in sortedUses(of: format, substitutions: substitutions, variableTypes: variableTypes, variableBits: variableBits) {
            uses[position] = use
        }
        return uses
    }

    /// What ``uses(of:substitutions:variableTypes:variableBits:)`` finds, as a small array in position order: a
    /// format reads few arguments, and searching them costs less than hashing.
    static func sortedUses(
        of format: FormatString,
        substitutions: CatalogDictionary<CatalogSubstitution>?,
        variableTypes: [String: FormatArgumentType] = [:],
        variableBits: [String: Int] = [:]
    ) -> [(position: Int, use: ValidationArgumentUse)] {
        var uses: [(position: Int, use: ValidationArgumentUse)] = []
        func has(_ position: Int) -> Bool { uses.contains { $0.position == position } }
        // The segments are read in place (`specifiers` and `argumentTypes` would make an array and a dictionary).
        for segment in format.segments {
            guard case .specifier(let specifier) = segment, !has(specifier.argumentPosition) else { continue }
            uses.append((specifier.argumentPosition, use(of: specifier, in: format)))
        }
        // An amount `*` read from an argument: the first type read at a position no specifier reads.
        FormatParser.forEachUse(segments: format.segments, variables: format.variables) { position, type, _ in
            if let type, !has(position) { uses.append((position, ValidationArgumentUse(type: type, text: "*", integerBits: 32))) }
            return true
        }
        for variable in format.variables {
            let position = argument(of: variable, substitutions: substitutions)
            guard !has(position) else { continue }
            let written = substitutions?[variable.name]?.formatSpecifier
            let type = written.flatMap { FormatArgumentType(valueType: $0) } ?? variableTypes[variable.name]
            let bits = written.flatMap(integerBits(ofValueType:)) ?? variableBits[variable.name]
            uses.append((position, ValidationArgumentUse(type: type, text: variable.text, integerBits: bits)))
        }
        // Positions are distinct, so the order is the same however the sort breaks ties.
        uses.sort { $0.position < $1.position }
        return uses
    }

    /// The argument a catalog's `%#@name@` reads, as Xcode compiles it: an explicit position (`%2$#@name@`), else
    /// the substitution's `argNum` (how a translation reorders its substitutions), else its place in the text.
    static func argument(of variable: FormatVariable, substitutions: CatalogDictionary<CatalogSubstitution>?) -> Int {
        variable.position ?? substitutions?[variable.name]?.argNum ?? variable.argumentPosition
    }

    /// The uses of a variable's form (a `.stringsdict` plural form, a catalog substitution's variation) whose
    /// variable reads argument `start`, numbered as Apple reads them: `%n$…` reads argument `n`, and a specifier
    /// without a position reads the variable's own argument, then the ones after it. `%arg` and the variable's own
    /// argument are the variable's business, not the form's; nested variables are left out.
    static func formUses(of format: FormatString, start: Int) -> [Int: ValidationArgumentUse] {
        var uses: [Int: ValidationArgumentUse] = [:]
        for case .specifier(let specifier) in format.segments {
            let position = formPosition(of: specifier, start: start)
            if uses[position] == nil { uses[position] = use(of: specifier, in: format) }
        }
        return uses
    }

    /// The argument a form's specifier reads when its variable reads argument `start` (Apple's rule).
    static func formPosition(of specifier: FormatSpecifier, start: Int) -> Int {
        specifier.position ?? start + specifier.argumentPosition - 1
    }

    /// The use of one specifier of `format`.
    static func use(of specifier: FormatSpecifier, in format: FormatString) -> ValidationArgumentUse {
        var isSuffix = false
        if specifier.offset > 0 {
            let utf8 = format.text.utf8
            isSuffix = isLetterEnding(utf8[utf8.index(utf8.startIndex, offsetBy: specifier.offset - 1)])
        }
        return ValidationArgumentUse(
            type: specifier.argumentType, text: specifier.text,
            integerBits: specifier.argumentType.isInteger ? integerBits(of: specifier.length) : nil, isSuffix: isSuffix)
    }

    /// Whether `byte`, the one before a specifier, ends a word: an ASCII letter, or the last byte of a letter in
    /// another script.
    static func isLetterEnding(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte >= 0x80
    }

    /// The argument a form's specifier token reads when its variable reads argument `start` (see
    /// ``formPosition(of:start:)``).
    static func formPosition(of token: FormatToken, start: Int) -> Int {
        token.position ?? start + token.argumentPosition - 1
    }

    /// The bits an integer of `length` is read with on 64-bit platforms (`long` is 64 bits there).
    static func integerBits(of length: FormatSpecifier.Length?) -> Int {
        switch length {
        case .hh?: 8
        case .h?: 16
        case nil: 32
        case .l?, .ll?, .q?, .z?, .t?, .j?, .L?: 64
        }
    }

    /// The bits of a `.stringsdict` value type or catalog `formatSpecifier` (`lld`, `d`), when it is an integer.
    static func integerBits(ofValueType valueType: String) -> Int? {
        var text = valueType
        if text.hasPrefix("%") { text.removeFirst() }
        guard let specifier = FormatString(parsing: "%" + text, allowsSubstitutionArgument: false).specifiers.first,
              specifier.argumentType.isInteger else { return nil }
        return integerBits(of: specifier.length)
    }

    /// Whether a translation may leave out argument `position` of `signature` with only a warning: it is the last
    /// argument, an object that the source appends to a word (an English plural ending `file%@`), so no other
    /// argument moves and only the ending is lost.
    static func isDroppableEnding(_ position: Int, of signature: [Int: ValidationArgumentUse]) -> Bool {
        guard let use = signature[position], use.type == .object, use.isSuffix else { return false }
        return position == signature.keys.max()
    }

    /// ``isDroppableEnding(_:of:)`` for a signature in position order.
    static func isDroppableEnding(_ position: Int, of signature: [(position: Int, use: ValidationArgumentUse)]) -> Bool {
        guard let last = signature.last, last.position == position else { return false }
        return last.use.type == .object && last.use.isSuffix
    }

    /// Whether `specifier` is certainly meant as one: no flags and no width, which a literal `%` before a word
    /// or a number reads as (`100 % de`, `100%-os`, `%50'si`).
    static func isUnmistakable(_ specifier: FormatSpecifier) -> Bool {
        specifier.flags.isEmpty && specifier.width == .none
    }

    /// Whether `format` is a format at all: it has a variable, or a specifier that is not a `%` before a space
    /// (`not 100% accurate` reads `% a` there, which no one writes as a specifier). Plain text with a literal `%`
    /// has no format findings.
    static func isFormat(_ format: FormatString) -> Bool {
        !format.variables.isEmpty || format.firstSpecifier(where: { !$0.flags.contains(.space) }) != nil
    }
}
