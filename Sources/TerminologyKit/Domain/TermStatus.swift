/// How a term stands in its language, as TBX's `administrativeStatus` says it.
public enum TermStatus: String, CaseIterable, Codable, Sendable {
    /// The term to use.
    case preferred
    /// An acceptable synonym.
    case admitted
    /// A term not to use any more (kept so that it can be recognized).
    case deprecated
}
