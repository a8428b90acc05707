// Tests of Localization's LocalizedStringResource, String.LocalizationValue and String(localized:): declared only where Foundation lacks them.
#if !canImport(Darwin)
import Foundation
import Testing
@testable import Localization

/// The README's "The libraries in an app" snippet, line by line, against the example executable's resources
/// (`Examples/TerminologySubtitle`; `ExecutableMainBundleTests` runs the executable itself for `.main`).
@Suite struct ReadmeExampleTests {
    static let resources = packageRoot.appendingPathComponent("Examples/TerminologySubtitle/Resources")

    @Test func theSnippetGivesWhatItSays() {
        let who = "Anna"
        let dialog: LocalizedStringResource = "Added \(3) terms"
        #expect(dialog.key == "Added %lld terms")
        let localizer = Localizer(folder: Self.resources, developmentLanguage: "en", preferredLanguages: ["fi"])
        #expect(localizer.string("term(s) in category", 40) == "Kategoriassa on 40 termiä")
        #expect(localizer.string("term(s) in category", 1000) == "Kategoriassa on 1\u{A0}000 termiä")
        #expect(localizer.string("Shared by \(who)") == "Jakanut Anna")
        #expect(String(localized: "Shared by \(who)", bundle: Bundle(path: Self.resources.path), locale: Locale(identifier: "fi")) == "Jakanut Anna")
    }
}
#endif
