// Only where AppIntents is absent (see AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Localization

/// A fixed set of values with localized names — App Intents' `AppEnum`.
///
/// ```swift
/// enum Priority: String, AppEnum {
///     case low, medium, high
///     static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Öncelik")
///     static let caseDisplayRepresentations: [Priority: DisplayRepresentation] = [
///         .low: "Düşük", .medium: "Orta", .high: "Yüksek"
///     ]
/// }
/// ```
///
/// A missing parameter of an enum type is asked for with every case offered by its localized title; an answer is
/// matched against the titles and ``DisplayRepresentation/synonyms`` case- and diacritic-insensitively in the
/// language's own rules (`YÜKSEK`, `yuksek` → `.high` in Turkish), then against the raw value.
public protocol AppEnum: _IntentValue, CaseIterable, Hashable, RawRepresentable where RawValue: LosslessStringConvertible {
    /// The localized name of the type.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How each case is shown.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    /// How this case is shown: its display representation, or its raw value as written when it has none.
    public var localizedStringResource: LocalizedStringResource {
        Self.displayRepresentation(of: self).title
    }

    /// The display representation of `value` (its raw value, verbatim, when it has none).
    package static func displayRepresentation(of value: Self) -> DisplayRepresentation {
        caseDisplayRepresentations[value] ?? DisplayRepresentation(title: .verbatim(value.rawValue.description))
    }

    /// The localized names (title, then synonyms, then raw value) of every case, folded, in case order.
    package static func foldedNames(environment: IntentEnvironment) -> [(value: Self, names: [String])] {
        allCases.map { value in
            let representation = displayRepresentation(of: value)
            var folded: [String] = []
            let names = [representation.title] + representation.synonyms + [.verbatim(value.rawValue.description)]
            for name in names {
                let text = IntentLanguage.fold(environment.render(name), locale: environment.locale)
                if !text.isEmpty, !folded.contains(text) { folded.append(text) }
            }
            return (value, folded)
        }
    }

    /// The case a user's answer names, through the localized titles and synonyms.
    package static func parse(_ text: String, environment: IntentEnvironment) -> Self? {
        let folded = IntentLanguage.fold(text, locale: environment.locale)
        guard !folded.isEmpty else { return nil }
        return foldedNames(environment: environment).first { $0.names.contains(folded) }?.value
    }

    package static var firstCase: Any? { allCases.first }
    package var intentStorageString: String { rawValue.description }

    package static func intentValue(fromStorageString string: String) -> Any? {
        RawValue(string).flatMap(Self.init(rawValue:))
    }

    package static func intentValue(fromText text: String, environment: IntentEnvironment) -> Any? {
        parse(text, environment: environment)
    }

    package static func intentChoices(environment: IntentEnvironment) -> [IntentChoice] {
        allCases.map { IntentChoice(title: environment.render(displayRepresentation(of: $0).title), storage: [$0.intentStorageString]) }
    }

    package func intentDisplayText(environment: IntentEnvironment) -> String {
        environment.render(Self.displayRepresentation(of: self).title)
    }

    /// Every case, with its title, synonyms and raw value as the names a phrase slot accepts.
    package static func enumPhraseSlot(environment: IntentEnvironment) -> PhraseSlot {
        PhraseSlot(values: allCases.map { value in
            let representation = displayRepresentation(of: value)
            let names = ([representation.title] + representation.synonyms).map(environment.render)
            return PhraseSlot.Value(names: names + [value.intentStorageString], storage: [value.intentStorageString], display: names.first)
        })
    }
}
#endif
