import Foundation
import Testing
import TerminologyKit
@testable import TerminologyWeb
import _SanastoTestSupport

/// What error pages say: never a `sanasto` command or option (a web user has no command line), in every page language.
@Suite("ErrorPage")
struct ErrorPageTests {
    static let causes: [AppError.Cause] = [
        .studyNeedsTwoLanguages(terminology: "Solubiologia"), .severalTerminologies(count: 2, titles: "A, B"),
        .focusedCourseIsEmpty(course: "BIO1"), .libraryIsEmpty, .terminologyNeedsLanguage, .alreadyInLibrary(detail: "id 1"),
        .invalidEntries(count: 1, first: "line 2: no term"), .invalidEntries(count: 3, first: "line 2: no term"),
        .severalCategories(name: "Solu"), .definitionWithoutTerm(language: "tr"), .termNeedsPlace,
    ]

    @Test("a cause whose app message names a command-line option gets the page's own wording", arguments: causes)
    func webWording(_ cause: AppError.Cause) throws {
        let error = AppError(.usage, "give --terminology", cause: cause)
        for identifier in AppLanguage.localizations {
            let language = try AppLanguage.named(identifier)
            let message = ErrorPage.message(of: error, locale: language.locale)
            #expect(!message.contains("--") && !message.contains("sanasto "), "\(identifier): \(message)")
            #expect(!message.isEmpty && message != error.message)
        }
    }

    @Test("an error without a cause keeps the app's message")
    func plainMessage() {
        let error = AppError(.notFound, "There is no category “Solu”.")
        #expect(ErrorPage.message(of: error, locale: Locale(identifier: "fi")) == error.message)
    }

    @Test("no text of the web catalog names a command-line option, in any language")
    func catalog() throws {
        let url = TestPaths.packageRoot.appendingPathComponent("Sources/TerminologyWeb/Resources/Localizable.xcstrings")
        let text = try String(contentsOf: url, encoding: .utf8)
        let values = text.split(separator: "\n").filter { $0.contains("\"value\" : ") }
        #expect(!values.isEmpty)
        for line in values {
            #expect(line.range(of: #"--[a-z]"#, options: .regularExpression) == nil, "\(line)")
        }
    }

    @Test("studying a terminology with one language, and creating one without languages, say so in web words", arguments: ["en", "fi", "tr"])
    func reachablePages(language: String) async throws {
        try await WebHarness.with { harness in
            let teacher = try await harness.teacher(language: language)
            let refused = try await teacher.post("/teacher/terminologies", [("title", "Yksikielinen"), ("languages", " , ")])
            #expect(refused.status == 422, "\(refused)")
            let message = try #require(refused.element("error-message"))
            #expect(!message.contains("--"), "\(message)")
            #expect(message.contains("fi,en,tr"))
            let created = try await teacher.post("/teacher/terminologies", [("title", "Yksikielinen"), ("languages", "fi")])
            let id = try #require(created.location?.split(separator: "/").last.map(String.init), "\(created)")
            _ = try await teacher.post("/teacher/terminologies/\(id)/terms", [("term-fi", "solu")])
            let student = try await harness.student(language: language)
            let study = try await student.get("/study?terminology=\(id)")
            #expect(study.status == 422, "\(study)")
            let said = try #require(study.element("error-message"))
            #expect(!said.contains("--") && said.contains("Yksikielinen"), "\(said)")
        }
    }
}
