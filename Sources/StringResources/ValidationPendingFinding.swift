/// A finding whose position is still a byte offset, resolved to a line and column once per file.
struct ValidationPendingFinding: Sendable {
    var finding: ValidationFinding
    var offset: Int?

    /// Resolves the offsets of `pending` into positions with one line index over `bytes`.
    static func resolve(_ pending: [ValidationPendingFinding], bytes: [UInt8]?) -> [ValidationFinding] {
        guard let bytes, pending.contains(where: { $0.offset != nil }) else { return pending.map(\.finding) }
        let index = ValidationLineIndex(bytes: bytes)
        var findings: [ValidationFinding] = []
        findings.reserveCapacity(pending.count)
        for item in pending {
            findings.append(item.finding)
            if let offset = item.offset, item.finding.position == nil {
                findings[findings.count - 1].position = index.position(ofOffset: offset)
            }
        }
        return findings
    }
}
