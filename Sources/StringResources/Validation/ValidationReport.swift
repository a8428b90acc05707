/// The findings of a validation run over some files, with their counts.
public struct ValidationReport: Hashable, Sendable {
    /// The findings, ordered by file and position.
    public var findings: [ValidationFinding]
    /// How many files were validated.
    public var fileCount: Int

    /// Creates a report.
    public init(findings: [ValidationFinding], fileCount: Int) {
        self.findings = findings
        self.fileCount = fileCount
    }

    /// The number of findings of `severity`.
    public func count(of severity: Severity) -> Int {
        // Read in place: a closure over the findings would copy each one.
        findings.withUnsafeBufferPointer { findings in
            var count = 0
            for index in findings.indices where findings[index].severity == severity { count += 1 }
            return count
        }
    }

    /// Whether the run failed: any error, or (when `strict`) any warning.
    public func fails(strict: Bool = false) -> Bool {
        findings.withUnsafeBufferPointer { findings in
            findings.indices.contains { findings[$0].severity == .error || (strict && findings[$0].severity == .warning) }
        }
    }


    /// The summary line: `2 errors, 1 warning and 0 notes in 3 files`.
    public var summary: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        let files = plural(fileCount, "file")
        if findings.isEmpty { return "no problems in \(files)" }
        return "\(plural(count(of: .error), "error")), \(plural(count(of: .warning), "warning")) and \(plural(count(of: .note), "note")) in \(files)"
    }
}
