import Foundation
import StringResources

/// What `xcstrings extract` would do: for each catalog, its new bytes and the changes, and the findings.
///
/// Planning reads and writes nothing but the sources and catalogs it is given; ``write()`` writes the
/// catalogs that change, each atomically, in the layout `xcstrings format` writes.
public struct ExtractionPlan: Sendable {
    /// Where extracted strings go.
    public enum Output: Hashable, Sendable {
        /// A folder holding `<Table>.xcstrings` catalogs (created as needed).
        case folder(String)
        /// One catalog; only its table's strings are written.
        case catalog(String)
    }

    /// One catalog's update.
    public struct CatalogUpdate: Sendable {
        /// The catalog's path.
        public var path: String
        /// The table it holds.
        public var table: String
        /// The catalog's bytes as read, nil when it does not exist yet.
        public var original: [UInt8]?
        /// The catalog's bytes after extraction.
        public var updated: [UInt8]
        /// What changes, in key order.
        public var changes: [ExtractionChange]

        /// Whether writing would change the file (or create it).
        public var isOutOfDate: Bool { original != updated }
    }

    /// The catalogs extraction touches, by path.
    public var catalogs: [CatalogUpdate]
    /// What the sources had wrong or could not tell, and strings that had no catalog to go to.
    public var findings: [ValidationFinding]
    /// How many Swift files were read.
    public var fileCount: Int
    /// How many strings were extracted (a key used twice counts twice).
    public var stringCount: Int

    /// Whether a source could not be read as Swift; then nothing should be written.
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// Tables whose catalogs are not extracted from Swift (Xcode fills `InfoPlist` from the Info.plist).
    public static let nonSourceTables: Set<String> = ["InfoPlist"]

    /// Why planning failed: a catalog that cannot be read or parsed.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// The message, `file:line:column: error: …` where the position is known.
        public var description: String
    }

    /// Plans the extraction of `sources` (Swift files already found) into `output`.
    ///
    /// - Parameter sourceLanguage: the language of catalogs that do not exist yet.
    /// - Throws: ``Failure`` when an existing catalog cannot be read or is malformed.
    public static func make(sources: [String], output: Output, sourceLanguage: String = "en") throws(Failure) -> ExtractionPlan {
        let extraction = StringExtractor.extract(files: sources)
        return try make(extraction, fileCount: sources.count, output: output, sourceLanguage: sourceLanguage)
    }

    /// Plans writing an extraction's strings into `output`.
    public static func make(_ extraction: StringExtractor.Result, fileCount: Int, output: Output, sourceLanguage: String = "en") throws(Failure) -> ExtractionPlan {
        var byTable: [String: [ExtractedString]] = [:]
        var tableOrder: [String] = []
        if let first = extraction.strings.first?.table, extraction.strings.allSatisfy({ $0.table == first }) {
            // One table, the usual case: its strings are all of them, shared rather than copied one by one.
            byTable[first] = extraction.strings
            tableOrder = [first]
        } else {
            for string in extraction.strings {
                if byTable[string.table] == nil { tableOrder.append(string.table) }
                byTable[string.table, default: []].append(string)
            }
        }
        var findings = extraction.findings
        var targets: [(table: String, path: String)] = []
        switch output {
        case .catalog(let path):
            let table = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            targets = [(table, path)]
            for other in tableOrder where other != table {
                for string in byTable[other] ?? [] {
                    findings.append(ValidationFinding(
                        severity: .warning, rule: .extractNotLiteral, file: string.file, position: string.position, key: string.key,
                        message: "not written: '\(string.key)' belongs to the table '\(other)', and the output is \(path)"))
                }
            }
        case .folder(let folder):
            var tables = Set(tableOrder)
            for table in tableOrder { targets.append((table, (folder as NSString).appendingPathComponent(table + ".xcstrings"))) }
            // A catalog in the folder whose strings all left the source still gets its keys marked stale.
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.sorted() where name.hasSuffix(".xcstrings") {
                let table = (name as NSString).deletingPathExtension
                guard !nonSourceTables.contains(table), tables.insert(table).inserted else { continue }
                targets.append((table, (folder as NSString).appendingPathComponent(name)))
            }
        }
        var catalogs: [CatalogUpdate] = []
        for (table, path) in targets.sorted(by: { $0.path < $1.path }) {
            let original = ResourceFile.bytes(atPath: path)
            var catalog: StringCatalog
            if let original {
                do {
                    catalog = try StringCatalog(bytes: original)
                } catch {
                    throw Failure(description: error.inFile(path).description)
                }
            } else {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
                    throw Failure(description: "\(path): error: cannot read the catalog")
                }
                catalog = StringCatalog(sourceLanguage: sourceLanguage)
            }
            let applied = CatalogExtractionUpdate.apply(byTable[table] ?? [], to: &catalog)
            findings.append(contentsOf: applied.findings)
            catalogs.append(CatalogUpdate(path: path, table: table, original: original, updated: catalog.encoded(), changes: applied.changes))
        }
        return ExtractionPlan(catalogs: catalogs, findings: findings, fileCount: fileCount, stringCount: extraction.strings.count)
    }

    /// Writes every catalog that changes, atomically, creating the output folder when needed.
    public func write() throws {
        for catalog in catalogs where catalog.isOutOfDate {
            try AtomicFile.write(Data(catalog.updated), to: URL(fileURLWithPath: catalog.path), createFolders: true)
        }
    }
}
