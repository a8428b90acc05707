import Foundation
import XCStringsKit

/// `extract`: `xcstrings extract` over a generated Swift tree of 100,000 lines (find the files, lex, recognize,
/// update the catalogs in memory and write those that change) against `grep -r 'localized'` over the same
/// files, run as a process. Rounds alternate between the two so that both see the same machine load.
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
        func extract() -> Int {
            guard let files = try? SwiftSourceDiscovery.find([sources.path]),
                  let plan = try? ExtractionPlan.make(sources: files, output: .folder(output.path)) else {
                fatalError("extraction failed")
            }
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
        _ = runGrep()
        var ours: [Double] = []
        var peer: [Double] = []
        for _ in 0..<9 {
            var start = DispatchTime.now().uptimeNanoseconds
            blackHole(extract())
            ours.append(Double(DispatchTime.now().uptimeNanoseconds - start))
            start = DispatchTime.now().uptimeNanoseconds
            blackHole(runGrep())
            peer.append(Double(DispatchTime.now().uptimeNanoseconds - start))
        }
        var result = BenchmarkCase(name: "extract", ours: Timing(samples: ours), peer: "grep", peerTiming: Timing(samples: peer))
        // How much of grep's time is starting a process: grep over an empty folder.
        result.notes["grep_startup_ns"] = Stopwatch.measure(operations: 1, repeats: 9) { runGrep(output.appendingPathComponent("empty")) }.median
        result.notes["lines"] = Double(lines)
        result.notes["strings"] = Double(stringCount)
        return [result]
    }
}
