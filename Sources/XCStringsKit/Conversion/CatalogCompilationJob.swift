import Foundation
import StringResources

/// What `xcstrings compile` does: turns a String Catalog into `<language>.lproj/<Table>.strings` and
/// `.stringsdict` files, as `xcstringstool` does.
///
/// Nothing is written when the catalog fails to parse; each file is written atomically.
public struct CatalogCompilationJob: Sendable {
    /// The compiled tables, before they are written.
    public let compilation: CatalogCompilation
    /// The catalog's path as given.
    public let catalogPath: String
    /// The folder that receives the `.lproj` folders.
    public let outputDirectory: String
    /// The table name of the files.
    public let tableName: String

    /// What compilation left out.
    public var notes: [ConversionNote] { compilation.notes }

    /// Reads and compiles the catalog at `catalogPath`; the table is named after the catalog unless `table` is
    /// given.
    ///
    /// - Throws: ``XCStringsError``: the catalog is missing (66), is not a catalog or `outputDirectory` is a
    ///   file (64), it fails to parse (65).
    ///
    /// Every malformed key of the catalog is reported, and then nothing is compiled (a table missing those keys
    /// would ship them untranslated).
    public init(
        catalog catalogPath: String, outputDirectory: String, table: String? = nil, includesComments: Bool = true,
        includesStringsdictComments: Bool = false
    ) throws(XCStringsError) {
        guard !outputDirectory.isEmpty else { throw .invalidRequest("--output-directory needs a folder") }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: catalogPath, isDirectory: &isFolder) else {
            throw .inputNotFound("no such file: \(catalogPath)")
        }
        guard !isFolder.boolValue else { throw .invalidRequest("\(catalogPath) is a folder, not a .xcstrings file") }
        // A .strings or .stringsdict file would otherwise fail as malformed JSON, which says nothing useful.
        guard (catalogPath as NSString).pathExtension.lowercased() == "xcstrings" else {
            throw .invalidRequest("\(catalogPath) is not a String Catalog (.xcstrings); compile turns a catalog into .lproj tables")
        }
        if FileManager.default.fileExists(atPath: outputDirectory, isDirectory: &isFolder), !isFolder.boolValue {
            throw .invalidRequest("--output-directory \(outputDirectory) is a file")
        }
        let tableName = table ?? ((catalogPath as NSString).lastPathComponent as NSString).deletingPathExtension
        guard !tableName.isEmpty else { throw .invalidRequest("--table needs a name") }
        let catalog: StringCatalog
        var errors: [ResourceError] = []
        do {
            catalog = try StringCatalog(contentsOf: URL(fileURLWithPath: catalogPath), skippingInvalidEntries: &errors)
        } catch {
            throw .malformed([error])
        }
        if !errors.isEmpty { throw .malformed(errors) }
        self.compilation = CatalogCompilation(
            catalog: catalog, file: catalogPath,
            options: CatalogCompilation.Options(includesComments: includesComments, includesStringsdictComments: includesStringsdictComments))
        self.catalogPath = catalogPath
        self.outputDirectory = outputDirectory
        self.tableName = tableName
    }

    /// Writes the files and returns their paths (under the output folder as given).
    ///
    /// - Throws: ``XCStringsError``: the catalog names a language that cannot be a folder (65, nothing written),
    ///   or a file cannot be written (73).
    public func write() throws(XCStringsError) -> [String] {
        do {
            try compilation.write(to: URL(fileURLWithPath: outputDirectory, isDirectory: true), tableName: tableName)
        } catch let error as ResourceError {
            throw .malformed([error.inFile(catalogPath)])
        } catch {
            throw .cannotWrite("cannot write into \(outputDirectory): \(error.localizedDescription)")
        }
        return compilation.relativePaths(tableName: tableName).map { (outputDirectory as NSString).appendingPathComponent($0) }
    }
}
