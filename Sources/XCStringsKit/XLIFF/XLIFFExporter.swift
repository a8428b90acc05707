import Foundation
import StringResources
import Localization

/// What `xcstrings export` does: String Catalogs as XLIFF 1.2 for translators, as Xcode's `-exportLocalizations`
/// writes it.
///
/// One `<file>` per catalog (its `original` is the catalog's path relative to the project folder), one trans-unit per
/// string unit of each key (``XLIFFCatalogUnit``), the key's comment as its note. Keys marked "Don't translate" are
/// left out, and so are stale keys unless asked for. A key whose text XML 1.0 cannot hold (control characters other
/// than tab, line feed and carriage return) is reported and left out, so that nothing comes back changed; two units
/// that would get the same id are an error (Xcode's export crashes on them).
public struct XLIFFExporter: Sendable {
    /// A catalog to export.
    public struct Catalog: Sendable {
        /// The catalog's path as given.
        public var path: String
        /// Its path relative to the project folder, the `<file original>`.
        public var original: String
        /// The catalog.
        public var catalog: StringCatalog
        /// The bytes it was read from (copied into an `.xcloc`'s `Source Contents`).
        public var bytes: [UInt8]

        /// Creates an input.
        public init(path: String, original: String, catalog: StringCatalog, bytes: [UInt8]) {
            self.path = path
            self.original = original
            self.catalog = catalog
            self.bytes = bytes
        }

        /// Reads the catalog at `path`; `original` is its path relative to `root` (or as given when outside it).
        ///
        /// - Throws: ``XCStringsError`` when the file cannot be read or parsed.
        public static func read(_ path: String, root: String) throws(XCStringsError) -> Catalog {
            let url = URL(fileURLWithPath: path)
            let bytes: [UInt8]
            do {
                bytes = Array(try Data(contentsOf: url))
            } catch {
                throw .inputNotFound("cannot read \(path): \(error.localizedDescription)")
            }
            do {
                return Catalog(path: path, original: relativePath(path, to: root), catalog: try StringCatalog(bytes: bytes), bytes: bytes)
            } catch {
                throw .malformed([error.inFile(path)])
            }
        }

        /// `path` relative to `root` (slash-separated), or `path` itself when it is not inside `root`.
        public static func relativePath(_ path: String, to root: String) -> String {
            let file = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().pathComponents
            let base = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().pathComponents
            guard file.count > base.count, Array(file.prefix(base.count)) == base else { return path }
            return file.dropFirst(base.count).joined(separator: "/")
        }
    }

    /// The tool named in each file's header and in an `.xcloc`'s `contents.json`.
    public static let tool = XLIFFFile.Tool(id: "org.sanasto.xcstrings", name: "xcstrings", version: "0.1.0")

    /// Whether stale keys are exported too.
    public var includesStale: Bool

    /// An exporter.
    public init(includesStale: Bool = false) {
        self.includesStale = includesStale
    }

    /// The XLIFF document of `catalogs` in `locale`, and what was left out.
    ///
    /// - Throws: ``XCStringsError`` when `locale` is a catalog's source language, or when two units of one catalog
    ///   would get the same id.
    public func document(_ catalogs: [Catalog], locale: String) throws(XCStringsError) -> (document: XLIFFDocument, findings: [Diagnostic]) {
        var document = XLIFFDocument()
        var findings: [Diagnostic] = []
        let categories = XLIFFCatalogUnit.pluralCategories(of: locale)
        for input in catalogs {
            let catalog = input.catalog
            if LanguageNegotiation.isSameLocalization(catalog.sourceLanguage, locale) {
                throw .invalidRequest("\(locale) is the source language of \(input.path); export another language")
            }
            var file = XLIFFFile(original: input.original, sourceLanguage: catalog.sourceLanguage, targetLanguage: locale, tool: Self.tool)
            var owners: [String: String] = [:]
            // Positions are for findings only: the catalog's lines are indexed once, when the first one needs them
            // (an index per key made a 2 MB catalog's export quadratic).
            var lineIndex: SourceLineIndex?
            func location(_ key: String, _ entry: CatalogEntry) -> DiagnosticLocation {
                if lineIndex == nil, let bytes = catalog.sourceBytes { lineIndex = SourceLineIndex(bytes: bytes) }
                let position = entry.keyOffset.flatMap { lineIndex?.position(ofOffset: $0) }
                return DiagnosticLocation(file: input.path, position: position, keyPath: ["strings", key])
            }
            // In the order Xcode writes the keys, as its export is ordered, whatever order the file has.
            for index in catalog.writtenKeyOrder {
                let (key, entry) = catalog.strings[index]
                if entry.shouldTranslate == false { continue }
                if entry.extractionState == .stale, !includesStale { continue }
                let units = XLIFFCatalogUnit.units(
                    of: key, entry: entry, sourceLanguage: catalog.sourceLanguage, locale: locale, categories: categories)
                if let bad = units.first(where: { !Self.isXMLText($0.id) || !Self.isXMLText($0.source) || !Self.isXMLText($0.target ?? "") || !Self.isXMLText($0.note.text) }) {
                    findings.append(Diagnostic(
                        .warning, "\"\(key)\" is not exported: unit \"\(bad.id)\" holds a control character that XML 1.0 cannot hold", location: location(key, entry)))
                    continue
                }
                for unit in units {
                    if let owner = owners[unit.id] {
                        let location = location(key, entry)
                        throw .malformed([ResourceError(
                            .schema, file: input.path, position: location.position, keyPath: location.keyPath,
                            message: "the unit \"\(unit.id)\" of \"\(key)\" has the same id as one of \"\(owner)\"; rename one of the keys")])
                    }
                    owners[unit.id] = key
                }
                // A key that reads as another key's variation is one Xcode's import silently skips.
                if let reading = XLIFFUnitID.readings(of: key).dropFirst().first(where: { catalog.strings[$0.key] != nil }) {
                    findings.append(Diagnostic(
                        .warning, "the key \"\(key)\" reads as a variation of \"\(reading.key)\"; this tool imports it, Xcode's import skips it",
                        location: location(key, entry)))
                }
                file.units += units.map(\.xliffUnit)
            }
            document.files.append(file)
        }
        return (document, findings)
    }

    /// Whether XML 1.0 can hold `text` (no C0 control but tab, line feed and carriage return; no U+FFFE, U+FFFF).
    static func isXMLText(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            let value = scalar.value
            return value >= 0x20 ? value != 0xFFFE && value != 0xFFFF : value == 0x09 || value == 0x0A || value == 0x0D
        }
    }
}
