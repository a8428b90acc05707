// Only where AppIntents is absent (see AppIntent.swift for the condition).
#if !canImport(AppIntents)
/// An entity query's entities with their titles rendered and folded once, for fast string search and phrase matching.
///
/// Build one when the entities change (per locale) and return it from
/// ``IndexedEntityQuery/searchIndex(environment:)``: string search then compares prefolded titles, and
/// phrase slots look entity names up in a ``PhraseSlotIndex`` instead of searching for every span of an utterance.
public struct EntitySearchIndex<Entity: AppEntity>: Sendable {
    /// The entities, in the order given.
    public let entities: [Entity]
    /// Each entity's title, folded, in the order of `entities`.
    public let foldedTitles: [String]
    /// The entities as phrase-slot values (names: the rendered title; storage: the identifier).
    public let slotIndex: PhraseSlotIndex
    /// The locale titles were rendered and folded in.
    public let locale: String

    /// Renders and folds the titles of `entities` in `environment`.
    public init(entities: [Entity], environment: IntentEnvironment) {
        self.entities = entities
        locale = environment.locale
        var titles: [String] = []
        var values: [PhraseSlot.Value] = []
        titles.reserveCapacity(entities.count)
        values.reserveCapacity(entities.count)
        for entity in entities {
            let title = entity.intentDisplayText(environment: environment)
            titles.append(IntentLanguage.fold(title, locale: environment.locale))
            values.append(PhraseSlot.Value(names: [title], storage: [entity.intentStorageString], display: title))
        }
        foldedTitles = titles
        slotIndex = PhraseSlotIndex(values: values, locale: environment.locale)
    }

    /// The entities whose folded title contains the folded `string`, in order (none for an empty string).
    public func entities(matching string: String) -> [Entity] {
        let needle = IntentLanguage.fold(string, locale: locale)
        guard !needle.isEmpty else { return [] }
        return zip(entities, foldedTitles).compactMap { $1.contains(needle) ? $0 : nil }
    }

    /// The entities whose folded title equals the folded `string`.
    public func entities(named string: String) -> [Entity] {
        let needle = IntentLanguage.fold(string, locale: locale)
        return zip(entities, foldedTitles).compactMap { $1 == needle ? $0 : nil }
    }
}

/// An entity query that keeps a prebuilt ``EntitySearchIndex`` (cached by the app, rebuilt when its
/// entities change), so that string search and phrase matching over many entities stay fast.
public protocol IndexedEntityQuery: EntityQuery {
    /// The index of every entity, titles rendered in `environment`.
    func searchIndex(environment: IntentEnvironment) async throws -> EntitySearchIndex<Entity>
}

extension IndexedEntityQuery {
    /// Entities whose prefolded title contains the folded `string`, from the index, through an existential.
    func indexedEntitiesAny(matching string: String, environment: IntentEnvironment) async throws -> [Any] {
        try await searchIndex(environment: environment).entities(matching: string)
    }

    /// The index's phrase-slot values (nil when the index cannot be built).
    func phraseSlotIndex(environment: IntentEnvironment) async -> PhraseSlotIndex? {
        try? await searchIndex(environment: environment).slotIndex
    }
}
#endif
