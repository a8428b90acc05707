import Foundation

/// A new terminology as the user describes it.
public struct TerminologyDraft: Hashable, Sendable {
    public var title: String
    /// Its languages in order; the first is the source language.
    public var languages: [LanguageTag]
    public var course: Course
    public var description: String
    public var author: String
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
    public var title: String?
    public var languages: [LanguageTag]?
    public var courseCode: String?
    public var courseName: String?
    public var description: String?
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
    public var terminology: Terminology
    public var categoryCount: Int
    /// Its concepts, deprecated ones not counted.
    public var conceptCount: Int

    public init(terminology: Terminology, categoryCount: Int, conceptCount: Int) {
        self.terminology = terminology
        self.categoryCount = categoryCount
        self.conceptCount = conceptCount
    }
}
