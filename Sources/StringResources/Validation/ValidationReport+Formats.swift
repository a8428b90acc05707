import Foundation

extension ValidationReport {
    /// Human-readable output: one line per finding as ``DiagnosticPrinter`` prints it
    /// (`file:line:column: severity: message (key › path) [rule-id]`), then the summary line, which the printer's
    /// style receives as ``DiagnosticPrinter/Part/summary``.
    public func text(printer: DiagnosticPrinter = DiagnosticPrinter()) -> String {
        guard printer.style != nil else { return plainText(printer: printer) }
        var bytes: [UInt8] = []
        // A lint may print tens of thousands of lines: one buffer for them all.
        bytes.reserveCapacity(findings.count * 256 + 64)
        for finding in findings {
            printer.append(finding.severity, finding.message, location: finding.location, code: finding.rule.rawValue, to: &bytes)
            bytes.append(0x0A)
        }
        let line = printer.style?(summary, .summary) ?? summary
        bytes.append(contentsOf: line.utf8)
        bytes.append(0x0A)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``text(printer:)`` without style: every line written into one buffer, the findings read in place, and the
    /// report's string made once from it.
    private func plainText(printer: DiagnosticPrinter) -> String {
        // Room for a typical line (a path, a key twice, a rule): growing copies all the lines written so far.
        var buffer = DiagnosticTextBuffer(capacity: findings.count * 192 + 64)
        findings.withUnsafeBufferPointer { findings in
            guard let base = findings.baseAddress else { return }
            // The location and the rule's id are read in place, where they are stored (always, as long as they are
            // stored properties), and the parts a line shares with the one before copied from it.
            if let locationOffset = MemoryLayout<ValidationFinding>.offset(of: \.location),
               let codeOffset = MemoryLayout<ValidationFinding>.offset(of: \.rule.rawValue) {
                var memo = DiagnosticLineMemo()
                for index in findings.indices {
                    let finding = base + index
                    let fields = UnsafeRawPointer(finding)
                    printer.appendPlain(
                        finding.pointee.severity, location: (fields + locationOffset).assumingMemoryBound(to: DiagnosticLocation.self),
                        code: (fields + codeOffset).assumingMemoryBound(to: String.self), memo: &memo, to: &buffer
                    ) { ValidationFinding.writeMessage(of: finding, to: &$0) }
                    buffer.put(0x0A)
                }
                return
            }
            for index in findings.indices {
                // Read in place (a copy retains every field); the message is written from its parts.
                let finding = base + index
                printer.appendPlain(
                    finding.pointee.severity, location: finding.pointee.location, code: finding.pointee.rule.rawValue, to: &buffer
                ) { ValidationFinding.writeMessage(of: finding, to: &$0) }
                buffer.put(0x0A)
            }
        }
        buffer.write(summary)
        buffer.put(0x0A)
        return buffer.text()
    }

    /// JSON output: `{"findings": [{"severity", "rule", "file", "line", "column", "key", "locale", "message"}…],
    /// "summary": {"errors", "warnings", "notes", "files"}}`, with `null` where a field does not apply; one finding
    /// per line; ends with a line break.
    public var json: String {
        let rows: [JSONValue] = findings.map { finding in
            JSONValue.object([
                ("severity", .string(finding.severity.rawValue)),
                ("rule", .string(finding.rule.rawValue)),
                ("file", .string(finding.file)),
                ("line", .number(finding.position?.line)),
                ("column", .number(finding.position?.column)),
                ("key", .string(finding.key)),
                ("locale", .string(finding.locale)),
                ("message", .string(finding.message)),
            ]).singleLine
        }
        let summary: JSONValue = [
            "errors": .number(count(of: .error)), "warnings": .number(count(of: .warning)),
            "notes": .number(count(of: .note)), "files": .number(fileCount),
        ]
        return JSONWriter.text(["findings": .array(rows), "summary": summary.singleLine]) + "\n"
    }

    /// SARIF 2.1.0 output for code scanning: one run whose driver lists `rules`, one result per finding, with
    /// the key, locale and key path of a finding in the result's `properties`; one rule and one result per line.
    public func sarif(toolName: String, toolVersion: String, rules: [ValidationRule]) -> String {
        var ruleIndex: [ValidationRule.ID: Int] = [:]
        var allRules = rules
        for finding in findings where !allRules.contains(where: { $0.id == finding.rule }) {
            allRules.append(ValidationRule(id: finding.rule, defaultSeverity: finding.severity, summary: finding.rule.rawValue))
        }
        for (index, rule) in allRules.enumerated() { ruleIndex[rule.id] = index }
        let ruleRows: [JSONValue] = allRules.map { rule in
            JSONValue.object([
                ("id", .string(rule.id.rawValue)),
                ("shortDescription", ["text": .string(rule.summary)]),
                ("defaultConfiguration", ["level": .string(rule.defaultSeverity.rawValue)]),
            ]).singleLine
        }
        let results: [JSONValue] = findings.map { finding in
            var fields: [(String, JSONValue)] = [
                ("ruleId", .string(finding.rule.rawValue)),
                ("ruleIndex", .number(ruleIndex[finding.rule] ?? 0)),
                ("level", .string(finding.severity.rawValue)),
                ("message", ["text": .string(finding.message)]),
            ]
            if let file = finding.file {
                var location: [(String, JSONValue)] = [("artifactLocation", ["uri": .string(Self.uri(file))])]
                if let position = finding.position {
                    location.append(("region", ["startLine": .number(position.line), "startColumn": .number(position.column)]))
                }
                fields.append(("locations", [["physicalLocation": .object(location)]]))
            }
            var properties: [(String, JSONValue)] = []
            if let key = finding.key { properties.append(("key", .string(key))) }
            if let locale = finding.locale { properties.append(("locale", .string(locale))) }
            if !finding.keyPath.isEmpty { properties.append(("keyPath", .array(finding.keyPath.map { .string($0) }))) }
            if !properties.isEmpty { fields.append(("properties", .object(properties))) }
            return JSONValue.object(fields).singleLine
        }
        let run: JSONValue = [
            "tool": ["driver": ["name": .string(toolName), "version": .string(toolVersion), "rules": .array(ruleRows)]],
            // Columns count Unicode scalars, not SARIF's default UTF-16 code units.
            "columnKind": "unicodeCodePoints",
            "results": .array(results),
        ]
        let log: JSONValue = ["$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": [run]]
        return JSONWriter.text(log) + "\n"
    }

    /// A SARIF artifact URI for a path, normalized so that code scanning matches it to the file: `\` becomes `/`,
    /// `.` segments, empty segments and `dir/..` pairs go (a relative path's leading `..` stay), reserved characters
    /// are percent-encoded; relative paths stay relative, absolute ones (`/abs`, `C:\abs`) become `file:///` URIs.
    static func uri(_ path: String) -> String {
        let slashed = path.replacingOccurrences(of: "\\", with: "/")
        let driveLetter = slashed.count >= 2 && slashed.first?.isLetter == true && slashed.dropFirst().first == ":"
            && (slashed.count == 2 || slashed.dropFirst(2).first == "/")
        let isAbsolute = slashed.hasPrefix("/") || driveLetter
        var segments: [Substring] = []
        for segment in slashed.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == "..", let last = segments.last, last != "..", !(driveLetter && segments.count == 1) {
                segments.removeLast()
                continue
            }
            // `..` above the root of an absolute path stays at the root.
            if segment == "..", isAbsolute, segments.count == (driveLetter ? 1 : 0) { continue }
            segments.append(segment)
        }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":;")
        let encoded = segments.enumerated().map { index, segment in
            // A drive letter's colon is part of a file URI (`file:///C:/…`).
            if driveLetter && index == 0 { return String(segment) }
            return segment.addingPercentEncoding(withAllowedCharacters: allowed) ?? String(segment)
        }.joined(separator: "/")
        if isAbsolute { return "file:///" + encoded }
        return encoded.isEmpty ? "." : encoded
    }

    /// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`, one per finding.
    public var githubAnnotations: String {
        var output = ""
        for finding in findings {
            let command = switch finding.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            var properties: [String] = []
            if let file = finding.file { properties.append("file=" + Self.escapeProperty(file)) }
            if let position = finding.position {
                properties.append("line=\(position.line)")
                properties.append("col=\(position.column)")
            }
            properties.append("title=" + Self.escapeProperty(finding.rule.rawValue))
            output += "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(finding.message))\n"
        }
        return output
    }

    /// Escapes a workflow command's message: `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a workflow command's property value: as a message, and `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text)
            .replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }
}
