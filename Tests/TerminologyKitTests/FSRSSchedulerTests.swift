import Foundation
import Testing
@testable import TerminologyKit

@Suite struct FSRSSchedulerTests {
    static let start = Date(timeIntervalSince1970: 1_669_725_000)  // 2022-11-29 12:30:00 UTC, py-fsrs's test date

    /// py-fsrs 6.x's `test_review_card`: each review made at the moment the card is due.
    @Test func reproducesPyFSRSReferenceIntervals() {
        let ratings: [Rating] = [.good, .good, .good, .good, .good, .good, .again, .again, .good, .good, .good, .good, .good]
        var card = FSRSCard.new(due: Self.start)
        var date = Self.start
        var intervals: [Int64] = []
        for rating in ratings {
            card = FSRSScheduler.default.review(card, rating: rating, at: date).card
            let due = Timestamp(card.due)
            let last = Timestamp(card.lastReview ?? date)
            intervals.append(due.days(since: last))
            date = card.due
        }
        #expect(intervals == [0, 2, 11, 46, 163, 498, 0, 0, 2, 4, 7, 12, 21])
        #expect(card.state == .review)
        #expect(card.reps == 13)
        #expect(card.lapses == 1)
    }

    struct Step: Sendable, CustomTestStringConvertible {
        var rating: Rating
        var state: FSRSState
        var step: Int?
        var stability: Double
        var difficulty: Double
        var due: String
        var testDescription: String { "\(rating) → \(state) \(due)" }
    }

    /// The same history's full states, as py-fsrs 6.3.2 prints them.
    static let history: [Step] = [
        Step(rating: .good, state: .learning, step: 1, stability: 2.3065, difficulty: 2.118103970459016, due: "2022-11-29T12:40:00.000000Z"),
        Step(rating: .good, state: .review, step: nil, stability: 2.3065, difficulty: 2.111214235785395, due: "2022-12-01T12:40:00.000000Z"),
        Step(rating: .good, state: .review, step: nil, stability: 10.971048263078135, difficulty: 2.1043313908464483, due: "2022-12-12T12:40:00.000000Z"),
        Step(rating: .good, state: .review, step: nil, stability: 46.316858440073425, difficulty: 2.0974554287524403, due: "2023-01-27T12:40:00.000000Z"),
        Step(rating: .good, state: .review, step: nil, stability: 162.99981577472244, difficulty: 2.0905863426205262, due: "2023-07-09T12:40:00.000000Z"),
        Step(rating: .good, state: .review, step: nil, stability: 497.8765551245907, difficulty: 2.083724125574744, due: "2024-11-18T12:40:00.000000Z"),
        Step(rating: .again, state: .relearning, step: 0, stability: 6.890412507565338, difficulty: 7.383202320049203, due: "2024-11-18T12:50:00.000000Z"),
        Step(rating: .again, state: .relearning, step: 0, stability: 2.154598374301973, difficulty: 9.125104766121234, due: "2024-11-18T13:00:00.000000Z"),
        Step(rating: .good, state: .review, step: nil, stability: 2.154598374301973, difficulty: 9.11120803065195, due: "2024-11-20T13:00:00.000000Z"),
    ]

    @Test func reproducesPyFSRSStatesExactly() {
        var card = FSRSCard.new(due: Self.start)
        var date = Self.start
        for expected in Self.history {
            card = FSRSScheduler.default.review(card, rating: expected.rating, at: date).card
            #expect(card.state == expected.state)
            #expect(card.step == expected.step)
            #expect(card.stability == expected.stability)
            #expect(card.difficulty == expected.difficulty)
            #expect(Timestamp(card.due).iso8601 == expected.due)
            date = card.due
        }
    }

    @Test func reviewLogRecordsStateBeforeAndDays() {
        let first = FSRSScheduler.default.review(.new(due: Self.start), rating: .good, at: Self.start, duration: 2.5)
        #expect(first.log.stateBefore == .learning)
        #expect(first.log.elapsedDays == 0)
        #expect(abs(first.log.scheduledDays - 600.0 / 86_400) < 1e-12)
        #expect(first.log.duration == 2.5)
        let later = Self.start.addingTimeInterval(86_400 * 3)
        let second = FSRSScheduler.default.review(first.card, rating: .good, at: later)
        #expect(second.log.elapsedDays == 3)
        #expect(second.log.stateBefore == .learning)
    }

    struct StepCase: Sendable, CustomTestStringConvertible {
        var name: String
        var learningSteps: [TimeInterval]
        var ratings: [Rating]
        var state: FSRSState
        var step: Int?
        var intervalSeconds: Int64
        var testDescription: String { name }
    }

    static let stepCases: [StepCase] = [
        StepCase(name: "again restarts the steps", learningSteps: [60, 600], ratings: [.good, .again], state: .learning, step: 0, intervalSeconds: 60),
        StepCase(name: "hard at step 0 of two waits between them", learningSteps: [60, 600], ratings: [.hard], state: .learning, step: 0, intervalSeconds: 330),
        StepCase(name: "hard at step 0 of one waits one and a half", learningSteps: [600], ratings: [.hard], state: .learning, step: 0, intervalSeconds: 900),
        StepCase(name: "hard at a later step repeats it", learningSteps: [60, 600, 3600], ratings: [.good, .hard], state: .learning, step: 1, intervalSeconds: 600),
        StepCase(name: "easy graduates at once", learningSteps: [60, 600], ratings: [.easy], state: .review, step: nil, intervalSeconds: 8 * 86_400),
        StepCase(name: "no learning steps graduates at once", learningSteps: [], ratings: [.again], state: .review, step: nil, intervalSeconds: 86_400),
    ]

    @Test(arguments: stepCases)
    func learningSteps(_ item: StepCase) throws {
        let scheduler = try FSRSScheduler(learningSteps: item.learningSteps)
        var card = FSRSCard.new(due: Self.start)
        var date = Self.start
        for rating in item.ratings {
            card = scheduler.review(card, rating: rating, at: date).card
            if rating != item.ratings.last { date = card.due }
        }
        #expect(card.state == item.state)
        #expect(card.step == item.step)
        #expect(Timestamp(card.due).microseconds - Timestamp(date).microseconds == item.intervalSeconds * 1_000_000)
    }

    @Test func maximumIntervalCapsReviews() throws {
        let scheduler = try FSRSScheduler(maximumInterval: 30)
        var card = FSRSCard.new(due: Self.start)
        var date = Self.start
        for _ in 0..<8 {
            card = scheduler.review(card, rating: .easy, at: date).card
            date = card.due
        }
        #expect(Timestamp(card.due).days(since: Timestamp(card.lastReview ?? date)) == 30)
    }

    @Test func fuzzingIsDeterministicAndStaysInItsRange() throws {
        let fuzzed = FSRSScheduler.default.with(fuzzing: .seeded(42))
        var plain = FSRSCard.new(due: Self.start)
        var date = Self.start
        var differed = false
        for _ in 0..<6 {
            let reference = FSRSScheduler.default.review(plain, rating: .good, at: date).card
            let first = fuzzed.review(plain, rating: .good, at: date, salt: 7).card
            let again = fuzzed.review(plain, rating: .good, at: date, salt: 7).card
            #expect(first == again)
            let days = Timestamp(reference.due).days(since: Timestamp(date))
            let fuzzedDays = Timestamp(first.due).days(since: Timestamp(date))
            if days >= 3 {
                let (low, high) = fuzzed.fuzzRange(days: days)
                #expect((Int64(low)...Int64(high)).contains(fuzzedDays), "\(fuzzedDays) outside \(low)…\(high)")
            } else {
                #expect(fuzzedDays == days)
            }
            differed = differed || fuzzedDays != days
            #expect(first.stability == reference.stability)
            plain = reference
            date = reference.due
        }
        #expect(differed, "fuzzing never changed an interval")
        // Another salt (another card reviewed at the same moment) draws differently.
        let draws = Set((0..<20).map { FSRSScheduler.fuzzUnit(seed: 42, salt: UInt64($0), at: Timestamp(Self.start)) })
        #expect(draws.count == 20)
        #expect(draws.allSatisfy { (0..<1).contains($0) })
    }

    struct BadConfiguration: Sendable, CustomTestStringConvertible {
        var name: String
        var make: @Sendable () throws -> FSRSScheduler
        var message: String
        var testDescription: String { name }
    }

    static let badConfigurations: [BadConfiguration] = [
        BadConfiguration(name: "retention 1", make: { try FSRSScheduler(desiredRetention: 1) }, message: "desired retention 1.0 is not between 0 and 1"),
        BadConfiguration(name: "zero interval", make: { try FSRSScheduler(maximumInterval: 0) }, message: "maximum interval 0 is less than one day"),
        BadConfiguration(name: "negative step", make: { try FSRSScheduler(learningSteps: [-1]) }, message: "step -1.0 s is not a positive duration under 100 years"),
        BadConfiguration(
            name: "short weights", make: { try FSRSScheduler(parameters: FSRSParameters([1, 2])) }, message: "expected 21 parameters, got 2"),
        BadConfiguration(
            name: "weight out of bounds",
            make: {
                var weights = FSRSParameters.default.weights
                weights[20] = 0.9
                return try FSRSScheduler(parameters: FSRSParameters(weights))
            },
            message: "parameters[20] = 0.9 is out of bounds (0.1, 0.8)"),
    ]

    @Test(arguments: badConfigurations)
    func refusesBadConfiguration(_ item: BadConfiguration) {
        #expect {
            _ = try item.make()
        } throws: { error in
            (error as? FSRSConfigurationError)?.message == item.message
        }
    }

    @Test func retrievabilityFallsWithTime() {
        let card = FSRSScheduler.default.review(.new(due: Self.start), rating: .easy, at: Self.start).card
        #expect(FSRSScheduler.default.retrievability(of: .new(due: Self.start), at: Self.start) == 0)
        let stability = card.stability ?? 0
        let atStability = FSRSScheduler.default.retrievability(of: card, at: Self.start.addingTimeInterval(stability.rounded(.down) * 86_400))
        let later = FSRSScheduler.default.retrievability(of: card, at: Self.start.addingTimeInterval(100 * 86_400))
        #expect(atStability > 0.9 && atStability <= 1)
        #expect(later < atStability)
    }
}
