import Foundation
import Testing
@testable import Localization

/// The main bundle on Linux has no Info.plist; using it must never trap (Foundation's
/// `developmentLocalization` does).
@Suite struct MainBundleTests {
    @Test func mainLocalizerFallsBackToTheDefaultValueOrTheKey() {
        #expect(Localizer.main.string("sanasto.test.absent-key") == "sanasto.test.absent-key")
        #expect(Localizer.main.string("sanasto.test.absent-key", defaultValue: "Oletus") == "Oletus")
    }

    @Test func theTestRunnerHasNoResourceBundleOfItsOwn() {
        // The runner is not an executable target with resources: `.main` is the main bundle itself.
        #expect(Localizer.mainResourceBundle.bundleURL == Bundle.main.bundleURL)
    }

    @Test func aBundleWithoutInfoPlistHasNoDevelopmentRegion() {
        #expect(Localizer.developmentRegion(of: .main) == nil)
    }

    #if !canImport(Darwin)
    @Test func mainResourcesResolveWithoutALocalizer() {
        let resource = LocalizedStringResource("sanasto.test.absent-key", defaultValue: "Ei termejä")
        #expect(resource.resolved().string == "Ei termejä")
        #expect("\(resource)" == "Ei termejä")
        #expect(String(localized: "sanasto.test.absent-key", defaultValue: "Ei \(2) termiä") == "Ei 2 termiä")
    }
    #endif
}

@Suite struct ResourceBundleTests {
    @Test func swiftPMResourceBundleGivesItsDevelopmentRegion() {
        // SwiftPM writes the package's defaultLocalization into the resource bundle's Info.plist.
        #expect(Localizer.developmentRegion(of: .module) == "en")
    }
}

// On Apple platforms the example's NSLocalizedString is Foundation's and `.main` the executable's own bundle.
#if !canImport(Darwin)
/// An executable target's own resources through `.main`, with no `bundle:` argument, as an app's are on iOS: the
/// first seed's `NSLocalizedString` + `String.localizedStringWithFormat` on a `.stringsdict`, and
/// `String(localized: "Shared by \(name)")` on a catalog, in `Examples/TerminologySubtitle`.
@Suite struct ExecutableMainBundleTests {
    static let tool = ToolRunner("TerminologySubtitle")

    @Test(arguments: [
        ("fi", "Ei termejä tässä kategoriassa\nKategoriassa on yksi termi\nKategoriassa on 40 termiä\nKategoriassa on 1\u{A0}000 termiä\nJakanut Aino\n"),
        ("en", "No terms in this category\nCategory has 1 term\nCategory has 40 terms\nCategory has 1,000 terms\nShared by Aino\n"),
        // Turkish has a catalog value but no .stringsdict: the plural falls back to the development language.
        ("tr", "No terms in this category\nCategory has 1 term\nCategory has 40 terms\nCategory has 1.000 terms\nPaylaşan: Aino\n"),
    ])
    func theExecutablesResourcesAreTheMainBundle(language: String, expected: String) throws {
        let output = try Self.tool.run(["0", "1", "40", "1000"], environment: ["LANGUAGE": language, "LC_ALL": "", "LANG": ""])
        #expect(output.exitCode == 0, "\(output)")
        #expect(output.standardOutput == expected)
        #expect(output.standardError.isEmpty)
    }
}
#endif
