/// How well a card was recalled, FSRS's four grades.
public enum Rating: Int, CaseIterable, Codable, Sendable {
    /// Forgotten.
    case again = 1
    /// Recalled with serious difficulty.
    case hard = 2
    /// Recalled after a moment.
    case good = 3
    /// Recalled at once.
    case easy = 4
}
