#if !canImport(Darwin)
import Foundation
import Localization
import Testing

/// The `///` example of `LocalizedStringResource`, which resolves through `.main`: its code runs in
/// `Examples/LocalizationDocumentationExamples/main.swift` (`localizedStringResource()`), as written, and this test
/// runs it as a Finnish user.
@Suite struct LocalizationDocCommentTests {
    @Test func localizedStringResource() throws {
        let output = try LocalizationExamples.runAsFinnishUser("localized-string-resource")
        #expect(output.exitCode == 0, "\(output)")
        #expect(output.standardOutput == "Shared by %@\nJakanut Anna\n")
    }
}
#endif
