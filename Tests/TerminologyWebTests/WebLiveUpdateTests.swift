import Foundation
import Testing
import TerminologyKit
@testable import TerminologyWeb
import _SanastoTestSupport

/// Live updates: an open page's event stream receives the teacher's new and edited terms (curl as the browser's
/// EventSource, since URLSession cannot read a stream as it arrives on every platform).
@Suite("WebApp live updates")
struct WebLiveUpdateTests {
    static let curl = ToolRunner.installed("curl")

    enum Change: String, CaseIterable, Sendable { case add, edit, accept }

    @Test("a student's open event stream receives the teacher's change", arguments: Change.allCases)
    func stream(change: Change) async throws {
        guard let curl = Self.curl else {
            print("skipped: curl is not installed (Debian's curl package) to read the event stream as it arrives")
            return
        }
        try await WebHarness.with { harness in
            let student = try await harness.student()
            let teacher = try await harness.teacher()
            let cookie = "sanasto_device=" + (student.cookies["sanasto_device"] ?? "")
            let child = try curl.start(["--silent", "--no-buffer", "--max-time", "120", "-H", "Cookie: \(cookie)", harness.base + "/events"])
            defer {
                child.signal(SIGTERM)
                _ = child.waitUntilExit()
            }
            let output = try #require(child.standardOutput)
            // The stream is open once its first bytes arrived; only then is the change made.
            let opened = try await OutputReader.read(output, until: "retry:")
            #expect(opened.contains("retry: 3000"))
            #expect(await eventuallyTrue { harness.web.events.subscriberCount == 1 })
            let terminology = try harness.demoTerminology()
            let category = try #require(try harness.demoCategories().first)
            let expected: String
            switch change {
            case .add:
                expected = "klorofylli-uusi"
                _ = try await teacher.post("/teacher/terminologies/\(terminology.id.uuidString.lowercased())/terms", [
                    ("term-fi", expected), ("term-en", "new chlorophyll"), ("category", category.id.uuidString.lowercased()),
                ])
            case .edit:
                expected = "solu-muokattu"
                let concept = try #require(try harness.store.read { try $0.concepts(in: .terminology(terminology.id), limit: 1) }.first)
                _ = try await teacher.post("/teacher/terms/\(concept.id.uuidString.lowercased())", [
                    ("term-fi", "solu"), ("term-en", expected), ("category", concept.categoryID?.uuidString.lowercased() ?? ""),
                ])
            case .accept:
                expected = "ehdotettu-termi"
                _ = try await student.post("/propose", [("terminology", terminology.id.uuidString.lowercased()), ("term-fi", "ehdotettu"), ("term-en", expected)])
                let suggestion = try #require(try harness.store.read { try $0.suggestions(for: terminology.id, status: .pending) }.first)
                _ = try await teacher.post("/teacher/proposals/\(suggestion.id.uuidString.lowercased())/accept")
            }
            let received = try await OutputReader.read(output, until: expected)
            #expect(received.contains("event: term"), "\(received)")
            #expect(received.contains(expected), "\(received)")
            #expect(received.contains("\"terminology\":\"\(terminology.id.uuidString.lowercased())\""))
        }
    }

    @Test("visitors get no event stream")
    func visitors() async throws {
        try await WebHarness.with { harness in
            let browser = harness.browser()
            _ = try await browser.get("/join")
            #expect(try await browser.get("/events").status == 403)
        }
    }

    func eventuallyTrue(within seconds: Double = 90, _ condition: () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return condition()
    }
}
