import Foundation

/// Schedules reviews with FSRS-6, computing exactly what py-fsrs 6.x's `Scheduler.review_card` computes.
///
/// Times are whole microseconds (as Python's `datetime`), elapsed time is counted in whole days rounded down
/// (`timedelta.days`), and intervals are rounded half to even (Python's `round`), so that a history gives the
/// same stability, difficulty, state and due date as py-fsrs. Unlike py-fsrs, fuzzing is off unless asked for,
/// and when on it is deterministic: its random draw comes from a seed, the card's salt and the review time.
public struct FSRSScheduler: Hashable, Sendable {
    /// Whether intervals of three days or more get a small random spread, so that cards learned together do not
    /// stay due together.
    public enum Fuzzing: Hashable, Sendable {
        /// Intervals exactly as computed.
        case off
        /// Spread drawn deterministically from this seed.
        case seeded(UInt64)
    }

    /// The model weights.
    public let parameters: FSRSParameters
    /// The recall probability intervals aim for (py-fsrs's default 0.9).
    public let desiredRetention: Double
    /// The learning steps in seconds (default 1 and 10 minutes).
    public let learningSteps: [TimeInterval]
    /// The relearning steps in seconds (default 10 minutes).
    public let relearningSteps: [TimeInterval]
    /// The longest interval in days (default 36,500).
    public let maximumInterval: Int
    /// Off by default.
    public let fuzzing: Fuzzing

    let decay: Double
    let factor: Double
    let learningStepMicroseconds: [Int64]
    let relearningStepMicroseconds: [Int64]

    /// Creates a scheduler; throws when a setting is outside what FSRS can use.
    public init(
        parameters: FSRSParameters = .default, desiredRetention: Double = 0.9,
        learningSteps: [TimeInterval] = [60, 600], relearningSteps: [TimeInterval] = [600],
        maximumInterval: Int = 36_500, fuzzing: Fuzzing = .off
    ) throws(FSRSConfigurationError) {
        guard desiredRetention > 0, desiredRetention < 1 else {
            throw FSRSConfigurationError(message: "desired retention \(desiredRetention) is not between 0 and 1")
        }
        guard maximumInterval >= 1 else {
            throw FSRSConfigurationError(message: "maximum interval \(maximumInterval) is less than one day")
        }
        for step in learningSteps + relearningSteps where !(step.isFinite && step > 0 && step < 36_500 * 86_400) {
            throw FSRSConfigurationError(message: "step \(step) s is not a positive duration under 100 years")
        }
        self.init(
            unchecked: parameters, desiredRetention: desiredRetention, learningSteps: learningSteps,
            relearningSteps: relearningSteps, maximumInterval: maximumInterval, fuzzing: fuzzing)
    }

    private init(
        unchecked parameters: FSRSParameters, desiredRetention: Double, learningSteps: [TimeInterval],
        relearningSteps: [TimeInterval], maximumInterval: Int, fuzzing: Fuzzing
    ) {
        self.parameters = parameters
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
        self.fuzzing = fuzzing
        decay = -parameters[20]
        factor = pow(0.9, 1 / decay) - 1
        // py-fsrs keeps steps as timedelta, which holds whole microseconds.
        learningStepMicroseconds = learningSteps.map { Int64(($0 * 1_000_000).rounded(.toNearestOrEven)) }
        relearningStepMicroseconds = relearningSteps.map { Int64(($0 * 1_000_000).rounded(.toNearestOrEven)) }
    }

    /// FSRS-6 with its default weights, retention 0.9, steps 1 m / 10 m and 10 m, 36,500 days, no fuzzing.
    public static let `default` = FSRSScheduler(
        unchecked: .default, desiredRetention: 0.9, learningSteps: [60, 600], relearningSteps: [600],
        maximumInterval: 36_500, fuzzing: .off)

    /// This scheduler with fuzzing set to `fuzzing`.
    public func with(fuzzing: Fuzzing) -> FSRSScheduler {
        FSRSScheduler(
            unchecked: parameters, desiredRetention: desiredRetention, learningSteps: learningSteps,
            relearningSteps: relearningSteps, maximumInterval: maximumInterval, fuzzing: fuzzing)
    }

    /// The probability that `card` is recalled at `date` (0 for a card never reviewed).
    public func retrievability(of card: FSRSCard, at date: Date) -> Double {
        guard let lastReview = card.lastReview, let stability = card.stability else { return 0 }
        let elapsed = max(0, Timestamp(date).days(since: Timestamp(lastReview)))
        return retrievability(elapsedDays: elapsed, stability: stability)
    }

    /// Reviews `card` with `rating` at `date` and returns the card's new state and the log entry.
    ///
    /// `salt` only matters with fuzzing on: give each card its own (the store uses one derived from the concept),
    /// so that cards reviewed at the same moment are spread differently.
    public func review(
        _ card: FSRSCard, rating: Rating, at date: Date, duration: TimeInterval? = nil, salt: UInt64 = 0
    ) -> (card: FSRSCard, log: ReviewLogEntry) {
        let now = Timestamp(date)
        let lastReview = card.lastReview.map(Timestamp.init)
        let daysSinceLastReview = lastReview.map { now.days(since: $0) }
        let isShortTerm = daysSinceLastReview.map { $0 < 1 } ?? false
        var next = card
        let interval: Int64

        switch card.state {
        case .learning, .relearning:
            let steps = card.state == .learning ? learningStepMicroseconds : relearningStepMicroseconds
            if card.state == .learning, card.stability == nil || card.difficulty == nil {
                next.stability = initialStability(rating)
                next.difficulty = clampDifficulty(initialDifficulty(rating))
            } else {
                let (stability, difficulty) = memory(of: card, rating: rating)
                next.stability = isShortTerm
                    ? shortTermStability(stability, rating: rating)
                    : nextStability(difficulty: difficulty, stability: stability, retrievability: retrievability(of: card, at: date), rating: rating)
                next.difficulty = nextDifficulty(difficulty, rating: rating)
            }
            let step = card.step ?? 0
            let stability = next.stability ?? FSRSParameters.minimumStability
            if steps.isEmpty || (step >= steps.count && rating != .again) {
                next.state = .review
                next.step = nil
                interval = days(nextIntervalDays(stability))
            } else {
                switch rating {
                case .again:
                    next.step = 0
                    interval = steps[0]
                case .hard:
                    next.step = step
                    if step == 0 && steps.count == 1 {
                        interval = Self.divideRoundingToEven(steps[0] * 3, by: 2)
                    } else if step == 0 {
                        interval = Self.divideRoundingToEven(steps[0] + steps[1], by: 2)
                    } else {
                        interval = steps[min(step, steps.count - 1)]
                    }
                case .good:
                    if step + 1 >= steps.count {
                        next.state = .review
                        next.step = nil
                        interval = days(nextIntervalDays(stability))
                    } else {
                        next.step = step + 1
                        interval = steps[step + 1]
                    }
                case .easy:
                    next.state = .review
                    next.step = nil
                    interval = days(nextIntervalDays(stability))
                }
            }

        case .review:
            let (stability, difficulty) = memory(of: card, rating: rating)
            let newStability = isShortTerm
                ? shortTermStability(stability, rating: rating)
                : nextStability(difficulty: difficulty, stability: stability, retrievability: retrievability(of: card, at: date), rating: rating)
            next.stability = newStability
            next.difficulty = nextDifficulty(difficulty, rating: rating)
            if rating == .again {
                next.lapses += 1
                if relearningStepMicroseconds.isEmpty {
                    interval = days(nextIntervalDays(newStability))
                } else {
                    next.state = .relearning
                    next.step = 0
                    interval = relearningStepMicroseconds[0]
                }
            } else {
                interval = days(nextIntervalDays(newStability))
            }
        }

        var finalInterval = interval
        if case .seeded(let seed) = fuzzing, next.state == .review {
            finalInterval = fuzzed(interval, unit: Self.fuzzUnit(seed: seed, salt: salt, at: now))
        }
        next.due = now.adding(microseconds: finalInterval).date
        next.lastReview = now.date
        next.reps += 1

        let elapsed = lastReview.map { max(0, Double(now.microseconds &- $0.microseconds)) / Double(Timestamp.microsecondsPerDay) } ?? 0
        let log = ReviewLogEntry(
            rating: rating, reviewedAt: now.date, elapsedDays: elapsed,
            scheduledDays: Double(finalInterval) / Double(Timestamp.microsecondsPerDay), stateBefore: card.state,
            duration: duration)
        return (next, log)
    }
}
