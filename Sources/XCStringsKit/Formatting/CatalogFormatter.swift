import Foundation
import StringResources

/// What `xcstrings format` does: rewrites String Catalogs in Xcode's canonical layout, or checks that they are.
///
/// A catalog is parsed and written back the way Xcode writes it, atomically, only when that changes it; one
/// that fails to parse is reported and left untouched.
public struct CatalogFormatter: Sendable {
    /// What happened to one catalog.
    public enum Outcome: Sendable, Hashable {
        /// It already is in Xcode's layout.
        case unchanged
        /// It was rewritten (or, when checking, would be); `firstDifference` is where the layout first differs.
        case changed(firstDifference: SourcePosition)
        /// It could not be parsed; nothing was written.
        case unparsed(ResourceError)
    }

    /// One catalog and what happened to it.
    public struct Result: Sendable, Hashable {
        /// The catalog's path as found.
        public var file: String
        /// What happened.
        public var outcome: Outcome
    }

    /// Whether nothing is written (`--check`).
    public var checkOnly: Bool

    /// A formatter that writes, or only checks when `checkOnly`.
    public init(checkOnly: Bool = false) {
        self.checkOnly = checkOnly
    }

    /// The catalogs `inputs` name (files, folders searched for `.xcstrings`, globs).
    ///
    /// - Throws: ``XCStringsError`` when an input does not exist, holds no catalog, or names a file that is not
    ///   a catalog.
    public static func catalogs(_ inputs: [String]) throws(XCStringsError) -> [String] {
        let files = try InputDiscovery.files(inputs, extensions: ["xcstrings"])
        guard !files.isEmpty else { throw .inputNotFound("no .xcstrings files in \(inputs.joined(separator: ", "))") }
        if let other = files.first(where: { !InputDiscovery.hasExtension($0, ["xcstrings"]) }) {
            throw .invalidRequest("\(other) is not a String Catalog (.xcstrings)")
        }
        return files
    }

    /// Formats (or checks) one catalog.
    ///
    /// - Throws: ``XCStringsError`` when the file cannot be read or written.
    public func format(_ file: String) throws(XCStringsError) -> Result {
        let url = URL(fileURLWithPath: file)
        let original: [UInt8]
        do {
            original = Array(try Data(contentsOf: url))
        } catch {
            throw .inputNotFound("cannot read \(file): \(error.localizedDescription)")
        }
        let catalog: StringCatalog
        do {
            catalog = try StringCatalog(bytes: original)
        } catch {
            return Result(file: file, outcome: .unparsed(error.inFile(file)))
        }
        let formatted = catalog.encoded()
        guard formatted != original else { return Result(file: file, outcome: .unchanged) }
        let offset = original.indices.first { $0 >= formatted.count || original[$0] != formatted[$0] } ?? original.count
        let result = Result(file: file, outcome: .changed(firstDifference: SourcePosition(offset: offset, in: original)))
        if checkOnly { return result }
        do {
            try AtomicFile.write(Data(formatted), to: url)
        } catch {
            throw .cannotWrite("cannot write \(file): \(error.localizedDescription)")
        }
        return result
    }
}
