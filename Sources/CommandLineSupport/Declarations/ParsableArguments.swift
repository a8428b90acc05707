/// A type whose properties declare command-line arguments with ``Option``, ``Flag``, ``Argument`` and
/// ``OptionGroup``.
///
/// The declarations are the one source of the parser, the help text and the usage line; ``validate()`` checks
/// what one declaration cannot (options that exclude each other), throwing ``CommandFailure/usage(_:)``.
public protocol ParsableArguments: Sendable {
    /// An instance with every declaration at its default; the parser fills in what the words give.
    init()
    /// Checks the parsed values together; called after parsing, before the command runs.
    mutating func validate() throws
}

extension ParsableArguments {
    /// Nothing to check.
    public mutating func validate() throws {}

    /// Parses `arguments` (without the tool's and command's names) into a new instance.
    ///
    /// - Throws: ``CommandFailure`` with exit code 64 for a usage error; ``HelpRequest`` when `--help` was given.
    public static func parse(_ arguments: [String]) throws -> Self {
        var value = Self()
        let parsed = try ArgumentParser.parse(arguments, definitions: ArgumentDefinitions.of(value))
        if parsed.wantsHelp { throw HelpRequest() }
        try ArgumentDefinitions.validate(&value)
        return value
    }
}

/// Thrown by ``ParsableArguments/parse(_:)`` when the words ask for help (`--help`, `-h`).
public struct HelpRequest: Error, Sendable, Hashable {
    /// Creates a request.
    public init() {}
}

/// Finding the declarations of a ``ParsableArguments`` value.
enum ArgumentDefinitions {
    /// The definitions of `value`'s properties, in declaration order (option groups expanded in place).
    static func of(_ value: some ParsableArguments) -> [ArgumentDefinition] {
        var definitions: [ArgumentDefinition] = []
        for child in Mirror(reflecting: value).children {
            guard let declaring = child.value as? ArgumentDeclaring, var label = child.label else { continue }
            // A property wrapper's storage is named `_name`.
            if label.hasPrefix("_") { label.removeFirst() }
            definitions += declaring.definitions(label: label)
        }
        return definitions
    }

    /// The definitions of a fresh instance of `type`.
    static func of(_ type: any ParsableArguments.Type) -> [ArgumentDefinition] {
        of(type.init())
    }

    /// Runs the option groups' `validate()`, then the value's own.
    static func validate<Value: ParsableArguments>(_ value: inout Value) throws {
        for child in Mirror(reflecting: value).children {
            try (child.value as? ArgumentDeclaring)?.validateNested()
        }
        try value.validate()
    }
}
