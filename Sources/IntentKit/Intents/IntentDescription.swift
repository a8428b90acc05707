// Only where AppIntents is absent (see AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Localization

/// The description of an intent shown in Shortcuts — App Intents' `IntentDescription`.
public struct IntentDescription: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// What the intent does.
    public var descriptionText: LocalizedStringResource
    /// The category Shortcuts groups the intent under.
    public var categoryName: LocalizedStringResource?
    /// Further words Shortcuts finds the intent by.
    public var searchKeywords: [LocalizedStringResource]
    /// The name of the value the intent returns.
    public var resultValueName: LocalizedStringResource?

    /// Creates a description.
    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = resultValueName
    }

    /// A description whose text is the literal.
    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(stringLiteral: value))
    }

    /// A description whose text is the interpolation (keyed as `String.LocalizationValue` keys it).
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
#endif
