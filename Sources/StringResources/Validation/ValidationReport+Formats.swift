import Foundation

extension ValidationReport {
    /// Human-readable output: one line per finding as ``DiagnosticPrinter`` prints it
    /// (`file:line:column: severity: message (key › path) [rule-id]`), then the summary line, which the printer's
    /// style receives as ``DiagnosticPrinter/Part/summary``.
    public func text(printer: DiagnosticPrinter = DiagnosticPrinter()) -> String {
        var bytes: [UInt8] = []
        // A lint may print tens of thousands of lines: one buffer for them all.
        bytes.reserveCapacity(findings.count * 200 + 64)
        for finding in findings {
            printer.append(finding.diagnostic, to: &bytes)
            bytes.append(0x0A)
        }
        let line = printer.style?(summary, .summary) ?? summary
        bytes.append(contentsOf: line.utf8)
        bytes.append(0x0A)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// JSON output: `{"findings": [{"severity", "rule", "file", "line", "column", "key", "locale", "message"}…],
    /// "summary": {"errors", "warnings", "notes", "files"}}`, with `null` where a field does not apply.
    public var json: String {
        var lines = ["{", "  \"findings\": ["]
        for (index, finding) in findings.enumerated() {
            let fields = [
                "\"severity\": \(ValidationJSON.string(finding.severity.rawValue))",
                "\"rule\": \(ValidationJSON.string(finding.rule.rawValue))",
                "\"file\": \(ValidationJSON.string(finding.file))",
                "\"line\": \(ValidationJSON.number(finding.position?.line))",
                "\"column\": \(ValidationJSON.number(finding.position?.column))",
                "\"key\": \(ValidationJSON.string(finding.key))",
                "\"locale\": \(ValidationJSON.string(finding.locale))",
                "\"message\": \(ValidationJSON.string(finding.message))",
            ]
            lines.append("    {" + fields.joined(separator: ", ") + "}" + (index + 1 < findings.count ? "," : ""))
        }
        lines.append("  ],")
        lines.append("  \"summary\": {\"errors\": \(count(of: .error)), \"warnings\": \(count(of: .warning)), \"notes\": \(count(of: .note)), \"files\": \(fileCount)}")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// SARIF 2.1.0 output for code scanning: one run whose driver lists `rules`, one result per finding, with
    /// the key, locale and key path of a finding in the result's `properties`.
    public func sarif(toolName: String, toolVersion: String, rules: [ValidationRule]) -> String {
        var ruleIndex: [ValidationRule.ID: Int] = [:]
        var allRules = rules
        for finding in findings where !allRules.contains(where: { $0.id == finding.rule }) {
            allRules.append(ValidationRule(id: finding.rule, defaultSeverity: finding.severity, summary: finding.rule.rawValue))
        }
        for (index, rule) in allRules.enumerated() { ruleIndex[rule.id] = index }
        func level(_ severity: Severity) -> String { severity.rawValue }
        var out: [String] = []
        out.append("{")
        out.append("  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",")
        out.append("  \"version\": \"2.1.0\",")
        out.append("  \"runs\": [")
        out.append("    {")
        out.append("      \"tool\": {")
        out.append("        \"driver\": {")
        out.append("          \"name\": \(ValidationJSON.string(toolName)),")
        out.append("          \"version\": \(ValidationJSON.string(toolVersion)),")
        out.append("          \"rules\": [")
        for (index, rule) in allRules.enumerated() {
            out.append("            {\"id\": \(ValidationJSON.string(rule.id.rawValue)), "
                + "\"shortDescription\": {\"text\": \(ValidationJSON.string(rule.summary))}, "
                + "\"defaultConfiguration\": {\"level\": \(ValidationJSON.string(level(rule.defaultSeverity)))}}"
                + (index + 1 < allRules.count ? "," : ""))
        }
        out.append("          ]")
        out.append("        }")
        out.append("      },")
        // Columns count Unicode scalars, not SARIF's default UTF-16 code units.
        out.append("      \"columnKind\": \"unicodeCodePoints\",")
        out.append("      \"results\": [")
        for (index, finding) in findings.enumerated() {
            var fields = [
                "\"ruleId\": \(ValidationJSON.string(finding.rule.rawValue))",
                "\"ruleIndex\": \(ruleIndex[finding.rule] ?? 0)",
                "\"level\": \(ValidationJSON.string(level(finding.severity)))",
                "\"message\": {\"text\": \(ValidationJSON.string(finding.message))}",
            ]
            if let file = finding.file {
                var location = "{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(ValidationJSON.string(Self.uri(file)))}"
                if let position = finding.position {
                    location += ", \"region\": {\"startLine\": \(position.line), \"startColumn\": \(position.column)}"
                }
                location += "}}"
                fields.append("\"locations\": [\(location)]")
            }
            var properties: [String] = []
            if let key = finding.key { properties.append("\"key\": \(ValidationJSON.string(key))") }
            if let locale = finding.locale { properties.append("\"locale\": \(ValidationJSON.string(locale))") }
            if !finding.keyPath.isEmpty {
                properties.append("\"keyPath\": [" + finding.keyPath.map { ValidationJSON.string($0) }.joined(separator: ", ") + "]")
            }
            if !properties.isEmpty { fields.append("\"properties\": {\(properties.joined(separator: ", "))}") }
            out.append("        {" + fields.joined(separator: ", ") + "}" + (index + 1 < findings.count ? "," : ""))
        }
        out.append("      ]")
        out.append("    }")
        out.append("  ]")
        out.append("}")
        return out.joined(separator: "\n") + "\n"
    }

    /// A SARIF artifact URI for a path: relative paths stay relative (with `/`), absolute ones become `file://` URIs.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        var normalized = path.replacingOccurrences(of: "\\", with: "/")
        while normalized.hasPrefix("./") { normalized.removeFirst(2) }
        let encoded = normalized.addingPercentEncoding(withAllowedCharacters: allowed) ?? normalized
        return normalized.hasPrefix("/") ? "file://" + encoded : encoded
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
