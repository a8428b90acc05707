import Foundation

extension ValidationReport {
    /// A part of the human-readable output that a terminal may colour.
    public enum TextStyle: Sendable {
        /// `file:line:column:`
        case location
        /// `error:`
        case error
        /// `warning:`
        case warning
        /// `note:`
        case note
        /// `[rule-id]`
        case rule
        /// The summary line.
        case summary
    }

    /// Human-readable output: one `file:line:column: severity: message [rule-id]` line per finding, then the
    /// summary line. `style` wraps parts in colours (nothing is wrapped without it).
    public func text(style: ((String, TextStyle) -> String)? = nil) -> String {
        guard let style else { return plainText }
        var output = ""
        for finding in findings {
            var location = finding.file ?? "<input>"
            if let position = finding.position { location += ":\(position.line):\(position.column)" }
            let severityStyle: TextStyle = switch finding.severity {
            case .error: .error
            case .warning: .warning
            case .note: .note
            }
            output += style(location + ":", .location) + " " + style(finding.severity.rawValue + ":", severityStyle)
                + " " + Self.oneLine(finding.message) + " " + style("[\(finding.rule)]", .rule) + "\n"
        }
        output += style(summary, .summary) + "\n"
        return output
    }

    /// A message with its line breaks (from a key such as `"Line 1\nLine 2"`) written as `\n` and `\r`, so
    /// that each finding stays one line for editors and `grep`.
    static func oneLine(_ message: String) -> String {
        guard message.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return message }
        return message.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
    }

    /// The text without styles, written as UTF-8 bytes into one buffer (a lint may print tens of
    /// thousands of lines).
    private var plainText: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(findings.count * 160 + 64)
        func append(_ text: String) {
            var text = text
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }
        func append(_ number: Int) {
            // Lines and columns are positive: their digits, without a string in between.
            guard number > 0 else { return append(String(number)) }
            var divisor = 1
            while divisor <= number / 10 { divisor *= 10 }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
                divisor /= 10
            }
        }
        for finding in findings {
            append(finding.file ?? "<input>")
            if let position = finding.position {
                bytes.append(UInt8(ascii: ":"))
                append(position.line)
                bytes.append(UInt8(ascii: ":"))
                append(position.column)
            }
            bytes.append(UInt8(ascii: ":"))
            bytes.append(UInt8(ascii: " "))
            append(finding.severity.rawValue)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(UInt8(ascii: " "))
            append(Self.oneLine(finding.message))
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: "["))
            append(finding.rule.rawValue)
            bytes.append(UInt8(ascii: "]"))
            bytes.append(UInt8(ascii: "\n"))
        }
        append(summary)
        bytes.append(UInt8(ascii: "\n"))
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
        func level(_ severity: ValidationFinding.Severity) -> String { severity.rawValue }
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
