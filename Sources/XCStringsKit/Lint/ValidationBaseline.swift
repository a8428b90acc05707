import Foundation
import StringResources

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

        /// Orders entries by file, rule, key, locale and message, so that a baseline diffs well.
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

    /// Reads a baseline from its JSON; throws a ``ResourceError`` (with the position of the problem) when it is
    /// not one.
    public init(json data: Data, file: String? = nil) throws(ResourceError) {
        let root: JSONValue
        do {
            root = try JSONDocument(bytes: Array(data)).root
        } catch let error as ResourceError {
            throw error.inFile(file)
        } catch {
            throw ResourceError(.malformedJSON, file: file, message: "the baseline is not valid JSON")
        }
        let bytes = Array(data)
        func position(_ value: JSONValue) -> SourcePosition? { value.offset.map { SourcePosition(offset: $0, in: bytes) } }
        guard root.objectMembers != nil, let findings = root["findings"], case .array(let items) = findings.kind else {
            throw ResourceError(.schema, file: file, position: position(root), message: "a baseline must be an object with a \"findings\" array")
        }
        var entries: [Entry] = []
        for (index, item) in items.enumerated() {
            guard item.objectMembers != nil, let rule = item["rule"]?.stringValue, let message = item["message"]?.stringValue else {
                throw ResourceError(.schema, file: file, position: position(item), keyPath: ["findings", String(index)],
                                    message: "a baseline finding needs a \"rule\" and a \"message\" string")
            }
            entries.append(Entry(
                rule: rule, file: item["file"]?.stringValue, key: item["key"]?.stringValue,
                locale: item["locale"]?.stringValue, message: message))
        }
        self.init(entries: entries)
    }

    /// The baseline as JSON text: `{"version": 1, "findings": [{"rule", "file", "key", "locale", "message"}…]}`, one
    /// finding per line, ending with a line break.
    public var json: String {
        let rows: [JSONValue] = entries.map { entry in
            JSONValue.object([
                ("rule", .string(entry.rule)), ("file", .string(entry.file)), ("key", .string(entry.key)),
                ("locale", .string(entry.locale)), ("message", .string(entry.message)),
            ]).singleLine
        }
        return JSONWriter.text(["version": 1, "findings": .array(rows)]) + "\n"
    }

    /// Writes the baseline atomically.
    public func write(to url: URL) throws {
        try AtomicFile.write(json, to: url)
    }
}

extension ValidationFinding {
    /// What identifies the finding in a baseline: rule, file, key, locale and message, without the position.
    /// A leading `./` of the file is dropped, so that `lint ./Res` and `lint Res` share a baseline.
    public var baselineIdentity: ValidationBaseline.Entry {
        var path = file
        while let current = path, current.hasPrefix("./") { path = String(current.dropFirst(2)) }
        return ValidationBaseline.Entry(rule: rule.rawValue, file: path, key: key, locale: locale, message: message)
    }
}

extension ValidationReport {
    /// The report without the findings that `baseline` records (each baseline entry absorbs one finding).
    public func excluding(_ baseline: ValidationBaseline) -> ValidationReport {
        var remaining: [ValidationBaseline.Entry: Int] = [:]
        for entry in baseline.entries { remaining[entry, default: 0] += 1 }
        let kept = findings.filter { finding in
            let identity = finding.baselineIdentity
            guard let count = remaining[identity], count > 0 else { return true }
            remaining[identity] = count - 1
            return false
        }
        return ValidationReport(findings: kept, fileCount: fileCount)
    }
}
