/// How a format string uses one argument position: its type (when known) and the specifier as written.
public struct ValidationArgumentUse: Hashable, Sendable {
    /// The argument's type; `nil` for a variable whose type is not known.
    public var type: FormatArgumentType?
    /// The specifier or variable as written, e.g. `%2$lld` or `%#@terms@`.
    public var text: String

    /// The uses of every position of `format`, with variables typed by their substitutions (catalog)
    /// or by `variableTypes` (`.stringsdict`).
    public static func uses(
        of format: FormatString,
        substitutions: CatalogDictionary<CatalogSubstitution>?,
        variableTypes: [String: FormatArgumentType] = [:]
    ) -> [Int: ValidationArgumentUse] {
        var uses: [Int: ValidationArgumentUse] = [:]
        for specifier in format.specifiers where uses[specifier.argumentPosition] == nil {
            uses[specifier.argumentPosition] = ValidationArgumentUse(type: specifier.argumentType, text: specifier.text)
        }
        for (position, type) in format.argumentTypes where uses[position] == nil {
            // An amount `*` read from an argument.
            uses[position] = ValidationArgumentUse(type: type, text: "*")
        }
        for variable in format.variables where uses[variable.argumentPosition] == nil {
            let type = substitutions?[variable.name]?.formatSpecifier.flatMap { FormatArgumentType(valueType: $0) }
                ?? variableTypes[variable.name]
            uses[variable.argumentPosition] = ValidationArgumentUse(type: type, text: variable.text)
        }
        return uses
    }
}
