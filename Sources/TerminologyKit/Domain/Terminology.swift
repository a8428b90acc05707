import Foundation

/// A course terminology: its metadata and languages. Categories and concepts are stored beside it.
public struct Terminology: Identifiable, Hashable, Codable, Sendable {
    /// A stable id, kept across export and import.
    public var id: UUID
    /// The title shown in lists (`Solubiologia`).
    public var title: String
    /// The course it belongs to.
    public var course: Course
    /// A longer description.
    public var description: String
    /// Its languages in the author's order (`fi`, `en`, `tr`); the first is the source language.
    public var languages: [LanguageTag]
    /// The author's name.
    public var author: String
    /// Whether this library's owner is the terminology's teacher or a student studying it.
    public var ownerRole: OwnerRole
    /// Incremented by the store once for every write transaction that changes the terminology or its content.
    public var revision: Int
    /// Where it was imported from, when it was.
    public var origin: TerminologyOrigin?
    /// When it was created.
    public var createdAt: Date
    /// When it or its content last changed.
    public var modifiedAt: Date

    public init(
        id: UUID = UUID(), title: String, course: Course = .none, description: String = "",
        languages: [LanguageTag], author: String = "", ownerRole: OwnerRole = .teacher, revision: Int = 1,
        origin: TerminologyOrigin? = nil, createdAt: Date = Date(), modifiedAt: Date? = nil
    ) {
        self.id = id
        self.title = title
        self.course = course
        self.description = description
        self.languages = languages
        self.author = author
        self.ownerRole = ownerRole
        self.revision = revision
        self.origin = origin
        self.createdAt = createdAt
        self.modifiedAt = modifiedAt ?? createdAt
    }
}
