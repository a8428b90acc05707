import Foundation
import StringResources
import Testing
import XCStringsKit
import _SanastoTestSupport

/// The examples of XCStringsKit's "Getting started" article, as written, with what their comments say asserted.
///
/// The examples name a project's files relative to the current folder; the tests write a small project (the
/// catalog of StringResources' article, a Finnish `.strings` table and a Swift source) into a temporary folder and run
/// them there. The preview reads the package's own `Examples/Terminology`, from the package root.
@Suite struct XCStringsKitGettingStartedTests {
    static let contentView = """
        import Foundation

        func subtitle(who: String) -> String {
            String(localized: "Shared by \\(who)")
        }
        """

    /// `Sources/App`: three catalogs, whose findings are the one error and two warnings of StringResources' article's
    /// catalog; and a Swift source.
    static func project() throws -> TemporaryFolder {
        let clean = try StringCatalog(text: """
            { "sourceLanguage" : "en", "strings" : { "Welcome" : { "localizations" : {
              "fi" : { "stringUnit" : { "state" : "translated", "value" : "Tervetuloa" } },
              "tr" : { "stringUnit" : { "state" : "translated", "value" : "Hoş geldiniz" } } } } }, "version" : "1.0" }
            """).encodedText()
        return try TemporaryFolder([
            "Sources/App/Resources/Localizable.xcstrings": StringResourcesGettingStartedTests.appCatalog(reviewing: true),
            "Sources/App/Resources/InfoPlist.xcstrings": clean,
            "Sources/App/Resources/Onboarding.xcstrings": clean,
            "Sources/App/ContentView.swift": contentView,
        ])
    }

    @Test func lintAndBaseline() throws {
        let folder = try Self.project()
        let (text, summary, newFindings) = try WorkingDirectory.run(in: folder.url) {
            let linter = Linter(locales: ["fi", "tr"])                     // every key must be in Finnish and Turkish
            let report = try linter.lint(["Sources/App/Resources"])         // files, folders or globs
            print(report.text())                                           // file:line:column: severity: message [rule]

            switch Linter.status(of: report, strict: true) {
            case .passed: break
            case .failed: print(report.summary)                            // "1 error, 2 warnings and 0 notes in 3 files"
            case .unparsed: print("a file could not be read as its format")
            }

            #expect(Linter.status(of: report, strict: true) == .failed)

            try ValidationBaseline(report: report).write(to: URL(fileURLWithPath: "lint-baseline.json"))

            let baseline = try Linter.readBaseline(at: "lint-baseline.json")
            let newFindings = try linter.lint(["Sources/App/Resources"]).excluding(baseline)

            return (report.text(), report.summary, newFindings)
        }
        #expect(summary == "1 error, 2 warnings and 0 notes in 3 files", "\(text)")
        let first = try #require(text.split(separator: "\n").first)
        // file:line:column: severity: message [rule]
        #expect(first.wholeMatch(of: /Sources\/App\/Resources\/Localizable\.xcstrings:\d+:\d+: (error|warning): .+ \[[a-z-]+\]/) != nil, "\(first)")
        #expect(newFindings.findings.isEmpty)
        #expect(Linter.status(of: newFindings, strict: true) == .passed)
    }

    @Test func keepCatalogsInXcodesLayout() throws {
        let folder = try Self.project()
        // The same catalog with Python's JSON layout (": " and no space before the colon).
        try folder.write(Data(#"{"sourceLanguage": "en", "strings": {}, "version": "1.0"}"#.utf8), to: "Sources/App/Resources/Other.xcstrings")
        let outcomes = try WorkingDirectory.run(in: folder.url) {
            let formatter = CatalogFormatter(checkOnly: true)
            for file in try CatalogFormatter.catalogs(["Sources/App/Resources"]) {
                if case .changed(let position) = try formatter.format(file).outcome {
                    print("\(file):\(position.line):\(position.column): not in Xcode's layout")
                }
            }

            return try CatalogFormatter.catalogs(["Sources/App/Resources"]).map { ($0, try formatter.format($0).outcome) }
        }
        #expect(outcomes.map(\.0) == [
            "Sources/App/Resources/InfoPlist.xcstrings", "Sources/App/Resources/Localizable.xcstrings",
            "Sources/App/Resources/Onboarding.xcstrings", "Sources/App/Resources/Other.xcstrings",
        ])
        #expect(outcomes.map(\.1) == [.unchanged, .unchanged, .unchanged, .changed(firstDifference: SourcePosition(line: 1, column: 2))])
        // Only checked: nothing was written.
        #expect(try String(contentsOf: folder.appending("Sources/App/Resources/Other.xcstrings"), encoding: .utf8).hasPrefix(#"{"sourceLanguage""#))
    }

    @Test func previewAKey() throws {
        let text = try WorkingDirectory.run(in: TestPaths.packageRoot) {
            let renderer = try KeyPreviewRenderer(path: "Examples/Terminology")
            let preview = try renderer.preview("term(s) in category", values: ["0", "1", "1000"])
            print(preview.text())
            // en  0 → No terms in this category · 1 → Category has 1 term · 1000 → Category has 1,000 terms
            // fi  0 → Ei termejä tässä kategoriassa · 1 → Kategoriassa on yksi termi · 1000 → Kategoriassa on 1 000 termiä
            // tr  0 → Bu kategoride terim yok · 1 → Kategoride 1 terim var · 1000 → Kategoride 1.000 terim var
            return preview.text()
        }
        #expect(text == """
            en  0 → No terms in this category · 1 → Category has 1 term · 1000 → Category has 1,000 terms
            fi  0 → Ei termejä tässä kategoriassa · 1 → Kategoriassa on yksi termi · 1000 → Kategoriassa on 1\u{A0}000 termiä
            tr  0 → Bu kategoride terim yok · 1 → Kategoride 1 terim var · 1000 → Kategoride 1.000 terim var

            """)
    }

    @Test func aMissingKeyIsSuggested() throws {
        let renderer = try KeyPreviewRenderer(path: TestPaths.packageRoot.appendingPathComponent("Examples/Terminology").path)
        let error = #expect(throws: KeyPreviewError.self) { try renderer.preview("term(s) in categroy") }
        guard case .keyNotFound(let key, _, let suggestions) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(key == "term(s) in categroy")
        #expect(suggestions.first == "term(s) in category")
    }

    @Test func extractStrings() throws {
        let folder = try Self.project()
        let (found, changes) = try WorkingDirectory.run(in: folder.url) {
            let extraction = StringExtractor.extract(files: ["Sources/App/ContentView.swift"])
            for string in extraction.strings {
                print(string.file, string.position.line, string.key)   // "Shared by %@" for String(localized: "Shared by \(who)")
            }

            var catalog = try StringCatalog(contentsOf: URL(fileURLWithPath: "Sources/App/Resources/Localizable.xcstrings"))
            let (changes, _) = CatalogExtractionUpdate.apply(extraction.strings, to: &catalog)
            changes.forEach { print($0) }                            // what the update added or changed
            return (extraction.strings.map { "\($0.file) \($0.position.line) \($0.key)" }, changes.map(\.description))
        }
        #expect(found == ["Sources/App/ContentView.swift 4 Shared by %@"])
        #expect(changes.contains(#"added "Shared by %@""#), "\(changes)")
    }
}
