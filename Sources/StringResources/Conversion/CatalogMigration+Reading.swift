import Foundation

extension CatalogMigration {
    /// The key under which compiled `.stringsdict` entries carry their comment.
    static let commentKey = "Comment"

    /// An entry's `Comment` string and the names of its other keys that a catalog has no place for.
    static func comment(of entry: StringsDictEntry) -> (comment: String?, ignoredKeys: [String]) {
        var comment: String?
        var ignored: [String] = []
        for unknown in entry.unknownKeys {
            if unknown.key == commentKey, comment == nil, case .string(let text) = unknown.value {
                comment = text
            } else {
                ignored.append(unknown.key)
            }
        }
        return (comment, ignored)
    }
}
