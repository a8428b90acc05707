import Foundation
import StringResources
import Testing
import _SanastoTestSupport
@testable import XCStringsKit

@Suite struct CatalogConversionJobTests {
    static let tables: [String: String] = [
        "en.lproj/Localizable.strings": "/* Greeting */\n\"hello\" = \"Hello\";\n",
        "fi.lproj/Localizable.strings": "\"hello\" = \"Hei\";\n",
        "en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Sanasto\";\n",
    ]

    @Test func migratesEveryTableIntoAFolderThenCompilesOneBack() throws {
        let folder = try TemporaryFolder(Self.tables)
        let output = folder.appending("Catalogs").path
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let job = try CatalogMigrationJob(folder: folder.url.path, output: output)
        #expect(job.paths == [output + "/InfoPlist.xcstrings", output + "/Localizable.xcstrings"])
        #expect(try job.write() == [
            output + "/InfoPlist.xcstrings: 1 key in 1 language",
            output + "/Localizable.xcstrings: 1 key in 2 languages",
        ])
        let catalog = try StringCatalog(contentsOf: URL(fileURLWithPath: output + "/Localizable.xcstrings"))
        #expect(catalog.strings["hello"]?.comment == "Greeting")

        let build = folder.appending("Build").path
        let compile = try CatalogCompilationJob(catalog: output + "/Localizable.xcstrings", outputDirectory: build)
        #expect(compile.tableName == "Localizable")
        #expect(try compile.write() == [build + "/en.lproj/Localizable.strings", build + "/fi.lproj/Localizable.strings"])
        #expect(try StringsTable(parsing: Data(contentsOf: URL(fileURLWithPath: build + "/fi.lproj/Localizable.strings"))).entries.map(\.value) == ["Hei"])
    }

    @Test(arguments: [
        // (table, output, kind, message)
        (nil, "One.xcstrings", XCStringsError.Kind.invalidRequest, "has 2 tables (InfoPlist, Localizable); pass --table <name>, or an output folder"),
        ("Nope", "One.xcstrings", .inputNotFound, "no table 'Nope' in"),
        (nil, "Strings.json", .invalidRequest, "--output Strings.json is neither a .xcstrings file nor an existing folder"),
        (nil, "", .invalidRequest, "--output needs a path"),
    ] as [(String?, String, XCStringsError.Kind, String)])
    func migrationRefusesWhatItCannotDo(_ table: String?, _ output: String, _ kind: XCStringsError.Kind, _ message: String) throws {
        let folder = try TemporaryFolder(Self.tables)
        let error = #expect(throws: XCStringsError.self) { try CatalogMigrationJob(folder: folder.url.path, table: table, output: output) }
        #expect(error?.kind == kind)
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test func aTableThatDoesNotParseStopsEverything() throws {
        let folder = try TemporaryFolder(["en.lproj/Localizable.strings": "\"a\" = \"b\";", "fi.lproj/Localizable.strings": "<?xml version=\"1.0\"?>\n<plist><dict>"])
        let error = #expect(throws: XCStringsError.self) { try CatalogMigrationJob(folder: folder.url.path, output: folder.appending("L.xcstrings").path) }
        #expect(error?.kind == .malformedInput)
        #expect(error?.errors.first?.kind == .malformedPropertyList)
        #expect(!FileManager.default.fileExists(atPath: folder.appending("L.xcstrings").path))
    }

    @Test func anEntryThatDoesNotParseIsLeftOutWithAWarningAndTheRestMigrates() throws {
        let folder = try TemporaryFolder(["en.lproj/Localizable.strings": "\"a\" = \"b\"\n\"c\" = \"d\";"])
        let job = try CatalogMigrationJob(folder: folder.url.path, output: folder.appending("L.xcstrings").path)
        #expect(Array(job.migrations[0].catalog.strings.keys) == ["c"])
        #expect(job.notes.map(\.severity) == [.warning])
        #expect(job.notes.first?.position == SourcePosition(line: 1, column: 10))
    }

    @Test(arguments: [
        // (tables, --development-language, the source language chosen, or the error's fragment)
        (["en-US", "fi"], nil, "en-US"), (["en-GB", "en-US", "fi"], nil, "en-US"), (["Base", "fi"], nil, "en"),
        (["de", "fi"], nil, "error: cannot tell the development language"),
        (["en-GB", "en-AU"], nil, "error: cannot tell the development language"),
        (["en-US", "fi"], "en", "error: the Localizable table has no en.lproj"),
        (["de", "fi"], "fi", "fi"),
    ] as [([String], String?, String)])
    func migrationTakesTheDevelopmentLanguageItCanTellOrStops(_ languages: [String], _ given: String?, _ expected: String) throws {
        var files: [String: String] = [:]
        for language in languages { files["\(language).lproj/Localizable.strings"] = "\"k\" = \"\(language)\";\n" }
        let folder = try TemporaryFolder(files)
        let output = folder.appending("L.xcstrings").path
        if expected.hasPrefix("error: ") {
            let error = #expect(throws: XCStringsError.self) { try CatalogMigrationJob(folder: folder.url.path, developmentLanguage: given, output: output) }
            #expect(error?.kind == .invalidRequest)
            #expect(error?.message.contains(expected.dropFirst(7)) == true, "\(String(describing: error))")
            #expect(error?.message.contains("--development-language") == true)
        } else {
            let job = try CatalogMigrationJob(folder: folder.url.path, developmentLanguage: given, output: output)
            let catalog = job.migrations[0].catalog
            #expect(catalog.sourceLanguage == expected)
            // The source language has the strings: never a catalog whose source language is empty.
            #expect(catalog.strings["k"]?.localizations[expected] != nil)
        }
    }

    @Test func compilationReportsEveryMalformedKeyAndWritesNothing() throws {
        let folder = try TemporaryFolder(["Bad.xcstrings": #"{"sourceLanguage" : "en", "strings" : {"a" : [], "b" : {}, "c" : {"comment" : 1}}, "version" : "1.0"}"#])
        let error = #expect(throws: XCStringsError.self) {
            try CatalogCompilationJob(catalog: folder.appending("Bad.xcstrings").path, outputDirectory: folder.appending("out").path)
        }
        #expect(error?.kind == .malformedInput)
        #expect(error?.errors.map(\.keyPath) == [["strings", "a"], ["strings", "c", "comment"]])
        #expect(!FileManager.default.fileExists(atPath: folder.appending("out").path))
    }

    @Test func compilationRefusesAFolderAFileOfAnotherKindAndAMalformedCatalog() throws {
        let folder = try TemporaryFolder(["a.strings": "", "Bad.xcstrings": "{"])
        let notCatalog = #expect(throws: XCStringsError.self) {
            try CatalogCompilationJob(catalog: folder.appending("a.strings").path, outputDirectory: folder.url.path)
        }
        #expect(notCatalog?.kind == .invalidRequest)
        let isFolder = #expect(throws: XCStringsError.self) { try CatalogCompilationJob(catalog: folder.url.path, outputDirectory: "out") }
        #expect(isFolder?.kind == .invalidRequest)
        let malformed = #expect(throws: XCStringsError.self) {
            try CatalogCompilationJob(catalog: folder.appending("Bad.xcstrings").path, outputDirectory: folder.appending("out").path)
        }
        #expect(malformed?.kind == .malformedInput)
        #expect(malformed?.errors.first?.kind == .malformedJSON)
        let missing = #expect(throws: XCStringsError.self) { try CatalogCompilationJob(catalog: folder.appending("None.xcstrings").path, outputDirectory: "out") }
        #expect(missing?.kind == .inputNotFound)
    }
}
