/// A finding whose position is still a byte offset, resolved to a line and column once per file.
struct ValidationPendingFinding: Sendable {
    var finding: ValidationFinding
    var offset: Int?

    /// Resolves the offsets of `pending` into positions with one line index over `bytes`.
    static func resolve(_ pending: [ValidationPendingFinding], bytes: [UInt8]?) -> [ValidationFinding] {
        guard let bytes, pending.contains(where: { $0.offset != nil }) else { return pending.map(\.finding) }
        let index = ValidationLineIndex(bytes: bytes)
        return pending.map { item in
            var finding = item.finding
            if let offset = item.offset, finding.position == nil { finding.position = index.position(ofOffset: offset) }
            return finding
        }
    }
}
