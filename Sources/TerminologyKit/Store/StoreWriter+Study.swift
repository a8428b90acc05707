import Foundation

extension StoreWriter {
    /// Records a review of a concept in a direction: schedules it with the store's FSRS scheduler, saves the
    /// card and appends the review to the log. A concept never studied that way starts as a new card.
    @discardableResult
    public func review(
        conceptID: UUID, direction: StudyDirection, rating: Rating, at date: Date = Date(), duration: TimeInterval? = nil,
        learner: LearnerID = .local
    ) throws -> (card: StudyCard, log: ReviewLogEntry) {
        try perform("record review") {
            let (number, terminologyID) = try studied(conceptID, direction: direction)
            let current = try findCard(conceptID: conceptID, direction: direction, learner: learner)?.card ?? .new(due: date)
            let (card, log) = context.scheduler.review(
                current, rating: rating, at: date, duration: duration, salt: Self.salt(conceptID, direction))
            let studyCard = StudyCard(conceptID: conceptID, terminologyID: terminologyID, direction: direction, learner: learner, card: card)
            try writeCard(studyCard, number: number)
            try writeLog(log, number: number, direction: direction, learner: learner)
            return (studyCard, log)
        }
    }

    /// Stores a card as given (importing progress from a bundle).
    public func putStudyCard(_ card: StudyCard) throws {
        try perform("store study progress") {
            let (number, terminologyID) = try studied(card.conceptID, direction: card.direction)
            var card = card
            card.terminologyID = terminologyID
            try writeCard(card, number: number)
        }
    }

    /// Appends an entry to a card's review log as given (importing progress from a bundle).
    public func appendReviewLog(_ entry: ReviewLogEntry, conceptID: UUID, direction: StudyDirection, learner: LearnerID = .local) throws {
        try perform("store review log") {
            let (number, _) = try studied(conceptID, direction: direction)
            try writeLog(entry, number: number, direction: direction, learner: learner)
        }
    }

    /// Forgets a learner's progress on a concept: its cards in every direction (or only `direction`) and their logs.
    public func resetStudy(conceptID: UUID, direction: StudyDirection? = nil, learner: LearnerID = .local) throws {
        try perform("reset study progress") {
            guard let number = try conceptNumber(of: conceptID) else { throw StoreError.missing("no concept with id \(conceptID)") }
            var filter = SQLFilter()
            filter.and("concept_number = ? AND learner = ?", .integer(number), .text(learner.rawValue))
            if let direction {
                filter.and("from_language = ? AND to_language = ?", .text(direction.from.rawValue), .text(direction.to.rawValue))
            }
            try statement("DELETE FROM study_cards WHERE \(filter.sql)").run(filter.values)
            try statement("DELETE FROM review_log WHERE \(filter.sql)").run(filter.values)
        }
    }

    /// Marks a concept as learned for a learner (the widget's toggle), or clears the mark.
    public func setLearned(_ learned: Bool, conceptID: UUID, learner: LearnerID = .local, at date: Date = Date()) throws {
        try perform("mark learned") {
            guard let number = try conceptNumber(of: conceptID) else { throw StoreError.missing("no concept with id \(conceptID)") }
            if learned {
                try statement("""
                    INSERT INTO learned_concepts (concept_number, learner, learned_at) VALUES ($1, $2, $3)
                    ON CONFLICT (concept_number, learner) DO NOTHING
                    """).run([.integer(number), .text(learner.rawValue), .timestamp(date)])
            } else {
                try statement("DELETE FROM learned_concepts WHERE concept_number = $1 AND learner = $2")
                    .run([.integer(number), .text(learner.rawValue)])
            }
        }
    }

    // MARK: - Helpers

    /// The number and terminology of a concept studied in `direction`, checking that both languages are the
    /// terminology's.
    private func studied(_ conceptID: UUID, direction: StudyDirection) throws -> (number: Int64, terminologyID: UUID) {
        guard let (number, terminologyID) = try statement("SELECT number, terminology_id FROM concepts WHERE id = $1")
            .first([.uuid(conceptID)], { ($0.integer(0), try $0.uuid(1)) })
        else { throw StoreError.missing("no concept with id \(conceptID)") }
        let languages = try languages(of: terminologyID)
        guard direction.from != direction.to, languages.contains(direction.from), languages.contains(direction.to) else {
            throw StoreError.refused("\(direction) is not a study direction of this terminology (its languages are \(languages.map(\.rawValue).joined(separator: ", ")))")
        }
        return (number, terminologyID)
    }

    private func writeCard(_ card: StudyCard, number: Int64) throws {
        let state = card.card
        try statement("""
            INSERT INTO study_cards (learner, concept_number, terminology_id, from_language, to_language, state, step, stability,
                difficulty, due, last_review, reps, lapses)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
            ON CONFLICT (learner, concept_number, from_language, to_language) DO UPDATE SET state = excluded.state,
                step = excluded.step, stability = excluded.stability, difficulty = excluded.difficulty, due = excluded.due,
                last_review = excluded.last_review, reps = excluded.reps, lapses = excluded.lapses
            """).run([
            .text(card.learner.rawValue), .integer(number), .uuid(card.terminologyID), .text(card.direction.from.rawValue),
            .text(card.direction.to.rawValue), .text(state.state.rawValue), .optional(state.step), .optional(state.stability),
            .optional(state.difficulty), .timestamp(state.due), .optionalTimestamp(state.lastReview), .int(state.reps), .int(state.lapses),
        ])
    }

    private func writeLog(_ entry: ReviewLogEntry, number: Int64, direction: StudyDirection, learner: LearnerID) throws {
        try statement("""
            INSERT INTO review_log (id, learner, concept_number, from_language, to_language, rating, reviewed_at, elapsed_days,
                scheduled_days, state_before, duration_ms)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
            """).run([
            .uuid(UUID()), .text(learner.rawValue), .integer(number), .text(direction.from.rawValue), .text(direction.to.rawValue),
            .int(entry.rating.rawValue), .timestamp(entry.reviewedAt), .real(entry.elapsedDays), .real(entry.scheduledDays),
            .text(entry.stateBefore.rawValue), Self.milliseconds(entry.duration),
        ])
    }

    private static func milliseconds(_ duration: TimeInterval?) -> DatabaseValue {
        guard let duration, duration.isFinite, abs(duration) < 1e12 else { return .null }
        return .integer(Int64((duration * 1000).rounded()))
    }

    /// A per-card salt for fuzzing: the same for a concept and direction on every run.
    static func salt(_ conceptID: UUID, _ direction: StudyDirection) -> UInt64 {
        UInt64(bitPattern: dayKey("\(conceptID.uuidString.lowercased())|\(direction.from)|\(direction.to)"))
    }
}
