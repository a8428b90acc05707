/// The help of one argument, option or flag: one line, the placeholder of its value, and whether it is listed.
///
/// Written as a string literal where only the line is needed: `@Flag(help: "Count warnings as errors.")`.
public struct ArgumentHelp: Sendable, Hashable, ExpressibleByStringLiteral {
    /// What the argument does, one sentence.
    public var abstract: String
    /// The placeholder of its value in `--help` and usage lines (`<locale>`); the property's name by default.
    public var valueName: String?
    /// Whether `--help` leaves it out (it is still accepted).
    public var isHidden: Bool

    /// Creates help for an argument.
    public init(_ abstract: String = "", valueName: String? = nil, isHidden: Bool = false) {
        self.abstract = abstract
        self.valueName = valueName
        self.isHidden = isHidden
    }

    /// Help with only its line.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Help for an argument left out of `--help`.
    public static let hidden = ArgumentHelp(isHidden: true)
}
