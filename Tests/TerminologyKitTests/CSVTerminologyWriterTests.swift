import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

@Suite struct CSVTerminologyWriterTests {
    typealias F = ExchangeFixture

    @Test func writesTheColumnsTheTerminologyUses() throws {
        let fixture = try F()
        let (data, report) = try TerminologyExporter(store: fixture.store).exportData(fixture.terminology.id, as: .csv)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("\u{FEFF}fi,en,tr,en:deprecated,definition:fi,source:fi,context:fi,definition:en,source:en,definition:tr,category,partOfSpeech,difficulty,notes,related,id\r\n"))
        #expect(text.contains("\r\nsolu,cell,hücre,cellula,Elämän pienin yksikkö.,\"Bios 2, s. 12\",Ihmisessä on noin 30 biljoonaa solua.,The smallest unit of life.,,,Solun rakenne,noun,easy,\"Katso myös <solukalvo> & \"\"tuma\"\".\nKaksi riviä.\",a0000000-0000-4000-8000-000000000002,a0000000-0000-4000-8000-000000000001\r\n"))
        #expect(text.contains("\r\nsolukalvo | plasmakalvo,cell membrane | plasma membrane,"))
        #expect(report.notCarried.contains { $0.contains("categories without concepts (Evoluutio)") })
        #expect(report.notCarried.contains { $0.contains("parts of speech that differ") })
    }

    @Test(arguments: [ExchangeFormat.csv, .tsv])
    func exportImportExportGivesTheSameBytes(_ format: ExchangeFormat) throws {
        let fixture = try F()
        let (first, _) = try TerminologyExporter(store: fixture.store).exportData(fixture.terminology.id, as: format)
        let other = try fixture.otherStore()
        let report = try TerminologyImporter(store: other).importData(first, fileName: "solu.\(format.fileExtension)", options: ImportOptions(mode: .adopt))
        #expect(report.skipped.isEmpty && report.warnings.isEmpty, "\(report.warnings)")
        let (second, _) = try TerminologyExporter(store: other).exportData(report.terminology.id, as: format)
        #expect(String(decoding: second, as: UTF8.self) == String(decoding: first, as: UTF8.self))
        // What CSV carries comes back: ids, terms in order, definitions with sources, categories, notes, relations.
        let imported = try other.read { try $0.concepts(in: .terminology(report.terminology.id)) }
        #expect(imported.map(\.id) == fixture.concepts.map(\.id))
        #expect(imported.map(\.notes) == fixture.concepts.map(\.notes))
        #expect(imported.map(\.related) == fixture.concepts.map(\.related))
        #expect(imported.map(\.difficulty) == fixture.concepts.map(\.difficulty))
        #expect(imported.map { $0.sections.map { $0.terms.map(\.text) } } == fixture.concepts.map { $0.sections.filter { !$0.terms.isEmpty || $0.definition != nil }.map { $0.terms.map(\.text) } })
    }

    @Test(arguments: ["plain", "with,comma", "with \"quotes\"", "line\nbreak", " leading", "trailing ", "tab\there", "sää;ja,çiçek"])
    func quotesOnlyWhatNeedsQuoting(_ field: String) throws {
        let writer = CSVTerminologyWriter(
            snapshot: TerminologySnapshot(terminology: Terminology(title: "t", languages: [F.fi]), categories: [], concepts: []),
            format: .csv, options: CSVOptions())
        let quoted = writer.quote(field)
        var parser = CSVParser(bytes: Array((quoted + ",x\r\n").utf8), delimiter: UInt8(ascii: ","))
        #expect(try parser.next()?.fields == [field, "x"])
        let needsQuotes = field.contains(",") || field.contains("\"") || field.contains("\n") || field.hasPrefix(" ") || field.hasSuffix(" ")
        #expect(quoted.hasPrefix("\"") == needsQuotes)
    }
}
