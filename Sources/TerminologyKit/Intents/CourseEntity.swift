// Only where AppIntents is absent (see IntentKit's AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Foundation
import IntentKit

/// A course the library's terminologies are written for: what the course focus filter names.
public struct CourseEntity: AppEntity, Hashable {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Course"
    public static var defaultQuery: CourseQuery { CourseQuery() }

    /// The course code (`BIO-101`).
    public let id: String
    /// The course's name (`Solubiologia`), possibly empty.
    public let name: String

    public init(_ course: Course) {
        id = course.code
        name = course.name
    }

    /// The course.
    public var course: Course { Course(code: id, name: name) }

    public var displayRepresentation: DisplayRepresentation {
        name.isEmpty ? DisplayRepresentation(title: "\(id)") : DisplayRepresentation(title: "\(name)", subtitle: "\(id)")
    }
}

/// The courses of the library's terminologies, by code.
public struct CourseQuery: EntityStringQuery, EnumerableEntityQuery {
    public init() {}

    public func allEntities() async throws -> [CourseEntity] {
        let app = try TerminologyApp.current
        return try app.read { try $0.courses() }.map(CourseEntity.init)
    }

    public func entities(for identifiers: [String]) async throws -> [CourseEntity] {
        let all = try await allEntities()
        return identifiers.compactMap { id in all.first { $0.id == id } }
    }

    public func suggestedEntities() async throws -> [CourseEntity] {
        try await allEntities()
    }

    /// The courses whose code or name contains `string`, ignoring case and diacritics; a course whose code is
    /// `string` (`bio-101`) alone when there is one.
    public func entities(matching string: String) async throws -> [CourseEntity] {
        let needle = TextFolding.fold(string)
        guard !needle.isEmpty else { return [] }
        let all = try await allEntities()
        if let exact = all.first(where: { TextFolding.fold($0.id) == needle }) { return [exact] }
        return all.filter { TextFolding.fold($0.id).contains(needle) || TextFolding.fold($0.name).contains(needle) }
    }
}
#endif
