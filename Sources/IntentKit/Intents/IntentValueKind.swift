/// The kind of value a parameter holds.
public enum IntentValueKind: String, Sendable, Hashable, CaseIterable {
    /// Text.
    case string
    /// A whole number.
    case integer
    /// A decimal number.
    case double
    /// Yes or no.
    case boolean
    /// A date and time.
    case date
    /// A URL.
    case url
    /// A case of an `AppEnum`.
    case enumeration
    /// An `AppEntity`.
    case entity

    /// Whether App Shortcut phrases may contain a slot for a parameter of this kind (enums and entities only).
    public var isAllowedInPhrases: Bool { self == .enumeration || self == .entity }
}
