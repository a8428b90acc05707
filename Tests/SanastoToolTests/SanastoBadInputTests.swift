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

    @Test func anImportOfAFileThatIsNotThereIsNoInput() throws {
        let tool = try SanastoTool()
        let output = try tool.run(["terminology", "import", tool.folder.appending("missing.tbx").path])
        #expect(output.exitCode == 66, "\(output)")
        #expect(output.standardError == "sanasto terminology import: error: Cannot read <tmp>/missing.tbx: no such file, or no permission.\n")
    }

    static let errorWord = ["en": "error", "fi": "virhe", "tr": "hata"]
}
#endif
