import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

/// Whether py-fsrs can be run here; CI sets SANASTO_REQUIRE_PY_FSRS=1 (after `pip install fsrs`) so that a missing
/// package fails there instead of skipping.
enum PyFSRS {
    static let isRequired = ProcessInfo.processInfo.environment["SANASTO_REQUIRE_PY_FSRS"] == "1"

    static let python = ToolRunner.installed("python3")

    static let isAvailable: Bool = {
        guard let python, let result = try? python.run(["-c", "import fsrs"]) else { return false }
        return result.exitCode == 0
    }()
}

/// Random review histories run through this scheduler and through py-fsrs (the PyPI `fsrs` package): the
/// state, step, stability, difficulty and due date must agree after every review.
@Suite(.enabled(if: PyFSRS.isAvailable || PyFSRS.isRequired, "py-fsrs is not installed (pip install fsrs): the FSRS conformance suite is skipped"))
struct FSRSConformanceTests {
    struct History {
        var scheduler: FSRSScheduler
        var start: Date
        var reviews: [(rating: Rating, at: Date, fuzz: Double)] = []
        var cards: [FSRSCard] = []
    }

    static func scheduler(_ random: inout SeededGenerator, index: Int) throws -> FSRSScheduler {
        // The first histories use the defaults; the others vary every setting within py-fsrs's bounds.
        guard index >= 20 else { return index < 10 ? .default : FSRSScheduler.default.with(fuzzing: .seeded(UInt64(index))) }
        var weights = FSRSParameters.default.weights
        if Bool.random(using: &random) {
            for position in weights.indices {
                let low = FSRSParameters.lowerBounds[position], high = FSRSParameters.upperBounds[position]
                let spread = (high - low) * 0.2
                weights[position] = min(high, max(low, weights[position] + Double.random(in: -spread...spread, using: &random)))
            }
        }
        let learning: [[TimeInterval]] = [[], [60], [60, 600], [30, 300, 1800], [90.5, 7200]]
        let relearning: [[TimeInterval]] = [[], [600], [300, 1200]]
        return try FSRSScheduler(
            parameters: FSRSParameters(weights), desiredRetention: Double.random(in: 0.7...0.97, using: &random),
            learningSteps: learning[Int.random(in: 0..<learning.count, using: &random)],
            relearningSteps: relearning[Int.random(in: 0..<relearning.count, using: &random)],
            maximumInterval: [36_500, 365, 30][Int.random(in: 0..<3, using: &random)],
            fuzzing: Bool.random(using: &random) ? .seeded(random.next()) : .off)
    }

    static func histories(count: Int, seed: UInt64) throws -> [History] {
        var random = SeededGenerator(seed: seed)
        var histories: [History] = []
        for index in 0..<count {
            let start = Date(timeIntervalSince1970: 1_600_000_000 + Double(Int.random(in: 0..<100_000_000, using: &random)))
            var history = History(scheduler: try scheduler(&random, index: index), start: start)
            var card = FSRSCard.new(due: start)
            var date = start
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                let rating = Rating(rawValue: Int.random(in: 1...4, using: &random)) ?? .good
                let salt = UInt64(index)
                if case .seeded(let seed) = history.scheduler.fuzzing {
                    history.reviews.append((rating, date, FSRSScheduler.fuzzUnit(seed: seed, salt: salt, at: Timestamp(date))))
                } else {
                    history.reviews.append((rating, date, 0))
                }
                card = history.scheduler.review(card, rating: rating, at: date, salt: salt).card
                history.cards.append(card)
                // The next review: when due, early (same day), late, or much later; at whole microseconds.
                let due = card.due.timeIntervalSince1970
                let choice = Int.random(in: 0..<5, using: &random)
                let next: Double = switch choice {
                case 0: due
                case 1: max(date.timeIntervalSince1970 + 1, due - Double.random(in: 0...40_000, using: &random))
                case 2: due + Double.random(in: 0...86_400, using: &random)
                case 3: due + Double.random(in: 0...(86_400 * 60), using: &random)
                default: date.timeIntervalSince1970 + Double.random(in: 0...(86_400 * 3), using: &random)
                }
                date = Timestamp(Date(timeIntervalSince1970: next)).date
            }
            histories.append(history)
        }
        return histories
    }

    static func json(_ histories: [History]) -> Data {
        func number(_ value: Double) -> String { "\(value)" }
        var parts: [String] = []
        for history in histories {
            let scheduler = history.scheduler
            var fuzzing = false
            if case .seeded = scheduler.fuzzing { fuzzing = true }
            let settings = """
                {"parameters": [\(scheduler.parameters.weights.map(number).joined(separator: ", "))], \
                "desired_retention": \(number(scheduler.desiredRetention)), \
                "learning_steps": [\(scheduler.learningSteps.map(number).joined(separator: ", "))], \
                "relearning_steps": [\(scheduler.relearningSteps.map(number).joined(separator: ", "))], \
                "maximum_interval": \(scheduler.maximumInterval), "enable_fuzzing": \(fuzzing)}
                """
            let reviews = history.reviews.map {
                "{\"rating\": \($0.rating.rawValue), \"at\": \"\(Timestamp($0.at).iso8601)\", \"fuzz\": \(number($0.fuzz))}"
            }
            parts.append("{\"scheduler\": \(settings), \"start\": \"\(Timestamp(history.start).iso8601)\", \"reviews\": [\(reviews.joined(separator: ", "))]}")
        }
        return Data(("[" + parts.joined(separator: ",\n") + "]").utf8)
    }

    struct PythonState: Decodable {
        var state: Int
        var step: Int?
        var stability: Double
        var difficulty: Double
        var due: String
    }

    @Test func randomHistoriesAgreeWithPyFSRS() throws {
        try #require(PyFSRS.isAvailable, "py-fsrs is required here (SANASTO_REQUIRE_PY_FSRS=1) but `python3 -c 'import fsrs'` fails")
        let histories = try Self.histories(count: 300, seed: 0x5A4E_A570)
        let script = TestPaths.fixtures(of: "TerminologyKitTests").appendingPathComponent("fsrs_replay.py")
        let result = try #require(PyFSRS.python).run([script.path], input: Self.json(histories))
        try #require(result.exitCode == 0, "py-fsrs failed: \(result.standardError)")
        let expected = try JSONDecoder().decode([[PythonState]].self, from: Data(result.standardOutput.utf8))
        try #require(expected.count == histories.count)
        var compared = 0
        for (index, (history, states)) in zip(histories, expected).enumerated() {
            for (reviewIndex, (card, python)) in zip(history.cards, states).enumerated() {
                let place = "history \(index) review \(reviewIndex + 1) (\(history.reviews[reviewIndex].rating))"
                let state: FSRSState = switch python.state { case 1: .learning; case 2: .review; default: .relearning }
                #expect(card.state == state, "\(place): state")
                #expect(card.step == python.step, "\(place): step")
                #expect(Self.close(card.stability, python.stability), "\(place): stability \(card.stability ?? .nan) vs \(python.stability)")
                #expect(Self.close(card.difficulty, python.difficulty), "\(place): difficulty \(card.difficulty ?? .nan) vs \(python.difficulty)")
                // Date (a Double of seconds since 2001) holds whole microseconds only until about 2140; later dues
                // (only reached through repeated 100-year intervals) may differ by the rounding of one.
                let theirs = try #require(Timestamp(iso8601: python.due), "\(place): bad date \(python.due)")
                let tolerance: Int64 = theirs.microseconds < Timestamp(iso8601: "2140-01-01T00:00:00Z")?.microseconds ?? 0 ? 0 : 2
                #expect(abs(Timestamp(card.due).microseconds - theirs.microseconds) <= tolerance, "\(place): due \(Timestamp(card.due).iso8601) vs \(python.due)")
                compared += 1
            }
        }
        #expect(compared > 2000)
    }

    static func close(_ ours: Double?, _ theirs: Double) -> Bool {
        guard let ours else { return false }
        return ours == theirs || abs(ours - theirs) <= 1e-12 * max(1, abs(theirs))
    }
}
