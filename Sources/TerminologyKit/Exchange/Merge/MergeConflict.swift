import Foundation

/// A field both the student and the author changed: the student's value stayed, and this records the three
/// values so that the student can review it (`sanasto terminology merge --review`) and keep theirs or take the
/// author's.
public struct MergeConflict: Identifiable, Hashable, Sendable {
    /// How a conflict is resolved.
    public enum Resolution: String, Hashable, Sendable {
        /// Keep the student's value (what the merge left).
        case keepMine
        /// Take the author's value.
        case takeTheirs
    }

    /// The conflict's id, for resolving it.
    public var id: UUID
    /// The student's terminology.
    public var terminologyID: UUID
    /// The concept, for a concept's field (the library's id).
    public var conceptID: UUID?
    /// The category, for a category's name.
    public var categoryID: UUID?
    /// The field both changed.
    public var field: MergeField
    /// The author's value before (what was imported), the student's, and the author's new one.
    public var base: MergeValue
    /// The student's value, which the merge kept.
    public var local: MergeValue
    /// The author's new value.
    public var incoming: MergeValue
    /// The author's revision that brought the conflict.
    public var sourceRevision: Int
    /// When the merge recorded it.
    public var recordedAt: Date

    public init(
        id: UUID = UUID(), terminologyID: UUID, conceptID: UUID? = nil, categoryID: UUID? = nil, field: MergeField,
        base: MergeValue, local: MergeValue, incoming: MergeValue, sourceRevision: Int, recordedAt: Date = Date()
    ) {
        self.id = id
        self.terminologyID = terminologyID
        self.conceptID = conceptID
        self.categoryID = categoryID
        self.field = field
        self.base = base
        self.local = local
        self.incoming = incoming
        self.sourceRevision = sourceRevision
        self.recordedAt = recordedAt
    }
}
