import Foundation
import Testing
import TerminologyKit

@Suite("AppLanguage") struct AppLanguageTests {
    @Test(arguments: [
        ([String: String](), nil as String?, "en"),
        (["LANG": "fi_FI.UTF-8"], nil, "fi"),
        (["LANGUAGE": "tr:en", "LANG": "fi_FI.UTF-8"], nil, "tr"),
        (["LC_ALL": "C"], nil, "en"),
        (["LANG": "de_DE.UTF-8"], nil, "en"),
        (["LANG": "de_DE.UTF-8", "LANGUAGE": "de:fi"], nil, "fi"),
        (["LANG": "fi_FI.UTF-8"], "tr", "tr"),
        ([:], "fi-FI", "fi"),
        ([:], "tr_TR.UTF-8", "tr"),
        ([:], "EN", "en"),
    ])
    func theLanguageComesFromTheOptionElseTheEnvironment(environment: [String: String], explicit: String?, expected: String) throws {
        #expect(try AppLanguage.resolve(explicit: explicit, environment: environment).identifier == expected)
    }

    @Test func aValidLanguageWithoutATranslationFallsBackToEnglishAndSaysSo() throws {
        let language = try AppLanguage.named("de")
        #expect(language.identifier == "en")
        #expect(language.unmatchedRequest == "de")
        #expect(try AppLanguage.named("fi").unmatchedRequest == nil)
    }

    @Test(arguments: [("xx", 1), ("fi--FI", 4), ("fi-FI-x", 7), ("", 1), ("tr_", 3)])
    func anUnknownLanguageIsAUsageErrorWithItsColumn(text: String, column: Int) {
        let error = #expect(throws: AppError.self) { try AppLanguage.named(text) }
        #expect(error?.kind == .usage)
        #expect(error?.message.contains("(column \(column))") == true, "\(error?.message ?? "")")
    }

    @Test func theMessageIsInTheEnvironmentsLanguage() {
        let error = #expect(throws: AppError.self) { try AppLanguage.resolve(explicit: "xx", environment: ["LANG": "fi_FI.UTF-8"]) }
        #expect(error?.message == "Tuntematon kieli “xx” (sarake 1): anna kielikoodi, kuten en, fi tai tr.")
    }

    @Test(arguments: [
        (AppLanguage.english, 1_234_567, "1,234,567"),
        (AppLanguage.finnish, 1_000, "1\u{A0}000"),
        (AppLanguage.turkish, 1_000, "1.000"),
        (AppLanguage.finnish, 40, "40"),
    ])
    func numbersAreGroupedForTheLanguage(language: AppLanguage, value: Int, expected: String) {
        #expect(language.number(value) == expected)
    }
}
