import Foundation

/// One review of a card: what was answered, when, and how the schedule stood.
public struct ReviewLogEntry: Hashable, Codable, Sendable {
    /// The grade given.
    public var rating: Rating
    /// When the review was made.
    public var reviewedAt: Date
    /// Days since the previous review (fractional; 0 for the first review).
    public var elapsedDays: Double
    /// Days until the card is due again after this review (fractional for learning steps).
    public var scheduledDays: Double
    /// The card's state before the review.
    public var stateBefore: FSRSState
    /// How long the answer took, when measured.
    public var duration: TimeInterval?

    public init(
        rating: Rating, reviewedAt: Date, elapsedDays: Double, scheduledDays: Double, stateBefore: FSRSState,
        duration: TimeInterval? = nil
    ) {
        self.rating = rating
        self.reviewedAt = reviewedAt
        self.elapsedDays = elapsedDays
        self.scheduledDays = scheduledDays
        self.stateBefore = stateBefore
        self.duration = duration
    }
}
