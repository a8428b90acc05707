/// Options declared once in a ``ParsableArguments`` type and used by several commands.
///
/// A command group's global options (`sanasto --library PATH term list`) are declared in a type that the group
/// and each of its commands include; they are accepted before the subcommand's name and among its arguments:
///
/// ```swift
/// struct LibraryOptions: ParsableArguments {
///     @Option(help: ArgumentHelp("The terminology library.", valueName: "path")) var library: String?
/// }
/// struct List: ParsableCommand {
///     @OptionGroup(title: "Global options") var global: LibraryOptions
///     …
/// }
/// ```
@propertyWrapper
public struct OptionGroup<Value: ParsableArguments>: Sendable, ArgumentDeclaring {
    private var value: Value
    private let title: String?

    /// Includes `Value`'s options, listed with the command's own in `--help`, or under `title`.
    public init(title: String? = nil) {
        self.value = Value()
        self.title = title
    }

    /// The group's parsed options.
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    func definitions(label: String) -> [ArgumentDefinition] {
        ArgumentDefinitions.of(value).map { definition in
            var definition = definition
            if definition.sectionTitle == nil { definition.sectionTitle = title }
            return definition
        }
    }

    func validateNested() throws {
        var copy = value
        try copy.validate()
    }
}
