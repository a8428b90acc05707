import Foundation

/// The FSRS memory state of one concept studied in one direction.
///
/// A new card is in `learning` at step 0 with no stability or difficulty yet, due at once — as py-fsrs's `Card()`.
public struct FSRSCard: Hashable, Codable, Sendable {
    /// Learning, review or relearning.
    public var state: FSRSState
    /// The learning or relearning step the card is at; nil in `review`.
    public var step: Int?
    /// The interval in days at which recall probability falls to 90 %; nil before the first review.
    public var stability: Double?
    /// How hard the card is for this learner, 1 to 10; nil before the first review.
    public var difficulty: Double?
    /// When the card is due next.
    public var due: Date
    /// When it was last reviewed; nil before the first review.
    public var lastReview: Date?
    /// How many times it was reviewed.
    public var reps: Int
    /// How many times it was forgotten after having been learned (Again in review).
    public var lapses: Int

    public init(
        state: FSRSState = .learning, step: Int? = nil, stability: Double? = nil, difficulty: Double? = nil,
        due: Date, lastReview: Date? = nil, reps: Int = 0, lapses: Int = 0
    ) {
        self.state = state
        self.step = state == .learning && step == nil ? 0 : step
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
        self.lastReview = lastReview
        self.reps = reps
        self.lapses = lapses
    }

    /// A card never reviewed, due at `date`.
    public static func new(due date: Date) -> FSRSCard {
        FSRSCard(due: date)
    }
}
