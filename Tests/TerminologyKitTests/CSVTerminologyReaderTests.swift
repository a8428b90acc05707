import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

@Suite struct CSVTerminologyReaderTests {
    typealias F = ExchangeFixture

    static func read(_ bytes: [UInt8], name: String = "terms.csv", options: ImportOptions = ImportOptions()) throws -> (TerminologySnapshot, [ExchangeIssue]) {
        let result = try TerminologyImporter.readSnapshot(from: .data(Data(bytes), fileName: name), options: options)
        return (result.snapshot, result.issues)
    }

    static func read(_ text: String, name: String = "terms.csv", options: ImportOptions = ImportOptions()) throws -> (TerminologySnapshot, [ExchangeIssue]) {
        try read(Array(text.utf8), name: name, options: options)
    }

    struct Table: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var fileName = "terms.csv"
        var languages: [LanguageTag]? = nil
        var testDescription: String { name }
    }

    static let plain = "fi,en\nsolu,cell\nsolukalvo | plasmakalvo,cell membrane\n"

    static let tables: [Table] = [
        Table(name: "comma, LF", bytes: Array(plain.utf8)),
        Table(name: "semicolon, CRLF", bytes: Array(plain.replacingOccurrences(of: ",", with: ";").replacingOccurrences(of: "\n", with: "\r\n").utf8)),
        Table(name: "tab-separated", bytes: Array(plain.replacingOccurrences(of: ",", with: "\t").utf8), fileName: "terms.tsv"),
        Table(name: "tab detected in a .csv", bytes: Array(plain.replacingOccurrences(of: ",", with: "\t").utf8)),
        Table(name: "UTF-8 byte order mark", bytes: [0xEF, 0xBB, 0xBF] + Array(plain.utf8)),
        Table(name: "UTF-16LE with byte order mark", bytes: [0xFF, 0xFE] + plain.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
        Table(name: "quoted fields", bytes: Array("\"fi\",\"en\"\r\n\"solu\",\"cell\"\r\n\"solukalvo | plasmakalvo\",cell membrane".utf8)),
        Table(name: "headerless two columns", bytes: Array("solu;cell\nsolukalvo | plasmakalvo;cell membrane\n".utf8), languages: [F.fi, F.en]),
        Table(name: "blank lines are skipped", bytes: Array("fi,en\n\nsolu,cell\n,\nsolukalvo | plasmakalvo,cell membrane\n\n".utf8)),
    ]

    @Test(arguments: tables)
    func readsTheShapesTablesComeIn(_ table: Table) throws {
        let (snapshot, issues) = try Self.read(table.bytes, name: table.fileName, options: ImportOptions(languages: table.languages))
        #expect(issues.isEmpty, "\(issues)")
        #expect(snapshot.terminology.languages == [F.fi, F.en])
        #expect(snapshot.terminology.title == "terms")
        #expect(snapshot.concepts.count == 2)
        #expect(snapshot.concepts[1].section(F.fi)?.terms == [Term("solukalvo"), Term("plasmakalvo", status: .admitted)])
        #expect(snapshot.concepts[1].section(F.en)?.terms == [Term("cell membrane")])
    }

    static let everyColumn = """
            FI,en,fi:deprecated,definition:fi,source:fi,context:fi,Category,partOfSpeech,difficulty,notes,related,id
            solu,cell,,"Elämän ""pienin"" yksikkö, solukalvon ympäröimä.",Bios 2,Ihmisessä on 30 biljoonaa solua.,Solun rakenne,noun,helppo,"Kaksi
            riviä",c2,c1
            tuma,nucleus,tumake,,,,Solun rakenne,noun,zor,,,c2
            """

    @Test func readsEveryColumn() throws {
        let (snapshot, issues) = try Self.read(Self.everyColumn)
        #expect(issues.isEmpty, "\(issues)")
        let cell = snapshot.concepts[0]
        #expect(cell.section(F.fi)?.terms == [Term("solu", partOfSpeech: .noun, context: "Ihmisessä on 30 biljoonaa solua.")])
        #expect(cell.section(F.fi)?.definition == Definition("Elämän \"pienin\" yksikkö, solukalvon ympäröimä.", source: "Bios 2"))
        #expect(cell.difficulty == .easy)
        #expect(cell.notes == "Kaksi\nriviä")
        #expect(cell.related == [snapshot.concepts[1].id])
        #expect(snapshot.concepts[1].section(F.fi)?.terms.map(\.status) == [.preferred, .deprecated])
        #expect(snapshot.concepts[1].difficulty == .hard)
        #expect(snapshot.categories.map(\.name) == ["Solun rakenne"])
        #expect(Set(snapshot.concepts.map(\.categoryID)) == [snapshot.categories[0].id])
        // Reading again gives the same ids (the id column, hashed), so an update can be merged.
        #expect(try Self.read(Self.everyColumn).0.concepts.map(\.id) == snapshot.concepts.map(\.id))
    }

    @Test func theDelimiterCanBeGiven() throws {
        // The first line has more commas than semicolons, so detection would split at the commas.
        let text = "solu, solukalvo;cell, membrane\n"
        expectExchangeError(.invalidEntries, containing: "the row has 3 fields and the header 2 columns") {
            try Self.read(text, options: ImportOptions(languages: [F.fi, F.en]))
        }
        let (snapshot, _) = try Self.read(text, options: ImportOptions(languages: [F.fi, F.en], csv: CSVOptions(delimiter: .semicolon)))
        #expect(snapshot.concepts[0].section(F.fi)?.terms.map(\.text) == ["solu, solukalvo"])
        #expect(snapshot.concepts[0].section(F.en)?.terms.map(\.text) == ["cell, membrane"])
    }

    @Test func aFileThatIsNotUTF8IsReadAsLatin1WithAWarning() throws {
        let (snapshot, issues) = try Self.read(Array("fi,en\ns".utf8) + [0xE4, 0xE4] + Array(",weather\n".utf8))
        #expect(snapshot.concepts[0].section(F.fi)?.terms.first?.text == "sää")
        #expect(issues.map(\.kind) == [.unsupportedData])
    }

    struct Broken: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var kind: ExchangeError.Kind
        var message: String
        var languages: [LanguageTag]? = nil
        var testDescription: String { name }
    }

    static let broken: [Broken] = [
        Broken(name: "unterminated quote", text: "fi,en\nsolu,\"cell\nnext,row\n", kind: .malformedFile, message: "terms.csv:2:6: error: row 2: a quoted field is not closed"),
        Broken(name: "text after a closing quote", text: "fi,en\n\"solu\"x,cell\n", kind: .malformedFile, message: "terms.csv:2:7: error: row 2: a quoted field must end at a delimiter"),
        Broken(name: "unknown language in the header", text: "fi,xx-YYYY,definition:fi\nsolu,x,y\n", kind: .unknownLanguage, message: "terms.csv:1:4: error: row 1, column 2: 'xx-YYYY' is not a valid language code"),
        Broken(name: "unknown column", text: "fi,en,Kommentti\nsolu,cell,x\n", kind: .notATerminology, message: "terms.csv:1:7: error: row 1, column 3: unknown column 'Kommentti'"),
        Broken(name: "column twice", text: "fi,en,fi\nsolu,cell,x\n", kind: .notATerminology, message: "column 'fi' appears twice"),
        Broken(name: "headerless without languages", text: "solu,cell\n", kind: .missingInformation, message: "no header row of language codes"),
        Broken(name: "empty file", text: "", kind: .notATerminology, message: "the file has no rows"),
    ]

    @Test(arguments: broken)
    func aBrokenTableIsOneErrorWithItsPosition(_ item: Broken) throws {
        expectExchangeError(item.kind, containing: item.message) {
            try Self.read(item.text, options: ImportOptions(languages: item.languages))
        }
    }

    @Test func badRowsAreEachReportedWithTheirRowAndColumn() throws {
        let text = "fi,en\nsolu,cell\n,\"\"\ntuma,nucleus,extra\nATP,ATP\n"
        do {
            _ = try Self.read(text)
            Issue.record("expected invalidEntries")
        } catch let error as ExchangeError {
            #expect(error.kind == .invalidEntries)
            #expect(error.issues.map(\.description) == [
                "4:14: error: row 4, column 3: entry 'tuma': the row has 3 fields and the header 2 columns",
            ])
        }
        let (snapshot, issues) = try Self.read(text, options: ImportOptions(partial: true))
        #expect(snapshot.concepts.count == 2)
        #expect(issues.count == 1)
        let rowWithoutTerms = "fi,en,notes\nsolu,cell,\n,,only a note\n"
        expectExchangeError(.invalidEntries, containing: "3:1: error: row 3, column 1: entry 'only a note': the row has no term") {
            try Self.read(rowWithoutTerms)
        }
    }
}
