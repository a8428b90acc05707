#if !canImport(Darwin)
import _SanastoTestSupport

/// `Examples/LocalizationDocumentationExamples`, the Localization examples that read `.main`, run as a Finnish user.
enum LocalizationExamples {
    /// Runs the example named `name` with only `LANGUAGE` and `LANG` saying Finnish (so that the test machine's own
    /// `LC_ALL` or `LC_MESSAGES` cannot choose another language).
    static func runAsFinnishUser(_ name: String) throws -> ToolRunner.Output {
        try ToolRunner("LocalizationDocumentationExamples").run(
            [name], environment: ["LANGUAGE": "fi", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "fi_FI.UTF-8"])
    }
}
#endif
