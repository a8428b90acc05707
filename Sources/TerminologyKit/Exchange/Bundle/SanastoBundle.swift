import Foundation

/// The content of a `.sanasto` file: Sanasto's own, lossless exchange format.
///
/// JSON, written by StringResources' `JSONWriter` (two-space indent, keys in a fixed order):
///
/// ```json
/// {
///   "categories" : [ { "id" : "…", "name" : "Soluhengitys", "position" : 0 } ],
///   "concepts" : [ { "id" : "…", "category" : "…", "sections" : [ { "language" : "fi", "terms" : [ … ],
///                    "definition" : { "text" : "…", "source" : "…" } } ], "notes" : "", "related" : [ ],
///                    "difficulty" : "easy", "own" : false, "deprecated" : false, "created" : "…", "modified" : "…" } ],
///   "exported" : "2025-01-31T12:00:00.000000Z",
///   "format" : "sanasto-bundle",
///   "kind" : "terminology",
///   "terminology" : { "id" : "…", "title" : "…", "course" : { "code" : "BI2", "name" : "…" }, "languages" : [ "fi", "en" ],
///                     "author" : "…", "role" : "teacher", "revision" : 3, "origin" : { "id" : "…", "revision" : 2 }, … },
///   "version" : 1
/// }
/// ```
///
/// Everything in the domain is carried: the terminology's metadata, role, revision and origin with the snapshot
/// a later merge starts from (`originSnapshot`), every category (also empty ones) and every concept with all its
/// fields and dates (microseconds). Study progress (`progress`: every learner's cards, review logs and learned
/// marks) only when the export asks for it. A suggestion file is a bundle of kind `suggestions` with
/// `suggestion` naming the terminology it is for. A reader refuses a bundle whose `version` is newer than it
/// knows and ignores members it does not know.
struct SanastoBundle: Sendable {
    enum Kind: String, Sendable {
        case terminology
        case suggestions
    }

    /// Who suggests concepts for which terminology.
    struct Suggestion: Hashable, Sendable {
        /// The teacher's terminology the suggestions are for.
        var sourceTerminologyID: UUID
        /// The teacher's revision the student's copy was made from.
        var sourceRevision: Int
        /// Its title, for messages.
        var sourceTitle: String
        /// The student's name as they gave it.
        var suggestedBy: String
    }

    /// Every learner's progress on the bundle's concepts.
    struct Progress: Sendable {
        var cards: [StudyCard] = []
        var reviews: [(conceptID: UUID, direction: StudyDirection, learner: LearnerID, entry: ReviewLogEntry)] = []
        var learned: [(conceptID: UUID, learner: LearnerID, date: Date)] = []
    }

    static let formatName = "sanasto-bundle"
    static let currentVersion = 1

    var kind: Kind
    var exportedAt: Date
    var snapshot: TerminologySnapshot
    var originSnapshot: TerminologySnapshot?
    var progress: Progress?
    var suggestion: Suggestion?
}
