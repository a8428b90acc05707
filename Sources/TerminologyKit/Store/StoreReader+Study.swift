import Foundation

extension StoreReader {
    /// A card's columns, from `study_cards s` joined to `concepts c`.
    static let cardColumns = "c.id, s.terminology_id, s.state, s.step, s.stability, s.difficulty, s.due, s.last_review, s.reps, s.lapses"

    /// The learner's card for a concept in a direction, or nil when it was never studied that way.
    public func studyCard(conceptID: UUID, direction: StudyDirection, learner: LearnerID = .local) throws -> StudyCard? {
        try perform("read study progress") { try findCard(conceptID: conceptID, direction: direction, learner: learner) }
    }

    /// The learner's cards due at `date` in `scope`, earliest first (deprecated concepts left out).
    public func dueCards(
        in scope: LibraryScope, direction: StudyDirection, learner: LearnerID = .local, at date: Date = Date(), limit: Int = 1
    ) throws -> [StudyCard] {
        try perform("list due cards") {
            var filter = SQLFilter()
            filter.and("s.learner = ? AND s.from_language = ? AND s.to_language = ?",
                       .text(learner.rawValue), .text(direction.from.rawValue), .text(direction.to.rawValue))
            scope.restrict(&filter, terminologyColumn: "s.terminology_id")
            filter.and("s.due <= ?", .timestamp(date))
            filter.and("c.is_deprecated = 0")
            let limitParameter = filter.parameter(.int(max(0, limit)))
            return try statement("""
                SELECT \(Self.cardColumns) FROM study_cards s JOIN concepts c ON c.number = s.concept_number
                WHERE \(filter.sql) ORDER BY s.due LIMIT \(limitParameter)
                """).rows(filter.values) { try Self.card($0, direction: direction, learner: learner) }
        }
    }

    /// Concepts in `scope` never studied in `direction` that have terms in both of its languages, in the order
    /// they were added, as new cards due at `date`.
    public func newCards(
        in scope: LibraryScope, direction: StudyDirection, learner: LearnerID = .local, at date: Date = Date(), limit: Int = 20
    ) throws -> [StudyCard] {
        try perform("list new cards") {
            var filter = newCardFilter(scope: scope, direction: direction, learner: learner)
            let limitParameter = filter.parameter(.int(max(0, limit)))
            return try statement("""
                SELECT c.id, c.terminology_id FROM concepts c WHERE \(filter.sql)
                ORDER BY c.terminology_id, c.position LIMIT \(limitParameter)
                """).rows(filter.values) { row in
                StudyCard(conceptID: try row.uuid(0), terminologyID: try row.uuid(1), direction: direction, learner: learner, card: .new(due: date))
            }
        }
    }

    /// What to study next: the due cards first (earliest first), then up to `newLimit` new ones, `limit` in all.
    public func nextCards(
        in scope: LibraryScope, direction: StudyDirection, learner: LearnerID = .local, at date: Date = Date(),
        limit: Int = 20, newLimit: Int = 20
    ) throws -> [StudyCard] {
        let due = try dueCards(in: scope, direction: direction, learner: learner, at: date, limit: limit)
        let room = min(limit - due.count, newLimit)
        guard room > 0 else { return due }
        return due + (try newCards(in: scope, direction: direction, learner: learner, at: date, limit: room))
    }

    /// The learner's counts in `scope` and `direction` at `date`.
    public func studyCounts(
        in scope: LibraryScope, direction: StudyDirection, learner: LearnerID = .local, at date: Date = Date()
    ) throws -> StudyCounts {
        try perform("count study progress") {
            var counts = StudyCounts()
            var filter = SQLFilter()
            filter.and("s.learner = ? AND s.from_language = ? AND s.to_language = ?",
                       .text(learner.rawValue), .text(direction.from.rawValue), .text(direction.to.rawValue))
            scope.restrict(&filter, terminologyColumn: "s.terminology_id")
            filter.and("c.is_deprecated = 0")
            let now = filter.parameter(.timestamp(date))
            for (state, total, due) in try statement("""
                SELECT s.state, COUNT(*), SUM(CASE WHEN s.due <= \(now) THEN 1 ELSE 0 END)
                FROM study_cards s JOIN concepts c ON c.number = s.concept_number WHERE \(filter.sql) GROUP BY s.state
                """).rows(filter.values, { (try $0.enumeration(0, as: FSRSState.self), $0.int(1), $0.int(2)) }) {
                switch state {
                case .learning: counts.learning = total
                case .review: counts.review = total
                case .relearning: counts.relearning = total
                }
                counts.due += due
            }
            let newFilter = newCardFilter(scope: scope, direction: direction, learner: learner)
            counts.new = try statement("SELECT COUNT(*) FROM concepts c WHERE \(newFilter.sql)").first(newFilter.values) { $0.int(0) } ?? 0
            var learnedFilter = SQLFilter()
            learnedFilter.and("l.learner = ?", .text(learner.rawValue))
            scope.restrict(&learnedFilter, terminologyColumn: "c.terminology_id")
            counts.learned = try statement("""
                SELECT COUNT(*) FROM learned_concepts l JOIN concepts c ON c.number = l.concept_number WHERE \(learnedFilter.sql)
                """).first(learnedFilter.values) { $0.int(0) } ?? 0
            return counts
        }
    }

    /// The learner's reviews of a concept in a direction, oldest first.
    public func reviewLog(conceptID: UUID, direction: StudyDirection, learner: LearnerID = .local) throws -> [ReviewLogEntry] {
        try perform("read review log") {
            try statement("""
                SELECT r.rating, r.reviewed_at, r.elapsed_days, r.scheduled_days, r.state_before, r.duration_ms
                FROM review_log r JOIN concepts c ON c.number = r.concept_number
                WHERE c.id = $1 AND r.learner = $2 AND r.from_language = $3 AND r.to_language = $4 ORDER BY r.reviewed_at, r.id
                """).rows([.uuid(conceptID), .text(learner.rawValue), .text(direction.from.rawValue), .text(direction.to.rawValue)]) { row in
                guard let rating = Rating(rawValue: row.int(0)) else { throw StoreError.damaged("rating \(row.int(0))") }
                return ReviewLogEntry(
                    rating: rating, reviewedAt: row.timestamp(1), elapsedDays: row.real(2), scheduledDays: row.real(3),
                    stateBefore: try row.enumeration(4, as: FSRSState.self),
                    duration: row.optionalInt(5).map { Double($0) / 1000 })
            }
        }
    }

    /// When the learner marked a concept as learned, or nil.
    public func learnedDate(conceptID: UUID, learner: LearnerID = .local) throws -> Date? {
        try perform("read learned mark") {
            try statement("""
                SELECT l.learned_at FROM learned_concepts l JOIN concepts c ON c.number = l.concept_number
                WHERE c.id = $1 AND l.learner = $2
                """)
                .first([.uuid(conceptID), .text(learner.rawValue)]) { $0.timestamp(0) }
        }
    }

    /// The short numbers of the concepts with `ids` and which of them `learner` marked as learned, in one query per 64
    /// concepts (a list of terms asked two queries per term before).
    public func numbersAndLearnedMarks(conceptIDs ids: [UUID], learner: LearnerID = .local) throws -> [UUID: (number: Int64, isLearned: Bool)] {
        try perform("read concepts") {
            var found: [UUID: (number: Int64, isLearned: Bool)] = [:]
            try forEachChunk(of: ids) { chunk in
                var filter = SQLFilter()
                let learnerParameter = filter.parameter(.text(learner.rawValue))
                let placeholders = chunk.map { filter.parameter(.uuid($0)) }
                _ = try statement("""
                    SELECT c.id, c.number, EXISTS (SELECT 1 FROM learned_concepts l WHERE l.concept_number = c.number AND l.learner = \(learnerParameter))
                    FROM concepts c WHERE c.id IN (\(placeholders.joined(separator: ", ")))
                    """).rows(filter.values) { row in
                    let id = try row.uuid(0)
                    found[id] = (row.integer(1), row.bool(2))
                }
            }
            return found
        }
    }

    // MARK: - Helpers

    func newCardFilter(scope: LibraryScope, direction: StudyDirection, learner: LearnerID) -> SQLFilter {
        var filter = SQLFilter()
        scope.restrict(&filter, terminologyColumn: "c.terminology_id")
        filter.and("c.is_deprecated = 0")
        filter.and("EXISTS (SELECT 1 FROM terms f WHERE f.concept_number = c.number AND f.language = ?)", .text(direction.from.rawValue))
        filter.and("EXISTS (SELECT 1 FROM terms a WHERE a.concept_number = c.number AND a.language = ?)", .text(direction.to.rawValue))
        filter.and("""
            NOT EXISTS (SELECT 1 FROM study_cards s WHERE s.learner = ? AND s.concept_number = c.number
                AND s.from_language = ? AND s.to_language = ?)
            """, .text(learner.rawValue), .text(direction.from.rawValue), .text(direction.to.rawValue))
        return filter
    }

    func findCard(conceptID: UUID, direction: StudyDirection, learner: LearnerID) throws -> StudyCard? {
        try statement("""
            SELECT \(Self.cardColumns) FROM study_cards s JOIN concepts c ON c.number = s.concept_number
            WHERE s.learner = $1 AND c.id = $2 AND s.from_language = $3 AND s.to_language = $4
            """).first([.text(learner.rawValue), .uuid(conceptID), .text(direction.from.rawValue), .text(direction.to.rawValue)]) {
            try Self.card($0, direction: direction, learner: learner)
        }
    }

    static func card(_ row: DatabaseRow, direction: StudyDirection, learner: LearnerID) throws -> StudyCard {
        let card = FSRSCard(
            state: try row.enumeration(2, as: FSRSState.self), step: row.optionalInt(3), stability: row.optionalReal(4),
            difficulty: row.optionalReal(5), due: row.timestamp(6), lastReview: row.optionalTimestamp(7), reps: row.int(8),
            lapses: row.int(9))
        return StudyCard(conceptID: try row.uuid(0), terminologyID: try row.uuid(1), direction: direction, learner: learner, card: card)
    }
}
