import Foundation

/// A concept a student suggested for a teacher's terminology, waiting for the teacher's decision.
public struct Suggestion: Identifiable, Hashable, Sendable {
    /// Where the teacher's decision stands.
    public enum Status: String, Hashable, Sendable, CaseIterable {
        case pending
        case accepted
        case rejected
    }

    /// The suggestion's id, for deciding it.
    public var id: UUID
    /// The teacher's terminology it is for.
    public var terminologyID: UUID
    /// The concept as the student wrote it (its category, if any, by name in `categoryName`).
    public var concept: Concept
    /// The name of the student's category for it, when it had one.
    public var categoryName: String?
    /// The student's name as they gave it.
    public var suggestedBy: String
    /// When the student exported it, and when the teacher received it.
    public var suggestedAt: Date
    public var receivedAt: Date
    /// Pending, accepted or rejected.
    public var status: Status
    /// When the teacher decided, once they have.
    public var decidedAt: Date?

    public init(
        id: UUID = UUID(), terminologyID: UUID, concept: Concept, categoryName: String?, suggestedBy: String, suggestedAt: Date,
        receivedAt: Date = Date(), status: Status = .pending, decidedAt: Date? = nil
    ) {
        self.id = id
        self.terminologyID = terminologyID
        self.concept = concept
        self.categoryName = categoryName
        self.suggestedBy = suggestedBy
        self.suggestedAt = suggestedAt
        self.receivedAt = receivedAt
        self.status = status
        self.decidedAt = decidedAt
    }
}
