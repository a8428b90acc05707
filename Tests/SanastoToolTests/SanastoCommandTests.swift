// sanasto runs only where AppIntents is absent (see Sources/sanasto/main.swift).
#if !canImport(AppIntents)
import _SanastoTestSupport
import Foundation
import Testing

/// The command line end to end in English, Finnish and Turkish: a teacher's session from an empty library, every
/// command's output and exit code kept as a snapshot per language (`SNAPSHOT_RECORD=1` writes them anew).
@Suite("sanasto commands") struct SanastoCommandTests {
    /// One language: how it is chosen, and its phrases and values.
    struct Language: Sendable, CustomTestStringConvertible {
        var code: String
        var environment: [String: String]
        var addPhrase: String
        var studyPhrase: String
        var medium: String
        var testDescription: String { code }
    }

    static let languages = [
        Language(code: "en", environment: ["LANG": "C"], addPhrase: "Add the term Ribosome to Sanasto", studyPhrase: "Study with Sanasto", medium: "medium"),
        Language(code: "fi", environment: ["LANG": "fi_FI.UTF-8"], addPhrase: "Lisää termi Ribosomi Sanasto-sovellukseen",
                 studyPhrase: "Opiskele Sanasto-sovelluksella", medium: "keskitaso"),
        Language(code: "tr", environment: ["LANGUAGE": "tr:en", "LANG": "en_US.UTF-8"], addPhrase: "Sanasto'ya Ribozom terimini ekle",
                 studyPhrase: "Sanasto ile çalış", medium: "orta"),
    ]

    @Test(arguments: languages)
    func aTeachersSession(language: Language) throws {
        let tool = try SanastoTool(environment: language.environment)
        let setup: [[String]] = [
            ["terminology", "create", "Solubiologia", "--languages", "fi,en,tr", "--course", "BIO-101", "--course-name", "Solubiologian perusteet",
             "--author", "Aino Opettaja"],
            ["terminology", "create", "Kemia", "--languages", "fi", "--languages", "en", "--course", "KEM-1"],
            ["category", "add", "Soluhengitys", "--terminology", "Solubiologia"],
            ["category", "add", "Fotosynteesi", "--terminology", "solubiologia"],
            ["category", "add", "Genetiikka", "--terminology", "BIO-101"],
            ["category", "add", "Orgaaniset yhdisteet", "--terminology", "Kemia"],
            ["term", "add", "glykolyysi", "--category", "Soluhengitys", "--definition", "Glukoosin pilkkominen pyruvaatiksi",
             "--translation", "en=glycolysis", "--translation", "tr=glikoliz"],
            ["term", "add", "mitokondrio", "--category", "Soluhengitys", "--translation", "en=mitochondrion", "--translation", "tr=mitokondri",
             "--difficulty", "hard"],
            ["term", "add", "fotosynteesi", "--category", "Fotosynteesi", "--definition", "Valon energian sitominen sokeriksi",
             "--translation", "en=photosynthesis", "--translation", "tr=fotosentez", "--difficulty", "easy"],
            ["term", "add", "bentseeni", "--category", "orgaaniset yhdisteet", "--translation", "en=benzene", "--json"],
        ]
        for arguments in setup { #expect(try tool.run(arguments).exitCode == 0) }
        let session: [([String], Int32)] = [
            (["terminology", "list"], 0),
            (["category", "list"], 0),
            (["term", "list", "--category", "Soluhengitys"], 0),
            (["term", "show", "fotosynteesi"], 0),
            (["search", "FOTOS"], 0),
            (["search", "glukoosi"], 0),
            (["search", "xyz"], 0),
            (["stats", "--terminology", "Solubiologia"], 0),
            (["focus", "KEM-1"], 0),
            (["category", "list"], 0),
            (["today"], 0),
            (["today", "--toggle"], 0),
            (["today", "--json"], 0),
            (["focus", "--clear"], 0),
            (["say", language.addPhrase, "--category", "Genetiikka", "--difficulty", language.medium], 0),
            // The same term again: the intent asks for a confirmation, which a script gives with --yes.
            (["say", language.addPhrase, "--category", "Genetiikka", "--difficulty", language.medium], 64),
            (["say", language.addPhrase, "--category", "Genetiikka", "--difficulty", language.medium, "--yes", "--json"], 0),
            (["say", language.studyPhrase], 0),
            (["say", "--list"], 0),
            (["quick-action", "--list"], 0),
            (["term", "edit", "4", "--definition", "Aromaattinen hiilivety", "--difficulty", "hard"], 0),
            (["category", "list", "--json"], 0),
            (["term", "delete", "5", "--yes"], 0),
            (["term", "delete", "6", "--yes"], 0),
            (["terminology", "delete", "Kemia", "--yes"], 0),
            (["terminology", "list", "--json"], 0),
            // What goes wrong, one line each, with its exit code.
            (["term", "show", "99"], 65),
            (["category", "list", "--terminology", "Fysiikka"], 65),
            (["category", "delete", "Soluhengitys"], 65),
            (["term", "delete", "1"], 64),
            (["say", "Sanasto'ya terim ekle"], 64),
            (["quick-action", "fi.sanasto.study"], 64),
            (["quick-action", "fi.sanasto.delete"], 64),
            (["focus", "MAT-2"], 65),
            (["--lang", "xx", "category", "list"], 64),
            (["study"], 64),
        ]
        for (arguments, expected) in session {
            let output = try tool.run(arguments)
            #expect(output.exitCode == expected, "sanasto \(arguments.joined(separator: " ")): \(output)")
        }
        try Snapshot.expect(tool.log, matches: Self.snapshots.appendingPathComponent("session.\(language.code).txt"))
    }

    /// The seed's plural lines, with numbers grouped for each language, from a category of 1,000 terms.
    @Test(arguments: [("en", "Category has 1,000 terms"), ("fi", "Kategoriassa on 1\u{A0}000 termiä"), ("tr", "Kategoride 1.000 terim var")])
    func aLargeCategoryGroupsItsCount(code: String, line: String) throws {
        let tool = try SanastoTool()
        try tool.run(["terminology", "create", "Sanat", "--languages", "fi,en"])
        try tool.run(["category", "add", "Kaikki"])
        try LibraryBuilder.addConcepts(1_000, to: tool.library, category: "Kaikki")
        let output = try tool.run(["--lang", code, "category", "list"])
        #expect(output.standardOutput.contains("Kaikki · \(line)\n"), "\(output)")
    }

    @Test func readingALibraryThatDoesNotExistCreatesNothing() throws {
        let tool = try SanastoTool()
        let output = try tool.run(["category", "list"])
        #expect(output.exitCode == 0)
        #expect(output.standardError == "No terminologies yet: sanasto demo adds an example.\n")
        #expect(!FileManager.default.fileExists(atPath: tool.library.path))
        #expect(try tool.run(["term", "list", "--json"]).standardOutput == "[]\n")
        #expect(!FileManager.default.fileExists(atPath: tool.library.path))
    }

    @Test func theLibraryComesFromTheOptionElseTheEnvironment() throws {
        let tool = try SanastoTool()
        tool.environment["SANASTO_LIBRARY"] = tool.folder.appending("from-environment.sqlite").path
        #expect(try tool.run(["terminology", "create", "A", "--languages", "fi"], library: false).exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: tool.folder.appending("from-environment.sqlite").path))
        tool.environment["SANASTO_LIBRARY"] = nil
        #expect(try tool.run(["terminology", "create", "B", "--languages", "fi"], library: false).exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: tool.folder.appending("data/sanasto/library.sqlite").path))
    }

    static let snapshots = TestPaths.packageRoot.appendingPathComponent("Tests/SanastoToolTests/Snapshots")
}
#endif
