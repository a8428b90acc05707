// Only where AppIntents is absent (see AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Foundation
import Localization

/// An app object a parameter can refer to — App Intents' `AppEntity`.
///
/// ```swift
/// struct TaskEntity: AppEntity {
///     static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Görev")
///     static let defaultQuery = TaskQuery()
///     let id: UUID
///     let title: String
///     var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
/// }
/// ```
///
/// A missing parameter of an entity type is asked for with the query's suggested entities offered first; an answer
/// is matched against the entities' titles (``EntityStringQuery`` searches when the query is one). An entity has
/// no placeholder value: a required entity parameter read before it was resolved stops the program, as Apple's
/// does (the runner always resolves it before `perform`).
public protocol AppEntity: _IntentValue, Identifiable where ID: EntityIdentifierConvertible & Sendable {
    /// The query that finds entities of this type.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// The localized name of the type.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// The query used to resolve identifiers, suggestions and searches.
    static var defaultQuery: DefaultQuery { get }
    /// How this entity is shown.
    var displayRepresentation: DisplayRepresentation { get }
}

/// An identifier an entity can have: stored and restored as a string — App Intents' `EntityIdentifierConvertible`.
public protocol EntityIdentifierConvertible {
    /// The identifier as a string.
    var entityIdentifierString: String { get }
    /// The identifier a string stands for.
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension EntityIdentifierConvertible where Self: LosslessStringConvertible {
    /// The description.
    public var entityIdentifierString: String { description }
    /// The value the string describes.
    public static func entityIdentifier(for entityIdentifierString: String) -> Self? { Self(entityIdentifierString) }
}

extension String: EntityIdentifierConvertible {}
extension Int: EntityIdentifierConvertible {}
extension Int64: EntityIdentifierConvertible {}
extension UInt: EntityIdentifierConvertible {}

extension UUID: EntityIdentifierConvertible {
    /// The UUID string.
    public var entityIdentifierString: String { uuidString }
    /// The UUID the string spells.
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? { UUID(uuidString: entityIdentifierString) }
}

extension AppEntity {
    package var intentStorageString: String { id.entityIdentifierString }

    /// The rendered title.
    package func intentDisplayText(environment: IntentEnvironment) -> String {
        environment.render(displayRepresentation.title)
    }

    /// The entity with this identifier, through the default query.
    package static func intentValue(fromStorageString string: String) async -> Any? {
        guard let id = ID.entityIdentifier(for: string) else { return nil }
        return (try? await defaultQuery.entities(for: [id]))?.first
    }

    /// The entity whose title equals the text (folded), else the single search result.
    package static func intentValue(fromText text: String, environment: IntentEnvironment) async -> Any? {
        let needle = IntentLanguage.fold(text, locale: environment.locale)
        guard !needle.isEmpty else { return nil }
        let found = (try? await defaultQuery.intentEntities(matching: text, environment: environment)) ?? []
        if let exact = found.first(where: { IntentLanguage.fold($0.intentDisplayText(environment: environment), locale: environment.locale) == needle }) {
            return exact
        }
        return found.count == 1 ? found.first : nil
    }

    /// Suggested entities first, then the rest of all entities (for an enumerable query).
    package static func intentChoices(environment: IntentEnvironment) async -> [IntentChoice] {
        await defaultQuery.intentCandidates().map { entity in
            IntentChoice(title: entity.intentDisplayText(environment: environment), storage: [entity.intentStorageString])
        }
    }

    /// Suggested entities and the query's search; an indexed query's prebuilt index instead.
    package static func entityPhraseSlot(environment: IntentEnvironment) -> PhraseSlot {
        let query = defaultQuery
        let convert: @Sendable (Self) -> PhraseSlot.Value = { entity in
            let title = entity.intentDisplayText(environment: environment)
            return PhraseSlot.Value(names: [title], storage: [entity.intentStorageString], display: title)
        }
        if let indexed = query as? any IndexedEntityQuery {
            return PhraseSlot(index: { await indexed.phraseSlotIndex(environment: environment) })
        }
        return PhraseSlot(
            suggested: { ((try? await query.suggestedEntities()) ?? []).map(convert) },
            search: { text in ((try? await query.intentEntities(matching: text, environment: environment)) ?? []).map(convert) }
        )
    }
}
#endif
