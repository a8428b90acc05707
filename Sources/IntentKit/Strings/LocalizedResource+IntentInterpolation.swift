import Localization

/// Enum cases and entities interpolated into a `LocalizedResource` (`"Priority: \(priority)"`, key
/// `Priority: %@`) are shown by their localized display name or title, rendered in the language the resource
/// is rendered in.
extension LocalizedResource.Value.StringInterpolation {
    /// Interpolates an enum case as its localized display name (`%@`).
    public mutating func appendInterpolation<T: IntentEnum>(_ value: T) {
        appendInterpolation(localizable: T.displayName(of: value))
    }

    /// Interpolates an entity as its localized display title (`%@`).
    public mutating func appendInterpolation<T: IntentEntity>(_ value: T) {
        appendInterpolation(localizable: value.displayRepresentation.title)
    }
}
