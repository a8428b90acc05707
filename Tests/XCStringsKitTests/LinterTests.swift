import Foundation
import StringResources
import Testing
import _SanastoTestSupport
@testable import XCStringsKit

@Suite struct LinterTests {
    static let lintFixtures = TestPaths.fixtures(of: "XCStringsToolTests").appendingPathComponent("lint")
    static let warnings = lintFixtures.appendingPathComponent("Warnings.xcstrings").path

    @Test func lintsWhatTheInputsName() throws {
        let report = try Linter().lint([Self.warnings])
        #expect(report.fileCount == 1)
        #expect(report.findings.map(\.rule) == [.stateNeedsReview])
        #expect(Linter.status(of: report, strict: false) == .passed)
        #expect(Linter.status(of: report, strict: true) == .failed)
    }

    @Test func requiredLocalesAddFindings() throws {
        let report = try Linter(locales: ["fi", "de"]).lint([Self.warnings])
        #expect(report.findings.contains { $0.rule == .missingTranslation && $0.locale == "de" })
        #expect(Linter.status(of: report, strict: false) == .failed)
    }

    @Test func aFileThatDoesNotParseIsAFindingAndTheStatusSaysSo() throws {
        let report = try Linter().lint([Self.lintFixtures.appendingPathComponent("Broken.xcstrings").path, Self.warnings])
        #expect(report.fileCount == 2)
        #expect(report.findings.contains { $0.rule == .parseError })
        #expect(Linter.status(of: report, strict: false) == .unparsed)
    }

    @Test func theAppShortcutsRulesAreChecked() {
        #expect(Linter().rules.map(\.id).contains("app-shortcuts-application-name"))
    }

    @Test(arguments: [
        (["de"], "no such file or folder: de; to require the locale de, write --locales de (one value per --locales, or a comma-separated list)"),
        (["pt-BR"], "no such file or folder: pt-BR; to require the locale pt-BR, write --locales pt-BR (one value per --locales, or a comma-separated list)"),
        (["Resourcez"], "no such file or folder: Resourcez"),
    ])
    func aMissingInputNamedLikeALocaleSaysHowToRequireIt(_ inputs: [String], _ message: String) {
        let error = #expect(throws: XCStringsError.self) { try Linter().lint(inputs) }
        #expect(error?.kind == .inputNotFound)
        #expect(error?.message == message)
    }

    /// Every finding's rule is one the linter lists (in its help and in SARIF's rule table); the fuzzer found
    /// `format-unsupported-specifier` reported but unlisted.
    @Test(arguments: [
        ["Localizable.xcstrings": #"{"sourceLanguage":"en","strings":{"Key":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Test %c"}},"fi":{"stringUnit":{"state":"translated","value":"Testi %c"}}}}},"version":"1.0"}"#],
        ["en.lproj/Localizable.strings": #""a %c" = "a %c";"#, "fi.lproj/Localizable.strings": #""a %c" = "b %c";"#],
    ])
    func everyFindingsRuleIsListed(_ files: [String: String]) throws {
        let folder = try TemporaryFolder(files)
        let linter = Linter()
        let report = try linter.lint([folder.url.path])
        let listed = Set(linter.rules.map(\.id))
        #expect(report.findings.contains { $0.rule == .formatUnsupportedSpecifier }, "\(report.findings)")
        for finding in report.findings { #expect(listed.contains(finding.rule), "\(finding.rule)") }
    }

    @Test func anEmptyFolderIsMissingInput() throws {
        let folder = try TemporaryFolder(["README.md": "nothing"])
        let error = #expect(throws: XCStringsError.self) { try Linter().lint([folder.url.path]) }
        #expect(error?.message == "no .xcstrings, .strings or .stringsdict files in \(folder.url.path)")
    }

    @Test func baselinesAreWrittenAndRead() throws {
        let folder = try TemporaryFolder()
        let report = try Linter(locales: ["fi", "de"]).lint([Self.warnings])
        let path = folder.appending("baseline.json").path
        try Linter.writeBaseline(report, to: path)
        let baseline = try Linter.readBaseline(at: path)
        #expect(baseline.entries.count == report.findings.count)
        #expect(report.excluding(baseline).findings.isEmpty)
        let missing = #expect(throws: XCStringsError.self) { try Linter.readBaseline(at: folder.appending("none.json").path) }
        #expect(missing?.kind == .inputNotFound)
        let malformed = #expect(throws: XCStringsError.self) { try Linter.readBaseline(at: Self.warnings) }
        #expect(malformed?.kind == .malformedInput)
        #expect(malformed?.errors.first?.kind == .schema)
        let unwritable = #expect(throws: XCStringsError.self) { try Linter.writeBaseline(report, to: "/nonexistent-\(UUID().uuidString)/b.json") }
        #expect(unwritable?.kind == .cannotWrite)
    }
}

@Suite struct CatalogFormatterTests {
    static let unformatted = LinterTests.lintFixtures.appendingPathComponent("Unformatted.xcstrings")

    @Test func checksWithoutWritingAndRewritesAtomically() throws {
        let folder = try TemporaryFolder()
        let file = folder.appending("Unformatted.xcstrings")
        try FileManager.default.copyItem(at: Self.unformatted, to: file)
        let original = try Data(contentsOf: file)
        let checked = try CatalogFormatter(checkOnly: true).format(file.path)
        guard case .changed(let position) = checked.outcome else { Issue.record("\(checked)"); return }
        #expect(position.line >= 1)
        #expect(try Data(contentsOf: file) == original)
        #expect(try CatalogFormatter().format(file.path).outcome == checked.outcome)
        #expect(try CatalogFormatter().format(file.path).outcome == .unchanged)
        #expect(try StringCatalog(contentsOf: file).encoded() == Array(try Data(contentsOf: file)))
    }

    @Test func aCatalogThatDoesNotParseIsLeftAlone() throws {
        let folder = try TemporaryFolder(["Broken.xcstrings": "{\"strings\": ["])
        let result = try CatalogFormatter().format(folder.appending("Broken.xcstrings").path)
        guard case .unparsed(let error) = result.outcome else { Issue.record("\(result)"); return }
        #expect(error.kind == .malformedJSON)
        #expect(error.file == folder.appending("Broken.xcstrings").path)
        #expect(try String(contentsOf: folder.appending("Broken.xcstrings"), encoding: .utf8) == "{\"strings\": [")
    }

    @Test func onlyCatalogsAreFormatted() throws {
        let folder = try TemporaryFolder(["a.strings": "", "Sub/B.xcstrings": "{}"])
        #expect(try CatalogFormatter.catalogs([folder.url.path]) == [folder.appending("Sub/B.xcstrings").path])
        let error = #expect(throws: XCStringsError.self) { try CatalogFormatter.catalogs([folder.appending("a.strings").path]) }
        #expect(error?.kind == .invalidRequest)
        let none = #expect(throws: XCStringsError.self) { try CatalogFormatter.catalogs([folder.appending("Sub").path + "/../a.strings/.."]) }
        #expect(none != nil)
    }
}
