/// Findings whose positions are still byte offsets, resolved to lines and columns once per file.
///
/// The findings and their offsets are kept side by side, so that resolving sets positions in place
/// instead of copying every finding.
struct ValidationPendingFindings: Sendable {
    private(set) var findings: [ValidationFinding] = []
    private var offsets: [Int?] = []

    /// Makes room for `additional` more findings at once, so that tens of thousands of them are not moved at
    /// every doubling of the arrays.
    mutating func reserveCapacity(additional: Int) {
        guard additional > 0 else { return }
        findings.reserveCapacity(findings.count + additional)
        offsets.reserveCapacity(offsets.count + additional)
    }

    /// Adds a finding about the node at byte `offset` (`nil` when it has none).
    mutating func append(_ finding: consuming ValidationFinding, offset: Int?) {
        findings.append(consume finding)
        offsets.append(offset)
    }

    /// Adds a finding made in place from its fields (no copy of a finding made elsewhere).
    mutating func append(
        _ severity: Severity, _ rule: ValidationRule.ID, file: String?, key: String?, locale: String?, keyPath: [String],
        message: ValidationFindingMessage, offset: Int?
    ) {
        // The memberwise initializer: the finding is built where the array stores it.
        findings.append(
            ValidationFinding(
                severity: severity, rule: rule, location: DiagnosticLocation(file: file, keyPath: keyPath), storedKey: key,
                storedLocale: locale, storedMessage: message))
        offsets.append(offset)
    }

    /// Adds a missing-translation error about `key` for each of `locales` whose `present` is false, all at byte
    /// `offset` (the message kept as parts).
    mutating func appendMissingTranslations(
        of key: String, file: String?, keyPath: [String], locales: [String], present: [Bool], offset: Int?
    ) {
        // One location, rule and message for all of them: each finding retains what it shares, nothing more.
        let location = DiagnosticLocation(file: file, keyPath: keyPath)
        let rule = ValidationRule.ID.missingTranslation
        let before = findings.count
        for index in locales.indices where !present[index] {
            findings.append(
                ValidationFinding(
                    severity: .error, rule: rule, location: location, storedKey: key, storedLocale: locales[index],
                    storedMessage: .missingTranslation))
        }
        offsets.append(contentsOf: repeatElement(offset, count: findings.count - before))
    }

    /// The findings with the offsets resolved into positions over `bytes`, in one pass over the text.
    consuming func resolved(bytes: [UInt8]?) -> [ValidationFinding] {
        guard let bytes else { return findings }
        var findings = self.findings
        self.findings = []
        var targets: [(offset: Int, item: Int)] = []
        targets.reserveCapacity(findings.count)
        for item in findings.indices {
            // The stored location is read in place (`position` of `DiagnosticLocatable` would copy it).
            guard let offset = offsets[item], findings[item].location.position == nil else { continue }
            targets.append((offset, item))
        }
        guard !targets.isEmpty else { return findings }
        // Each check reports in document order: the offsets are often sorted already.
        if !zip(targets, targets.dropFirst()).allSatisfy({ $0.offset <= $1.offset }) {
            targets.sort { $0.offset < $1.offset }
        }
        let positions = SourceLineIndex.positions(ofAscendingOffsets: targets.map(\.offset), in: bytes)
        findings.withUnsafeMutableBufferPointer { findings in
            for index in targets.indices { findings[targets[index].item].location.position = positions[index] }
        }
        return findings
    }
}
