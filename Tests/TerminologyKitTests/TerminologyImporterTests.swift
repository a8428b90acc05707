import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

@Suite struct TerminologyImporterTests {
    typealias F = ExchangeFixture

    static func tbx(_ fixture: F) throws -> Data {
        try TerminologyExporter(store: fixture.store).exportData(fixture.terminology.id, as: .tbx).data
    }

    @Test func aCopyIsAStudentsWithTheAuthorsVersionKeptForMerges() throws {
        let fixture = try F()
        let data = try Self.tbx(fixture)
        let other = try fixture.otherStore()
        let report = try TerminologyImporter(store: other).importData(data, fileName: "solu.tbx")
        #expect(report.terminology.ownerRole == .student)
        #expect(report.terminology.origin == TerminologyOrigin(sourceID: fixture.terminology.id, sourceRevision: 4))
        #expect(report.conceptCount == 4 && report.categoryCount == 3)
        let (stored, origin) = try other.read { (try $0.snapshot(of: report.terminology.id), try $0.originSnapshot(of: report.terminology.id)) }
        let base = try #require(origin)
        // The snapshot, streamed as the file was read, decodes to what a reader collects from the same file.
        let read = try TerminologyImporter.readSnapshot(from: .data(data, fileName: "solu.tbx")).snapshot
        #expect(base.terminology.id == read.terminology.id)
        #expect(base.categories == read.categories)
        #expect(base.concepts.map(F.tbxView) == read.concepts.map(F.tbxView))
        #expect(stored.concepts.map(F.tbxView) == fixture.concepts.map(F.tbxView))
    }

    /// Many TBX files name their languages only in the entries' language sections (no header list, no root
    /// `xml:lang`): the terminology takes them from the entries, in order of appearance.
    @Test func aTBXFileWhoseLanguagesAreOnlyInItsEntriesImports() throws {
        let xml = """
            <?xml version="1.0"?>
            <martif type="TBX"><text><body>
              <termEntry id="c1"><langSet xml:lang="fi"><tig><term>solu</term></tig></langSet><langSet xml:lang="en"><tig><term>cell</term></tig></langSet></termEntry>
              <termEntry id="c2"><langSet xml:lang="tr"><tig><term>hücre</term></tig></langSet><langSet xml:lang="fi"><tig><term>tuma</term></tig></langSet></termEntry>
            </body></text></martif>
            """
        let store = try ExchangeFixture().otherStore()
        let report = try TerminologyImporter(store: store).importData(Data(xml.utf8), fileName: "solu.tbx")
        #expect(report.conceptCount == 2)
        #expect(report.terminology.languages == [F.fi, F.en, F.tr])
    }

    /// A file that names no language anywhere is one error at its root, not the library's refusal.
    @Test(arguments: ["<tbx/>", "<?xml version=\"1.0\"?>\n<martif><martifHeader/><text><body/></text></martif>"])
    func aTBXFileWithoutAnyLanguageIsOneErrorAtItsRoot(_ xml: String) throws {
        let store = try ExchangeFixture().otherStore()
        expectExchangeError(.notATerminology, containing: "solu.tbx:\(xml.hasPrefix("<?") ? 2 : 1):1: error: the file names no language") {
            try TerminologyImporter(store: store).importData(Data(xml.utf8), fileName: "solu.tbx")
        }
        #expect(try store.read { try $0.terminologies() }.isEmpty)
    }

    /// A copy whose snapshot is larger than the builder's piece goes through the spool: it is never whole in memory,
    /// yet decodes to what a reader collects, relations to entries the file lacks left out as the import leaves them.
    @Test func aLargeCopysSpooledSnapshotDecodesAsTheCollectedOne() throws {
        var xml = "<tbx xmlns=\"urn:iso:std:iso:30042:ed-2\" type=\"TBX-Basic\" style=\"dca\" xml:lang=\"fi\"><text><body>\n"
        let count = 3000
        for index in 0..<count {
            let reference = index == 7 ? "<ref type=\"crossReference\" target=\"missing\">x</ref>"
                : index == count - 2 ? "<ref type=\"crossReference\" target=\"e1\">y</ref>" : ""
            xml += "<conceptEntry id=\"e\(index)\">\(reference)<langSec xml:lang=\"fi\">"
                + "<descrip type=\"definition\">Käsitteen \(index) määritelmä, joka on riittävän pitkä.</descrip>"
                + "<termSec><term>käsite \(index)</term></termSec></langSec></conceptEntry>\n"
        }
        xml += "</body></text></tbx>\n"
        let data = Data(xml.utf8)
        let store = try ExchangeFixture().otherStore()
        let report = try TerminologyImporter(store: store).importData(data, fileName: "large.tbx", options: ImportOptions(mode: .copy))
        #expect(report.conceptCount == count)
        #expect(report.warnings.contains { $0.message.contains("which the file does not have") })
        let base = try #require(try store.read { try $0.originSnapshot(of: report.terminology.id) })
        let read = try TerminologyImporter.readSnapshot(from: .data(data, fileName: "large.tbx")).snapshot
        #expect(base.concepts.count == count)
        #expect(base.concepts.map(F.tbxView) == read.concepts.map(F.tbxView))
        #expect(base.concepts.map(\.related) == read.concepts.map(\.related))
        #expect(base.concepts[7].related.isEmpty)
        #expect(base.concepts[count - 2].related == [read.concepts[1].id])
        #expect(base.terminology.languages == read.terminology.languages)
        #expect(try store.integrityProblems().isEmpty)
    }

    @Test func theStreamedSnapshotDecodesAsTheCanonicalOne() throws {
        let (terminology, categories, concepts) = F.sample()
        let builder = OriginSnapshotBuilder(terminology: terminology, categories: categories)
        var withDangling = concepts
        withDangling[2].related = [UUID(), concepts[0].id]
        for concept in withDangling { try builder.add(concept) }
        let decoded = try TerminologySnapshot(canonicalJSON: builder.json(keeping: Set(concepts.map(\.id))))
        var expected = concepts
        expected[2].related = [concepts[0].id]
        #expect(decoded == TerminologySnapshot(terminology: terminology, categories: categories, concepts: expected))
    }

    @Test func importingTheSameTerminologyAgainPointsToMerge() throws {
        let fixture = try F()
        let data = try Self.tbx(fixture)
        expectExchangeError(.alreadyInLibrary, containing: "is already in the library (revision 4); merge the update") {
            try TerminologyImporter(store: fixture.store).importData(data, fileName: "solu.tbx")
        }
        let other = try fixture.otherStore()
        _ = try TerminologyImporter(store: other).importData(data, fileName: "solu.tbx")
        expectExchangeError(.alreadyInLibrary, containing: "has a copy of") {
            try TerminologyImporter(store: other).importData(data, fileName: "solu.tbx")
        }
        // A second, independent copy gets ids of its own.
        let second = try TerminologyImporter(store: other).importData(data, fileName: "solu.tbx", options: ImportOptions(identity: .newCopy))
        #expect(second.terminology.id != fixture.terminology.id)
        let concepts = try other.read { try $0.concepts(in: .terminology(second.terminology.id)) }
        #expect(concepts.count == 4)
        #expect(Set(concepts.map(\.id)).isDisjoint(with: fixture.concepts.map(\.id)))
        #expect(concepts[0].related == [concepts[1].id])
    }

    @Test func aFailedImportWritesNothing() throws {
        let fixture = try F(sample: false)
        let broken = Data("<tbx xmlns=\"urn:iso:std:iso:30042:ed-2\" xml:lang=\"fi\"><text><body><conceptEntry id=\"a\"><langSec xml:lang=\"fi\"><termSec><term>solu</term></termSec></langSec></conceptEntry><conceptEntry>".utf8)
        expectExchangeError(.malformedFile, containing: "broken.tbx:1:") {
            try TerminologyImporter(store: fixture.store).importData(broken, fileName: "broken.tbx")
        }
        #expect(try fixture.store.read { try $0.terminologies() }.isEmpty)
        #expect(try fixture.store.integrityProblems().isEmpty)
    }

    @Test(arguments: [
        ("x.tbx", "<tbx/>", ExchangeFormat.tbx), ("x.sanasto", "{}", .bundle), ("x.csv", "fi,en", .csv), ("x.tsv", "fi\ten", .tsv),
        ("x.txt", "#separator:tab\n", .anki), ("upload", "  <?xml version=\"1.0\"?>", .tbx), ("upload", "{\"format\"", .bundle),
        ("upload", "fi\ten\nsolu\tcell", .tsv), ("upload", "fi;en", .csv), ("notes.txt", "#html:true\n", .anki),
    ])
    func detectsTheFormat(_ name: String, _ content: String, _ format: ExchangeFormat) {
        #expect(ExchangeFormat.detect(fileName: name, prefix: Array(content.utf8)) == format)
    }

    @Test func unknownContentAsksForTheFormat() throws {
        let fixture = try F(sample: false)
        expectExchangeError(.notATerminology, containing: "say which it is") {
            try TerminologyImporter(store: fixture.store).importData(Data(), fileName: nil)
        }
    }
}

@Suite struct ConceptBatchWriterTests {
    typealias F = ExchangeFixture

    @Test func aConceptIdTheLibraryHasIsRefusedAndTheRestOfItsBatchWritten() throws {
        let fixture = try F()
        // Another terminology's file that reuses one of the library's concept ids, among 300 new ones.
        var xml = "<tbx xmlns=\"urn:iso:std:iso:30042:ed-2\" type=\"TBX-Basic\" style=\"dca\" xml:lang=\"fi\"><text><body>\n"
        for index in 0..<300 {
            let id = index == 150 ? "c-" + fixture.concepts[0].id.uuidString.lowercased() : "e\(index)"
            xml += "<conceptEntry id=\"\(id)\"><langSec xml:lang=\"fi\"><termSec><term>termi \(index)</term></termSec></langSec></conceptEntry>\n"
        }
        xml += "</body></text></tbx>\n"
        let data = Data(xml.utf8)
        expectExchangeError(.invalidEntries, containing: "entry 'c-a0000000-0000-4000-8000-000000000001': the library has a concept with this id already") {
            try TerminologyImporter(store: fixture.store).importData(data, fileName: "other.tbx")
        }
        #expect(try fixture.store.read { try $0.terminologies() }.count == 1)
        let report = try TerminologyImporter(store: fixture.store).importData(data, fileName: "other.tbx", options: ImportOptions(partial: true))
        #expect(report.conceptCount == 299)
        #expect(report.skipped.count == 1)
        let concepts = try fixture.store.read { try $0.concepts(in: .terminology(report.terminology.id)) }
        #expect(concepts.count == 299)
        #expect(concepts.map { $0.sections[0].terms[0].text }.first == "termi 0")
        #expect(try fixture.store.read { try $0.search("termi 299").first?.term } == "termi 299")
        #expect(try fixture.store.integrityProblems().isEmpty)
    }

    /// The indexes of concepts and terms, as the library's schema has them.
    static func indexes(_ store: TerminologyStore) throws -> [String] {
        try store.read {
            try $0.statement("SELECT sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name").rows { $0.text(0) }
        }
    }

    /// The full-text index's configuration rows (what bulk loading changes for its transaction).
    static func searchConfiguration(_ store: TerminologyStore) throws -> [String] {
        try store.read {
            try $0.statement("SELECT k || '=' || v FROM concept_search_config ORDER BY k").rows { $0.text(0) }
        }
    }

    @Test(arguments: [ImportOptions.Mode.adopt, .copy])
    func aLargeImportRebuildsTheIndexesItSuspendedAndFindsWhatASmallOneFinds(_ mode: ImportOptions.Mode) throws {
        let fixture = try F()
        let before = try Self.indexes(fixture.store)
        let configuration = try Self.searchConfiguration(fixture.store)
        #expect(configuration == ["version=4"])
        // Past the bulk threshold, with a concept id the library has after it: the batch falls back to one by one
        // while the indexes are suspended.
        let count = ConceptBatchWriter.bulkThreshold * 5 / 2
        var xml = "<tbx xmlns=\"urn:iso:std:iso:30042:ed-2\" type=\"TBX-Basic\" style=\"dca\" xml:lang=\"fi\"><text><body>\n"
        for index in 0..<count {
            let id = index == count - 300 ? "c-" + fixture.concepts[0].id.uuidString.lowercased() : "e\(index)"
            xml += "<conceptEntry id=\"\(id)\"><descrip type=\"subjectField\">Ryhmä \(index % 7)</descrip><langSec xml:lang=\"fi\"><descrip type=\"definition\">Määritelmä \(index) säätelystä.</descrip><termSec><term>Termi \(index) ääkkösin</term></termSec></langSec></conceptEntry>\n"
        }
        xml += "</body></text></tbx>\n"
        let report = try TerminologyImporter(store: fixture.store)
            .importData(Data(xml.utf8), fileName: "suuri.tbx", options: ImportOptions(mode: mode, partial: true))
        #expect(report.conceptCount == count - 1)
        #expect(try Self.indexes(fixture.store) == before)
        #expect(try Self.searchConfiguration(fixture.store) == configuration)
        #expect(try fixture.store.integrityProblems().isEmpty)
        let id = report.terminology.id
        let concepts = try fixture.store.read { try $0.concepts(in: .terminology(id)) }
        #expect(concepts.count == count - 1)
        #expect(concepts.last?.sections[0].terms[0].text == "Termi \(count - 1) ääkkösin")
        #expect(try fixture.store.read { try $0.search("termi 2099 ääkkösin").first?.term } == "Termi 2099 ääkkösin")
        #expect(try fixture.store.read { try $0.search("termi 21").count } == 20)
        #expect(try fixture.store.read { try $0.search("määritelmä 2098").map(\.match) } == [.definition])
    }
}

@Suite struct ExchangeErrorTests {
    @Test func printsAsThePackagesDiagnostics() {
        let error = ExchangeError(
            .invalidEntries, "1 of 2 entries cannot be imported", file: "terms.csv", format: .csv,
            issues: [ExchangeIssue(.error, .missingTerm, at: ExchangePosition(line: 3, column: 1, row: 3, field: 1), entry: "x", "the row has no term")])
        #expect(error.diagnostics.map(\.description) == [
            "terms.csv: error: 1 of 2 entries cannot be imported [invalidEntries]",
            "terms.csv:3:1: error: row 3, column 1: entry 'x': the row has no term [missingTerm]",
        ])
        let bundle = ExchangeError(.unsupportedVersion, "newer", file: "b.sanasto", position: ExchangePosition(line: 4, column: 15, keyPath: ["version"]))
        #expect(bundle.diagnostic.description == "b.sanasto:4:15: error: newer (version) [unsupportedVersion]")
    }
}
