import Foundation
import StringResources

/// `lint`: a full lint of the generated 3 MB catalog (our parse, every rule, the report's text)
/// against Foundation's JSONSerialization only parsing the same bytes; `lint-minified`, the same catalog on one line.
enum LintSuite {
    static func run() -> [BenchmarkCase] {
        let bytes = Array(GeneratedCatalog.text().utf8)
        let data = Data(bytes)
        let validation = Validation()
        var findingCount = 0
        let ours = Stopwatch.nanoseconds(operations: 1, repeats: 5) { () -> Int in
            guard let catalog = try? StringCatalog(bytes: bytes) else { return 0 }
            let findings = validation.validate(catalog, file: "Generated.xcstrings")
            findingCount = findings.count
            return ValidationReport(findings: findings, fileCount: 1).text().utf8.count
        }
        let peer = Stopwatch.nanoseconds(operations: 1, repeats: 5) { (try? JSONSerialization.jsonObject(with: data)) != nil }
        var lint = BenchmarkCase(name: "lint", oursNanoseconds: ours, peer: "foundation", peerNanoseconds: peer)
        lint.notes["findings"] = Double(findingCount)
        return [lint, minifiedCase()]
    }
}
