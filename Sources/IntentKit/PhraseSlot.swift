/// The values a phrase's `${parameter}` slot accepts.
public struct PhraseSlot: Sendable {
    /// One accepted value: the names a user may say, and the value's stored form.
    public struct Value: Sendable, Hashable {
        /// The names (display name, synonyms), unfolded.
        public var names: [String]
        /// The storage representation (an enum's raw value, an entity's identifier).
        public var storage: [String]
        /// The name shown for the value.
        public var display: String

        /// Creates a value.
        public init(names: [String], storage: [String], display: String? = nil) {
            self.names = names
            self.storage = storage
            self.display = display ?? names.first ?? storage.joined(separator: ",")
        }
    }

    /// Fixed values (enum cases).
    public var values: [Value]
    /// Values fetched for each match (suggested entities).
    public var suggested: (@Sendable () async -> [Value])?
    /// Values found by string search (an entity query's `entities(matching:)`).
    public var search: (@Sendable (String) async -> [Value])?

    /// Creates a slot.
    public init(
        values: [Value] = [],
        suggested: (@Sendable () async -> [Value])? = nil,
        search: (@Sendable (String) async -> [Value])? = nil
    ) {
        self.values = values
        self.suggested = suggested
        self.search = search
    }
}

extension IntentValueType {
    /// The slot a phrase can have for this type: nil except for enums and entities (and optionals and arrays of them).
    public static func phraseSlot(environment: IntentEnvironment) -> PhraseSlot? {
        if let enumType = Self.self as? any IntentEnum.Type { return enumType.enumPhraseSlot(environment: environment) }
        if let entityType = Self.self as? any IntentEntity.Type { return entityType.entityPhraseSlot(environment: environment) }
        if let container = Self.self as? any IntentValueContainer.Type {
            return container.elementType.phraseSlot(environment: environment)
        }
        return nil
    }
}

/// Optionals and arrays, whose slots are their elements' slots.
protocol IntentValueContainer {
    static var elementType: any IntentValueType.Type { get }
}

extension Optional: IntentValueContainer where Wrapped: IntentValueType {
    static var elementType: any IntentValueType.Type { Wrapped.self }
}

extension Array: IntentValueContainer where Element: IntentScalarValue {
    static var elementType: any IntentValueType.Type { Element.self }
}

extension IntentEnum {
    /// Every case, with its display name, synonyms and raw value as names.
    static func enumPhraseSlot(environment: IntentEnvironment) -> PhraseSlot {
        PhraseSlot(values: allCases.map { value in
            let names = ([displayName(of: value)] + (caseSynonyms[value] ?? [])).map { $0.render(in: environment) }
            return PhraseSlot.Value(names: names + [value.rawValue], storage: [value.rawValue], display: names.first)
        })
    }
}

extension IntentEntity {
    /// Suggested entities, and the default query's string search.
    static func entityPhraseSlot(environment: IntentEnvironment) -> PhraseSlot {
        let query = defaultQuery
        let convert: @Sendable (Self) -> PhraseSlot.Value = { entity in
            let title = entity.intentDisplayText(environment: environment)
            return PhraseSlot.Value(names: [title], storage: entity.intentStorage, display: title)
        }
        return PhraseSlot(
            suggested: { ((try? await query.suggestedEntities()) ?? []).map(convert) },
            search: { text in ((try? await query.entities(matching: text, environment: environment)) ?? []).map(convert) }
        )
    }
}
