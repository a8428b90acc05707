import Foundation
import StringResources
import Testing
@testable import Localization
@testable import XCStringsKit
import _SanastoTestSupport

/// Previewing keys of the example catalog and of small folders written for each test.
@Suite struct KeyPreviewRendererTests {
    static let example = TestPaths.packageRoot.appendingPathComponent("Examples/Terminology").path

    /// (locale, label, string) of every row.
    static func rows(_ preview: KeyPreview) -> [String] {
        preview.locales.flatMap { locale in locale.rows.map { "\(locale.locale) \($0.label) → \($0.string)" } }
    }

    @Test func exampleSamples() throws {
        let renderer = try KeyPreviewRenderer(path: Self.example)
        let preview = try renderer.preview("term(s) in category")
        #expect(Self.rows(preview) == [
            "en 0 → No terms in this category",
            "en 1 → Category has 1 term",
            "en 1000 → Category has 1,000 terms",
            "fi 0 → Ei termejä tässä kategoriassa",
            "fi 1 → Kategoriassa on yksi termi",
            "fi 1000 → Kategoriassa on 1\u{A0}000 termiä",
            "tr 0 → Bu kategoride terim yok",
            "tr 1 → Kategoride 1 terim var",
            "tr 1000 → Kategoride 1.000 terim var",
        ])
        #expect(preview.issues.isEmpty)
        #expect(preview.locales.map(\.language) == ["en", "fi", "tr"])
    }

    @Test(arguments: [
        (["0", "1", "40"], ["fi 0 → Ei termejä tässä kategoriassa", "fi 1 → Kategoriassa on yksi termi", "fi 40 → Kategoriassa on 40 termiä"]),
        (["2", "2"], ["fi 2 → Kategoriassa on 2 termiä"]),
    ])
    func singleArgumentValues(_ values: [String], _ expected: [String]) throws {
        let renderer = try KeyPreviewRenderer(path: Self.example)
        let preview = try renderer.preview("term(s) in category", locales: ["fi"], values: values)
        #expect(Self.rows(preview) == expected)
        #expect(preview.locales.first?.rows.first?.arguments == [.int(Int64(values[0]) ?? -1)])
    }

    @Test func severalArgumentsPerValue() throws {
        let renderer = try KeyPreviewRenderer(path: Self.example + "/Localizable.xcstrings")
        let preview = try renderer.preview("course.summary", locales: ["en", "fi"], values: ["Biology,1,40"])
        #expect(Self.rows(preview) == [
            "en Biology,1,40 → Biology: 1 category, 40 terms",
            "fi Biology,1,40 → Biology: 1 kategoria, 40 termiä",
        ])
        #expect(preview.locales[0].rows[0].arguments == [.string("Biology"), .int(1), .int(40)])
    }

    @Test func aTranslationThatAloneVariesByPluralShowsEachCategory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func unit(_ value: String) -> String { "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } }" }
        let ru = [("one", "%lld файл"), ("few", "%lld файла"), ("many", "%lld файлов"), ("other", "%lld файла")]
            .map { "\"\($0.0)\" : \(unit($0.1))" }.joined(separator: ", ")
        let catalog = """
            { "sourceLanguage" : "en", "strings" : { "%lld files" : { "localizations" : {
              "en" : \(unit("%lld files")),
              "ru" : { "variations" : { "plural" : { \(ru) } } } } } }, "version" : "1.0" }
            """
        let path = folder.appendingPathComponent("Localizable.xcstrings").path
        try Data(catalog.utf8).write(to: URL(fileURLWithPath: path))
        let preview = try KeyPreviewRenderer(path: path).preview("%lld files")
        // English does not vary and shows one held number; Russian shows one row per category it uses.
        #expect(Self.rows(preview) == [
            "en  → 2 files",
            "ru 1 → 1 файл",
            "ru 2 → 2 файла",
            "ru 1000 → 1\u{A0}000 файлов",
        ])
    }

    @Test(arguments: [
        ("a,b", ["a", "b"]), ("a\\,b,c", ["a,b", "c"]), (",", ["", ""]), ("a\\b", ["a\\b"]), ("a\\", ["a\\"]),
    ])
    func splitAtCommas(_ value: String, _ expected: [String]) {
        #expect(KeyPreviewRenderer.splitAtCommas(value) == expected)
    }

    @Test func escapedCommaStaysInItsArgument() throws {
        let renderer = try KeyPreviewRenderer(path: Self.example)
        let preview = try renderer.preview("course.summary", locales: ["en"], values: ["Smith\\, Anna,1,2"])
        #expect(Self.rows(preview) == ["en Smith\\, Anna,1,2 → Smith, Anna: 1 category, 2 terms"])
    }

    @Test func severalPluralArgumentsVaryTheFirst() throws {
        let renderer = try KeyPreviewRenderer(path: Self.example)
        let preview = try renderer.preview("course.summary", locales: ["en"])
        #expect(Self.rows(preview) == [
            "en 1 → %1$@: 1 category, 2 terms",
            "en 1000 → %1$@: 1,000 categories, 2 terms",
        ])
    }

    @Test func keyWithoutArgumentsShowsItsValueOnce() throws {
        let renderer = try KeyPreviewRenderer(path: Self.example)
        let preview = try renderer.preview("Add Term")
        #expect(Self.rows(preview) == ["en  → Add Term", "fi  → Lisää termi", "tr  → Terim Ekle"])
    }

    @Test(arguments: [(DeviceClass.other, "Tap a term to see its definition"), (.mac, "Click a term to see its definition")])
    func deviceVariations(_ device: DeviceClass, _ expected: String) throws {
        let renderer = try KeyPreviewRenderer(path: Self.example, device: device)
        #expect(try renderer.preview("Tap a term to see its definition", locales: ["en"]).locales[0].rows[0].string == expected)
    }

    @Test func localesPutTheSourceLanguageFirst() throws {
        let folder = try TemporaryFolder([
            "Localizable.xcstrings": catalogJSON(sourceLanguage: "fi", key: "Hei", [
                ("en", "translated", "Hello"), ("fi", "translated", "Hei"), ("de", "translated", "Hallo"),
            ]),
        ])
        let renderer = try KeyPreviewRenderer(path: folder.url.path)
        #expect(renderer.locales == ["fi", "de", "en"])
        #expect(renderer.sourceLanguage == "fi")
    }

    @Test func lprojFolderUsesTheDevelopmentLanguage() throws {
        let folder = try TemporaryFolder([
            "en.lproj/Localizable.strings": #""greeting" = "Hello, %@!"; "count" = "%d of %d";"#,
            "fi.lproj/Localizable.strings": #""greeting" = "Hei, %@!";"#,
            "ru.lproj/Localizable.strings": #""greeting" = "Привет, %d!";"#,
        ])
        let renderer = try KeyPreviewRenderer(path: folder.url.path, developmentLanguage: "fi")
        #expect(renderer.locales == ["fi", "en", "ru"])
        // The source's %@ takes a string, even for the translation that wrongly reads %d.
        let preview = try renderer.preview("greeting", values: ["Anna"])
        #expect(preview.locales.map { $0.rows[0].string } == ["Hei, Anna!", "Hello, Anna!", "Привет, %d!"])
        #expect(preview.locales[2].issues.count == 1)
        #expect(preview.locales[0].issues.isEmpty && preview.locales[1].issues.isEmpty)
        // An English-only key: Russian users fall back to the development language, which lacks it when it is fi.
        let missing = try renderer.preview("count", locales: ["ru"])
        #expect(missing.locales[0].language == nil)
        #expect(missing.locales[0].rows[0].string == "count")
        #expect(missing.locales[0].issues.map(\.kind) == [.missingKey])
        let english = try KeyPreviewRenderer(path: folder.url.path)
        #expect(english.locales == ["en", "fi", "ru"])
        let count = try english.preview("count", locales: ["ru"])
        #expect(count.locales[0].language == "en")
        #expect(count.locales[0].rows[0].string == "2 of 2")
        #expect(count.locales[0].issues.map(\.kind) == [.missingLocalization(language: "ru")])
    }

    @Test func localeOutsideTheTableFallsBackAndSaysSo() throws {
        let renderer = try KeyPreviewRenderer(path: Self.example)
        let preview = try renderer.preview("Study", locales: ["de", "fi-FI", "fi-FI"])
        #expect(Self.rows(preview) == ["de  → Study", "fi-FI  → Opiskele"])
        #expect(preview.locales[0].issues.map(\.kind) == [.missingLocalization(language: "de")])
        #expect(preview.locales[0].issues.first?.language == "en")
        #expect(preview.locales[1].issues.isEmpty)
    }

    @Test func missingKeySuggestsTheClosest() throws {
        let renderer = try KeyPreviewRenderer(path: Self.example)
        #expect(throws: KeyPreviewError.keyNotFound(
            key: "term in category", file: Self.example + "/Localizable.xcstrings", suggestions: ["term(s) in category"])
        ) { try renderer.preview("term in category") }
        #expect(renderer.closestKeys(to: "study") == ["Study"])
        #expect(renderer.closestKeys(to: "Add Trem") == ["Add Term"])
        #expect(renderer.closestKeys(to: "completely unrelated words").isEmpty)
    }

    @Test(arguments: [
        ("course.summary", ["1,2"], "'course.summary' takes 3 arguments (%1$@, %2$#@categories@, %3$#@terms@), each value listing them separated by commas; '1,2' has 2"),
        ("course.summary", ["A,b,3"], "argument 2 'b' is not a signed integer for '%2$#@categories@'"),
        ("term(s) in category", ["many"], "argument 1 'many' is not a signed integer for '%lld'"),
        ("Study", ["3"], "'Study' takes no arguments; leave out --args"),
    ])
    func badArguments(_ key: String, _ values: [String], _ message: String) throws {
        let renderer = try KeyPreviewRenderer(path: Self.example)
        #expect(throws: KeyPreviewError.badArgument(message)) { try renderer.preview(key, values: values) }
    }

    @Test func inputErrors() throws {
        #expect(throws: KeyPreviewError.inputNotFound(path: "/no/such/folder")) { try KeyPreviewRenderer(path: "/no/such/folder") }
        let folder = try TemporaryFolder([
            "Other.xcstrings": catalogJSON(key: "a", [("en", "translated", "A")]),
            "notes.txt": "not a table",
            "loose.strings": #""a" = "A";"#,
            "Broken.xcstrings": #"{"sourceLanguage": "en", "strings": {"#,
        ])
        #expect(throws: KeyPreviewError.tableNotFound(table: "Localizable", folder: folder.url.path, available: ["Broken", "Other"])) {
            try KeyPreviewRenderer(path: folder.url.path)
        }
        #expect(throws: KeyPreviewError.self) { try KeyPreviewRenderer(path: folder.url.appendingPathComponent("notes.txt").path) }
        #expect(throws: KeyPreviewError.self) { try KeyPreviewRenderer(path: folder.url.appendingPathComponent("loose.strings").path) }
        #expect(throws: KeyPreviewError.self) {
            try KeyPreviewRenderer(path: folder.url.appendingPathComponent("Other.xcstrings").path, table: "Localizable")
        }
        do throws(KeyPreviewError) {
            _ = try KeyPreviewRenderer(path: folder.url.path, table: "Broken")
            Issue.record("a malformed catalog was read")
        } catch {
            guard case .malformedInput(let errors) = error else { Issue.record("\(error)"); return }
            #expect(errors.count == 1)
            #expect(errors.first?.file == folder.url.path + "/Broken.xcstrings")
            #expect(errors.first?.position != nil)
        }
    }

    @Test func stringsFileInAnLproj() throws {
        let folder = try TemporaryFolder([
            "fi.lproj/Main.strings": #""title" = "Otsikko";"#,
            "en.lproj/Main.strings": #""title" = "Title";"#,
        ])
        let renderer = try KeyPreviewRenderer(path: folder.url.appendingPathComponent("fi.lproj/Main.strings").path)
        #expect(renderer.table == "Main")
        #expect(Self.rows(try renderer.preview("title")) == ["en  → Title", "fi  → Otsikko"])
    }

    @Test(arguments: [("kitten", "sitting", 3), ("", "abc", 3), ("same", "same", 0), ("flaw", "lawn", 2)])
    func editDistance(_ a: String, _ b: String, _ expected: Int) {
        #expect(KeyPreviewRenderer.editDistance(Array(a), Array(b), limit: 10) == expected)
        #expect(KeyPreviewRenderer.editDistance(Array(a), Array(b), limit: 1) == min(expected, 2))
    }
}
