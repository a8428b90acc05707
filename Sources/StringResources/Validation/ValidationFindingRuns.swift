/// The findings of several files collected in order, sorted at the end only when they are not in order already.
///
/// Each file's findings come sorted; a lint of one catalog, or of files given in path order, needs no second
/// sort of everything (a sort of tens of thousands of findings). Arrays are moved in, not copied, when they
/// are the first.
struct ValidationFindingRuns {
    private var findings: [ValidationFinding] = []
    /// Whether ``findings`` is in ``ValidationFinding/sortsBefore(_:_:)`` order.
    private var isSorted = true

    /// Appends findings that are sorted among themselves.
    mutating func append(sorted run: consuming [ValidationFinding]) {
        guard !run.isEmpty else { return }
        if findings.isEmpty {
            findings = run
            return
        }
        if isSorted, let last = findings.last, let first = run.first, ValidationFinding.sortsBefore(first, last) {
            isSorted = false
        }
        findings.append(contentsOf: run)
    }

    /// Appends one finding.
    mutating func append(_ finding: ValidationFinding) {
        if isSorted, let last = findings.last, ValidationFinding.sortsBefore(finding, last) { isSorted = false }
        findings.append(finding)
    }

    /// The findings in order.
    consuming func sorted() -> [ValidationFinding] {
        isSorted ? findings : ValidationFinding.sorted(findings)
    }
}
