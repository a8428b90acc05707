// Only where AppIntents is absent (see IntentKit's AppIntent.swift for the condition).
#if !canImport(AppIntents)
import IntentKit

/// A term as the user said or typed it, before it is in the library: the add-term intent's `term`.
///
/// App Shortcut phrases may name only entity and enum parameters, so a new term is an entity whose string query
/// makes one of whatever was said: `"\(.applicationName)'a \(\.$term) terimini ekle"` then captures
/// `fotosentez` from "Sanasto'ya fotosentez terimini ekle", on Apple's platforms as here.
public struct NewTermEntity: AppEntity, Hashable {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Term"
    public static var defaultQuery: NewTermQuery { NewTermQuery() }

    /// The term's text.
    public let id: String

    /// A new term with this text.
    public init(_ text: String) {
        id = text
    }

    /// The term's text.
    public var text: String { id }

    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(text)") }
}

/// Makes a ``NewTermEntity`` of any text that is not blank.
public struct NewTermQuery: EntityStringQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [NewTermEntity] {
        identifiers.compactMap(Self.entity)
    }

    public func entities(matching string: String) async throws -> [NewTermEntity] {
        Self.entity(string).map { [$0] } ?? []
    }

    static func entity(_ text: String) -> NewTermEntity? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : NewTermEntity(trimmed)
    }
}
#endif
