/// A shortcut whose phrase matched an utterance, with its parameter values.
public struct ShortcutMatch: Sendable {
    /// The shortcut.
    public var shortcut: ShortcutDefinition
    /// The matched phrase's key and localized text, and slot values.
    public var candidate: PhraseCandidate

    /// The slot values' storage by parameter name (enum raw values, entity identifiers).
    public var parameterStorage: [String: [String]] { candidate.slots.mapValues(\.storage) }

    /// A new instance of the shortcut's intent with the matched parameter values set.
    public func makeIntent(environment: IntentEnvironment) async -> any PortableIntent {
        let intent = shortcut.intent.init()
        for parameter in intent.parameters {
            if let storage = candidate.slots[parameter.name]?.storage {
                _ = await parameter.setValue(fromStorage: storage, environment: environment)
            }
        }
        return intent
    }
}
