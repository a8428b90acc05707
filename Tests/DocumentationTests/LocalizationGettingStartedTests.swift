#if !canImport(Darwin)
import Foundation
import Localization
import Testing

/// The examples of Localization's "Getting started" article, as written, with what their comments say asserted.
///
/// "Use Foundation's API" reads `.main`, an executable's resource bundle: its code runs in
/// `Examples/LocalizationDocumentationExamples/main.swift` (`gettingStarted()`), and the test runs that executable as
/// a Finnish user. The other examples read `Bundle.module`: this target's `Resources/Localizable.xcstrings`.
@Suite struct LocalizationGettingStartedTests {
    @Test func foundationsAPIAsAFinnishUserSeesIt() throws {
        let output = try LocalizationExamples.runAsFinnishUser("getting-started")
        #expect(output.exitCode == 0, "\(output)")
        #expect(output.standardOutput == """
            Lisättiin 3 termiä
            Kategoriassa on 40 termiä
            Jakanut Anna
            Added %lld terms

            """)
    }

    @Test func aLocalizerOfYourOwn() {
        let who = "Anna"

        let finnish = Localizer(bundle: .module, preferredLanguages: ["fi"])
        finnish.string("term(s) in category", 1)       // "Kategoriassa on yksi termi"
        finnish.string("term(s) in category", 1000)    // "Kategoriassa on 1 000 termiä" (a no-break space)
        finnish.string("Shared by \(who)")             // "Jakanut Anna"

        let turkish = finnish.with(preferredLanguages: ["tr"])
        turkish.string("term(s) in category", 1000)    // "Kategoride 1.000 terim var"

        #expect(finnish.string("term(s) in category", 1) == "Kategoriassa on yksi termi")
        #expect(finnish.string("term(s) in category", 1000) == "Kategoriassa on 1\u{A0}000 termiä")
        #expect(finnish.string("Shared by \(who)") == "Jakanut Anna")
        #expect(turkish.string("term(s) in category", 1000) == "Kategoride 1.000 terim var")
    }

    @Test func noticeWhatGoesWrong() {
        let checked = Localizer(bundle: .module, preferredLanguages: ["fi"], issueHandler: { issue in
            print("localization:", issue)   // a missing key, a malformed table, a plural form the language lacks …
        })
        let result = checked.result("term(s) in category", arguments: [.int(2)])
        print(result.string, result.issues)

        #expect(result.string == "Kategoriassa on 2 termiä")
        #expect(result.issues.isEmpty)
        // A key the table lacks is reported, and shown as its key.
        let missing = checked.result("No such key", arguments: [])
        #expect(missing.string == "No such key")
        #expect(!missing.issues.isEmpty)
    }
}
#endif
