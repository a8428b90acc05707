import Foundation
import Testing
import TerminologyKit
@testable import TerminologyWeb
import _SanastoTestSupport

/// The class through curl, a second real client: its own cookie jar, forms as curl sends them, HEAD requests.
@Suite("WebApp with curl")
struct WebCurlClientTests {
    static let curl = ToolRunner.installed("curl")

    /// Runs curl with the jar in `folder`; returns the status code and the body.
    static func request(_ curl: ToolRunner, _ folder: TemporaryFolder, _ arguments: [String]) async throws -> (status: Int, body: String) {
        let jar = folder.appending("cookies.txt").path
        let body = folder.appending("body-\(UUID().uuidString)").path
        let result = try await offload {
            try curl.run(["--silent", "--max-time", "120", "--cookie", jar, "--cookie-jar", jar, "--output", body,
                          "--write-out", "%{http_code}", "--header", "Accept-Language: tr"] + arguments)
        }
        let text = (try? String(contentsOfFile: body, encoding: .utf8)) ?? ""
        return (Int(result.standardOutput) ?? 0, text)
    }

    @Test("a student joins and studies, the teacher signs in and edits, with curl")
    func classWithCurl() async throws {
        guard let curl = Self.curl else {
            print("skipped: curl is not installed (Debian's curl package)")
            return
        }
        try await WebHarness.with { harness in
            let folder = try TemporaryFolder()
            let base = harness.base
            let join = try await Self.request(curl, folder, [base + "/join"])
            #expect(join.status == 200 && join.body.contains("<html lang=\"tr\">"))
            let csrf = try #require(Browser.csrfToken(in: join.body))
            let joined = try await Self.request(curl, folder, [
                "--data-urlencode", "csrf=\(csrf)", "--data-urlencode", "code=\(harness.web.credentials.classCode)",
                "--data-urlencode", "name=Ayşe", base + "/join",
            ])
            #expect(joined.status == 303)
            for (path, status, text) in [
                ("/", 200, "Kategoride 15 terim var"), ("/search?q=fotosentez", 200, "fotosentez"), ("/study", 200, "study-prompt"),
                ("/today", 200, "today-card"), ("/manifest.webmanifest", 200, "Terim Ekle"), ("/teacher", 403, ""),
            ] {
                let reply = try await Self.request(curl, folder, [base + path])
                #expect(reply.status == status, "\(path)")
                #expect(text.isEmpty || reply.body.contains(text), "\(path)")
            }
            let head = try await Self.request(curl, folder, ["--head", base + "/"])
            #expect(head.status == 200)
            let missingToken = try await Self.request(curl, folder, ["--data", "course=BI3", base + "/focus"])
            #expect(missingToken.status == 403)
            let focused = try await Self.request(curl, folder, ["--data-urlencode", "csrf=\(csrf)", "--data", "course=BI3", base + "/focus"])
            #expect(focused.status == 200)
            let intent = try await Self.request(curl, folder, [
                "--header", "X-CSRF-Token: \(csrf)", "--header", "Content-Type: application/json", "--data", "{}",
                base + "/intents/SearchTermsIntent",
            ])
            #expect(intent.status == 422 && intent.body.contains("\"prompt\":\"Ne arıyorsunuz?\""))
        }
    }
}
