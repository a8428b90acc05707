/// How an inverted flag is spelled.
public enum FlagInversion: Sendable, Hashable {
    /// `--name` and `--no-name`.
    case prefixedNo
}

/// A switch without a value: `--strict`, `-q`; short flags can be grouped (`-qv`).
///
/// ```swift
/// @Flag(help: "Count warnings as errors.") var strict = false
/// @Flag(name: .short, help: "More detail; repeat for more.") var v: Int     // -v, -vv, -vvv
/// @Flag(inversion: .prefixedNo, help: "Colour the output.") var color = true   // --color / --no-color
/// ```
@propertyWrapper
public struct Flag<Value: Sendable>: Sendable, ArgumentDeclaring {
    private var box: ParsedValueBox<Value>
    private let defaultValue: Value
    private let name: NameSpecification
    private let help: ArgumentHelp
    private let isCounting: Bool
    private let inversion: FlagInversion?
    private let store: @Sendable (_ values: [String], _ box: ParsedValueBox<Value>) -> Void

    /// Whether the flag was given (or how often, for a counting flag).
    public var wrappedValue: Value {
        get { box.value ?? defaultValue }
        set { box = ParsedValueBox(newValue) }
    }

    func definitions(label: String) -> [ArgumentDefinition] {
        let names = name.resolve(label: label)
        let box = self.box
        let store = self.store
        var definition = ArgumentDefinition(
            kind: .flag(isCounting: isCounting, isInversion: inversion != nil), label: label, longName: names.long,
            shortName: names.short, help: help, isRequired: false, defaultDescription: nil, allowedValues: [],
            update: { values, _ in store(values, box) })
        if inversion != nil, let long = names.long {
            // One definition answers to both spellings; the parser passes "true" or "false".
            definition.longName = long
            definition.defaultDescription = (defaultValue as? Bool).map { $0 ? "--\(long)" : "--no-\(long)" }
        }
        return [definition]
    }
}

extension Flag where Value == Bool {
    /// A flag that is `true` when given.
    public init(wrappedValue: Bool = false, name: NameSpecification = .long, help: ArgumentHelp? = nil) {
        self.box = ParsedValueBox()
        self.defaultValue = wrappedValue
        self.name = name
        self.help = help ?? ArgumentHelp()
        self.isCounting = false
        self.inversion = nil
        self.store = { values, box in if !values.isEmpty { box.value = true } }
    }

    /// A flag spelled two ways, `--name` (true) and `--no-name` (false); the last one given wins.
    public init(wrappedValue: Bool, name: NameSpecification = .long, inversion: FlagInversion, help: ArgumentHelp? = nil) {
        self.box = ParsedValueBox()
        self.defaultValue = wrappedValue
        self.name = name
        self.help = help ?? ArgumentHelp()
        self.isCounting = false
        self.inversion = inversion
        self.store = { values, box in if let last = values.last { box.value = last != "false" } }
    }
}

extension Flag where Value == Int {
    /// A flag that counts how often it is given (`-vvv` is 3).
    public init(name: NameSpecification = .long, help: ArgumentHelp? = nil) {
        self.box = ParsedValueBox()
        self.defaultValue = 0
        self.name = name
        self.help = help ?? ArgumentHelp()
        self.isCounting = true
        self.inversion = nil
        self.store = { values, box in box.value = values.count }
    }
}
