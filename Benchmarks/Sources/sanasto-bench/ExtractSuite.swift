import Foundation
import XCStringsKit

/// `extract`: `xcstrings extract` over a generated Swift tree of 100,000 lines (find the files, read and lex them,
/// recognize, update the catalogs in memory and write those that change) against `grep -r 'localized'` over the
/// same files, run as a process. Both run interleaved (ours, grep, ours, grep, …) after a warm-up, so that
/// both see the same machine load and a warm page cache.
///
/// What the two figures hold, so that the ratio is read honestly: ours runs in this process (no process
/// start), grep's includes starting grep (`grep_startup_ns`, grep over an empty folder). The catalog is up to
/// date after the first run, so each timed run reads and parses it, applies the strings, encodes it again and
/// compares the bytes, and writes nothing (`catalog_writes` counts the writes after the first run) — the work of
/// an incremental build. grep only searches the bytes for a word.
enum ExtractSuite {
    static func run() -> [BenchmarkCase] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sanasto-extract-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Sources")
        let output = root.appendingPathComponent("Resources")
        let lines: Int
        do {
            lines = try GeneratedSwiftTree.write(to: sources)
            try FileManager.default.createDirectory(at: output.appendingPathComponent("empty"), withIntermediateDirectories: true)
        } catch {
            fatalError("cannot write the generated tree: \(error)")
        }
        var writes = 0
        func extract() -> Int {
            guard let files = try? SwiftSourceDiscovery.find([sources.path]),
                  let plan = try? ExtractionPlan.make(sources: files, output: .folder(output.path)) else {
                fatalError("extraction failed")
            }
            writes += plan.catalogs.filter(\.isOutOfDate).count
            do { try plan.write() } catch { fatalError("cannot write the catalogs: \(error)") }
            return plan.stringCount
        }
        // The workload must extract what it was written with before its time means anything.
        let expected = 500 * GeneratedSwiftTree.stringsPerFile
        let stringCount = extract()
        guard stringCount == expected else { fatalError("extracted \(stringCount) strings, expected \(expected)") }
        guard let grep = ["/usr/bin/grep", "/bin/grep"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return [BenchmarkCase(name: "extract", ours: Stopwatch.measure(operations: 1, repeats: 7) { extract() })]
        }
        func runGrep(_ folder: URL = sources) -> Int32 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: grep)
            process.arguments = ["-r", "localized", folder.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch { fatalError("cannot run grep: \(error)") }
            process.waitUntilExit()
            return process.terminationStatus
        }
        // The first run wrote the catalog; the timed ones find it up to date.
        writes = 0
        let (ours, peer) = Stopwatch.compare(operations: 1, ours: { extract() }, peer: { runGrep() })
        var result = BenchmarkCase(name: "extract", ours: ours, peer: "grep", peerTiming: peer)
        result.notes["catalog_writes"] = Double(writes)
        // How much of grep's time is starting a process: grep over an empty folder.
        result.notes["grep_startup_ns"] = Stopwatch.measure(operations: 1, repeats: 9) { runGrep(output.appendingPathComponent("empty")) }.median
        result.notes["lines"] = Double(lines)
        result.notes["strings"] = Double(stringCount)
        return [result]
    }
}
