import Foundation

/// One field a three-way merge compares on its own: the author's edit of one field and the student's edit of
/// another never conflict.
public enum MergeField: Hashable, Sendable, CustomStringConvertible {
    /// The terminology's title, course, description and author.
    case title
    case course
    case description
    case author
    /// A category's name.
    case categoryName
    /// Which category a concept is in.
    case category
    /// A concept's terms in one language (the list, with statuses, parts of speech and contexts).
    case terms(LanguageTag)
    /// A concept's definition in one language.
    case definition(LanguageTag)
    case notes
    case related
    case difficulty
    /// The concept as a whole: the student deleted it and the author changed it.
    case concept

    /// `terms:fi`, `notes`, …: how the field is stored and printed.
    public var description: String {
        switch self {
        case .title: "title"
        case .course: "course"
        case .description: "description"
        case .author: "author"
        case .categoryName: "categoryName"
        case .category: "category"
        case .terms(let language): "terms:\(language)"
        case .definition(let language): "definition:\(language)"
        case .notes: "notes"
        case .related: "related"
        case .difficulty: "difficulty"
        case .concept: "concept"
        }
    }

    /// The field `description` names.
    public init?(_ text: String) {
        if let colon = text.firstIndex(of: ":") {
            guard let language = LanguageTag(rawValue: String(text[text.index(after: colon)...])) else { return nil }
            switch text[..<colon] {
            case "terms": self = .terms(language)
            case "definition": self = .definition(language)
            default: return nil
            }
            return
        }
        switch text {
        case "title": self = .title
        case "course": self = .course
        case "description": self = .description
        case "author": self = .author
        case "categoryName": self = .categoryName
        case "category": self = .category
        case "notes": self = .notes
        case "related": self = .related
        case "difficulty": self = .difficulty
        case "concept": self = .concept
        default: return nil
        }
    }
}

/// The value of a `MergeField` on one side of a merge.
public enum MergeValue: Hashable, Sendable, Codable, CustomStringConvertible {
    case text(String)
    case course(Course)
    /// A category, by id, with its name for people.
    case category(id: UUID?, name: String?)
    case terms([Term])
    case definition(Definition?)
    case related([UUID])
    case difficulty(Difficulty)
    /// A whole concept; nil when that side does not have it.
    case concept(Concept?)

    /// The value as people read it.
    public var description: String {
        switch self {
        case .text(let text): text
        case .course(let course): course.name.isEmpty ? course.code : "\(course.code) \(course.name)"
        case .category(_, let name): name ?? "—"
        case .terms(let terms):
            terms.isEmpty ? "—" : terms.map { $0.status == .preferred ? $0.text : "\($0.text) (\($0.status.rawValue))" }.joined(separator: ", ")
        case .definition(let definition):
            if let definition {
                if let source = definition.source { "\(definition.text) [\(source)]" } else { definition.text }
            } else {
                "—"
            }
        case .related(let ids): "\(ids.count) related"
        case .difficulty(let difficulty): difficulty.rawValue
        case .concept(let concept): concept.flatMap { $0.sections.lazy.compactMap(\.displayTerm).first?.text } ?? "deleted"
        }
    }
}
