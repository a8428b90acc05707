// Only where AppIntents is absent (see AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Localization

/// What Siri says or shows: a result's dialog, a question for a value, a confirmation — App Intents' `IntentDialog`.
///
/// Written as a string, it is a `LocalizedStringResource` keyed as Apple keys it: `"Eklendi: \(text)"` is the key
/// `Eklendi: %@`, rendered in the user's language (plural and device variations included) when it is shown.
public struct IntentDialog: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The full text, shown and spoken.
    public var full: LocalizedStringResource
    /// A shorter text shown beside a snippet, when given.
    public var supporting: LocalizedStringResource?
    /// An SF Symbol shown with the dialog.
    public var systemImageName: String?

    /// A dialog with one text.
    public init(_ resource: LocalizedStringResource) {
        self.init(full: resource)
    }

    /// A dialog with a full and a supporting text.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource? = nil, systemImageName: String? = nil) {
        self.full = full
        self.supporting = supporting
        self.systemImageName = systemImageName
    }

    /// A dialog whose text is the literal.
    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(stringLiteral: value))
    }

    /// A dialog whose text is the interpolation (keyed as `String.LocalizationValue` keys it).
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
#endif
