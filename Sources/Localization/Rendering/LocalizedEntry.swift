/// One key's value in one language, as the run time uses it: the format (or its variations) and its variables.
///
/// Built from a `.strings` value, a `.stringsdict` entry or a catalog localization; rendering does not care
/// which.
public struct LocalizedEntry: Sendable, Hashable {
    /// The format string, or variations of it.
    public var value: LocalizedVariants
    /// The variables the format names with `%#@name@`, by name.
    public var variables: [String: LocalizedVariable]

    /// Creates an entry.
    public init(value: LocalizedVariants, variables: [String: LocalizedVariable] = [:]) {
        self.value = value
        self.variables = variables
    }

    /// An entry holding a plain format string.
    public init(format: String) {
        self.init(value: .text(format))
    }
}
