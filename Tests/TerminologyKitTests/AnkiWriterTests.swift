import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

@Suite struct AnkiWriterTests {
    typealias F = ExchangeFixture

    @Test func writesAnkisFileHeadersAndOneNotePerConcept() throws {
        let fixture = try F()
        let (data, report) = try TerminologyExporter(store: fixture.store).exportData(fixture.terminology.id, as: .anki)
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(6)) == ["#separator:tab", "#html:true", "#guid column:1", "#notetype column:2", "#deck column:3", "#tags column:6"])
        #expect(lines[6] == [
            "sanasto:a0000000-0000-4000-8000-000000000001:fi:en", "Basic (and reversed card)", "Solubiologia & <perusteet>::Solun rakenne",
            "solu", "cell<br><br>The smallest unit of life.", "sanasto difficulty::easy",
        ].joined(separator: "\t"))
        #expect(lines[8].hasPrefix("sanasto:a0000000-0000-4000-8000-000000000003:fi:en\tBasic (and reversed card)\tSolubiologia & <perusteet>::Soluhengitys\tATP; adenosiinitrifosfaatti\tATP; adenosine triphosphate<br><br>The cell's energy carrier."))
        #expect(lines.count == 6 + 4 + 1)
        #expect(report.notCarried.contains { $0.contains("study progress") })
    }

    @Test func fieldsAreHTMLEscapedAndGUIDsStable() throws {
        let fixture = try F()
        try fixture.store.write { library in
            var concept = fixture.concepts[3]
            concept.sections[1].terms = [Term("a <b> & \"c\"\tand\nnew line")]
            try library.updateConcept(concept)
        }
        let exporter = TerminologyExporter(store: fixture.store)
        let first = String(decoding: try exporter.exportData(fixture.terminology.id, as: .anki).data, as: UTF8.self)
        #expect(first.contains("\taerobinen\ta &lt;b&gt; &amp; &quot;c&quot;&#9;and<br>new line\t"))
        let reversed = String(decoding: try exporter.exportData(fixture.terminology.id, as: .anki, options: ExportOptions(anki: AnkiOptions(front: F.en, back: F.fi))).data, as: UTF8.self)
        #expect(first.contains("sanasto:a0000000-0000-4000-8000-000000000004:fi:en\t"))
        #expect(reversed.contains("sanasto:a0000000-0000-4000-8000-000000000004:en:fi\t"))
        #expect(String(decoding: try exporter.exportData(fixture.terminology.id, as: .anki).data, as: UTF8.self) == first)
    }

    @Test func readsItsOwnExportBack() throws {
        let fixture = try F()
        let (data, _) = try TerminologyExporter(store: fixture.store).exportData(fixture.terminology.id, as: .anki)
        let (snapshot, issues) = try TerminologyImporter.readSnapshot(from: .data(data, fileName: "solu.txt"))
        #expect(issues.isEmpty)
        #expect(snapshot.terminology.title == "Solubiologia & <perusteet>")
        #expect(snapshot.terminology.languages == [F.fi, F.en])
        #expect(snapshot.concepts.map(\.id) == fixture.concepts.map(\.id))
        #expect(snapshot.categories.map(\.name) == ["Solun rakenne", "Soluhengitys"])
        let atp = snapshot.concepts[2]
        #expect(atp.section(F.fi)?.terms == [Term("ATP"), Term("adenosiinitrifosfaatti", status: .admitted)])
        #expect(atp.section(F.en)?.definition == Definition("The cell's energy carrier."))
        #expect(atp.difficulty == .hard)
    }

    @Test func readsAnkisOwnExport() throws {
        // As Anki 2.1.55+ writes "Notes in Plain Text" with every column included.
        let text = """
            #separator:tab
            #html:true
            #guid column:1
            #notetype column:2
            #deck column:3
            #tags column:6
            f#9Xk2!aB\tBasic (and reversed card)\tBiologia::Solu\tsolu\t<b>cell</b><br><br>The unit of life.\tleech
            Q1w&e7Rt\tBasic\tBiologia\ttuma\tnucleus\t

            """
        let (snapshot, _) = try TerminologyImporter.readSnapshot(from: .data(Data(text.utf8), fileName: "deck.txt"), options: ImportOptions(languages: [F.fi, F.en]))
        #expect(snapshot.terminology.title == "Biologia")
        #expect(snapshot.concepts.count == 2)
        #expect(snapshot.concepts[0].section(F.en)?.terms.map(\.text) == ["cell"])
        #expect(snapshot.concepts[0].section(F.en)?.definition?.text == "The unit of life.")
        #expect(snapshot.categories.map(\.name) == ["Solu"])
        expectExchangeError(.missingInformation, containing: "which languages") {
            try TerminologyImporter.readSnapshot(from: .data(Data(text.utf8), fileName: "deck.txt"))
        }
    }
}
