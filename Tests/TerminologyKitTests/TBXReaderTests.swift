import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

@Suite struct TBXReaderTests {
    typealias F = ExchangeFixture

    static func read(_ text: String, partial: Bool = false) throws -> (TerminologySnapshot, [ExchangeIssue]) {
        try read(Data(text.utf8), partial: partial)
    }

    static func read(_ data: Data, partial: Bool = false) throws -> (TerminologySnapshot, [ExchangeIssue]) {
        let result = try TerminologyImporter.readSnapshot(from: .data(data, fileName: "test.tbx"), options: ImportOptions(partial: partial))
        return (result.snapshot, result.issues)
    }

    struct Variant: Sendable, CustomTestStringConvertible {
        var name: String
        var xml: String
        var testDescription: String { name }
    }

    /// The same concept in the shapes TBX files come in.
    static let variants: [Variant] = [
        Variant(name: "TBX v3 DCA in the ISO namespace", xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <tbx xmlns="urn:iso:std:iso:30042:ed-2" type="TBX-Basic" style="dca" xml:lang="en">
              <tbxHeader><fileDesc><titleStmt><title>Biology</title></titleStmt><sourceDesc><p>From a tool</p></sourceDesc></fileDesc></tbxHeader>
              <text><body>
                <conceptEntry id="c1">
                  <descrip type="subjectField">Cells</descrip>
                  <langSec xml:lang="en">
                    <descripGrp><descrip type="definition">The unit of life.</descrip><admin type="source">Book</admin></descripGrp>
                    <termSec><term>cell</term><termNote type="partOfSpeech">noun</termNote>
                      <termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></termSec>
                  </langSec>
                  <langSec xml:lang="fi"><termSec><term>solu</term></termSec></langSec>
                </conceptEntry>
              </body></text>
            </tbx>
            """),
        Variant(name: "TBX v3 DCT", xml: """
            <tbx xmlns="urn:iso:std:iso:30042:ed-2" xmlns:basic="http://www.tbxinfo.net/ns/basic" type="TBX-Basic" style="dct" xml:lang="en">
              <tbxHeader><fileDesc><titleStmt><title>Biology</title></titleStmt><sourceDesc><p>x</p></sourceDesc></fileDesc></tbxHeader>
              <text><body>
                <conceptEntry id="c1">
                  <basic:subjectField>Cells</basic:subjectField>
                  <langSec xml:lang="en">
                    <basic:definitionGrp><basic:definition>The unit of life.</basic:definition><basic:source>Book</basic:source></basic:definitionGrp>
                    <termSec><term>cell</term><basic:partOfSpeech>noun</basic:partOfSpeech></termSec>
                  </langSec>
                  <langSec xml:lang="fi"><termSec><term>solu</term></termSec></langSec>
                </conceptEntry>
              </body></text>
            </tbx>
            """),
        Variant(name: "TBX v2 without namespace, tig, with DOCTYPE", xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE martif SYSTEM "TBXcoreStructV02.dtd">
            <martif type="TBX-Basic" xml:lang="en-US">
              <martifHeader><fileDesc><titleStmt><title>Biology</title></titleStmt><sourceDesc><p>x</p></sourceDesc></fileDesc>
                <encodingDesc><p type="XCSURI">TBXBasicXCSV02.xcs</p></encodingDesc></martifHeader>
              <text><body>
                <termEntry id="c1">
                  <descrip type="subjectField">Cells</descrip>
                  <langSet xml:lang="en">
                    <descripGrp><descrip type="definition">The unit of life.</descrip><admin type="source">Book</admin></descripGrp>
                    <tig><term>cell</term><termNote type="partOfSpeech">noun</termNote><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></tig>
                  </langSet>
                  <langSet xml:lang="fi"><tig><term>solu</term></tig></langSet>
                </termEntry>
              </body></text>
            </martif>
            """),
        Variant(name: "TBX v2 in a namespace, ntig", xml: """
            <martif xmlns="urn:iso:std:iso:30042:ed-1" type="TBX" xml:lang="en">
              <martifHeader><fileDesc><titleStmt><title>Biology</title></titleStmt></fileDesc></martifHeader>
              <text><body>
                <termEntry id="c1">
                  <descrip type="subjectField">Cells</descrip>
                  <langSet xml:lang="en">
                    <descripGrp><descrip type="definition">The unit of life.</descrip><admin type="source">Book</admin></descripGrp>
                    <ntig><termGrp><term>cell</term><termNote type="partOfSpeech">noun</termNote></termGrp>
                      <termNote type="termType">fullForm</termNote></ntig>
                  </langSet>
                  <langSet xml:lang="fi"><ntig><termGrp><term>solu</term></termGrp></ntig></langSet>
                </termEntry>
              </body></text>
            </martif>
            """),
        Variant(name: "TBX v2 with the definition at the entry level", xml: """
            <martif type="TBX-Basic" xml:lang="en">
              <martifHeader><fileDesc><titleStmt><title>Biology</title></titleStmt></fileDesc></martifHeader>
              <text><body><termEntry id="c1">
                <descrip type="subjectField">Cells</descrip>
                <descripGrp><descrip type="definition">The unit of life.</descrip><admin type="source">Book</admin></descripGrp>
                <langSet xml:lang="en"><tig><term>cell</term><termNote type="partOfSpeech">noun</termNote></tig></langSet>
                <langSet xml:lang="fi"><tig><term>solu</term></tig></langSet>
              </termEntry></body></text>
            </martif>
            """),
    ]

    @Test(arguments: variants)
    func readsTheShapesTBXFilesComeIn(_ variant: Variant) throws {
        let (snapshot, _) = try Self.read(variant.xml)
        #expect(snapshot.terminology.title == "Biology")
        #expect(snapshot.categories.map(\.name) == ["Cells"])
        let concept = try #require(snapshot.concepts.first)
        #expect(snapshot.concepts.count == 1)
        #expect(concept.categoryID == snapshot.categories.first?.id)
        #expect(concept.section(F.en)?.terms == [Term("cell", status: .preferred, partOfSpeech: .noun)])
        #expect(concept.section(F.en)?.definition == Definition("The unit of life.", source: "Book"))
        #expect(concept.section(F.fi)?.terms.map(\.text) == ["solu"])
        // Reading the same file again gives the same ids, so that an update can be merged.
        let (again, _) = try Self.read(variant.xml)
        #expect(again.concepts.map(\.id) == snapshot.concepts.map(\.id))
        #expect(again.terminology.id == snapshot.terminology.id)
    }

    static func utf16(_ text: String, littleEndian: Bool) -> Data {
        var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for unit in text.utf16 { bytes += littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        return Data(bytes)
    }

    @Test(arguments: [("UTF-8 BOM", 0), ("UTF-16LE", 1), ("UTF-16BE", 2)])
    func readsByteOrderMarksAndUTF16(_ name: String, _ encoding: Int) throws {
        let xml = Self.variants[2].xml.replacingOccurrences(of: "encoding=\"UTF-8\"", with: encoding == 0 ? "encoding=\"UTF-8\"" : "encoding=\"UTF-16\"")
            .replacingOccurrences(of: "solu", with: "sää")
        let data: Data
        switch encoding {
        case 0: data = Data([0xEF, 0xBB, 0xBF] + Array(xml.utf8))
        case 1: data = Self.utf16(xml, littleEndian: true)
        default: data = Self.utf16(xml, littleEndian: false)
        }
        let (snapshot, _) = try Self.read(data)
        #expect(snapshot.concepts.first?.section(F.fi)?.terms.map(\.text) == ["sää"])
    }

    @Test func keepsTermStatusesAndWarnsOnceAboutWhatItDrops() throws {
        let (snapshot, issues) = try Self.read("""
            <tbx xmlns="urn:iso:std:iso:30042:ed-2" type="TBX-Basic" style="dca" xml:lang="en">
              <tbxHeader><fileDesc><sourceDesc><p>x</p></sourceDesc></fileDesc></tbxHeader>
              <text><body>
                <conceptEntry id="a"><langSec xml:lang="en">
                  <termSec><term>one</term><termNote type="termType">fullForm</termNote></termSec>
                  <termSec><term>two</term><termNote type="administrativeStatus">admittedTerm-admn-sts</termNote><termNote type="termType">variant</termNote></termSec>
                  <termSec><term>three</term><termNote type="administrativeStatus">supersededTerm-admn-sts</termNote></termSec>
                  <termSec><term>four</term><termNote type="partOfSpeech">pronoun</termNote></termSec>
                </langSec></conceptEntry>
                <conceptEntry id="b"><transacGrp><transac type="transactionType">origination</transac><date>2020-01-01</date></transacGrp>
                  <langSec xml:lang="en"><termSec><term>five</term></termSec></langSec></conceptEntry>
              </body></text>
            </tbx>
            """)
        #expect(snapshot.terminology.title == "test")
        let terms = snapshot.concepts[0].sections[0].terms
        #expect(terms.map(\.status) == [.preferred, .admitted, .deprecated, .admitted])
        #expect(terms[3].partOfSpeech == nil)
        let messages = issues.map(\.description)
        #expect(messages.contains { $0.contains("'termType' is not kept by Sanasto (2 times in the file)") && $0.hasPrefix("5:32: warning:") }, "\(messages)")
        #expect(messages.contains { $0.contains("'transactionType' is not kept") }, "\(messages)")
        #expect(messages.contains { $0.contains("part of speech 'pronoun'") }, "\(messages)")
        #expect(issues.allSatisfy { $0.severity == .warning })
    }

    struct Broken: Sendable, CustomTestStringConvertible {
        var name: String
        var xml: String
        var kind: ExchangeError.Kind
        var message: String
        var testDescription: String { name }
    }

    static let broken: [Broken] = [
        Broken(name: "not XML", xml: "term,translation\nsolu,cell\n", kind: .malformedFile, message: "test.tbx:1:1: error: text is not allowed before the root element"),
        Broken(name: "unclosed element", xml: "<tbx xmlns=\"urn:iso:std:iso:30042:ed-2\" xml:lang=\"en\">\n<text><body>\n<conceptEntry id=\"a\">\n</body>", kind: .malformedFile, message: "test.tbx:4:1: error: end tag </body> does not match start tag <conceptEntry>"),
        Broken(name: "XML that is not TBX", xml: "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>", kind: .notATerminology, message: "test.tbx:2:1: error: the root element is <plist>"),
        Broken(name: "entity expansion", xml: "<!DOCTYPE tbx [<!ENTITY a \"aaaa\">]><tbx/>", kind: .malformedFile, message: "test.tbx:1:16: error: entity declarations are refused"),
        Broken(name: "external entity", xml: "<!DOCTYPE tbx [<!ENTITY a SYSTEM \"file:///etc/passwd\">]><tbx>&a;</tbx>", kind: .malformedFile, message: "error: external entities are refused"),
        Broken(name: "bad document language", xml: "<tbx xmlns=\"urn:iso:std:iso:30042:ed-2\" xml:lang=\"english\"/>", kind: .unknownLanguage, message: "test.tbx:1:1: error: the document's language 'english' is not a valid language code"),
        Broken(name: "bad header language", xml: "<tbx xml:lang=\"fi\"><tbxHeader><fileDesc><sourceDesc><p type=\"sanasto:languages\">fi xx-YYYY</p></sourceDesc></fileDesc></tbxHeader></tbx>", kind: .unknownLanguage, message: "'xx-YYYY' is not a valid language code"),
    ]

    @Test(arguments: broken)
    func aBrokenFileIsOneErrorWithItsPosition(_ item: Broken) throws {
        expectExchangeError(item.kind, containing: item.message) { try Self.read(item.xml) }
    }

    static let badEntries = """
        <tbx xmlns="urn:iso:std:iso:30042:ed-2" type="TBX-Basic" style="dca" xml:lang="en">
          <tbxHeader><fileDesc><sourceDesc><p>x</p></sourceDesc></fileDesc></tbxHeader>
          <text><body>
            <conceptEntry id="good"><langSec xml:lang="en"><termSec><term>cell</term></termSec></langSec></conceptEntry>
            <conceptEntry id="badLanguage"><langSec xml:lang="xx-YYYY"><termSec><term>x</term></termSec></langSec></conceptEntry>
            <conceptEntry id="empty"><langSec xml:lang="en"><termSec><term> </term></termSec></langSec></conceptEntry>
            <conceptEntry id="good"><langSec xml:lang="en"><termSec><term>again</term></termSec></langSec></conceptEntry>
            <conceptEntry id="fine"><langSec xml:lang="fi"><termSec><term>solu</term></termSec></langSec></conceptEntry>
          </body></text>
        </tbx>
        """

    @Test func badEntriesAreEachReportedAndNothingIsImportedWithoutPartial() throws {
        let fixture = try F(sample: false)
        do {
            _ = try TerminologyImporter(store: fixture.store).importData(Data(Self.badEntries.utf8), fileName: "bad.tbx")
            Issue.record("expected invalidEntries")
        } catch let error as ExchangeError {
            #expect(error.kind == .invalidEntries)
            #expect(error.message == "3 of 5 entries cannot be imported, so nothing was imported (import the others with the partial option)")
            #expect(error.issues.map(\.description) == [
                "5:36: error: entry 'badLanguage': 'xx-YYYY' is not a valid language code",
                "6:5: error: entry 'empty': the entry has no term",
                "7:5: error: entry 'good': another entry has the same id",
            ])
        }
        #expect(try fixture.store.read { try $0.terminologies() }.isEmpty)
        let report = try TerminologyImporter(store: fixture.store).importData(Data(Self.badEntries.utf8), fileName: "bad.tbx", options: ImportOptions(partial: true))
        #expect(report.conceptCount == 2)
        #expect(report.skipped.count == 3)
        #expect(report.terminology.languages == [F.en, F.fi])
    }

    @Test func crossReferencesToMissingEntriesAreDroppedWithAWarning() throws {
        let fixture = try F(sample: false)
        let report = try TerminologyImporter(store: fixture.store).importData(Data("""
            <tbx xmlns="urn:iso:std:iso:30042:ed-2" type="TBX-Basic" style="dca" xml:lang="en">
              <tbxHeader><fileDesc><sourceDesc><p>x</p></sourceDesc></fileDesc></tbxHeader>
              <text><body>
                <conceptEntry id="a"><ref type="crossReference" target="b">b</ref><ref type="crossReference" target="zz">?</ref>
                  <langSec xml:lang="en"><termSec><term>a</term></termSec></langSec></conceptEntry>
                <conceptEntry id="b"><ref type="crossReference" target="a">a</ref><langSec xml:lang="en"><termSec><term>b</term></termSec></langSec></conceptEntry>
              </body></text>
            </tbx>
            """.utf8), fileName: "refs.tbx", options: ImportOptions(mode: .adopt))
        #expect(report.warnings.map(\.kind) == [.danglingReference])
        let concepts = try fixture.store.read { try $0.concepts(in: .terminology(report.terminology.id)) }
        #expect(concepts[0].related == [concepts[1].id])
        #expect(concepts[1].related == [concepts[0].id])
    }

    @Test func aLargeFileStreamsThroughChunks() throws {
        // 3,000 entries through the file reader (256 KiB chunks): errors late in the file still have their line.
        let fixture = try F(sample: false)
        var xml = "<tbx xmlns=\"urn:iso:std:iso:30042:ed-2\" type=\"TBX-Basic\" style=\"dca\" xml:lang=\"fi\">\n<text><body>\n"
        for index in 0..<3000 {
            xml += "<conceptEntry id=\"e\(index)\"><langSec xml:lang=\"fi\"><termSec><term>termi \(index) \(String(repeating: "ä", count: 80))</term></termSec></langSec>"
            xml += "<langSec xml:lang=\"en\"><termSec><term>term \(index)</term></termSec></langSec></conceptEntry>\n"
        }
        xml += "<conceptEntry id=\"last\"><langSec xml:lang=\"??\"><termSec><term>x</term></termSec></langSec></conceptEntry>\n</body></text></tbx>\n"
        let file = try fixture.folder.write(Data(xml.utf8), to: "large.tbx")
        let report = try TerminologyImporter(store: fixture.store).importFile(at: file, options: ImportOptions(partial: true))
        #expect(report.conceptCount == 3000)
        #expect(report.skipped.map(\.description) == ["3003:25: error: entry 'last': '??' is not a valid language code"])
    }
}
