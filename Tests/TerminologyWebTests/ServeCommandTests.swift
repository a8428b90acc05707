import Foundation
import Testing
import _SanastoTestSupport

/// `sanasto serve` end to end: the built tool started on a free port, its printed address requested, then SIGTERM.
@Suite("sanasto serve")
struct ServeCommandTests {
    static let sanasto = ToolRunner("sanasto")

    /// Reads the child's standard output until `marker`.
    static func read(_ child: ChildProcess, until marker: String) async throws -> String {
        try await OutputReader.read(try #require(child.standardOutput), until: marker)
    }

    static func value(after prefix: String, in text: String) -> String? {
        text.split(separator: "\n").first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces) }
    }

    @Test("serves on the port it prints, lets a student join and the teacher sign in, and stops on SIGTERM", arguments: ["en", "fi"])
    func serve(language: String) async throws {
        let folder = try TemporaryFolder()
        let library = folder.appending("library.sqlite").path
        #expect(try Self.sanasto.run(["demo", "--library", library]).exitCode == 0)
        let child = try Self.sanasto.start(["serve", "--library", library, "--port", "0", "--lang", language])
        let printed = try await Self.read(child, until: language == "fi" ? "Ctrl-C pysäyttää" : "Ctrl-C stops")
        let addressPrefix = language == "fi" ? "Sanasto palvelee luokkaa osoitteessa " : "Sanasto serves the class at "
        let address = try #require(Self.value(after: addressPrefix, in: printed), "\(printed)")
        #expect(address.hasPrefix("http://127.0.0.1:") && !address.hasSuffix(":0/"))
        let code = try #require(Self.value(after: language == "fi" ? "Luokan koodi:" : "Class code:", in: printed))
        let token = try #require(Self.value(after: language == "fi" ? "Opettajan kirjautumistunnus:" : "Teacher sign-in token:", in: printed))
        #expect(!printed.contains("█"), "no QR code for a loopback address")

        let base = String(address.dropLast())
        let student = Browser(base: base, language: "fi")
        try await student.join(code: code, name: "Aino")
        let course = try await student.get("/")
        #expect(course.text.contains("Kategoriassa on 15 termiä"))
        let teacher = Browser(base: base, language: "en")
        try await teacher.signIn(token)
        #expect(try await teacher.get("/teacher").element("class-code") == code)

        child.signal(SIGTERM)
        let status = try await offload { child.waitUntilExit() }
        #expect(status == 0)
    }

    @Test("on every interface it prints the LAN address and a QR code of it")
    func lan() async throws {
        let folder = try TemporaryFolder()
        let child = try Self.sanasto.start(["serve", "--library", folder.appending("library.sqlite").path, "--host", "0.0.0.0", "--port", "0"])
        let printed = try await Self.read(child, until: "Ctrl-C stops")
        child.signal(SIGTERM)
        let status = try await offload { child.waitUntilExit() }
        #expect(status == 0)
        #expect(printed.contains("Sanasto serves the class at http://"))
        #expect(!printed.contains("http://0.0.0.0"))
        #expect(printed.contains("█") || printed.contains("▀") || printed.contains("▄"), "\(printed)")
    }

    @Test("--set-password stores a hash the teacher then signs in with")
    func setPassword() async throws {
        let folder = try TemporaryFolder()
        let library = folder.appending("library.sqlite").path
        let set = try Self.sanasto.run(["serve", "--library", library, "--set-password"], input: "a long passphrase\n")
        #expect(set.exitCode == 0, "\(set)")
        #expect(set.standardOutput == "The teacher's password is set.\n")
        let short = try Self.sanasto.run(["serve", "--library", library, "--set-password"], input: "short\n")
        #expect(short.exitCode == 64)
        #expect(short.standardError.contains("at least 8 characters"))
        let child = try Self.sanasto.start(["serve", "--library", library, "--port", "0"])
        let printed = try await Self.read(child, until: "Ctrl-C stops")
        let address = try #require(Self.value(after: "Sanasto serves the class at ", in: printed))
        let teacher = Browser(base: String(address.dropLast()), language: "en")
        try await teacher.signIn("a long passphrase")
        #expect(try await teacher.get("/teacher").status == 200)
        child.signal(SIGTERM)
        #expect(try await offload { child.waitUntilExit() } == 0)
        let database = try Data(contentsOf: URL(fileURLWithPath: library))
        #expect(database.range(of: Data("a long passphrase".utf8)) == nil)
    }

    static let postgresURL: String? = {
        let value = ProcessInfo.processInfo.environment["SANASTO_TEST_POSTGRES_URL"] ?? ""
        return value.isEmpty ? nil : value
    }()

    @Test("--database serves a library on PostgreSQL (where SANASTO_TEST_POSTGRES_URL names a server)")
    func postgres() async throws {
        guard let url = Self.postgresURL else {
            #expect(ProcessInfo.processInfo.environment["SANASTO_REQUIRE_POSTGRES"] != "1", "SANASTO_REQUIRE_POSTGRES=1 but no server")
            print("skipped: no PostgreSQL server (set SANASTO_TEST_POSTGRES_URL; `.ci/postgres run swift test` starts one)")
            return
        }
        // A schema of its own (created by the store), dropped afterwards with psql where it is installed.
        let schema = "sanasto_web_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12).lowercased()
        let database = url + (url.contains("?") ? "&" : "?") + "schema=" + schema
        defer {
            if let psql = ToolRunner.installed("psql") { _ = try? psql.run([url, "-q", "-c", "DROP SCHEMA IF EXISTS \(schema) CASCADE"]) }
        }
        let child = try Self.sanasto.start(["serve", "--database", database, "--port", "0"])
        let printed = try await Self.read(child, until: "Ctrl-C stops")
        let address = try #require(Self.value(after: "Sanasto serves the class at ", in: printed), "\(printed)")
        let code = try #require(Self.value(after: "Class code:", in: printed))
        let token = try #require(Self.value(after: "Teacher sign-in token:", in: printed))
        let base = String(address.dropLast())
        let teacher = Browser(base: base, language: "en")
        try await teacher.signIn(token)
        let created = try await teacher.post("/teacher/terminologies", [("title", "Kemia"), ("course-code", "KE1"), ("languages", "fi,en")])
        let location = try #require(created.location)
        _ = try await teacher.post(location + "/terms", [("term-fi", "bentseeni"), ("term-en", "benzene")])
        let student = Browser(base: base, language: "en")
        try await student.join(code: code, name: "Aino")
        #expect(try await student.get("/search?q=bentse").element("search-summary") == "Found 1 term")
        child.signal(SIGTERM)
        #expect(try await offload { child.waitUntilExit() } == 0)
    }

    @Test("bad options fail with one line and a usage exit code", arguments: [
        (["serve", "--port", "70000"], 64, "between 0 and 65535"),
        (["serve", "--port", "-1"], 64, "not -1"),
        (["serve", "--host", "203.0.113.77", "--port", "0"], 71, "Cannot listen on 203.0.113.77:0"),
    ])
    func badOptions(arguments: [String], exitCode: Int32, message: String) async throws {
        let folder = try TemporaryFolder()
        let result = try await offload { try Self.sanasto.run(arguments + ["--library", folder.appending("library.sqlite").path]) }
        #expect(result.exitCode == exitCode, "\(result)")
        #expect(result.standardError.contains(message))
    }
}
