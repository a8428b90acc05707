import Foundation

/// A concept studied in one direction by one learner, with its FSRS state.
public struct StudyCard: Hashable, Sendable {
    /// The concept.
    public var conceptID: UUID
    /// Its terminology.
    public var terminologyID: UUID
    /// Which way it is studied.
    public var direction: StudyDirection
    /// Whose progress it is.
    public var learner: LearnerID
    /// The scheduler's state.
    public var card: FSRSCard

    public init(conceptID: UUID, terminologyID: UUID, direction: StudyDirection, learner: LearnerID = .local, card: FSRSCard) {
        self.conceptID = conceptID
        self.terminologyID = terminologyID
        self.direction = direction
        self.learner = learner
        self.card = card
    }

    /// Never reviewed yet.
    public var isNew: Bool { card.lastReview == nil && card.reps == 0 }
}
