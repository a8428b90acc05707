import Foundation

/// Findings accepted for now: a report ``ValidationReport/excluding(_:)`` a baseline shows only new ones.
///
/// Entries match on rule, file, key, locale and message, not on line and column, so a baseline
/// survives edits elsewhere in a file. Written as JSON with sorted entries, so that it diffs well.
public struct ValidationBaseline: Hashable, Sendable {
    /// What identifies one accepted finding.
    public struct Entry: Hashable, Sendable, Comparable {
        /// The rule id.
        public var rule: String
        /// The file's path as it was given.
        public var file: String?
        /// The key, when the finding has one.
        public var key: String?
        /// The locale, when the finding has one.
        public var locale: String?
        /// The message.
        public var message: String

        /// Creates an entry.
        public init(rule: String, file: String?, key: String?, locale: String?, message: String) {
            self.rule = rule
            self.file = file
            self.key = key
            self.locale = locale
            self.message = message
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file ?? "", lhs.rule, lhs.key ?? "", lhs.locale ?? "", lhs.message)
                < (rhs.file ?? "", rhs.rule, rhs.key ?? "", rhs.locale ?? "", rhs.message)
        }
    }

    /// The accepted findings, sorted.
    public var entries: [Entry]

    /// Creates a baseline from entries (sorted on creation).
    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// The baseline that accepts every finding of `report`.
    public init(report: ValidationReport) {
        self.init(entries: report.findings.map(\.baselineIdentity))
    }

    /// Reads a baseline from its JSON; throws a ``ResourceError`` when it is not one.
    public init(json data: Data, file: String? = nil) throws(ResourceError) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ResourceError(.malformedJSON, file: file, message: "the baseline is not valid JSON")
        }
        guard let top = object as? [String: Any], let findings = top["findings"] as? [Any] else {
            throw ResourceError(.schema, file: file, message: "a baseline must be an object with a \"findings\" array")
        }
        var entries: [Entry] = []
        for (index, item) in findings.enumerated() {
            guard let fields = item as? [String: Any], let rule = fields["rule"] as? String, let message = fields["message"] as? String else {
                throw ResourceError(.schema, file: file, keyPath: ["findings", String(index)], message: "a baseline finding needs a \"rule\" and a \"message\" string")
            }
            entries.append(Entry(
                rule: rule, file: fields["file"] as? String, key: fields["key"] as? String,
                locale: fields["locale"] as? String, message: message))
        }
        self.init(entries: entries)
    }

    /// The baseline as JSON text: `{"version": 1, "findings": [{"rule", "file", "key", "locale", "message"}…]}`.
    public var json: String {
        var lines = ["{", "  \"version\": 1,", "  \"findings\": ["]
        for (index, entry) in entries.enumerated() {
            let fields = [
                "\"rule\": \(ValidationJSON.string(entry.rule))",
                "\"file\": \(ValidationJSON.string(entry.file))",
                "\"key\": \(ValidationJSON.string(entry.key))",
                "\"locale\": \(ValidationJSON.string(entry.locale))",
                "\"message\": \(ValidationJSON.string(entry.message))",
            ]
            lines.append("    {" + fields.joined(separator: ", ") + "}" + (index + 1 < entries.count ? "," : ""))
        }
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the baseline atomically.
    public func write(to url: URL) throws {
        try AtomicFile.write(json, to: url)
    }
}
