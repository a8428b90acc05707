// Only where AppIntents is absent (see AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Localization

/// A sentence describing an intent with its parameters in it, as Shortcuts shows it — App Intents'
/// `ParameterSummary`.
public protocol ParameterSummary: Sendable {}

/// The summary of an intent that declares none: Shortcuts shows its title.
public struct EmptyParameterSummary: ParameterSummary {
    /// Creates the empty summary.
    public init() {}
}

/// A summary sentence: `Summary("Add \(\.$text) with \(\.$priority)")` — App Intents' `Summary`.
///
/// The sentence is a `LocalizedStringResource` keyed as Apple keys it in the String Catalog, each parameter written
/// `${name}` (`Add ${text} with ${priority}`); rendered, each `${name}` shows the parameter's value, or its title
/// when it has none.
public struct Summary<Intent: AppIntent>: ParameterSummary {
    /// The sentence, with `${name}` for each parameter.
    public let template: LocalizedStringResource

    /// A summary sentence.
    public init(_ summary: ParameterSummaryString<Intent>) {
        template = LocalizedStringResource(String.LocalizationValue(summary.key), table: summary.table)
    }
}

/// The sentence of a ``Summary``, written with parameter key paths — App Intents' `ParameterSummaryString`.
public struct ParameterSummaryString<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    let key: String
    let table: String?

    /// A sentence with no parameters in it.
    public init(_ string: String, table: String? = nil) {
        key = string
        self.table = table
    }

    /// A sentence with no parameters in it.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A sentence with parameters in it.
    public init(stringInterpolation: StringInterpolation) {
        self.init(stringInterpolation.key)
    }

    /// Builds a ``ParameterSummaryString``: literal text and `\(\.$parameter)` key paths.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var key = ""

        /// Creates an empty sentence.
        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 12 * interpolationCount)
        }

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) {
            key += literal
        }

        /// Appends a parameter, written `${name}` in the key.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            key += "${" + Intent.parameter(at: parameter).name + "}"
        }
    }
}

/// Builds an intent's ``AppIntent/parameterSummary`` — App Intents' `ParameterSummaryBuilder`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    /// A summary sentence.
    public static func buildExpression(_ summary: Summary<Intent>) -> Summary<Intent> { summary }
    /// The one summary.
    public static func buildBlock(_ summary: Summary<Intent>) -> Summary<Intent> { summary }
}

extension AppIntent {
    /// The intent described with its values: ``parameterSummary`` (the title when there is none) with each
    /// `${name}` replaced by the parameter's value or, when it has none, its title.
    public func summary(in environment: IntentEnvironment) -> String {
        let sentence = (Self.parameterSummary as? any SummaryTemplate)?.summaryTemplate ?? Self.title
        let byName = Dictionary(intentParameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return PhraseTemplate.replacePlaceholders(in: environment.render(sentence)) { name in
            guard let parameter = byName[name] else { return nil }
            return parameter.hasValue ? parameter.displayText(environment: environment) : environment.render(parameter.title)
        }
    }
}

/// A summary with a sentence (``Summary``), whatever its intent type.
protocol SummaryTemplate {
    var summaryTemplate: LocalizedStringResource { get }
}

extension Summary: SummaryTemplate {
    var summaryTemplate: LocalizedStringResource { template }
}
#endif
