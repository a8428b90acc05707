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

    @Test func mainResourcesResolveWithoutALocalizer() {
        let resource = LocalizedStringResource("sanasto.test.absent-key", defaultValue: "Ei termejä")
        #expect(resource.resolved().string == "Ei termejä")
        #expect("\(resource)" == "Ei termejä")
        #expect(String(localized: "sanasto.test.absent-key", defaultValue: "Ei \(2) termiä") == "Ei 2 termiä")
    }
}

@Suite struct ResourceBundleTests {
    @Test func swiftPMResourceBundleGivesItsDevelopmentRegion() {
        // SwiftPM writes the package's defaultLocalization into the resource bundle's Info.plist.
        #expect(Localizer.developmentRegion(of: .module) == "en")
    }
}
