#if !canImport(Darwin)
import Foundation
import Localization
import Testing

/// The example of Localization's "Foundation's localization API and Sanasto's" article.
///
/// It reads `.main`, which is an executable's resource bundle: the example's code runs in
/// `Examples/LocalizationDocumentationExamples/main.swift` (`appleAPIMapping()`), as written, and this test runs that
/// executable as a Finnish user and compares what it prints with what the example's comments say.
@Suite struct LocalizationAppleAPIMappingTests {
    @Test func theExampleAsAFinnishUserSeesIt() throws {
        let output = try LocalizationExamples.runAsFinnishUser("apple-api-mapping")
        #expect(output.exitCode == 0, "\(output)")
        #expect(output.standardError.isEmpty, "\(output)")
        #expect(output.standardOutput == """
            Jakanut Anna
            Added %lld terms
            Kategoriassa on 40 termiä

            """)
    }

    /// The example's keys, formed in this process as in the executable.
    @Test func theKeysAreFormedAsApplesAre() {
        let who = "Anna"
        let dialog: LocalizedStringResource = "Added \(3) terms"   // key "Added %lld terms"
        #expect(dialog.key == "Added %lld terms")
        let shared: LocalizedStringResource = "Shared by \(who)"
        #expect(shared.key == "Shared by %@")
    }
}
#endif
