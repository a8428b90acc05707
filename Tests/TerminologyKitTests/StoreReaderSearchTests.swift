import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

@Suite struct StoreReaderSearchTests {
    typealias F = StoreFixture

    /// The concepts, by a short name, with their terms (fi, en, tr) and a definition.
    static let entries: [(name: String, terms: [(LanguageTag, String)], definition: (LanguageTag, String)?)] = [
        ("photosynthesis", [(F.fi, "fotosynteesi"), (F.en, "photosynthesis"), (F.tr, "fotosentez")], (F.fi, "Kasvit tuottavat sokeria valon avulla")),
        ("photo", [(F.fi, "foto"), (F.en, "photo")], nil),
        ("green plant", [(F.fi, "vihreä kasvi"), (F.en, "green plant"), (F.tr, "yeşil bitki")], nil),
        ("heat", [(F.fi, "lämpö"), (F.en, "heat"), (F.tr, "ısı")], nil),
        ("weather", [(F.fi, "sää"), (F.en, "weather"), (F.tr, "hava")], nil),
        ("pollutant", [(F.fi, "saaste"), (F.en, "pollutant")], nil),
        ("plant", [(F.fi, "kasvi"), (F.en, "plant"), (F.tr, "bitki")], (F.fi, "Eliö, joka yhteyttää")),
        ("chlorophyll", [(F.fi, "lehtivihreä"), (F.en, "chlorophyll"), (F.tr, "klorofil")], (F.en, "The green pigment of plants, used in photosynthesis")),
        ("café", [(F.fi, "kahvila"), (F.en, "café")], nil),
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        var query: String
        var expected: [String]
        var testDescription: String { "“\(query)” → \(expected.joined(separator: ", "))" }
    }

    static let cases: [Case] = [
        // Search as you type: prefixes in index order (foto < fotosentez < fotosynteesi).
        Case(query: "f", expected: ["photo: prefix", "photosynthesis: prefix"]),
        Case(query: "fot", expected: ["photo: prefix", "photosynthesis: prefix"]),
        // One letter finds terms that start with it, not every word that does (vihreä kasvi).
        Case(query: "k", expected: ["café: prefix", "plant: prefix", "chlorophyll: prefix"]),
        Case(query: "foto", expected: ["photo: exact", "photosynthesis: prefix"]),
        Case(query: "FOTOSYNTEESI", expected: ["photosynthesis: exact"]),
        Case(query: "photosynthesis", expected: ["photosynthesis: exact", "chlorophyll: definition"]),
        // Exact, then a word inside a term, then definitions (kasvit, plants).
        Case(query: "kasvi", expected: ["plant: exact", "green plant: word", "photosynthesis: definition"]),
        Case(query: "plant", expected: ["plant: exact", "green plant: word", "chlorophyll: definition"]),
        Case(query: "green", expected: ["green plant: prefix", "chlorophyll: definition"]),
        Case(query: "vihreä k", expected: ["green plant: prefix"]),
        Case(query: "vihreä ka", expected: ["green plant: prefix"]),
        Case(query: "green pl", expected: ["green plant: prefix", "chlorophyll: definition"]),
        // Words match in any order inside a term.
        Case(query: "plant gr", expected: ["green plant: word"]),
        Case(query: "of pla", expected: ["chlorophyll: definition"]),
        Case(query: "vihrea", expected: []),
        // Turkish i: ısı, ISI and isi find each other.
        Case(query: "ısı", expected: ["heat: exact"]),
        Case(query: "ISI", expected: ["heat: exact"]),
        Case(query: "isi", expected: ["heat: exact"]),
        Case(query: "yesil", expected: ["green plant: prefix"]),
        // Finnish ä is not a: sää is not saa.
        Case(query: "sää", expected: ["weather: exact"]),
        Case(query: "saa", expected: ["pollutant: prefix"]),
        Case(query: "SÄÄ", expected: ["weather: exact"]),
        // Other diacritics fold.
        Case(query: "cafe", expected: ["café: exact"]),
        Case(query: "  Café ", expected: ["café: exact"]),
        Case(query: "xyz", expected: []),
        Case(query: "", expected: []),
        Case(query: "\"", expected: []),
        Case(query: "* OR -", expected: []),
    ]

    static func library(_ factory: StoreBackendFactory) throws -> (StoreFixture, [UUID: String], Terminology) {
        let fixture = try F(factory)
        let (terminology, _) = try fixture.makeTerminology()
        var names: [UUID: String] = [:]
        try fixture.store.write { library in
            for entry in entries {
                let concept = try library.addConcept(F.concept(entry.terms, in: terminology.id, definition: entry.definition))
                names[concept.id] = entry.name
            }
        }
        return (fixture, names, terminology)
    }

    @Test(arguments: StoreBackendFactory.all, cases)
    func ranksExactThenPrefixThenWordsThenDefinitions(_ factory: StoreBackendFactory, _ item: Case) throws {
        let (fixture, names, _) = try Self.library(factory)
        let hits = try fixture.store.read { try $0.search(item.query) }
        #expect(hits.map { "\(names[$0.conceptID] ?? "?"): \($0.match)" } == item.expected)
    }

    @Test(arguments: StoreBackendFactory.all)
    func hitsCarryTheMatchedTermAndRespectTheLimit(_ factory: StoreBackendFactory) throws {
        let (fixture, names, terminology) = try Self.library(factory)
        let hits = try fixture.store.read { try $0.search("ISI") }
        #expect(hits.first?.term == "ısı")
        #expect(hits.first?.language == F.tr)
        #expect(hits.first?.terminologyID == terminology.id)
        #expect(try fixture.store.read { try $0.search("fot", limit: 1) }.map { names[$0.conceptID] } == ["photo"])
        #expect(try fixture.store.read { try $0.search("kasvi", limit: 2) }.count == 2)
        #expect(try fixture.store.read { try $0.search("kasvi", limit: 0) } == [])
        #expect(try fixture.store.read { try $0.search("kasvi", in: .terminology(UUID())) } == [])
    }

    @Test(arguments: StoreBackendFactory.all)
    func searchFollowsEditsAndMarksDeprecatedConcepts(_ factory: StoreBackendFactory) throws {
        let (fixture, names, _) = try Self.library(factory)
        let photoID = try #require(names.first { $0.value == "photo" }?.key)
        try fixture.store.write { library in
            var photo = try #require(try library.concept(id: photoID))
            photo.sections = [LanguageSection(language: F.fi, terms: [Term("valokuva")])]
            photo.isDeprecated = true
            try library.updateConcept(photo)
        }
        #expect(try fixture.store.read { try $0.search("foto") }.map { names[$0.conceptID] } == ["photosynthesis"])
        let hit = try fixture.store.read { try $0.search("valok") }
        #expect(hit.map(\.conceptID) == [photoID])
        #expect(hit.first?.isDeprecated == true)
    }

    /// Words whose letters carry marks (Devanagari and Thai vowel signs) are single words to the index as to the
    /// query, whole or as a prefix.
    @Test(arguments: StoreBackendFactory.all)
    func findsWordsWrittenWithMarks(_ factory: StoreBackendFactory) throws {
        let fixture = try F(factory)
        let hindi = LanguageTag(unchecked: "hi"), thai = LanguageTag(unchecked: "th")
        let terminology = try fixture.store.write { try $0.createTerminology(Terminology(title: "Sanat", languages: [F.fi, hindi, thai])) }
        let concept = try fixture.store.write { library in
            try library.addConcept(Concept(terminologyID: terminology.id, sections: [
                LanguageSection(language: F.fi, terms: [Term("tervehdys")]),
                LanguageSection(language: hindi, terms: [Term("नमस्ते दुनिया")]),
                LanguageSection(language: thai, terms: [Term("ภาษาไทย")], definition: Definition("คำทักทาย สวัสดี")),
            ]))
        }
        for (query, match) in [("नमस्ते", SearchMatch.prefix), ("दुनिया", .word), ("दुनि", .word), ("ภาษาไทย", .exact), ("สวัสดี", .definition)] {
            let hits = try fixture.store.read { try $0.search(query) }
            #expect(hits.map(\.conceptID) == [concept.id], "“\(query)”")
            #expect(hits.first?.match == match, "“\(query)”")
        }
    }
}
