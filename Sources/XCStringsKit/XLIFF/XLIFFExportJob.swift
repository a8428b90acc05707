import Foundation
import Localization
import StringResources

/// `xcstrings export`: String Catalogs exported for translators, one XLIFF (or `.xcloc`) per language.
///
/// Planned first (every catalog read, every document made, nothing written), so that a catalog that fails to parse
/// or an export that cannot be made writes nothing; then written, each file atomically.
public struct XLIFFExportJob: Sendable {
    /// What the job writes: a bare XLIFF file per language, or an `.xcloc` folder per language.
    public enum Layout: Sendable, Hashable {
        case xliff
        case xcloc
    }

    /// One language's output.
    public struct Output: Sendable {
        /// The language.
        public var locale: String
        /// The path written (an `.xliff` file or an `.xcloc` folder).
        public var path: String
        /// How many trans-units it holds, and how many of them have a target.
        public var unitCount: Int
        public var translatedCount: Int
        /// The XLIFF bytes.
        public var xliff: [UInt8]
    }

    /// The catalogs, in the order given.
    public let catalogs: [XLIFFExporter.Catalog]
    /// The outputs, one per language.
    public let outputs: [Output]
    /// What was left out, as warnings at the keys.
    public let findings: [Diagnostic]
    /// The layout written.
    public let layout: Layout
    private let packages: [XclocPackage]

    /// Plans the export of `catalogPaths` into `locales`.
    ///
    /// - Parameters:
    ///   - output: for one language, the `.xliff` file (or with `.xcloc`, the `.xcloc` folder) to write; otherwise a
    ///     folder, which gets `<locale>.xliff` (or `<locale>.xcloc`) for each language.
    ///   - root: the project folder; each `<file original>` is the catalog's path relative to it.
    /// - Throws: ``XCStringsError`` for a language that is no language tag, an output that does not fit the request, a
    ///   catalog that cannot be read or parsed, or units that cannot be exported.
    public init(
        catalogs catalogPaths: [String], locales: [String], output: String, layout: Layout, root: String,
        includesStale: Bool = false
    ) throws(XCStringsError) {
        guard !locales.isEmpty else { throw .invalidRequest("name a language to export with --locale") }
        for locale in locales where LanguageNegotiation.languageTag(locale) == nil || locale.contains("/") {
            throw .invalidRequest("'\(locale)' is not a language (use a BCP 47 tag such as fi, pt-BR or zh-Hans)")
        }
        var catalogs: [XLIFFExporter.Catalog] = []
        var errors: [ResourceError] = []
        for path in catalogPaths {
            do {
                catalogs.append(try XLIFFExporter.Catalog.read(path, root: root))
            } catch where error.kind == .malformedInput {
                errors += error.errors
            }
        }
        guard errors.isEmpty else { throw .malformed(errors) }
        let suffix = layout == .xcloc ? ".xcloc" : ".xliff"
        let isSingle = locales.count == 1 && output.lowercased().hasSuffix(suffix)
        if locales.count > 1, output.lowercased().hasSuffix(suffix) {
            throw .invalidRequest("--output \(output) is one \(suffix) but \(locales.count) languages are exported; give a folder")
        }
        let exporter = XLIFFExporter(includesStale: includesStale)
        let project = URL(fileURLWithPath: root).standardizedFileURL.lastPathComponent
        var outputs: [Output] = []
        var packages: [XclocPackage] = []
        var findings: [Diagnostic] = []
        for locale in locales {
            let (document, found) = try exporter.document(catalogs, locale: locale)
            if findings.isEmpty { findings = found }
            let bytes = document.encoded()
            let name = layout == .xcloc ? "\(locale).xcloc" : "\(locale).xliff"
            // Joined as text, so that the paths printed are the ones the user gave (relative stays relative).
            let path = isSingle ? output : (output.hasSuffix("/") ? output + name : output + "/" + name)
            let units = document.files.flatMap(\.units)
            outputs.append(Output(
                locale: locale, path: path, unitCount: units.count, translatedCount: units.count { $0.target != nil }, xliff: bytes))
            packages.append(XclocPackage(
                locale: locale, developmentRegion: catalogs.first?.catalog.sourceLanguage ?? "en", project: project, xliff: bytes,
                sources: catalogs.map { ($0.original, $0.bytes) }))
        }
        self.catalogs = catalogs
        self.outputs = outputs
        self.packages = packages
        self.findings = findings
        self.layout = layout
    }

    /// Writes every output.
    ///
    /// - Throws: ``XCStringsError`` when an output cannot be written.
    public func write() throws(XCStringsError) {
        for (output, package) in zip(outputs, packages) {
            let url = URL(fileURLWithPath: output.path)
            switch layout {
            case .xliff:
                do {
                    try AtomicFile.write(Data(output.xliff), to: url, createFolders: true)
                } catch {
                    throw .cannotWrite("cannot write \(output.path): \(error.localizedDescription)")
                }
            case .xcloc:
                try package.write(to: url)
            }
        }
    }
}
