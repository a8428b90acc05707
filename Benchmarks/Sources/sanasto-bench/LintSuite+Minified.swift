import StringResources

extension LintSuite {
    /// `lint-minified`: the full lint of the generated catalog written on one line, against the same lint of the
    /// pretty-printed catalog; positions are linear in the file whatever its layout, so the ratio stays above 0.5.
    static func minifiedCase() -> BenchmarkCase {
        let pretty = Array(GeneratedCatalog.text().utf8)
        let minified = GeneratedCatalog.minified(pretty)
        let validation = Validation()
        func lint(_ bytes: [UInt8]) -> Int {
            guard let catalog = try? StringCatalog(bytes: bytes) else { return 0 }
            let findings = validation.validate(catalog, file: "Generated.xcstrings")
            return ValidationReport(findings: findings, fileCount: 1).text().utf8.count
        }
        let timings = Stopwatch.interleaved([
            Contestant("minified") { lint(minified) },
            Contestant("pretty-printed") { lint(pretty) },
        ])
        var result = BenchmarkCase(name: "lint-minified", ours: timings[0], peer: "pretty-printed", peerTiming: timings[1])
        result.notes["MB"] = Double(minified.count) / 1_000_000
        return result
    }
}

extension GeneratedCatalog {
    /// The JSON `bytes` without the whitespace between tokens: one line, as minifiers write catalogs.
    static func minified(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                output.append(byte)
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): continue
            case UInt8(ascii: "\""): inString = true
            default: break
            }
            output.append(byte)
        }
        return output
    }
}
