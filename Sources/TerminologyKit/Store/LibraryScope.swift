import Foundation

/// Which part of the library a list, search, study queue or term of the day covers.
///
/// A course focus filter gives `.course(code)`; a command about one terminology gives `.terminology(id)`.
public enum LibraryScope: Hashable, Sendable {
    /// Every terminology.
    case library
    /// The terminologies of one course (by code).
    case course(String)
    /// One terminology.
    case terminology(UUID)

    /// Adds the scope to `filter` as a condition on a column holding a terminology id (`c.terminology_id`).
    func restrict(_ filter: inout SQLFilter, terminologyColumn column: String) {
        switch self {
        case .library:
            break
        case .course(let code):
            filter.and("\(column) IN (SELECT id FROM terminologies WHERE course_code = ?)", .text(code))
        case .terminology(let id):
            filter.and("\(column) = ?", .uuid(id))
        }
    }

    /// A stable text naming the scope, for the term of the day's key.
    var key: String {
        switch self {
        case .library: "library"
        case .course(let code): "course:" + code
        case .terminology(let id): "terminology:" + id.uuidString.lowercased()
        }
    }
}
