// Only where AppIntents is absent (see AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Localization

/// Finds the entities of one type — App Intents' `EntityQuery`.
///
/// ```swift
/// struct TaskQuery: EntityQuery {
///     func entities(for identifiers: [UUID]) async throws -> [TaskEntity] {
///         try await TaskStore.shared.tasks(withIDs: identifiers)
///     }
///     func suggestedEntities() async throws -> [TaskEntity] {
///         try await TaskStore.shared.newestOpenTasks(limit: 10)
///     }
/// }
/// ```
public protocol EntityQuery: Sendable {
    /// The entity type found.
    associatedtype Entity: AppEntity
    /// A query (the system makes one when it needs to).
    init()
    /// The entities with these identifiers; unknown identifiers are skipped.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities offered first when a value is asked for (none by default).
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    /// No suggestions.
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// A query that finds entities by what a user typed or said — App Intents' `EntityStringQuery`.
public protocol EntityStringQuery: EntityQuery {
    /// The entity type found (restated so that it is also inferred from ``entities(matching:)``).
    associatedtype Entity
    /// The entities matching `string`.
    func entities(matching string: String) async throws -> [Entity]
}

/// A query that can list every entity — App Intents' `EnumerableEntityQuery`.
public protocol EnumerableEntityQuery: EntityQuery {
    /// The entity type found (restated so that it is inferred from ``allEntities()`` alone).
    associatedtype Entity
    /// Every entity.
    func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
    /// The entities of ``allEntities()`` with these identifiers, in the order asked.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        let all = try await allEntities()
        return identifiers.compactMap { id in all.first { $0.id == id } }
    }
}

extension EntityQuery {
    /// Every entity the query can name without a search: the suggested ones, then (for an enumerable query) all.
    package func intentCandidates() async -> [Entity] {
        let suggested = (try? await suggestedEntities()) ?? []
        guard let enumerable = self as? any EnumerableEntityQuery else { return suggested }
        let all = (try? await enumerable.allEntitiesAny()) ?? []
        var seen = Set(suggested.map(\.id))
        return suggested + all.compactMap { $0 as? Entity }.filter { seen.insert($0.id).inserted }
    }

    /// The entities matching `string`: the query's own search when it is an ``EntityStringQuery`` (or an indexed
    /// one), else every candidate whose folded title contains the folded string.
    package func intentEntities(matching string: String, environment: IntentEnvironment) async throws -> [Entity] {
        if let indexed = self as? any IndexedEntityQuery {
            return try await indexed.indexedEntitiesAny(matching: string, environment: environment).compactMap { $0 as? Entity }
        }
        if let searchable = self as? any EntityStringQuery {
            return try await searchable.entitiesAny(matching: string).compactMap { $0 as? Entity }
        }
        let needle = IntentLanguage.fold(string, locale: environment.locale)
        guard !needle.isEmpty else { return [] }
        return await intentCandidates().filter { entity in
            IntentLanguage.fold(entity.intentDisplayText(environment: environment), locale: environment.locale).contains(needle)
        }
    }
}

extension EnumerableEntityQuery {
    /// ``allEntities()`` through an existential.
    func allEntitiesAny() async throws -> [Any] { try await allEntities() }
}

extension EntityStringQuery {
    /// ``entities(matching:)`` through an existential.
    func entitiesAny(matching string: String) async throws -> [Any] { try await entities(matching: string) }
}
#endif
