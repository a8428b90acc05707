import Foundation

/// What merging an author's update into a copy does (or, for a dry run, would do), concept by concept.
public struct MergePlan: Sendable {
    /// What happens to one concept.
    public enum Action: String, Hashable, Sendable, CaseIterable {
        /// New in the author's version: added.
        case add
        /// The author changed fields the student did not: applied.
        case update
        /// Both changed a field: the student's value stays, the conflict is recorded (other fields may be applied).
        case conflict
        /// The author deleted it, and the student has progress on it or edited it: kept, deprecated.
        case deprecate
        /// The author deleted it and the student has nothing on it: deleted.
        case delete
        /// The author brought back a concept an earlier merge had deprecated.
        case restore
        /// Nothing to do (or the student's own concept, which a merge never touches).
        case unchanged
    }

    /// One concept's change.
    public struct ConceptChange: Hashable, Sendable {
        /// The concept's id in the library.
        public var conceptID: UUID
        /// The term it shows (in the terminology's first language), for listing.
        public var term: String
        /// What happens to it.
        public var action: Action
        /// The fields taken from the author.
        public var appliedFields: [MergeField]
        /// The fields both changed.
        public var conflicts: [MergeConflict]
    }

    /// What happens to one category.
    public struct CategoryChange: Hashable, Sendable {
        public enum Action: String, Hashable, Sendable {
            case add, rename, conflict, delete, keep
        }

        /// The category's id in the library, its name after the merge, and what happens to it.
        public var categoryID: UUID
        public var name: String
        public var action: Action
    }

    /// The student's terminology.
    public var terminologyID: UUID
    /// The author's revision the copy was at, and the one merged.
    public var fromRevision: Int
    /// The author's revision merged.
    public var toRevision: Int
    /// The terminology's fields taken from the author, and those both changed.
    public var terminologyFields: [MergeField]
    /// The terminology's fields both changed.
    public var terminologyConflicts: [MergeConflict]
    /// Languages the author added.
    public var addedLanguages: [LanguageTag]
    /// What happens to each category that changes.
    public var categories: [CategoryChange]
    /// Every concept the merge looked at, in the author's order, then the others.
    public var concepts: [ConceptChange]
    /// Whether the plan was applied (false for a dry run).
    public var isApplied: Bool

    /// How many concepts each action concerns.
    public func count(_ action: Action) -> Int { concepts.filter { $0.action == action }.count }

    /// Every conflict the merge records.
    public var conflicts: [MergeConflict] { terminologyConflicts + concepts.flatMap(\.conflicts) }

    /// Whether the update changes nothing.
    public var isEmpty: Bool {
        terminologyFields.isEmpty && terminologyConflicts.isEmpty && addedLanguages.isEmpty
            && categories.allSatisfy { $0.action == .keep } && concepts.allSatisfy { $0.action == .unchanged }
    }
}
