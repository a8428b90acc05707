import _SanastoTestSupport
import Foundation
import StringResources
import Testing
@testable import TerminologyKit

@Suite struct TBXWriterTests {
    typealias F = ExchangeFixture

    @Test func writesTBXBasicWithSanastoConventions() throws {
        let fixture = try F()
        let (data, report) = try TerminologyExporter(store: fixture.store).exportData(fixture.terminology.id, as: .tbx)
        let text = String(decoding: data, as: UTF8.self)
        #expect(report.conceptCount == 4)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tbx xmlns=\"urn:iso:std:iso:30042:ed-2\" type=\"TBX-Basic\" style=\"dca\" xml:lang=\"fi\">"))
        for fragment in [
            "<title>Solubiologia &amp; &lt;perusteet&gt;</title>",
            "<note>Kurssin \"keskeiset\" käsitteet.\nToinen rivi.</note>",
            "<p type=\"sanasto:id\">5d8a4f7e-2b1c-4e3a-9f60-7a1b2c3d4e5f</p>",
            "<p type=\"sanasto:revision\">4</p>",
            "<p type=\"sanasto:languages\">fi en tr</p>",
            "<p id=\"g-33333333-3333-4333-8333-333333333333\" type=\"sanasto:category\">Evoluutio</p>",
            "<conceptEntry id=\"c-a0000000-0000-4000-8000-000000000001\">",
            "<descrip type=\"subjectField\" target=\"g-11111111-1111-4111-8111-111111111111\">Solun rakenne</descrip>",
            "<note>Sanasto difficulty: easy</note>",
            "<ref type=\"crossReference\" target=\"c-a0000000-0000-4000-8000-000000000002\">solukalvo</ref>",
            "<descripGrp>\n            <descrip type=\"definition\">Elämän pienin yksikkö.</descrip>\n            <admin type=\"source\">Bios 2, s. 12</admin>\n          </descripGrp>",
            "<termNote type=\"partOfSpeech\">noun</termNote>",
            "<termNote type=\"administrativeStatus\">deprecatedTerm-admn-sts</termNote>",
            "<descrip type=\"context\">Ihmisessä on noin 30 biljoonaa solua.</descrip>",
            "<descrip type=\"definition\" xml:lang=\"tr\">Hücreyi çevreleyen zar.</descrip>",
        ] {
            #expect(text.contains(fragment), "missing \(fragment)")
        }
        #expect(!text.contains("Sanasto difficulty: medium"))
        #expect(report.notCarried.contains { $0.contains("dates") })
    }

    @Test func outputIsWellFormedAndValidAgainstTheCoreStructure() throws {
        let fixture = try F()
        let (data, _) = try TerminologyExporter(store: fixture.store).exportData(fixture.terminology.id, as: .tbx)
        // Every langSec has a termSec; a conceptEntry's data categories come before its language sections.
        let parser = XMLPullParser(data: data)
        var path: [String] = []
        var sawLanguageSection = false
        var termSections = 0
        while try parser.next() != .endDocument {
            switch parser.eventKind {
            case .startElement:
                #expect(parser.name.namespaceURI == "urn:iso:std:iso:30042:ed-2")
                let name = parser.name.localName
                if name == "conceptEntry" { sawLanguageSection = false }
                if path.last == "conceptEntry" {
                    if name == "langSec" { sawLanguageSection = true } else { #expect(!sawLanguageSection, "\(name) after a langSec") }
                }
                if name == "langSec" { termSections = 0 }
                if name == "termSec" { termSections += 1 }
                path.append(name)
            case .endElement:
                if path.last == "langSec" { #expect(termSections > 0) }
                path.removeLast()
            default: break
            }
        }
    }

    @Test func exportImportExportGivesTheSameBytesAndValues() throws {
        let fixture = try F()
        let (first, _) = try TerminologyExporter(store: fixture.store).exportData(fixture.terminology.id, as: .tbx)
        let other = try fixture.otherStore()
        let report = try TerminologyImporter(store: other).importData(first, fileName: "solu.tbx", options: ImportOptions(mode: .adopt))
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let (second, _) = try TerminologyExporter(store: other).exportData(report.terminology.id, as: .tbx)
        #expect(String(decoding: second, as: UTF8.self) == String(decoding: first, as: UTF8.self))
        let imported = try other.read { try $0.snapshot(of: report.terminology.id) }
        #expect(F.tbxView(imported.terminology) == F.tbxView(fixture.terminology))
        #expect(imported.categories == fixture.categories)
        #expect(imported.concepts.map(F.tbxView) == fixture.concepts.map(F.tbxView))
    }

    @Test func deprecatedConceptsAreLeftOutUnlessAsked() throws {
        let fixture = try F()
        try fixture.store.write { library in
            var concept = fixture.concepts[3]
            concept.isDeprecated = true
            try library.updateConcept(concept)
        }
        let exporter = TerminologyExporter(store: fixture.store)
        let (_, report) = try exporter.exportData(fixture.terminology.id, as: .tbx)
        #expect(report.conceptCount == 3)
        #expect(report.notCarried.contains("1 deprecated concepts"))
        #expect(try exporter.exportData(fixture.terminology.id, as: .tbx, options: ExportOptions(includesDeprecated: true)).report.conceptCount == 4)
    }

    @Test func aFailedFileExportLeavesTheTargetAlone() throws {
        let fixture = try F()
        let target = try fixture.folder.write(Data("old".utf8), to: "out.tbx")
        expectExchangeError(.notFound, containing: "no terminology") {
            try TerminologyExporter(store: fixture.store).export(UUID(), as: .tbx, to: target)
        }
        #expect(try String(contentsOf: target, encoding: .utf8) == "old")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.url.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
        try TerminologyExporter(store: fixture.store).export(fixture.terminology.id, as: .tbx, to: target)
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("<?xml"))
    }
}
