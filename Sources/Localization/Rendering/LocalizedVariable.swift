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
