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
    /// Suggested entities, and the default query's string search; an indexed query's prebuilt index instead.
    static func entityPhraseSlot(environment: IntentEnvironment) -> PhraseSlot {
        let query = defaultQuery
        let convert: @Sendable (Self) -> PhraseSlot.Value = { entity in
            let title = entity.intentDisplayText(environment: environment)
            return PhraseSlot.Value(names: [title], storage: entity.intentStorage, display: title)
        }
        if let indexed = query as? any IntentIndexedEntityQuery {
            return PhraseSlot(index: { await indexed.phraseSlotIndex(environment: environment) })
        }
        return PhraseSlot(
            suggested: { ((try? await query.suggestedEntities()) ?? []).map(convert) },
            search: { text in ((try? await query.entities(matching: text, environment: environment)) ?? []).map(convert) }
        )
    }
}
