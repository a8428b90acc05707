// Only where AppIntents is absent (see IntentKit's AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Foundation
import IntentKit

/// A category of a terminology in the library.
public struct CategoryEntity: AppEntity, Hashable {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Category"
    public static var defaultQuery: CategoryQuery { CategoryQuery() }

    /// The category's id.
    public let id: UUID
    /// Its name (`Soluhengitys`).
    public let name: String
    /// Its terminology.
    public let terminologyID: UUID
    /// Its terminology's title.
    public let terminologyTitle: String

    public init(id: UUID, name: String, terminologyID: UUID, terminologyTitle: String) {
        self.id = id
        self.name = name
        self.terminologyID = terminologyID
        self.terminologyTitle = terminologyTitle
    }

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(terminologyTitle)")
    }
}

/// The categories of the terminologies in the course focus (all of them without a focus).
public struct CategoryQuery: EntityStringQuery, EnumerableEntityQuery {
    public init() {}

    public func entities(for identifiers: [UUID]) async throws -> [CategoryEntity] {
        let app = try TerminologyApp.current
        return try app.categoryEntities(ids: identifiers)
    }

    public func allEntities() async throws -> [CategoryEntity] {
        let app = try TerminologyApp.current
        return try app.categoryEntities(in: await app.focusScope())
    }

    public func suggestedEntities() async throws -> [CategoryEntity] {
        try await allEntities()
    }

    /// The categories whose name contains `string`, ignoring case and diacritics.
    public func entities(matching string: String) async throws -> [CategoryEntity] {
        let needle = TextFolding.fold(string)
        guard !needle.isEmpty else { return [] }
        return try await allEntities().filter { TextFolding.fold($0.name).contains(needle) }
    }
}
#endif
