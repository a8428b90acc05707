import Foundation

/// What a terminology holds and how far its learner has come, per study direction.
public struct TerminologyStatistics: Hashable, Sendable {
    /// The terminology.
    public var terminology: Terminology
    /// How many categories it has.
    public var categoryCount: Int
    /// Its terms, deprecated ones not counted.
    public var conceptCount: Int
    /// The terms the learner added to a teacher's terminology.
    public var ownConceptCount: Int
    /// "Solubiologia: 3 categories, 60 terms", plural-correct in the user's language.
    public var summary: String
    /// The learner's counts per direction: the default direction, then every direction studied.
    public var directions: [DirectionStatistics]

    /// One direction's counts.
    public struct DirectionStatistics: Hashable, Sendable {
        /// The direction.
        public var direction: StudyDirection
        /// The learner's counts in it.
        public var counts: StudyCounts
    }
}
