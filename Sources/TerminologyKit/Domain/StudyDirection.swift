/// Which way a concept is studied: shown in one language, answered in another (`fi→en`).
public struct StudyDirection: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The language of the prompt.
    public var from: LanguageTag
    /// The language of the answer.
    public var to: LanguageTag

    public init(from: LanguageTag, to: LanguageTag) {
        self.from = from
        self.to = to
    }

    /// `fi→en`.
    public var description: String { "\(from)→\(to)" }

    /// The other way round.
    public var reversed: StudyDirection { StudyDirection(from: to, to: from) }
}
