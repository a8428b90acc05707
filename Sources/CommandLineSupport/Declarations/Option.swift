import Foundation

/// How a repeatable option reads its occurrences.
public enum ArrayParsingStrategy: Sendable, Hashable {
    /// One value per occurrence: `--locale fi --locale tr`.
    case singleValue
    /// One value per occurrence, each a comma-separated list: `--locale fi,tr --locale de`. Say so in the help.
    case commaSeparated
}

/// An option with a value: `--format json`, `--format=json`, `-f json`.
///
/// An option takes exactly one value each time it is given; the word after it is its value unless it is an
/// option itself (write `--name=-x` for a value starting with `-`; a negative number such as `-1` is a value).
/// Given twice, the last value wins; declared as an array, every occurrence is kept:
///
/// ```swift
/// @Option(help: "The table of a folder.") var table = "Localizable"
/// @Option(name: .shortAndLong, help: "A locale to show; repeat for several.") var locale: [String] = []
/// @Option(help: "Where to write.") var output: String           // required
/// @Option(help: "The development language.") var developmentLanguage: String?
/// ```
@propertyWrapper
public struct Option<Value: Sendable>: Sendable, ArgumentDeclaring {
    private var box: ParsedValueBox<Value>
    private let defaultValue: Value?
    private let name: NameSpecification
    private let help: ArgumentHelp
    private let isRepeatable: Bool
    private let defaultDescription: String?
    private let allowedValues: [String]
    private let store: @Sendable (_ values: [String], _ origin: String, _ box: ParsedValueBox<Value>) throws(CommandFailure) -> Void

    private init(
        defaultValue: Value?, name: NameSpecification, help: ArgumentHelp?, isRepeatable: Bool,
        defaultDescription: String?, allowedValues: [String],
        store: @escaping @Sendable ([String], String, ParsedValueBox<Value>) throws(CommandFailure) -> Void
    ) {
        self.box = ParsedValueBox()
        self.defaultValue = defaultValue
        self.name = name
        self.help = help ?? ArgumentHelp()
        self.isRepeatable = isRepeatable
        self.defaultDescription = defaultDescription
        self.allowedValues = allowedValues
        self.store = store
    }

    /// The value given, or the default.
    public var wrappedValue: Value {
        get {
            if let value = box.value ?? defaultValue { return value }
            preconditionFailure("a required option was read before the command was parsed")
        }
        set { box = ParsedValueBox(newValue) }
    }

    func definitions(label: String) -> [ArgumentDefinition] {
        let names = name.resolve(label: label)
        let box = self.box
        let store = self.store
        return [ArgumentDefinition(
            kind: .option(isRepeatable: isRepeatable), label: label, longName: names.long, shortName: names.short, help: help,
            isRequired: defaultValue == nil, defaultDescription: defaultDescription, allowedValues: allowedValues,
            update: { values, origin throws(CommandFailure) in try store(values, origin, box) })]
    }
}

extension Option where Value: ExpressibleByArgument {
    /// An option with a default value.
    public init(wrappedValue: Value, name: NameSpecification = .long, help: ArgumentHelp? = nil) {
        self.init(
            defaultValue: wrappedValue, name: name, help: help, isRepeatable: false,
            defaultDescription: wrappedValue.defaultValueDescription, allowedValues: Value.allValueStrings,
            store: { values, origin, box throws(CommandFailure) in
                for word in values { box.value = try ArgumentValue.parse(word, as: Value.self, origin: origin) }
            })
    }

    /// A required option: parsing fails when it is not given.
    public init(name: NameSpecification = .long, help: ArgumentHelp? = nil) {
        self.init(
            defaultValue: nil, name: name, help: help, isRepeatable: false, defaultDescription: nil,
            allowedValues: Value.allValueStrings,
            store: { values, origin, box throws(CommandFailure) in
                for word in values { box.value = try ArgumentValue.parse(word, as: Value.self, origin: origin) }
            })
    }
}

extension Option {
    /// An option without a default: `nil` when it is not given.
    public init<Wrapped: ExpressibleByArgument>(name: NameSpecification = .long, help: ArgumentHelp? = nil) where Value == Wrapped? {
        self.init(
            defaultValue: .some(nil), name: name, help: help, isRepeatable: false, defaultDescription: nil,
            allowedValues: Wrapped.allValueStrings,
            store: { values, origin, box throws(CommandFailure) in
                for word in values { box.value = .some(try ArgumentValue.parse(word, as: Wrapped.self, origin: origin)) }
            })
    }

    /// An option without a default whose value `transform` reads (throwing for a word it does not accept).
    public init<Wrapped>(
        name: NameSpecification = .long, help: ArgumentHelp? = nil, transform: @escaping @Sendable (String) throws -> Wrapped
    ) where Value == Wrapped? {
        self.init(
            defaultValue: .some(nil), name: name, help: help, isRepeatable: false, defaultDescription: nil, allowedValues: [],
            store: { values, origin, box throws(CommandFailure) in
                for word in values { box.value = .some(try ArgumentValue.transform(word, origin: origin, transform)) }
            })
    }

    /// A repeatable option: every occurrence is kept, in order (`--locale fi --locale tr`); with
    /// ``ArrayParsingStrategy/commaSeparated`` each occurrence may also list several (`--locale fi,tr`).
    public init<Element: ExpressibleByArgument>(
        wrappedValue: [Element] = [], name: NameSpecification = .long, parsing: ArrayParsingStrategy = .singleValue,
        help: ArgumentHelp? = nil
    ) where Value == [Element] {
        self.init(
            defaultValue: wrappedValue, name: name, help: help, isRepeatable: true,
            defaultDescription: wrappedValue.isEmpty ? nil : wrappedValue.map(\.defaultValueDescription).joined(separator: ", "),
            allowedValues: Element.allValueStrings,
            store: { values, origin, box throws(CommandFailure) in
                var elements: [Element] = []
                for word in values {
                    let parts = Option.split(word, parsing)
                    guard !parts.isEmpty else { throw .usage("'\(origin)' needs a value") }
                    for part in parts {
                        elements.append(try ArgumentValue.parse(part, as: Element.self, origin: origin))
                    }
                }
                box.value = elements
            })
    }

    /// A repeatable option whose values `transform` reads (`--slot name=a,b`).
    public init<Element>(
        wrappedValue: [Element] = [], name: NameSpecification = .long, help: ArgumentHelp? = nil,
        transform: @escaping @Sendable (String) throws -> Element
    ) where Value == [Element] {
        self.init(
            defaultValue: wrappedValue, name: name, help: help, isRepeatable: true, defaultDescription: nil, allowedValues: [],
            store: { values, origin, box throws(CommandFailure) in
                var elements: [Element] = []
                for word in values { elements.append(try ArgumentValue.transform(word, origin: origin, transform)) }
                box.value = elements
            })
    }

    /// The values of one occurrence: the word, or its comma-separated parts (empty parts dropped, spaces trimmed;
    /// none when the word lists nothing, which is an error).
    static func split(_ word: String, _ parsing: ArrayParsingStrategy) -> [String] {
        guard parsing == .commaSeparated else { return [word] }
        return word.split(separator: ",", omittingEmptySubsequences: true)
            .map { String($0).trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }
}
