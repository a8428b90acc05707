import Localization

/// A fixed set of values with localized names, like Apple's `AppEnum`.
///
/// ```swift
/// enum Priority: String, IntentEnum {
///     case low, medium, high
///     static let typeDisplayName: LocalizedResource = "Priority"
///     static let caseDisplayNames: [Priority: LocalizedResource] = [.low: "Low", .medium: "Medium", .high: "High"]
/// }
/// ```
public protocol IntentEnum: IntentScalarValue, CaseIterable, Hashable, RawRepresentable where RawValue == String {
    /// The localized name of the type.
    static var typeDisplayName: LocalizedResource { get }
    /// The localized name of each case.
    static var caseDisplayNames: [Self: LocalizedResource] { get }
    /// Further localized names a user may say for a case (empty by default).
    static var caseSynonyms: [Self: [LocalizedResource]] { get }
}

extension IntentEnum {
    /// Read before resolution: the first case.
    public static var intentPlaceholderValue: Self? { allCases.first }

    /// No synonyms.
    public static var caseSynonyms: [Self: [LocalizedResource]] { [:] }

    /// The display name of `value` (its raw value, verbatim, when it has none).
    public static func displayName(of value: Self) -> LocalizedResource {
        caseDisplayNames[value] ?? .verbatim(value.rawValue)
    }

    /// The localized names (display name, then synonyms, then raw value) of every case, folded, in case order.
    public static func foldedNames(environment: IntentEnvironment) -> [(value: Self, names: [String])] {
        allCases.map { value in
            var names = [displayName(of: value)] + (caseSynonyms[value] ?? [])
            names.append(.verbatim(value.rawValue))
            var folded: [String] = []
            for name in names {
                let text = IntentLanguage.fold(name.render(in: environment), locale: environment.locale)
                if !text.isEmpty, !folded.contains(text) { folded.append(text) }
            }
            return (value, folded)
        }
    }

    /// Parses a user's text into a case through the localized names and synonyms,
    /// case- and diacritic-insensitively in the language's own rules (`YÜKSEK`, `yuksek` → `.high` in Turkish).
    public static func parse(_ text: String, environment: IntentEnvironment) -> Self? {
        let folded = IntentLanguage.fold(text, locale: environment.locale)
        guard !folded.isEmpty else { return nil }
        for entry in foldedNames(environment: environment) where entry.names.contains(folded) {
            return entry.value
        }
        return nil
    }

    /// `.enumeration`.
    public static var intentValueKind: IntentValueKind { .enumeration }
    /// The raw value.
    public var intentStorage: [String] { [rawValue] }
    /// The case with this raw value.
    public static func intentValue(fromStorageString string: String, environment: IntentEnvironment) async -> Self? {
        Self(rawValue: string)
    }
    /// `parse(_:environment:)`.
    public static func intentValue(fromText text: String, environment: IntentEnvironment) async -> Self? {
        parse(text, environment: environment)
    }
    /// Every case, in order, with its localized name.
    public static func intentChoices(environment: IntentEnvironment) async -> [IntentChoice] {
        allCases.map { IntentChoice(title: displayName(of: $0).render(in: environment), storage: [$0.rawValue]) }
    }
    /// The localized display name.
    public func intentDisplayText(environment: IntentEnvironment) -> String {
        Self.displayName(of: self).render(in: environment)
    }
}
