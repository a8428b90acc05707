#if canImport(CPostgreSQL)
import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

/// The PostgreSQL full-text index against SQLite's FTS5 on the same generated libraries: every search finds the same
/// concepts in the same order, and the ranked lists of the index itself (BM25, with words repeated, in both
/// columns, in entries of every length) agree entry for entry — before and after edits and deletions.
@Suite(.enabled(if: PostgreSQLTestServer.isEnabled, PostgreSQLTestServer.skipReason))
struct PostgreSQLFullTextIndexTests {
    typealias F = StoreFixture

    /// Syllables that make words sharing prefixes (`ka`, `kas`, `kasvi`), with the letters folding keeps apart.
    static let syllables = ["ka", "sa", "vi", "lo", "tä", "sää", "ki", "ıs", "ö", "ru", "pa", "an", "kas", "ve"]

    /// The same library on both backends, and the words it uses.
    struct Pair {
        let sqlite: StoreFixture
        let postgreSQL: StoreFixture
        let terminologies: [Terminology]
        var words: [String]
        var concepts: [Concept]
    }

    static func word(_ random: inout SeededGenerator) -> String {
        (0..<Int.random(in: 1...3, using: &random)).map { _ in syllables[Int.random(in: 0..<syllables.count, using: &random)] }.joined()
    }

    static func phrase(_ random: inout SeededGenerator, _ words: ClosedRange<Int>, from vocabulary: [String]) -> String {
        (0..<Int.random(in: words, using: &random)).map { _ in vocabulary[Int.random(in: 0..<vocabulary.count, using: &random)] }
            .joined(separator: Bool.random(using: &random) ? " " : ", ")
    }

    static func uuid(_ random: inout SeededGenerator) -> UUID {
        let a = random.next(), b = random.next()
        return withUnsafeBytes(of: (a, b)) { bytes in
            UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
        }
    }

    static func concept(_ random: inout SeededGenerator, in terminology: Terminology, vocabulary: [String]) -> Concept {
        var sections: [LanguageSection] = []
        for language in terminology.languages where sections.isEmpty || Int.random(in: 0..<3, using: &random) > 0 {
            let terms = (0..<Int.random(in: 1...2, using: &random)).map { _ in
                Term(phrase(&random, 1...3, from: vocabulary),
                     context: Int.random(in: 0..<4, using: &random) == 0 ? phrase(&random, 2...9, from: vocabulary) : nil)
            }
            let definition = Int.random(in: 0..<2, using: &random) == 0 ? Definition(phrase(&random, 1...12, from: vocabulary)) : nil
            sections.append(LanguageSection(language: language, terms: terms, definition: definition))
        }
        return Concept(id: uuid(&random), terminologyID: terminology.id, sections: sections, createdAt: F.created)
    }

    static func pair(seed: UInt64, concepts count: Int) throws -> Pair {
        var random = SeededGenerator(seed: seed)
        let vocabulary = (0..<60).map { _ in word(&random) }
        let sqlite = try F(.sqlite), postgreSQL = try F(.postgreSQL)
        let terminologies = [
            Terminology(id: uuid(&random), title: "Biologia", course: Course(code: "BIO", name: "Biologia"), languages: [F.fi, F.en, F.tr], createdAt: F.created),
            Terminology(id: uuid(&random), title: "Kemia", course: Course(code: "KEM", name: "Kemia"), languages: [F.fi, F.tr], createdAt: F.created),
        ]
        var concepts: [Concept] = []
        for index in 0..<count { concepts.append(concept(&random, in: terminologies[index % 3 == 2 ? 1 : 0], vocabulary: vocabulary)) }
        for fixture in [sqlite, postgreSQL] {
            try fixture.store.write { library in
                for terminology in terminologies { try library.createTerminology(terminology) }
                for concept in concepts { try library.addConcept(concept) }
            }
        }
        return Pair(sqlite: sqlite, postgreSQL: postgreSQL, terminologies: terminologies, words: vocabulary, concepts: concepts)
    }

    /// Queries a person could type: words, prefixes of them, two or three of them, and misses.
    static func queries(_ random: inout SeededGenerator, words: [String], count: Int) -> [String] {
        (0..<count).map { _ in
            let parts = (0..<Int.random(in: 1...3, using: &random)).map { _ in words[Int.random(in: 0..<words.count, using: &random)] }
            var query = parts.joined(separator: " ")
            switch Int.random(in: 0..<4, using: &random) {
            case 0: query = String(query.prefix(max(2, query.count - Int.random(in: 1...3, using: &random))))
            case 1: query = query.uppercased()
            case 2: query += "x"
            default: break
            }
            return query
        }
    }

    static func expectSameResults(_ pair: Pair, _ queries: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let scopes: [LibraryScope] = [.library, .terminology(pair.terminologies[1].id), .course("BIO")]
        var compared = 0
        for (index, query) in queries.enumerated() {
            let scope = scopes[index % scopes.count]
            let expected = try pair.sqlite.store.read { try $0.search(query, in: scope, limit: 25) }
            let found = try pair.postgreSQL.store.read { try $0.search(query, in: scope, limit: 25) }
            #expect(found == expected, "search “\(query)” in \(scope)", sourceLocation: sourceLocation)
            let words = SearchWords.split(TextFolding.fold(query))
            for field in [FullTextField.terms, .details] {
                let ranked = try pair.sqlite.store.read { try $0.context.connection.fullTextIndex.matches(words: words, in: field, scope: scope, limit: 400) }
                let matched = try pair.postgreSQL.store.read { try $0.context.connection.fullTextIndex.matches(words: words, in: field, scope: scope, limit: 400) }
                #expect(matched == ranked, "\(field) “\(query)” in \(scope)", sourceLocation: sourceLocation)
                compared += ranked.count
            }
        }
        // The queries must reach the index, or the comparison says nothing.
        #expect(compared > queries.count * 2, sourceLocation: sourceLocation)
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func findsWhatFTS5FindsInTheSameOrder(_ seed: UInt64) throws {
        var pair = try Self.pair(seed: seed, concepts: 160)
        var random = SeededGenerator(seed: seed &* 31)
        try Self.expectSameResults(pair, Self.queries(&random, words: pair.words, count: 60))

        // Edits replace entries, deletions remove them (directly and through a terminology): the totals BM25
        // needs follow.
        let edited = (0..<20).map { index -> Concept in
            var concept = pair.concepts[index * 5]
            concept.sections = Self.concept(&random, in: pair.terminologies[concept.terminologyID == pair.terminologies[0].id ? 0 : 1], vocabulary: pair.words).sections
            return concept
        }
        let deleted = (0..<10).map { pair.concepts[$0 * 7 + 1].id }
        for fixture in [pair.sqlite, pair.postgreSQL] {
            try fixture.store.write { library in
                for concept in edited { try library.updateConcept(concept) }
                for id in deleted { try library.deleteConcept(id: id) }
            }
        }
        try Self.expectSameResults(pair, Self.queries(&random, words: pair.words, count: 60))
        #expect(try pair.postgreSQL.store.integrityProblems() == [])

        for fixture in [pair.sqlite, pair.postgreSQL] {
            try fixture.store.write { try $0.deleteTerminology(id: pair.terminologies[1].id) }
        }
        pair.concepts.removeAll { $0.terminologyID == pair.terminologies[1].id }
        try Self.expectSameResults(pair, Self.queries(&random, words: pair.words, count: 40))
        #expect(try pair.postgreSQL.store.integrityProblems() == [])
    }

    /// Text in scripts whose words hold marks (Devanagari, Thai), repeated words and long entries.
    @Test func wordsWithMarksAndRepeatedWordsRankAlike() throws {
        let sqlite = try F(.sqlite), postgreSQL = try F(.postgreSQL)
        let terminology = Terminology(id: UUID(), title: "Sanat", languages: [F.fi, LanguageTag(unchecked: "hi"), LanguageTag(unchecked: "th")], createdAt: F.created)
        let entries: [[(LanguageTag, String, String?)]] = [
            [(F.fi, "kasvi", "kasvi kasvi kasvi")],
            [(F.fi, "vihreä kasvi", "kasvi on vihreä"), (LanguageTag(unchecked: "hi"), "नमस्ते दुनिया", nil)],
            [(F.fi, "kasvit ja kasvi", nil), (LanguageTag(unchecked: "th"), "ภาษาไทย", "ภาษาไทย ภาษา")],
            [(F.fi, "kasvisto", "pitkä selitys, jossa on paljon sanoja ja kasvi vain kerran mukana tässä")],
            [(LanguageTag(unchecked: "hi"), "दुनिया", "नमस्ते नमस्ते")],
        ]
        let concepts = entries.map { sections in
            Concept(terminologyID: terminology.id, sections: sections.map { language, text, definition in
                LanguageSection(language: language, terms: [Term(text)], definition: definition.map { Definition($0) })
            }, createdAt: F.created)
        }
        for fixture in [sqlite, postgreSQL] {
            try fixture.store.write { library in
                try library.createTerminology(terminology)
                for concept in concepts { try library.addConcept(concept) }
            }
        }
        for query in ["kasvi", "kas", "vihreä kas", "नमस्ते", "नम", "दुनि", "ภาษา", "ภา", "kasvi kasvi", "on"] {
            let expected = try sqlite.store.read { try $0.search(query) }
            #expect(try postgreSQL.store.read { try $0.search(query) } == expected, "“\(query)”")
            #expect(!expected.isEmpty, "“\(query)” finds nothing")
        }
    }
}
#endif
