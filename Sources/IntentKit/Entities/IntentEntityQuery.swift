import Localization

/// Finds entities, like Apple's `EntityQuery`; all requirements are async.
public protocol IntentEntityQuery: Sendable {
    /// The entity type found.
    associatedtype Entity: IntentEntity
    /// The entities with these identifiers, in order; unknown identifiers are skipped.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities offered first when a value is asked for (none by default).
    func suggestedEntities() async throws -> [Entity]
    /// Entities whose names match `string` (by default: all entities whose folded title contains the folded string).
    func entities(matching string: String, environment: IntentEnvironment) async throws -> [Entity]
    /// Every entity (the suggested ones by default).
    func allEntities() async throws -> [Entity]
}

extension IntentEntityQuery {
    /// No suggestions.
    public func suggestedEntities() async throws -> [Entity] { [] }
    /// The suggested entities.
    public func allEntities() async throws -> [Entity] { try await suggestedEntities() }
    /// All entities whose folded title contains the folded `string`.
    public func entities(matching string: String, environment: IntentEnvironment) async throws -> [Entity] {
        let needle = IntentLanguage.fold(string, locale: environment.locale)
        guard !needle.isEmpty else { return [] }
        return try await allEntities().filter { entity in
            IntentLanguage.fold(entity.displayRepresentation.title.render(in: environment), locale: environment.locale)
                .contains(needle)
        }
    }
}
