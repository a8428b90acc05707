import Foundation
import TerminologyKit

/// `terminology`: the store on a generated 100,000-concept, 3-language library in a temporary SQLite file:
/// folded prefix search as you type (each query its own read transaction, 20 results), picking the next due card
/// among 100,000 studied ones, and the insert rate. Targets: search median < 1 ms and p99 < 5 ms; due card < 1 ms.
/// No peer for SQLite: nothing else does this search off Apple platforms.
///
/// Where `SANASTO_BENCH_POSTGRES_URL` (or `SANASTO_TEST_POSTGRES_URL`) names a PostgreSQL server, the same
/// library is measured there too, in a scratch schema dropped afterwards, each figure beside SQLite's from the
/// same run (`.ci/postgres run swift run -c release --package-path Benchmarks sanasto-bench terminology`).
/// Also `sanasto category list` on the demo library as a whole process (`CategoryListProcess`), target under 50 ms.
enum TerminologySuite {
    static let conceptCount = 100_000

    static func run() -> [BenchmarkCase] {
        do {
            let sqlite = try measureSQLite()
            var cases = [CategoryListProcess.measure()].compactMap { $0 } + [
                BenchmarkCase(
                    name: "prefix search", oursNanoseconds: sqlite.searchMedian,
                    notes: ["p99_ns": sqlite.searchP99, "queries": Double(sqlite.queries)]),
                BenchmarkCase(
                    name: "next due card", oursNanoseconds: sqlite.dueMedian,
                    notes: ["p99_ns": sqlite.dueP99, "cards": Double(conceptCount)]),
                BenchmarkCase(
                    name: "insert concept", oursNanoseconds: sqlite.insertNanoseconds,
                    notes: ["concepts_per_s": 1e9 / sqlite.insertNanoseconds]),
            ]
            #if canImport(CPostgreSQL)
            let environment = ProcessInfo.processInfo.environment
            if let url = [environment["SANASTO_BENCH_POSTGRES_URL"], environment["SANASTO_TEST_POSTGRES_URL"]]
                .compactMap({ $0 }).first(where: { !$0.isEmpty }) {
                let postgreSQL = try measurePostgreSQL(url)
                cases += [
                    BenchmarkCase(
                        name: "pg search", oursNanoseconds: postgreSQL.searchMedian, peer: "sqlite",
                        peerNanoseconds: sqlite.searchMedian,
                        notes: ["p99_ns": postgreSQL.searchP99, "sqlite_p99_ns": sqlite.searchP99]),
                    BenchmarkCase(
                        name: "pg next due card", oursNanoseconds: postgreSQL.dueMedian, peer: "sqlite",
                        peerNanoseconds: sqlite.dueMedian, notes: ["p99_ns": postgreSQL.dueP99]),
                    BenchmarkCase(
                        name: "pg insert", oursNanoseconds: postgreSQL.insertNanoseconds, peer: "sqlite",
                        peerNanoseconds: sqlite.insertNanoseconds, notes: ["concepts_per_s": 1e9 / postgreSQL.insertNanoseconds]),
                ]
            } else {
                FileHandle.standardError.write(Data("sanasto-bench: terminology: no PostgreSQL server (SANASTO_BENCH_POSTGRES_URL); SQLite only\n".utf8))
            }
            #endif
            return cases
        } catch {
            FileHandle.standardError.write(Data("sanasto-bench: error: terminology suite: \(error)\n".utf8))
            return []
        }
    }

    /// One backend's figures.
    struct Figures {
        var searchMedian: Double
        var searchP99: Double
        var queries: Int
        var dueMedian: Double
        var dueP99: Double
        var insertNanoseconds: Double
    }

    static func measureSQLite() throws -> Figures {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sanasto-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try TerminologyStore(url: folder.appendingPathComponent("library.sqlite"))
        defer { store.close() }
        return try measure(store)
    }

    #if canImport(CPostgreSQL)
    /// The same measurement in a scratch schema of the server's database (dropped afterwards). The tables are
    /// analyzed after the import, as autovacuum would within a minute, so that the planner knows their sizes.
    static func measurePostgreSQL(_ url: String) throws -> Figures {
        let schema = "sanasto_bench_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12).lowercased()
        let server = try PostgreSQLBackend(url: url)
        defer {
            if let connection = try? server.connect() {
                try? connection.execute("DROP SCHEMA IF EXISTS \(schema) CASCADE")
                connection.close()
            }
        }
        let backend = try server.adding(parameter: "schema", value: schema)
        let store = try TerminologyStore(backend: backend)
        defer { store.close() }
        return try measure(store) {
            let connection = try backend.connect()
            try connection.execute("ANALYZE")
            connection.close()
        }
    }
    #endif

    static func measure(_ store: TerminologyStore, afterImport: () throws -> Void = {}) throws -> Figures {
        let insertStart = DispatchTime.now().uptimeNanoseconds
        let (terminology, terms) = try TerminologyWorkload.fill(store, count: conceptCount)
        let insertNanoseconds = Double(DispatchTime.now().uptimeNanoseconds - insertStart)
        try afterImport()

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
        try afterImport()
        var dueSamples: [Double] = []
        for round in 0..<2_000 {
            let date = now.addingTimeInterval(Double(round % 100 - 50) * 86_400)
            let start = DispatchTime.now().uptimeNanoseconds
            let card = try store.read { try $0.dueCards(in: .terminology(terminology.id), direction: direction, at: date, limit: 1) }
            dueSamples.append(Double(DispatchTime.now().uptimeNanoseconds - start))
            blackHole(card)
        }
        return Figures(
            searchMedian: percentile(searchSamples, 0.5), searchP99: percentile(searchSamples, 0.99), queries: queries.count,
            dueMedian: percentile(dueSamples, 0.5), dueP99: percentile(dueSamples, 0.99),
            insertNanoseconds: insertNanoseconds / Double(conceptCount))
    }

    static func percentile(_ samples: [Double], _ fraction: Double) -> Double {
        guard !samples.isEmpty else { return .nan }
        let sorted = samples.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }
}
