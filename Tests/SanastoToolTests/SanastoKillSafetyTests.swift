#if (canImport(Glibc) || canImport(Darwin)) && !canImport(AppIntents)
import _SanastoTestSupport
import Foundation
import Testing
@testable import TerminologyKit
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// `kill -9` at any moment of a long write leaves the library as it was before the command or as it is after it,
/// never in between, and SQLite's integrity check finds nothing wrong.
@Suite("sanasto kill-safety", .serialized) struct SanastoKillSafetyTests {
    static let conceptCount = 20_000

    /// A library whose category Suuri holds `conceptCount` terms (built once per test, copied per run).
    static func pristineLibrary(in tool: SanastoTool) throws -> URL {
        try tool.run(["terminology", "create", "Sanat", "--languages", "fi,en"])
        try tool.run(["category", "add", "Suuri"])
        try tool.run(["category", "add", "Pieni"])
        try LibraryBuilder.addConcepts(conceptCount, to: tool.library, category: "Suuri")
        return tool.library
    }

    /// What a copy holds: the concepts, whether the category is there, and SQLite's integrity findings.
    static func state(of url: URL) throws -> (concepts: Int, hasCategory: Bool, problems: [String]) {
        let store = try TerminologyStore(url: url)
        defer { store.close() }
        let problems = try store.integrityProblems()
        let (count, category) = try store.read { reader -> (Int, Bool) in
            let terminology = try #require(try reader.terminologies().first)
            return (try reader.conceptCount(in: .terminology(terminology.id)), try reader.category(named: "Suuri", in: terminology.id) != nil)
        }
        return (count, category, problems)
    }

    /// Starts `sanasto` on `library` with `arguments`, its output discarded.
    static func start(_ arguments: [String], library: URL) throws -> ChildProcess {
        try ToolRunner("sanasto").start(
            ["--library", library.path] + arguments, standardInput: .nullDevice, standardOutput: .nullDevice, standardError: .nullDevice)
    }

    @Test func killingALongDeleteLeavesTheLibraryBeforeOrAfter() throws {
        let tool = try SanastoTool()
        let pristine = try Self.pristineLibrary(in: tool)
        let command = ["category", "delete", "Suuri", "--delete-terms", "--yes"]

        // One run to the end: how long the write takes, and what "after" is.
        let whole = tool.folder.appending("whole.sqlite")
        try FileManager.default.copyItem(at: pristine, to: whole)
        let started = Date()
        let complete = try Self.start(command, library: whole)
        let status = complete.waitUntilExit()
        let duration = Date().timeIntervalSince(started)
        #expect(status == 0)
        let after = try Self.state(of: whole)
        #expect(after.concepts == 0 && !after.hasCategory && after.problems.isEmpty)

        var generator = SystemRandomNumberGenerator()
        var outcomes: [String] = []
        for run in 0..<8 {
            let copy = tool.folder.appending("run-\(run).sqlite")
            try FileManager.default.copyItem(at: pristine, to: copy)
            let process = try Self.start(command, library: copy)
            // Moments spread over the whole run, from its start (opening the library) to past its end.
            let delay = duration * Double.random(in: 0.05...1.1, using: &generator)
            Thread.sleep(forTimeInterval: delay)
            process.signal(SIGKILL)
            process.waitUntilExit()
            let state = try Self.state(of: copy)
            #expect(state.problems.isEmpty, "run \(run) killed after \(delay) s: \(state.problems)")
            let before = state.concepts == Self.conceptCount && state.hasCategory
            let finished = state.concepts == 0 && !state.hasCategory
            #expect(before || finished, "run \(run) killed after \(delay) s left \(state.concepts) terms, category \(state.hasCategory)")
            outcomes.append(before ? "before" : "after")
        }
        print("kill-safety: a \(Self.conceptCount)-term delete takes \(String(format: "%.2f", duration)) s; killed runs: \(outcomes)")
    }
}
#endif
