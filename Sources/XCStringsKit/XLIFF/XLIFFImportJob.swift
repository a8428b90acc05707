import Foundation
import StringResources

/// `xcstrings import`: translated XLIFF files (or `.xcloc` folders) applied to their String Catalogs.
///
/// Every input is read and applied in memory first, in the order given (a catalog imported from `fi.xliff` and
/// `tr.xliff` gets both); then each catalog that changed and had nothing refused (or every changed one, when partial)
/// is written once, atomically, in Xcode's layout. A catalog nothing changed is not written at all.
public struct XLIFFImportJob: Sendable {
    /// What happened to one catalog from one XLIFF file.
    public struct Step: Sendable {
        /// The XLIFF file.
        public var xliff: String
        /// The result for the catalog.
        public var result: XLIFFImporter.Result
    }

    /// Each XLIFF file's result for each of its catalogs, in order.
    public let steps: [Step]
    /// The catalogs as they will be written, by path (only those to write).
    public let written: [(path: String, catalog: StringCatalog)]

    /// Plans the import of `inputs` (`.xliff` files or `.xcloc` folders) into `catalogPaths`.
    ///
    /// - Parameters:
    ///   - catalogPaths: the catalogs to import into; empty to take each `<file original>` as a path in `root`.
    ///   - root: the project folder the `original` paths are relative to.
    /// - Throws: ``XCStringsError`` when an input or catalog cannot be read or parsed, or a file has no catalog.
    public init(inputs: [String], into catalogPaths: [String], root: String, isPartial: Bool) throws(XCStringsError) {
        var documents: [(path: String, document: XLIFFDocument)] = []
        for input in inputs {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else {
                throw .inputNotFound("no such file or folder: \(input)")
            }
            let files = isFolder.boolValue ? try XclocPackage.xliffFiles(in: URL(fileURLWithPath: input)).map(\.path) : [input]
            for file in files {
                do {
                    documents.append((file, try XLIFFDocument(contentsOf: URL(fileURLWithPath: file))))
                } catch {
                    if error.kind == .notFound || error.kind == .unreadable { throw .inputNotFound(error.description) }
                    throw .malformed([error.inFile(file)])
                }
            }
        }
        var paths = catalogPaths
        if paths.isEmpty {
            var seen: Set<String> = []
            var outside: [ResourceError] = []
            for (path, document) in documents {
                for file in document.files where seen.insert(file.original).inserted {
                    // A file names its catalog; one that points out of the project (a translator's tool or a hostile
                    // file) is not followed: the user names such a catalog with --into.
                    let components = file.original.split(separator: "/", omittingEmptySubsequences: false)
                    if file.original.hasPrefix("/") || file.original.isEmpty || components.contains("..") {
                        outside.append(ResourceError(
                            .schema, file: path, position: file.position,
                            message: "<file original=\"\(file.original)\"> is not a path inside the project folder; name its catalog with --into"))
                        continue
                    }
                    paths.append(root == "." ? file.original : (root.hasSuffix("/") ? root : root + "/") + file.original)
                }
            }
            guard outside.isEmpty else { throw .malformed(outside) }
        }
        var catalogs: [XLIFFExporter.Catalog] = []
        for path in paths { catalogs.append(try XLIFFExporter.Catalog.read(path, root: root)) }
        let originals = catalogs.map(\.catalog)
        let importer = XLIFFImporter(isPartial: isPartial)
        var steps: [Step] = []
        for (path, document) in documents {
            let results = try importer.plan(document, from: path, into: catalogs)
            for result in results {
                steps.append(Step(xliff: path, result: result))
                if let index = catalogs.firstIndex(where: { $0.path == result.path }) { catalogs[index].catalog = result.catalog }
            }
        }
        self.steps = steps
        self.written = zip(catalogs, originals).filter { $0.0.catalog != $0.1 }.map { ($0.0.path, $0.0.catalog) }
    }

    /// Whether any unit was refused.
    public var hasErrors: Bool { steps.contains { !$0.result.errors.isEmpty } }

    /// Writes the catalogs that changed.
    ///
    /// - Throws: ``XCStringsError`` when a catalog cannot be written.
    public func write() throws(XCStringsError) {
        for (path, catalog) in written {
            do {
                try AtomicFile.write(Data(catalog.encoded()), to: URL(fileURLWithPath: path))
            } catch {
                throw .cannotWrite("cannot write \(path): \(error.localizedDescription)")
            }
        }
    }
}
