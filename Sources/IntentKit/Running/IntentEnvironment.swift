import Foundation

/// The locale and string lookup that intents render their text with.
public struct IntentEnvironment: Sendable {
    /// Where localized strings come from.
    public var lookup: any IntentStringLookup
    /// The user's locale identifier (`tr`, `fi-FI`, `en`).
    public var locale: String

    /// Creates an environment rendering through `lookup` for `locale`.
    public init(lookup: any IntentStringLookup, locale: String) {
        self.lookup = lookup
        self.locale = locale
    }
}
