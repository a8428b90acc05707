/// A type whose values can be read from one command-line word.
///
/// `String`, `Int`, `Double` and `Bool` conform; so does any `String` enumeration that is `CaseIterable`, whose
/// cases are then listed in `--help` and in the error for a value that is not one of them:
///
/// ```swift
/// enum OutputFormat: String, CaseIterable, ExpressibleByArgument { case text, json }
/// ```
public protocol ExpressibleByArgument: Sendable {
    /// Reads a value from `argument`; `nil` when the word is not one.
    init?(argument: String)
    /// How the value is shown as a default in `--help` (`text`, `10`).
    var defaultValueDescription: String { get }
    /// Every value the type takes, for `--help` and error messages; empty when it takes any.
    static var allValueStrings: [String] { get }
}

extension ExpressibleByArgument {
    /// The value as text.
    public var defaultValueDescription: String { "\(self)" }
    /// Any value: none are listed.
    public static var allValueStrings: [String] { [] }
}

extension ExpressibleByArgument where Self: CaseIterable, Self: RawRepresentable, RawValue == String {
    /// Reads the case whose raw value is `argument`.
    public init?(argument: String) { self.init(rawValue: argument) }
    /// The case's raw value.
    public var defaultValueDescription: String { rawValue }
    /// The raw values of every case, in declaration order.
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension String: ExpressibleByArgument {
    /// The word itself.
    public init?(argument: String) { self = argument }
}

extension Int: ExpressibleByArgument {
    /// A decimal integer (`-3`, `42`).
    public init?(argument: String) { self.init(argument, radix: 10) }
}

extension Double: ExpressibleByArgument {
    /// A finite decimal number (`1.5`, `-2`, `1e3`); `nan` and `inf` are refused.
    public init?(argument: String) {
        guard let value = Double(argument), value.isFinite else { return nil }
        self = value
    }
}

extension Bool: ExpressibleByArgument {
    /// `true` or `false`.
    public init?(argument: String) {
        switch argument {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }

    /// Both values.
    public static var allValueStrings: [String] { ["true", "false"] }
}
