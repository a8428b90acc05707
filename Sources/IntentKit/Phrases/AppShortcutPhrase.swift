// Only where AppIntents is absent (see Intents/AppIntent.swift for the condition).
#if !canImport(AppIntents)

/// A dynamic value in an App Shortcut phrase — App Intents' `AppShortcutPhraseToken`.
public enum AppShortcutPhraseToken: Sendable, Hashable {
    /// The app's name (and its alternative names), written `${applicationName}` in the phrase's key.
    case applicationName
}

/// A phrase that runs an App Shortcut, written as a string: `"Do thing A in \(.applicationName)"`,
/// `"\(.applicationName)'a görev ekle"`, `"Add a \(\.$priority) task to \(.applicationName)"` — App Intents'
/// `AppShortcutPhrase`.
///
/// Its ``key`` is the phrase as the `AppShortcuts` table keys it: `${applicationName}` for the app's name, `${name}`
/// for a parameter.
public struct AppShortcutPhrase<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    /// The phrase with `${applicationName}` and `${parameter}` placeholders.
    public let key: String

    /// A phrase written with `${…}` placeholders already.
    public init(_ key: String) {
        self.key = key
    }

    /// A phrase without placeholders (Apple requires `\(.applicationName)` in every phrase; the validator says so).
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A phrase with the app's name and parameters in it.
    public init(stringInterpolation: StringInterpolation) {
        self.init(stringInterpolation.key)
    }

    /// Builds an ``AppShortcutPhrase``.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var key = ""

        /// Creates an empty phrase.
        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 18 * interpolationCount)
        }

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) {
            key += literal
        }

        /// Appends a token: `\(.applicationName)`.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {
            switch token {
            case .applicationName: key += "${" + PhraseTemplate.applicationName + "}"
            }
        }

        /// Appends a parameter slot: `\(\.$priority)` (an enum or entity parameter, as Apple allows).
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            key += "${" + Intent.parameter(at: parameter).name + "}"
        }
    }
}
#endif
