/// How many cards a learner has in each state, and how many are due now ("Study now: 12 terms").
public struct StudyCounts: Hashable, Sendable {
    /// Concepts with terms in both languages that were never studied in this direction.
    public var new: Int
    /// Cards in the learning steps.
    public var learning: Int
    /// Learned cards.
    public var review: Int
    /// Forgotten cards in the relearning steps.
    public var relearning: Int
    /// Cards (of any state) due at the time asked about.
    public var due: Int
    /// Concepts the learner marked as learned.
    public var learned: Int

    public init(new: Int = 0, learning: Int = 0, review: Int = 0, relearning: Int = 0, due: Int = 0, learned: Int = 0) {
        self.new = new
        self.learning = learning
        self.review = review
        self.relearning = relearning
        self.due = due
        self.learned = learned
    }
}
