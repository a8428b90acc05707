// sanasto runs only where AppIntents is absent (see Sources/sanasto/main.swift).
#if !canImport(AppIntents)
import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit

/// Bad input gets one clear line in the user's language, a sysexits code, and nothing written.
@Suite("sanasto bad input") struct SanastoBadInputTests {
    @Test(arguments: [
        ("en", "is not a Sanasto library; it was left as it was."),
        ("fi", "ei ole Sanasto-kirjasto; sitä ei muutettu."),
        ("tr", "bir Sanasto kitaplığı değil; olduğu gibi bırakıldı."),
    ])
    func aFileThatIsNotALibraryIsLeftAlone(code: String, ending: String) throws {
        let tool = try SanastoTool()
        try Data("name,term\nsolu,cell\n".utf8).write(to: tool.library)
        let before = try Data(contentsOf: tool.library)
        for arguments in [["category", "list"], ["term", "add", "x", "--terminology", "a"]] {
            let output = try tool.run(["--lang", code] + arguments)
            #expect(output.exitCode == 65)
            #expect(output.standardOutput.isEmpty)
            #expect(output.standardError == "sanasto \(arguments[0]) \(arguments[1]): \(Self.errorWord[code] ?? ""): <tmp>/library.sqlite \(ending)\n")
        }
        #expect(try Data(contentsOf: tool.library) == before)
        #expect(!FileManager.default.fileExists(atPath: tool.library.path + "-wal"))
    }

    @Test func aLibraryOfANewerVersionIsLeftAlone() throws {
        let tool = try SanastoTool(environment: ["LANG": "fi_FI.UTF-8"])
        let newer = try SQLiteConnection(path: tool.library.path, busyTimeoutMilliseconds: 1000)
        try newer.execute("PRAGMA application_id = \(SQLiteBackend.applicationID); PRAGMA user_version = 99; CREATE TABLE future (x)")
        newer.close()
        let before = try Data(contentsOf: tool.library)
        let output = try tool.run(["category", "add", "Uusi"])
        #expect(output.exitCode == 65)
        #expect(output.standardError == """
            sanasto category add: virhe: <tmp>/library.sqlite on kirjoitettu Sanaston uudemmalla versiolla (kirjaston versio 99; \
            tämä versio lukee versioon \(TerminologyStore.currentSchemaVersion) asti); sitä ei muutettu.

            """)
        #expect(try Data(contentsOf: tool.library) == before)
    }

    @Test(arguments: [
        (["term", "show", "42"], 65, "sanasto term show: error: There is no term 42.\n"),
        (["term", "edit", "#42", "--text", "x"], 65, "sanasto term edit: error: There is no term #42.\n"),
        (["term", "delete", "00000000-0000-0000-0000-000000000000", "--yes"], 65,
         "sanasto term delete: error: There is no term <id>.\n"),
        (["--lang", "fi--FI", "term", "list"], 64,
         "sanasto term list: error: Unknown language “fi--FI” (column 4): give a language code such as en, fi or tr.\n"),
        (["terminology", "create", "X", "--languages", "fi,q1"], 64,
         "sanasto terminology create: error: Unknown language “q1” (column 1): give a language code such as en, fi or tr.\n"),
        (["term", "add", "solu", "--terminology", "Sanat", "--translation", "sv=cell"], 64,
         "sanasto term add: error: Sanat has no language sv; its languages are fi, en.\n"),
        (["term", "add", "  ", "--terminology", "Sanat"], 65, "sanasto term add: error: The term is empty.\n"),
        (["term", "add", "solu", "--terminology", "Sanat", "--difficulty", "impossible"], 64,
         "sanasto term add: error: “impossible” is not a difficulty; choose easy (Easy), medium (Medium), hard (Hard).\n"),
        (["category", "add", "Kaikki", "--position", "0"], 64, "sanasto category add: error: --position counts from 1.\n"),
    ])
    func aBadRequestIsOneLineAndChangesNothing(arguments: [String], code: Int32, message: String) throws {
        let tool = try SanastoTool()
        try tool.run(["terminology", "create", "Sanat", "--languages", "fi,en"])
        try tool.run(["category", "add", "Kaikki"])
        let before = try tool.run(["term", "list", "--json"]).standardOutput
        let output = try tool.run(arguments)
        #expect(output.exitCode == code)
        #expect(output.standardError == message)
        #expect(try tool.run(["term", "list", "--json"]).standardOutput == before)
    }

    /// A bad input to a command that writes, and the one line it must get.
    struct BadInput: CustomTestStringConvertible, Sendable {
        /// What the command reads, written into the tool's folder before it runs.
        enum File: Sendable {
            case none
            case text(String, String)
            /// A real `.sanasto` export cut after its first lines, as a copy that stopped halfway leaves it.
            case truncatedBundle(String, lines: Int)
        }

        let name: String
        let file: File
        let arguments: [String]
        let code: Int32
        let message: String
        var testDescription: String { name }
    }

    static let badInputs: [BadInput] = [
        BadInput(name: "missing file", file: .none, arguments: ["terminology", "import", "<tmp>/missing.tbx"], code: 66,
                 message: "sanasto terminology import: error: Cannot read <tmp>/missing.tbx: no such file, or no permission.\n"),
        BadInput(name: "missing file to merge", file: .none, arguments: ["terminology", "merge", "<tmp>/missing.tbx"], code: 66,
                 message: "sanasto terminology merge: error: Cannot read <tmp>/missing.tbx: no such file, or no permission.\n"),
        BadInput(name: "malformed TBX",
                 file: .text("bad.tbx", "<tbx xmlns=\"urn:iso:std:iso:30042:ed-2\" xml:lang=\"en\">\n<text><body>\n<conceptEntry id=\"a\">\n</body>"),
                 arguments: ["terminology", "import", "<tmp>/bad.tbx"], code: 65,
                 message: "<tmp>/bad.tbx:4:1: error: The file is broken: end tag </body> does not match start tag <conceptEntry>.\n"),
        BadInput(name: "malformed TBX to merge",
                 file: .text("bad.tbx", "<tbx xmlns=\"urn:iso:std:iso:30042:ed-2\" xml:lang=\"en\">\n<text><body>\n<conceptEntry id=\"a\">\n</body>"),
                 arguments: ["terminology", "merge", "<tmp>/bad.tbx"], code: 65,
                 message: "<tmp>/bad.tbx:4:1: error: The file is broken: end tag </body> does not match start tag <conceptEntry>.\n"),
        BadInput(name: "CSV with an unknown language column", file: .text("bad.csv", "fi,xx-YYYY\nsolu,cell\n"),
                 arguments: ["terminology", "import", "<tmp>/bad.csv"], code: 65,
                 message: "<tmp>/bad.csv:1:4: error: The file names an unknown language: 'xx-YYYY' is not a valid language code: unknown language 'xx'.\n"),
        BadInput(name: "headerless CSV with an unknown --languages code", file: .text("words.csv", "solu,cell\n"),
                 arguments: ["terminology", "import", "<tmp>/words.csv", "--languages", "fi,q1"], code: 64,
                 message: "sanasto terminology import: error: Unknown language “q1” (column 1): give a language code such as en, fi or tr.\n"),
        BadInput(name: "truncated bundle", file: .truncatedBundle("cut.sanasto", lines: 20),
                 arguments: ["terminology", "import", "<tmp>/cut.sanasto"], code: 65,
                 message: "<tmp>/cut.sanasto:21:1: error: The file is broken: the bundle is not valid JSON: expected ',' or '}'.\n"),
        BadInput(name: "unknown term number", file: .none, arguments: ["term", "edit", "42", "--text", "x"], code: 65,
                 message: "sanasto term edit: error: There is no term 42.\n"),
        BadInput(name: "unknown term id", file: .none, arguments: ["term", "delete", "00000000-0000-0000-0000-000000000000", "--yes"], code: 65,
                 message: "sanasto term delete: error: There is no term <id>.\n"),
        BadInput(name: "unknown --lang on a write", file: .none, arguments: ["--lang", "fi--FI", "term", "add", "solu"], code: 64,
                 message: "sanasto term add: error: Unknown language “fi--FI” (column 4): give a language code such as en, fi or tr.\n"),
    ]

    /// The library a bad input meets: none yet (the default location, whose folders do not exist either), or one
    /// with a terminology in it.
    enum LibraryState: String, CaseIterable, Sendable {
        case fresh, existing
    }

    @Test(arguments: badInputs, LibraryState.allCases)
    func aBadInputIsOneLineAndWritesNothing(_ input: BadInput, _ state: LibraryState) throws {
        let tool = try SanastoTool()
        switch input.file {
        case .none: break
        case .text(let name, let text): _ = try tool.folder.write(Data(text.utf8), to: name)
        case .truncatedBundle(let name, let lines):
            let source = try SanastoTool()
            try source.run(["terminology", "create", "Sanat", "--languages", "fi,en"])
            try source.run(["term", "add", "solu", "--translation", "en=cell", "--definition", "Elämän pienin yksikkö"])
            let whole = source.folder.appending("whole.sanasto")
            try #require(try source.run(["terminology", "export", "--format", "sanasto", "--output", whole.path]).exitCode == 0)
            let text = try String(contentsOf: whole, encoding: .utf8)
            let kept = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(lines).joined(separator: "\n") + "\n"
            _ = try tool.folder.write(Data(kept.utf8), to: name)
        }
        let arguments = input.arguments.map { $0.replacingOccurrences(of: "<tmp>", with: tool.folder.url.path) }
        let defaultLibrary = tool.folder.appending("data/sanasto/library.sqlite")
        let before: Data?
        switch state {
        case .fresh:
            before = nil
        case .existing:
            try tool.run(["terminology", "create", "Sanat", "--languages", "fi,en"])
            try tool.run(["category", "add", "Kaikki"])
            try tool.run(["term", "add", "tuma", "--translation", "en=nucleus", "--category", "Kaikki"])
            before = try Data(contentsOf: tool.library)
        }
        // A fresh library is the default one, so that the folders a created library would need are checked too.
        let output = try tool.run(arguments, library: state == .existing)
        #expect(output.exitCode == input.code, "\(output)")
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError == input.message)
        switch state {
        case .fresh:
            #expect(!FileManager.default.fileExists(atPath: tool.folder.appending("data").path), "a failed command created \(defaultLibrary.path)")
            #expect(!FileManager.default.fileExists(atPath: tool.library.path))
        case .existing:
            #expect(try Data(contentsOf: tool.library) == before)
            for suffix in ["-wal", "-shm"] { #expect(!FileManager.default.fileExists(atPath: tool.library.path + suffix)) }
            #expect(!FileManager.default.fileExists(atPath: defaultLibrary.path))
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: tool.folder.url.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }

    static let brokenTBX = "<tbx xmlns=\"urn:iso:std:iso:30042:ed-2\" xml:lang=\"en\">\n<text><body>\n<conceptEntry id=\"a\">\n</body>"
    static let brokenCSV = "fi,en\n\"solu,cell\n"

    /// A broken file's detail is in the user's language too; in English it stays the format's own message, which
    /// also names what it found.
    @Test(arguments: [
        ("en", "bad.tbx", brokenTBX, "<tmp>/bad.tbx:4:1: error: The file is broken: end tag </body> does not match start tag <conceptEntry>.\n"),
        ("fi", "bad.tbx", brokenTBX, "<tmp>/bad.tbx:4:1: virhe: Tiedosto on rikki: lopputagi ei vastaa avoinna olevaa elementtiä.\n"),
        ("tr", "bad.tbx", brokenTBX, "<tmp>/bad.tbx:4:1: hata: Dosya bozuk: bir kapanış etiketi açık olan öğeyle eşleşmiyor.\n"),
        ("fi", "cut.tbx", "<tbx xml:lang=\"fi\"><text>", "<tmp>/cut.tbx:1:26: virhe: Tiedosto on rikki: tiedosto loppuu ennen kuin sen XML on valmis.\n"),
        ("tr", "entities.tbx", "<!DOCTYPE tbx [<!ENTITY a \"b\">]><tbx/>",
         "<tmp>/entities.tbx:1:16: hata: Dosya bozuk: varlık bildiriyor; Sanasto bunu güvenlik nedeniyle reddediyor.\n"),
        ("fi", "bad.csv", brokenCSV, "<tmp>/bad.csv:2:1: virhe: Tiedosto on rikki: lainausmerkeissä oleva kenttä jää auki (\"-merkki puuttuu).\n"),
        ("tr", "bad.csv", brokenCSV, "<tmp>/bad.csv:2:1: hata: Dosya bozuk: tırnak içindeki bir alan kapatılmamış (bir '\"' eksik).\n"),
        // The formats' own messages, with the names and values they quote.
        ("fi", "page.tbx", "<html><body/></html>",
         "<tmp>/page.tbx:1:1: virhe: Tiedosto ei ole sanasto: juurielementti on <html> eikä TBX:n <tbx> (TBX v3) tai <martif> (TBX v2).\n"),
        ("tr", "page.tbx", "<html><body/></html>",
         "<tmp>/page.tbx:1:1: hata: Dosya bir terminoloji değil: kök öğe <html>; TBX'in <tbx> (TBX v3) ya da <martif> (TBX v2) öğesi değil.\n"),
        ("fi", "wide.csv", "fi,en\nkissa,cat,extra\n",
         "<tmp>/wide.csv:2:11: virhe: Tiedostossa on yksi virheellinen merkintä, eikä mitään tuotu (--partial tuo muut); ensimmäinen: rivi 2, sarake 3: merkintä 'kissa': rivillä on 3 kenttää ja otsikkorivillä 2 saraketta.\n"),
        ("tr", "other.sanasto", "{\"format\": \"other\"}",
         "<tmp>/other.sanasto:1:1: hata: Dosya bir terminoloji değil: bu JSON bir Sanasto paketi değil ('format' değeri 'sanasto-bundle' değil).\n"),
        ("fi", "languages.csv", "fi,zz\nkissa,kissa\n",
         "<tmp>/languages.csv:1:4: virhe: Tiedostossa on tuntematon kieli: 'zz' ei ole kelvollinen kielikoodi: tuntematon kieli 'zz'.\n"),
        ("tr", "languages.csv", "fi,en-XYZ1\nkissa,cat\n",
         "<tmp>/languages.csv:1:4: hata: Dosyada bilinmeyen bir dil var: 'en-XYZ1' geçerli bir dil kodu değil: 'xyz1' burada bir yazı sistemi, bölge ya da varyant alt etiketi değil.\n"),
    ])
    func aBrokenFilesDetailIsInTheUsersLanguage(code: String, name: String, text: String, message: String) throws {
        let tool = try SanastoTool()
        _ = try tool.folder.write(Data(text.utf8), to: name)
        let output = try tool.run(["--lang", code, "terminology", "import", tool.folder.appending(name).path])
        #expect(output.exitCode == 65)
        #expect(output.standardError == message, "\(output)")
    }

    /// What an import left out or changed is listed in the user's language, plural-correct.
    @Test(arguments: [
        ("en", ["  5:72: warning: 'termType' is not kept by Sanasto (1 time in the file)",
                "  4:1: error: entry 'b': 'bogus-xx-yy' is not a valid language code"]),
        ("fi", ["  5:72: varoitus: Sanasto ei säilytä tietoa 'termType' (1 kerta tiedostossa)",
                "  4:1: virhe: merkintä 'b': 'bogus-xx-yy' ei ole kelvollinen kielikoodi"]),
        ("tr", ["  5:72: uyarı: 'termType' Sanasto tarafından tutulmuyor (dosyada 1 kez)",
                "  4:1: hata: kayıt 'b': 'bogus-xx-yy' geçerli bir dil kodu değil"]),
    ])
    func anImportsNotesAreInTheUsersLanguage(code: String, notes: [String]) throws {
        let tool = try SanastoTool()
        let text = """
            <tbx xmlns="urn:iso:std:iso:30042:ed-2" xml:lang="en"><text><body>
            <conceptEntry id="a"><langSec xml:lang="fi"><termSec><term>kissa</term></termSec></langSec></conceptEntry>
            <conceptEntry id="b"><langSec xml:lang="fi"><termSec><term>koira</term></termSec></langSec>
            <langSec xml:lang="bogus-xx-yy"><termSec><term>dog</term></termSec></langSec></conceptEntry>
            <conceptEntry id="c"><langSec xml:lang="fi"><termSec><term>hiiri</term><termNote type="termType">fullForm</termNote></termSec></langSec></conceptEntry>
            </body></text></tbx>
            """
        _ = try tool.folder.write(Data(text.utf8), to: "notes.tbx")
        let output = try tool.run(["--lang", code, "terminology", "import", "--partial", tool.folder.appending("notes.tbx").path])
        #expect(output.exitCode == 0, "\(output)")
        let lines = output.standardError.split(separator: "\n").map(String.init)
        for note in notes { #expect(lines.contains(note), "\(output)") }
    }

    static let onAFileThatIsNotALibrary: [[String]] = [
        ["terminology", "import", "<tmp>/words.tbx"],
        ["terminology", "merge", "<tmp>/words.tbx"],
        ["terminology", "export", "--format", "csv"],
        ["term", "edit", "1", "--text", "x"],
    ]

    @Test(arguments: onAFileThatIsNotALibrary)
    func exchangeCommandsLeaveAFileThatIsNotALibraryAlone(_ arguments: [String]) throws {
        let tool = try SanastoTool()
        try Data("SQLite format 3 — not really\n".utf8).write(to: tool.library)
        _ = try tool.folder.write(Data(Self.goodTBX.utf8), to: "words.tbx")
        let before = try Data(contentsOf: tool.library)
        let output = try tool.run(arguments.map { $0.replacingOccurrences(of: "<tmp>", with: tool.folder.url.path) })
        #expect(output.exitCode == 65, "\(output)")
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError == "sanasto \(arguments[0]) \(arguments[1]): error: <tmp>/library.sqlite is not a Sanasto library; it was left as it was.\n")
        #expect(try Data(contentsOf: tool.library) == before)
        for suffix in ["-wal", "-shm", "-journal"] { #expect(!FileManager.default.fileExists(atPath: tool.library.path + suffix)) }
    }

    /// A small valid TBX-Basic file (what the commands would import, were the library one).
    static let goodTBX = """
        <?xml version="1.0" encoding="UTF-8"?>
        <tbx xmlns="urn:iso:std:iso:30042:ed-2" type="TBX-Basic" style="dca" xml:lang="fi">
        <tbxHeader><fileDesc><titleStmt><title>Sanat</title></titleStmt></fileDesc></tbxHeader>
        <text><body>
        <conceptEntry id="c1"><langSec xml:lang="fi"><termSec><term>solu</term></termSec></langSec>\
        <langSec xml:lang="en"><termSec><term>cell</term></termSec></langSec></conceptEntry>
        </body></text>
        </tbx>

        """

    static let errorWord = ["en": "error", "fi": "virhe", "tr": "hata"]
}
#endif
