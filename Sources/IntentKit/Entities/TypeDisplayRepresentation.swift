// Only where AppIntents is absent (see AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Localization

/// How an enum or entity type is named — App Intents' `TypeDisplayRepresentation`.
public struct TypeDisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The type's name.
    public var name: LocalizedStringResource
    /// Its name with a count (`%lld tasks`), when given.
    public var numericFormat: LocalizedStringResource?

    /// Creates a representation.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    /// A representation whose name is the literal.
    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(stringLiteral: value))
    }

    /// A representation whose name is the interpolation.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
#endif
