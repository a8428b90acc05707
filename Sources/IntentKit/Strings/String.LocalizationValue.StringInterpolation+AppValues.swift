// Only where AppIntents is absent (see Intents/AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Localization

/// Enum cases and entities interpolated into a localized string (`"Öncelik: \(priority)"`, key `Öncelik: %@`) are
/// shown by their localized title, rendered in the language the string is rendered in, as Apple shows them.
extension String.LocalizationValue.StringInterpolation {
    /// Interpolates an enum case as its localized title (`%@`).
    public mutating func appendInterpolation<Value: AppEnum>(_ value: Value) {
        appendInterpolation(localizable: Value.displayRepresentation(of: value).title)
    }

    /// Interpolates an entity as its localized title (`%@`).
    public mutating func appendInterpolation<Entity: AppEntity>(_ value: Entity) {
        appendInterpolation(localizable: value.displayRepresentation.title)
    }
}
#endif
