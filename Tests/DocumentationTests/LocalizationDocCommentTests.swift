#if !canImport(Darwin)
import Foundation
import HTTPServer
import Localization
import Testing

/// The `///` examples of Localization's main types, as written. `LocalizedStringResource`'s resolves through `.main`:
/// its code runs in `Examples/LocalizationDocumentationExamples/main.swift` (`localizedStringResource()`), and the
/// test runs it as a Finnish user. The others read this target's `Bundle.module` catalog, and take a server's request
/// from HTTPServer.
@Suite struct LocalizationDocCommentTests {
    @Test func localizedStringResource() throws {
        let output = try LocalizationExamples.runAsFinnishUser("localized-string-resource")
        #expect(output.exitCode == 0, "\(output)")
        #expect(output.standardOutput == "Shared by %@\nJakanut Anna\n")
    }

    @Test func localizationValue() {
        let name = "Anna"
        let value: String.LocalizationValue = "Shared by \(name)"   // key "Shared by %@", argument name
        #expect(value.key == "Shared by %@")
        #expect(value.arguments == [.string("Anna")])
    }

    @Test func localizerForAnAcceptLanguageHeader() {
        let localizer = Localizer(bundle: .module, preferredLanguages: ["en"])
        let request = Request(head: HTTPRequest(method: .get, path: "/", headerFields: [.acceptLanguage: "tr-TR, fi;q=0.8"]))

        let language = localizer.language(forAcceptLanguage: request.headers[.acceptLanguage])
        let title = localizer.string("term(s) in category", 40, language: language)

        #expect(language == "tr")
        #expect(title == "Kategoride 40 terim var")
    }

    @Test func languagePreferencesFromAcceptLanguage() {
        LanguagePreferences.fromAcceptLanguage("fi-FI, tr;q=0.8, en;q=0.9, *;q=0.1")  // ["fi-FI", "en", "tr"]

        #expect(LanguagePreferences.fromAcceptLanguage("fi-FI, tr;q=0.8, en;q=0.9, *;q=0.1") == ["fi-FI", "en", "tr"])
    }

    @Test func localizedFormat() {
        let localizer = Localizer(bundle: .module, preferredLanguages: ["fi"])

        let format = localizer.localizedFormat("term(s) in category")
        let text = String(localizedFormat: format, 40)   // "Kategoriassa on 40 termiä"

        #expect(text == "Kategoriassa on 40 termiä")
    }
}
#endif
