import Foundation
import HTTPServer
import TerminologyWeb
import Testing
import _SanastoTestSupport

/// What the browser suite needs: Debian's `chromium`, `chromium-driver` and `python3-selenium` (for Debian's own
/// `/usr/bin/python3`, not whichever `python3` is first on `PATH`). `.ci/run` installs them and sets
/// `SANASTO_REQUIRE_BROWSER=1`, so that CI fails where they are missing instead of skipping.
enum RealBrowser {
    static let chromedriver = "/usr/bin/chromedriver"
    static let chromium = "/usr/bin/chromium"
    static let python = ToolRunner.installed(at: "/usr/bin/python3")
    static let isRequired = ProcessInfo.processInfo.environment["SANASTO_REQUIRE_BROWSER"] == "1"

    /// The Selenium script the suite runs, kept beside this file.
    static let script = TestPaths.packageRoot.appendingPathComponent("Tests/TerminologyWebTests/Browser/class_flow.py")

    /// Why the suite cannot run here, or nil when it can.
    static let missing: String? = {
        let files = FileManager.default
        var missing: [String] = []
        if !files.isExecutableFile(atPath: chromedriver) { missing.append("\(chromedriver) (apt-get install chromium-driver)") }
        if !files.isExecutableFile(atPath: chromium) { missing.append("\(chromium) (apt-get install chromium)") }
        if let python {
            let imported = try? python.run(["-c", "import selenium"])
            if imported?.exitCode != 0 { missing.append("the selenium module for /usr/bin/python3 (apt-get install python3-selenium)") }
        } else {
            missing.append("/usr/bin/python3")
        }
        return missing.isEmpty ? nil : "missing " + missing.joined(separator: ", ")
    }()

    /// Where the screenshots of a run go: `$SANASTO_ARTIFACTS/browser`, else `.build/test-artifacts/browser` in the
    /// package; emptied first, so that it holds one run's pictures.
    static func artifactsFolder() throws -> URL {
        let root = ProcessInfo.processInfo.environment["SANASTO_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? TestPaths.packageRoot.appendingPathComponent(".build/test-artifacts")
        let folder = root.appendingPathComponent("browser")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// The web app in real browsers (issue 13's "In a real browser"): `class_flow.py` drives Debian's Chromium through
/// Selenium against the app served in this process on a free port, with an empty library — a teacher creates a
/// course, a student joins in another browser and studies, adds and proposes terms, the teacher accepts one and the
/// student's open page shows it, the manifest's shortcuts open the right pages, Finnish and Turkish pages show their
/// plural lines, and user text stays text. See the script for every check.
@Suite(.enabled(if: RealBrowser.missing == nil || RealBrowser.isRequired, "\(RealBrowser.missing ?? ""): the browser suite is skipped"))
struct BrowserTests {
    @Test("a class in two browser contexts, then in Finnish and Turkish, with screenshots of every step")
    func classFlow() async throws {
        if let missing = RealBrowser.missing {
            Issue.record("SANASTO_REQUIRE_BROWSER=1, but the browser suite cannot run: \(missing)")
            return
        }
        let python = try #require(RealBrowser.python)
        let log = Locked([String]())
        let logger = Logger(label: "sanasto serve", logLevel: .info) { record in
            var line = "\(record.level) \(record.message)"
            for (key, value) in record.metadata.sorted(by: { $0.key < $1.key }) { line += " \(key)=\(value)" }
            log.withLock { $0.append(line) }
        }
        let artifacts = try RealBrowser.artifactsFolder()
        print("BrowserTests: screenshots and logs in \(artifacts.path)")
        let output = try await WebHarness.with(demo: false, logger: logger) { harness in
            try await offload {
                try python.run([
                    "-u", RealBrowser.script.path, "--base-url", harness.base, "--teacher-token", WebHarness.teacherToken,
                    "--class-code", harness.web.credentials.classCode, "--artifacts", artifacts.path, "--timeout", "90",
                ])
            }
        }
        let serverLog = log.withLock { $0 }.joined(separator: "\n")
        try Data((serverLog + "\n").utf8).write(to: artifacts.appendingPathComponent("server.log"))
        try Data(output.description.utf8).write(to: artifacts.appendingPathComponent("class_flow.txt"))
        #expect(output.exitCode == 0, """
            class_flow.py failed (exit \(output.exitCode)); screenshots in \(artifacts.path)
            \(output.standardOutput)\(output.standardError)
            --- server log
            \(serverLog)
            """)
        let screenshots = try FileManager.default.contentsOfDirectory(atPath: artifacts.path).filter { $0.hasSuffix(".png") }
        #expect(screenshots.count >= 20, "only \(screenshots.count) screenshots in \(artifacts.path)")
    }
}
