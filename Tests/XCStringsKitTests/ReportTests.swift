import Foundation
import IntentKit
import PluralRules
import StringResources
import Testing
import _SanastoTestSupport
@testable import XCStringsKit

@Suite struct PluralReportTests {
    @Test func categoriesOfNumbersNegativeOnesIncluded() throws {
        let report = try PluralReport(locale: "ru", numbers: ["1", "-21", "5", "1.5", "1"])
        #expect(report.numbers.map(\.number) == ["1", "-21", "5", "1.5"])
        #expect(report.numbers.map(\.category) == [.one, .one, .many, .other])
        #expect(report.fallbackWarning == nil)
        let json = try JSONDocument(text: report.json).root
        #expect(json["numbers"]?["-21"]?.stringValue == "one")
        #expect(json.objectMembers?.map(\.key) == ["locale", "resolvedLocale", "type", "categories", "numbers"])
    }

    @Test func anUnknownLanguageFallsBackWithAWarning() throws {
        let report = try PluralReport(locale: "xx", numbers: [], type: .ordinal)
        #expect(report.fallbackWarning == "CLDR \(PluralRules.cldrVersion) has no ordinal plural rules for 'xx'; using root's (other only)")
    }

    @Test func badInputIsRefused() {
        #expect(#expect(throws: XCStringsError.self) { try PluralReport(locale: " ", numbers: []) }?.kind == .invalidRequest)
        let malformed = #expect(throws: XCStringsError.self) { try PluralReport(locale: "en", numbers: ["1.2.3"]) }
        #expect(malformed?.kind == .malformedInput)
        #expect(malformed?.message.hasPrefix("number '1.2.3': column ") == true)
    }
}

@Suite struct PrintfRenderingTests {
    @Test func rendersWithTheLocale() throws {
        let output = try PrintfRendering("%@ has %d items").render(["Kategoria", "1234567"], locale: "fi")
        #expect(output.result.string == "Kategoria has 1\u{A0}234\u{A0}567 items")
        #expect(output.warnings.isEmpty)
    }

    @Test func extraArgumentsAndMissingOnesAreWarnings() throws {
        #expect(try PrintfRendering("%d").render(["1", "2"]).warnings == ["the format reads 1 argument(s); 1 more were given"])
        let missing = try PrintfRendering("%@ and %@").render(["a"])
        #expect(missing.result.issues.map(\.kind) == [.missingArgument(position: 2)])
    }

    @Test func diagnosticsAreLocatedInTheFormat() {
        let rendering = PrintfRendering("ok %y then %n")
        #expect(rendering.diagnostics.map(\.description) == [
            "<format>:1:4: error: unknown conversion 'y' in '%y'",
            "<format>:1:12: error: '%n' is not allowed in a format string",
        ])
        #expect(#expect(throws: XCStringsError.self) { try rendering.render([]) }?.kind == .malformedInput)
        let wrong = #expect(throws: XCStringsError.self) { try PrintfRendering("%d items").render(["many"]) }
        #expect(wrong?.message == "argument 1 'many' is not a signed integer for '%d' at column 1")
    }
}

@Suite struct InflectionReportTests {
    @Test func everyCaseOrTheOnesAskedFor() throws {
        let all = try InflectionReport(name: "Sanasto", locale: "tr")
        #expect(all.forms.first?.caseName == "dative")
        #expect(all.forms.first?.form == "Sanasto'ya")
        let two = try InflectionReport(name: "iPad", locale: "tr", cases: ["locative", "dative", "locative"], explicitForms: ["locative=iPad'de"], pronunciation: "ayped")
        #expect(two.forms.map(\.form) == ["iPad'de", "iPad'e"])
        #expect(two.text == "locative  iPad'de\ndative    iPad'e\n")
        #expect(try InflectionReport(name: "Sanasto", locale: "fi", cases: ["illative"]).text == "Sanastoon\n")
        let json = try JSONDocument(text: two.json).root
        #expect(json["forms"]?.objectMembers?.map(\.key) == ["locative", "dative"])
    }

    @Test(arguments: [
        ("", "tr", [String](), [String](), "the name is empty"),
        ("A", "de", [], [], "no inflection rules for locale 'de'; expected one of: fi, tr"),
        ("A", "tr", ["illative"], [], "unknown case 'illative' for 'tr'; expected one of: dative, locative, ablative, accusative, genitive, instrumental, possessive"),
        ("A", "tr", [], ["locative"], "invalid --form 'locative'; expected CASE=FORM (locative=iPad'de)"),
    ])
    func refusesWhatItCannotInflect(_ name: String, _ locale: String, _ cases: [String], _ forms: [String], _ message: String) {
        let error = #expect(throws: XCStringsError.self) { try InflectionReport(name: name, locale: locale, cases: cases, explicitForms: forms) }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message == message)
    }
}

@Suite struct PhraseReportTests {
    static let catalog = TestPaths.packageRoot.appendingPathComponent("Examples/Terminology/AppShortcuts.xcstrings").path

    @Test func matchesWithSlotValues() async throws {
        let table = try PhraseTable.load(Self.catalog)
        let report = try await PhraseMatchReport.match(
            "Open verbs in Sanasto", in: table, applicationName: "Sanasto", locale: "en", slots: ["category=verbs,nouns", "priority=high"])
        #expect(report.match?.key == "Open ${category} in ${applicationName}")
        #expect(report.warnings == ["no phrase in 'en' has the slot ${priority}"])
        #expect(report.text == "match: \"Open ${category} in ${applicationName}\"\n  en: Open ${category} in ${applicationName}\n  ${category} = verbs\n")
        let json = try JSONDocument(text: report.json).root
        #expect(json["candidates"].map { if case .array(let items) = $0.kind { items.count } else { -1 } } == 1)
    }

    @Test(arguments: [
        ("  ", ["a=b"], [String](), "the utterance is empty"),
        ("Open", ["category"], [], "invalid --slot 'category'; expected NAME=value1,value2"),
        ("Open", ["category=,"], [], "--slot 'category=,' gives no values"),
        ("Open", [], ["illative=x"], "invalid --form 'illative=x'; expected no cases in 'en'"),
    ])
    func refusesBadRequests(_ utterance: String, _ slots: [String], _ forms: [String], _ message: String) async throws {
        let table = try PhraseTable.load(Self.catalog)
        do {
            _ = try await PhraseMatchReport.match(utterance, in: table, applicationName: "Sanasto", locale: "en", slots: slots, forms: forms)
            Issue.record("no error")
        } catch {
            #expect(error.kind == .invalidRequest)
            #expect(error.message == message)
        }
    }

    @Test func listsOneLanguageWithItsFindings() throws {
        let folder = try TemporaryFolder([
            "en.lproj/AppShortcuts.strings": "\"Open ${applicationName}\" = \"Open ${applicationName}\";\n",
            "fi.lproj/AppShortcuts.strings": "\"Open ${applicationName}\" = \"Avaa\";\n",
        ])
        let report = PhraseListReport(try PhraseTable.load(folder.url.path), locale: "fi")
        #expect(report.text == "Open ${applicationName}\n  fi  Avaa\n")
        #expect(report.findings.count == 1)
        #expect(report.findings.first?.location.position == SourcePosition(line: 1, column: 1))
        #expect(PhraseListReport(try PhraseTable.load(folder.url.path), locale: "en").findings.isEmpty)
        let missing = #expect(throws: XCStringsError.self) { try PhraseTable.load(folder.appending("none").path) }
        #expect(missing?.kind == .inputNotFound)
    }
}
