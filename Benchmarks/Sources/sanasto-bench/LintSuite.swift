import Foundation
import StringResources

/// `lint`: a full lint (our parse, every rule, the report's text) of the synthetic 3 MB catalog and the
/// real-world-shaped 8 MB one, in MB/s, beside the MB/s of our parse alone. There is no peer: no other
/// tool runs these rules, and a parse-only peer would not compare like with like.
enum LintSuite {
    static func run() -> [BenchmarkCase] {
        [("synthetic", GeneratedCatalog.text()), ("realworld", RealWorldCatalog.text)].map { name, text in
            let bytes = Array(text.utf8)
            let validation = Validation()
            nonisolated(unsafe) var findingCount = 0
            let timings = Stopwatch.interleaved([
                Contestant("lint") { () -> Int in
                    guard let catalog = try? StringCatalog(bytes: bytes) else { return 0 }
                    let findings = validation.validate(catalog, file: "Generated.xcstrings")
                    findingCount = findings.count
                    return ValidationReport(findings: findings, fileCount: 1).text().utf8.count
                },
                Contestant("parse") { (try? StringCatalog(bytes: bytes))?.strings.count ?? 0 },
            ])
            var lint = BenchmarkCase(name: "lint/\(name)", ours: timings[0])
            lint.notes["findings"] = Double(findingCount)
            lint.notes["ours_mb_s"] = timings[0].megabytesPerSecond(bytes: bytes.count)
            lint.notes["parse_mb_s"] = timings[1].megabytesPerSecond(bytes: bytes.count)
            return lint
        }
    }
}
