/// Findings whose positions are still byte offsets, resolved to lines and columns once per file.
///
/// The findings and their offsets are kept side by side, so that resolving sets positions in place
/// instead of copying every finding.
struct ValidationPendingFindings: Sendable {
    private(set) var findings: [ValidationFinding] = []
    private var offsets: [Int?] = []

    /// Adds a finding about the node at byte `offset` (`nil` when it has none).
    mutating func append(_ finding: consuming ValidationFinding, offset: Int?) {
        findings.append(finding)
        offsets.append(offset)
    }

    /// The findings with the offsets resolved into positions over `bytes`, with one line index.
    consuming func resolved(bytes: [UInt8]?) -> [ValidationFinding] {
        guard let bytes, offsets.contains(where: { $0 != nil }) else { return findings }
        let index = SourceLineIndex(bytes: bytes)
        var findings = self.findings
        self.findings = []
        // Findings about one node (a key missing in many locales) come in a row: one lookup for them all.
        var last: (offset: Int, position: SourcePosition)?
        for item in findings.indices {
            guard let offset = offsets[item], findings[item].position == nil else { continue }
            if let last, last.offset == offset {
                findings[item].position = last.position
                continue
            }
            let position = index.position(ofOffset: offset)
            findings[item].position = position
            last = (offset, position)
        }
        return findings
    }
}
