#if !canImport(Darwin)
import Foundation
import Localization
import Testing
import _SanastoTestSupport

/// The `///` example of `LocalizedStringResource`, which resolves through `.main`: its code runs in
/// `Examples/LocalizationDocumentationExamples/main.swift` (`localizedStringResource()`), as written, and this test
/// runs it as a Finnish user.
@Suite struct LocalizationDocCommentTests {
    @Test func localizedStringResource() throws {
        let output = try ToolRunner("LocalizationDocumentationExamples").run(
            ["localized-string-resource"], environment: ["LANGUAGE": "fi", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "fi_FI.UTF-8"])
        #expect(output.exitCode == 0, "\(output)")
        #expect(output.standardOutput == "Shared by %@\nJakanut Anna\n")
    }
}
#endif
