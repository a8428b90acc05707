import Foundation
import TerminologyKit

/// `terminology`: the store on a generated 100,000-concept, 3-language library in a temporary SQLite file:
/// folded prefix search as you type (each query its own read transaction, 20 results), picking the next due card
/// among 100,000 studied ones, and the insert rate. Targets: search median < 1 ms and p99 < 5 ms; due card < 1 ms.
/// No peer: nothing else does this search off Apple platforms. Also `sanasto category list` on the demo library as a
/// whole process (`CategoryListProcess`), target under 50 ms.
enum TerminologySuite {
    static let conceptCount = 100_000

    static func run() -> [BenchmarkCase] {
        do {
            return try measure()
        } catch {
            FileHandle.standardError.write(Data("sanasto-bench: error: terminology suite: \(error)\n".utf8))
            return []
        }
    }

    static func measure() throws -> [BenchmarkCase] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sanasto-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try TerminologyStore(url: folder.appendingPathComponent("library.sqlite"))

        let insertStart = DispatchTime.now().uptimeNanoseconds
        let (terminology, terms) = try TerminologyWorkload.fill(store, count: conceptCount)
        let insertNanoseconds = Double(DispatchTime.now().uptimeNanoseconds - insertStart)

        // The workload must give right answers before its time means anything.
        let probe = terms[terms.count / 2]
        let found = try store.read { try $0.search(probe, limit: 5) }
        guard found.first?.match == .exact else {
            throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "search for '\(probe)' found \(found)"])
        }

        let queries = TerminologyWorkload.queries(from: terms, count: 4_000)
        for query in queries.prefix(200) { _ = try store.read { try $0.search(query) } }
        var searchSamples: [Double] = []
        var hits = 0
        for query in queries {
            let start = DispatchTime.now().uptimeNanoseconds
            hits &+= try store.read { try $0.search(query, in: .terminology(terminology.id), limit: 20) }.count
            searchSamples.append(Double(DispatchTime.now().uptimeNanoseconds - start))
        }
        blackHole(hits)
        for (t, q) in zip(searchSamples, queries).sorted(by: { $0.0 > $1.0 }).prefix(25) { print(Int(t / 1000), "µs", q) }

        // Every concept studied fi→en, due within ±60 days of now.
        let direction = StudyDirection(from: .finnish, to: .english)
        let now = Date()
        var random = TerminologyWorkload.Generator(state: 7)
        try store.write { library in
            for concept in try library.concepts(in: .terminology(terminology.id)) {
                let due = now.addingTimeInterval(Double.random(in: -60...60, using: &random) * 86_400)
                let card = FSRSCard(state: .review, stability: 10, difficulty: 5, due: due, lastReview: due.addingTimeInterval(-864_000), reps: 3)
                try library.putStudyCard(StudyCard(conceptID: concept.id, terminologyID: terminology.id, direction: direction, card: card))
            }
        }
        var dueSamples: [Double] = []
        for round in 0..<2_000 {
            let date = now.addingTimeInterval(Double(round % 100 - 50) * 86_400)
            let start = DispatchTime.now().uptimeNanoseconds
            let card = try store.read { try $0.dueCards(in: .terminology(terminology.id), direction: direction, at: date, limit: 1) }
            dueSamples.append(Double(DispatchTime.now().uptimeNanoseconds - start))
            blackHole(card)
        }

        return [CategoryListProcess.measure()].compactMap { $0 } + [
            BenchmarkCase(
                name: "prefix search", oursNanoseconds: percentile(searchSamples, 0.5),
                notes: ["p99_ns": percentile(searchSamples, 0.99), "queries": Double(queries.count)]),
            BenchmarkCase(
                name: "next due card", oursNanoseconds: percentile(dueSamples, 0.5),
                notes: ["p99_ns": percentile(dueSamples, 0.99), "cards": Double(conceptCount)]),
            BenchmarkCase(
                name: "insert concept", oursNanoseconds: insertNanoseconds / Double(conceptCount),
                notes: ["concepts_per_s": Double(conceptCount) / (insertNanoseconds / 1e9)]),
        ]
    }

    static func percentile(_ samples: [Double], _ fraction: Double) -> Double {
        guard !samples.isEmpty else { return .nan }
        let sorted = samples.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }
}
