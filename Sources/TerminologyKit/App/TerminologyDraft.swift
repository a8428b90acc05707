import Foundation

/// A new terminology as the user describes it.
public struct TerminologyDraft: Hashable, Sendable {
    /// Its title.
    public var title: String
    /// Its languages in order; the first is the source language.
    public var languages: [LanguageTag]
    /// Its course (`Course.none` for none).
    public var course: Course
    /// A longer description.
    public var description: String
    /// The author's name.
    public var author: String
    /// Whether the library's owner teaches or studies it.
    public var ownerRole: OwnerRole

    public init(
        title: String, languages: [LanguageTag], course: Course = .none, description: String = "", author: String = "",
        ownerRole: OwnerRole = .teacher
    ) {
        self.title = title
        self.languages = languages
        self.course = course
        self.description = description
        self.author = author
        self.ownerRole = ownerRole
    }
}

/// Changes to a terminology's metadata; nil leaves a field as it is.
public struct TerminologyChanges: Hashable, Sendable {
    /// A new title.
    public var title: String?
    /// Its languages from now on.
    public var languages: [LanguageTag]?
    /// A new course code.
    public var courseCode: String?
    /// A new course name.
    public var courseName: String?
    /// A new description.
    public var description: String?
    /// A new author.
    public var author: String?

    public init(
        title: String? = nil, languages: [LanguageTag]? = nil, courseCode: String? = nil, courseName: String? = nil,
        description: String? = nil, author: String? = nil
    ) {
        self.title = title
        self.languages = languages
        self.courseCode = courseCode
        self.courseName = courseName
        self.description = description
        self.author = author
    }

    /// Whether nothing would change.
    public var isEmpty: Bool {
        title == nil && languages == nil && courseCode == nil && courseName == nil && description == nil && author == nil
    }
}

/// A terminology with the numbers its list shows.
public struct TerminologySummary: Hashable, Sendable {
    /// The terminology.
    public var terminology: Terminology
    /// How many categories it has.
    public var categoryCount: Int
    /// Its concepts, deprecated ones not counted.
    public var conceptCount: Int

    public init(terminology: Terminology, categoryCount: Int, conceptCount: Int) {
        self.terminology = terminology
        self.categoryCount = categoryCount
        self.conceptCount = conceptCount
    }
}
