import Foundation

/// Study progress of a whole terminology, for exports that carry it and merges that must not lose it.
extension StoreReader {
    /// The concepts of a terminology that some learner has progress on: a card, a review or a learned mark.
    public func conceptsWithProgress(in terminologyID: UUID) throws -> Set<UUID> {
        try perform("read study progress") {
            let rows = try statement("""
                SELECT c.id FROM concepts c WHERE c.terminology_id = $1 AND (
                    EXISTS (SELECT 1 FROM study_cards s WHERE s.concept_number = c.number)
                    OR EXISTS (SELECT 1 FROM review_log r WHERE r.concept_number = c.number)
                    OR EXISTS (SELECT 1 FROM learned_concepts l WHERE l.concept_number = c.number))
                """).rows([.uuid(terminologyID)]) { try $0.uuid(0) }
            return Set(rows)
        }
    }

    /// Every learner's cards on a terminology's concepts, by concept, learner and direction.
    public func studyCards(ofTerminology terminologyID: UUID) throws -> [StudyCard] {
        try perform("read study progress") {
            try statement("""
                SELECT c.id, s.terminology_id, s.state, s.step, s.stability, s.difficulty, s.due, s.last_review, s.reps,
                    s.lapses, s.learner, s.from_language, s.to_language
                FROM study_cards s JOIN concepts c ON c.number = s.concept_number
                WHERE c.terminology_id = $1 ORDER BY c.position, s.learner, s.from_language, s.to_language
                """).rows([.uuid(terminologyID)]) { row in
                let direction = StudyDirection(from: try row.language(11), to: try row.language(12))
                return try Self.card(row, direction: direction, learner: LearnerID(row.text(10)))
            }
        }
    }

    /// Every learner's reviews of a terminology's concepts, oldest first per card.
    public func reviewLogs(ofTerminology terminologyID: UUID) throws -> [(conceptID: UUID, direction: StudyDirection, learner: LearnerID, entry: ReviewLogEntry)] {
        try perform("read review log") {
            try statement("""
                SELECT c.id, r.learner, r.from_language, r.to_language, r.rating, r.reviewed_at, r.elapsed_days,
                    r.scheduled_days, r.state_before, r.duration_ms
                FROM review_log r JOIN concepts c ON c.number = r.concept_number WHERE c.terminology_id = $1
                ORDER BY c.position, r.learner, r.from_language, r.to_language, r.reviewed_at, r.id
                """).rows([.uuid(terminologyID)]) { row in
                guard let rating = Rating(rawValue: row.int(4)) else { throw StoreError.damaged("rating \(row.int(4))") }
                let entry = ReviewLogEntry(
                    rating: rating, reviewedAt: row.timestamp(5), elapsedDays: row.real(6), scheduledDays: row.real(7),
                    stateBefore: try row.enumeration(8, as: FSRSState.self), duration: row.optionalInt(9).map { Double($0) / 1000 })
                return (try row.uuid(0), StudyDirection(from: try row.language(2), to: try row.language(3)), LearnerID(row.text(1)), entry)
            }
        }
    }

    /// Every learner's learned marks on a terminology's concepts.
    public func learnedMarks(ofTerminology terminologyID: UUID) throws -> [(conceptID: UUID, learner: LearnerID, date: Date)] {
        try perform("read learned marks") {
            try statement("""
                SELECT c.id, l.learner, l.learned_at FROM learned_concepts l JOIN concepts c ON c.number = l.concept_number
                WHERE c.terminology_id = $1 ORDER BY c.position, l.learner
                """).rows([.uuid(terminologyID)]) { (try $0.uuid(0), LearnerID($0.text(1)), $0.timestamp(2)) }
        }
    }

    /// The term each concept of a terminology shows in `language` (as `LanguageSection.displayTerm` picks it).
    public func displayTerms(of terminologyID: UUID, in language: LanguageTag) throws -> [UUID: String] {
        try perform("read terms") {
            var best: [UUID: (rank: Int, text: String)] = [:]
            let rank: [String: Int] = [TermStatus.preferred.rawValue: 0, TermStatus.admitted.rawValue: 1]
            for (id, text, status) in try statement("""
                SELECT c.id, t.text, t.status FROM terms t JOIN concepts c ON c.number = t.concept_number
                WHERE c.terminology_id = $1 AND t.language = $2 ORDER BY c.number, t.position
                """).rows([.uuid(terminologyID), .text(language.rawValue)], { (try $0.uuid(0), $0.text(1), $0.text(2)) }) {
                let value = rank[status] ?? 2
                if let current = best[id], current.rank <= value { continue }
                best[id] = (value, text)
            }
            return best.mapValues(\.text)
        }
    }

    /// The terminologies of this library imported from terminology `sourceID` (the copies of it).
    public func copies(of sourceID: UUID) throws -> [Terminology] {
        try terminologies().filter { $0.origin?.sourceID == sourceID }
    }
}
