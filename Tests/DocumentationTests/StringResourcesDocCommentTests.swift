import Foundation
import StringResources
import Testing
import _SanastoTestSupport

/// A check of a project's own, as `Validation`'s example adds one: every key of a catalog is in sentence case.
struct MyPhraseCheck: ValidationCatalogCheck {
    static let rule = ValidationRule(id: "sentence-case", defaultSeverity: .warning, summary: "A key does not start with a capital letter.")
    var rules: [ValidationRule] { [Self.rule] }

    func check(_ context: inout ValidationCatalogContext) {
        for (key, _) in context.catalog.strings where key.first?.isLowercase == true {
            context.report(.warning, Self.rule.id, at: nil, key: key, locale: nil, keyPath: ["strings", key], "\"\(key)\" does not start with a capital letter")
        }
    }
}

/// The `///` example of `Validation`, as written, run in a temporary folder holding its `Resources`.
@Suite struct StringResourcesDocCommentTests {
    @Test func validation() throws {
        let folder = try TemporaryFolder([
            "Resources/Localizable.xcstrings": #"""
                { "sourceLanguage" : "en", "strings" : {
                  "Settings" : { "localizations" : {
                    "fi" : { "stringUnit" : { "state" : "translated", "value" : "Asetukset" } },
                    "tr" : { "stringUnit" : { "state" : "translated", "value" : "Ayarlar" } } } },
                  "settings" : { "localizations" : {
                    "fi" : { "stringUnit" : { "state" : "translated", "value" : "asetukset" } },
                    "tr" : { "stringUnit" : { "state" : "translated", "value" : "ayarlar" } } } }
                }, "version" : "1.0" }
                """#,
        ])
        let report = try WorkingDirectory.run(in: folder.url) {
            var validation = Validation(options: ValidationOptions(locales: ["fi", "tr"]))
            validation.catalogChecks.append(MyPhraseCheck())
            let report = validation.validate(files: ["Resources/Localizable.xcstrings"])
            return report
        }
        #expect(report.findings.map(\.rule) == ["sentence-case"], "\(report.text())")
        #expect(report.findings.map(\.key) == ["settings"])
    }
}
