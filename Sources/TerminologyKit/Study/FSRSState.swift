/// Where a card is in FSRS's cycle.
public enum FSRSState: String, CaseIterable, Codable, Sendable {
    /// New or being learned through the short learning steps.
    case learning
    /// Learned; scheduled in whole days.
    case review
    /// Forgotten after learning; going through the relearning steps.
    case relearning
}
