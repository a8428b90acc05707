import Foundation

/// Which concepts of a terminology a list takes by category.
public enum CategoryFilter: Hashable, Sendable {
    /// All of them.
    case any
    /// Those in no category.
    case uncategorized
    /// Those in this category.
    case category(UUID)
}
