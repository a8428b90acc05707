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

/// A variable that a format names with `%#@name@`: a `.stringsdict` variable or a catalog substitution.
public struct LocalizedVariable: Sendable, Hashable {
    /// The 1-based argument the variable stands for, when the file gives it (a catalog's `argNum`); otherwise
    /// the position of `%#@name@` in its format decides.
    public var argumentNumber: Int?
    /// The conversion of the variable's argument without the `%` (`lld`, `d`, `@`), which `%arg` renders with.
    public var formatSpecifier: String?
    /// The forms to choose from.
    public var forms: LocalizedVariants

    /// Creates a variable.
    public init(argumentNumber: Int? = nil, formatSpecifier: String? = nil, forms: LocalizedVariants) {
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
        self.forms = forms
    }
}
