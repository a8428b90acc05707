import Foundation

/// One declared argument, option or flag as the parser and the help generator see it.
///
/// Made by the property wrappers (``Option``, ``Flag``, ``Argument``, ``OptionGroup``) from their declarations;
/// ``update`` stores the words given for it into the wrapper's storage.
public struct ArgumentDefinition: Sendable {
    /// How the definition takes words.
    public enum Kind: Sendable, Hashable {
        /// `--name <value>`: one value per occurrence. A repeatable option collects every occurrence; otherwise
        /// the last one wins.
        case option(isRepeatable: Bool)
        /// `--name`, without a value; a counting flag counts its occurrences (`-vv`). An inversion
        /// (`--name`/`--no-name`) gives `true` or `false`.
        case flag(isCounting: Bool, isInversion: Bool)
        /// A positional word; a repeating one takes every word left (it must be the last).
        case positional(isRepeating: Bool)
    }

    /// How it takes words.
    public var kind: Kind
    /// The property's name.
    public var label: String
    /// The long name without dashes (`format`), for options and flags.
    public var longName: String?
    /// The one-letter short name (`f`), for options and flags.
    public var shortName: Character?
    /// Its help.
    public var help: ArgumentHelp
    /// Whether parsing fails when it is not given.
    public var isRequired: Bool
    /// The default value as `--help` shows it, when there is one worth showing.
    public var defaultDescription: String?
    /// Every value it accepts, when it accepts only some (an enumeration's cases).
    public var allowedValues: [String]
    /// The title of the help section it is listed in (`nil`: the usual one).
    public var sectionTitle: String?
    /// Stores the words given, in order (for a flag, one empty word per occurrence; for an inversion `"true"` or
    /// `"false"`); `origin` names the option as written, for errors.
    let update: @Sendable (_ values: [String], _ origin: String) throws(CommandFailure) -> Void

    /// The placeholder of its value: `<locale>`.
    public var valueName: String {
        help.valueName ?? NameSpecification.kebabCase(label)
    }

    /// How it is named in messages: `--format <format>`, `--strict`, `<catalog>`.
    public var displayName: String {
        switch kind {
        case .positional: return "<\(valueName)>"
        case .flag: return longName.map { "--\($0)" } ?? shortName.map { "-\($0)" } ?? label
        case .option:
            let name = longName.map { "--\($0)" } ?? shortName.map { "-\($0)" } ?? label
            return "\(name) <\(valueName)>"
        }
    }

    /// Whether it is an option or a flag (named), not a positional.
    var isNamed: Bool {
        if case .positional = kind { return false }
        return true
    }

    /// Whether it is a positional that takes every word left.
    var isRepeatingPositional: Bool {
        if case .positional(let repeating) = kind { return repeating }
        return false
    }
}

/// The value a property wrapper holds after parsing, shared by the copies a `Mirror` hands out.
///
/// Written only while a fresh instance is being parsed; a setter on the wrapper replaces the box, so that
/// copies of a parsed command keep value semantics.
final class ParsedValueBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    init(_ value: Value? = nil) {
        stored = value
    }

    var value: Value? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// A property wrapper that declares command-line arguments.
protocol ArgumentDeclaring {
    /// The definitions it declares for a property called `label`.
    func definitions(label: String) -> [ArgumentDefinition]
    /// Runs the `validate()` of a nested group.
    func validateNested() throws
}

extension ArgumentDeclaring {
    func validateNested() throws {}
}

/// Reading values of a declared type from words, with the errors every wrapper gives.
enum ArgumentValue {
    /// `values` read as `T`; a usage error names the option and lists what it accepts.
    static func parse<T: ExpressibleByArgument>(_ word: String, as type: T.Type, origin: String) throws(CommandFailure) -> T {
        if let value = T(argument: word) { return value }
        throw invalid(word, origin: origin, allowed: T.allValueStrings, typeName: String(describing: T.self))
    }

    /// A word run through `transform`; an error it throws becomes the usage error's explanation.
    static func transform<T>(
        _ word: String, origin: String, _ transform: @Sendable (String) throws -> T
    ) throws(CommandFailure) -> T {
        do {
            return try transform(word)
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw .usage("invalid value '\(word)' for '\(origin)': \(error)")
        }
    }

    static func invalid(_ word: String, origin: String, allowed: [String], typeName: String) -> CommandFailure {
        if !allowed.isEmpty {
            var message = "invalid value '\(word)' for '\(origin)'; expected one of: \(allowed.joined(separator: ", "))"
            if let suggestion = Suggestion.closest(to: word, in: allowed) { message += " (did you mean '\(suggestion)'?)" }
            return .usage(message)
        }
        let expected: String
        switch typeName {
        case "Int": expected = "an integer"
        case "Double": expected = "a number"
        default: expected = "a value of type \(typeName)"
        }
        return .usage("invalid value '\(word)' for '\(origin)'; expected \(expected)")
    }
}
