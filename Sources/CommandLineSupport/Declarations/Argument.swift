/// A positional argument: a word that is not an option, taken in the order declared.
///
/// Positional words may come anywhere among the options (`lint --strict a.xcstrings --format json b.xcstrings`);
/// after `--` every word is positional. An array takes every word left and must be declared last.
///
/// ```swift
/// @Argument(help: "The catalog.") var catalog: String
/// @Argument(help: "The key, when only one is wanted.") var key: String?
/// @Argument(help: "Numbers whose category to show.") var numbers: [String] = []
/// ```
@propertyWrapper
public struct Argument<Value: Sendable>: Sendable, ArgumentDeclaring {
    private var box: ParsedValueBox<Value>
    private let defaultValue: Value?
    private let help: ArgumentHelp
    private let isRepeating: Bool
    private let isRequired: Bool
    private let defaultDescription: String?
    private let allowedValues: [String]
    private let store: @Sendable (_ values: [String], _ origin: String, _ box: ParsedValueBox<Value>) throws(CommandFailure) -> Void

    private init(
        defaultValue: Value?, help: ArgumentHelp?, isRepeating: Bool, isRequired: Bool, defaultDescription: String?,
        allowedValues: [String],
        store: @escaping @Sendable ([String], String, ParsedValueBox<Value>) throws(CommandFailure) -> Void
    ) {
        self.box = ParsedValueBox()
        self.defaultValue = defaultValue
        self.help = help ?? ArgumentHelp()
        self.isRepeating = isRepeating
        self.isRequired = isRequired
        self.defaultDescription = defaultDescription
        self.allowedValues = allowedValues
        self.store = store
    }

    /// The word given, or the default.
    public var wrappedValue: Value {
        get {
            if let value = box.value ?? defaultValue { return value }
            preconditionFailure("a required argument was read before the command was parsed")
        }
        set { box = ParsedValueBox(newValue) }
    }

    func definitions(label: String) -> [ArgumentDefinition] {
        let box = self.box
        let store = self.store
        return [ArgumentDefinition(
            kind: .positional(isRepeating: isRepeating), label: label, longName: nil, shortName: nil, help: help,
            isRequired: isRequired, defaultDescription: defaultDescription, allowedValues: allowedValues,
            update: { values, origin throws(CommandFailure) in try store(values, origin, box) })]
    }
}

extension Argument where Value: ExpressibleByArgument {
    /// A required positional argument.
    public init(help: ArgumentHelp? = nil) {
        self.init(
            defaultValue: nil, help: help, isRepeating: false, isRequired: true, defaultDescription: nil,
            allowedValues: Value.allValueStrings,
            store: { values, origin, box throws(CommandFailure) in
                if let word = values.last { box.value = try ArgumentValue.parse(word, as: Value.self, origin: origin) }
            })
    }

    /// A positional argument with a default value.
    public init(wrappedValue: Value, help: ArgumentHelp? = nil) {
        self.init(
            defaultValue: wrappedValue, help: help, isRepeating: false, isRequired: false,
            defaultDescription: wrappedValue.defaultValueDescription, allowedValues: Value.allValueStrings,
            store: { values, origin, box throws(CommandFailure) in
                if let word = values.last { box.value = try ArgumentValue.parse(word, as: Value.self, origin: origin) }
            })
    }
}

extension Argument {
    /// An optional positional argument: `nil` when it is not given.
    public init<Wrapped: ExpressibleByArgument>(help: ArgumentHelp? = nil) where Value == Wrapped? {
        self.init(
            defaultValue: .some(nil), help: help, isRepeating: false, isRequired: false, defaultDescription: nil,
            allowedValues: Wrapped.allValueStrings,
            store: { values, origin, box throws(CommandFailure) in
                if let word = values.last { box.value = .some(try ArgumentValue.parse(word, as: Wrapped.self, origin: origin)) }
            })
    }

    /// Every remaining positional word; at least one is required unless a default is given.
    public init<Element: ExpressibleByArgument>(help: ArgumentHelp? = nil) where Value == [Element] {
        self.init(elements: nil, help: help)
    }

    /// Every remaining positional word (none is fine).
    public init<Element: ExpressibleByArgument>(wrappedValue: [Element], help: ArgumentHelp? = nil) where Value == [Element] {
        self.init(elements: wrappedValue, help: help)
    }

    private init<Element: ExpressibleByArgument>(elements: [Element]?, help: ArgumentHelp?) where Value == [Element] {
        self.init(
            defaultValue: elements ?? [], help: help, isRepeating: true, isRequired: elements == nil,
            defaultDescription: nil, allowedValues: Element.allValueStrings,
            store: { values, origin, box throws(CommandFailure) in
                var parsed: [Element] = []
                for word in values { parsed.append(try ArgumentValue.parse(word, as: Element.self, origin: origin)) }
                box.value = parsed
            })
    }
}
