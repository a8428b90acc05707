import Foundation
import StringResources

/// An Xcode Localization Catalog (`fi.xcloc`): the folder Xcode's `-exportLocalizations` writes for one language.
///
/// ```
/// fi.xcloc/
///   contents.json                      what the catalog is: development region, project, target locale, tool
///   Localized Contents/fi.xliff        the XLIFF the translator edits
///   Source Contents/<original>         each exported catalog as it was, at its project path
///   Notes/                             for the translator's notes
/// ```
public struct XclocPackage: Sendable {
    /// The language translated into, e.g. `fi`.
    public var locale: String
    /// The project's development language (`contents.json`'s `developmentRegion`).
    public var developmentRegion: String
    /// The project's name (`contents.json`'s `project`).
    public var project: String
    /// The XLIFF document's bytes.
    public var xliff: [UInt8]
    /// The files of `Source Contents`: each catalog's `original` path and bytes.
    public var sources: [(original: String, bytes: [UInt8])]

    /// Creates a package.
    public init(locale: String, developmentRegion: String, project: String, xliff: [UInt8], sources: [(original: String, bytes: [UInt8])]) {
        self.locale = locale
        self.developmentRegion = developmentRegion
        self.project = project
        self.xliff = xliff
        self.sources = sources
    }

    /// The folder's name: `fi.xcloc`.
    public var folderName: String { "\(locale).xcloc" }

    /// `contents.json`, as Xcode writes it.
    public var contents: [UInt8] {
        let tool = XLIFFExporter.tool
        let value = JSONValue.object([
            ("developmentRegion", .string(developmentRegion)),
            ("project", .string(project)),
            ("targetLocale", .string(locale)),
            ("toolInfo", .object([
                ("toolBuildNumber", .string(tool.buildNumber ?? tool.version ?? "")),
                ("toolID", .string(tool.id)),
                ("toolName", .string(tool.name)),
                ("toolVersion", .string(tool.version ?? "")),
            ])),
            ("version", .string("1.0")),
        ])
        return JSONWriter.xcodeFormatted(value) + [0x0A]
    }

    /// Every file of the package, by path inside it, in a stable order.
    public var files: [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = [("contents.json", contents), ("Localized Contents/\(locale).xliff", xliff)]
        for source in sources {
            // An original outside the project (`../x`, an absolute path) is kept inside the package by its name.
            let inside = source.original.split(separator: "/").contains("..") || source.original.hasPrefix("/")
                ? (source.original as NSString).lastPathComponent : source.original
            files.append(("Source Contents/\(inside)", source.bytes))
        }
        return files
    }

    /// Writes the package at `destination` (usually `<folder>/fi.xcloc`), replacing one that is there only once the
    /// new one is complete.
    ///
    /// - Throws: ``XCStringsError`` when the package cannot be written.
    public func write(to destination: URL) throws(XCStringsError) {
        let manager = FileManager.default
        let folder = destination.deletingLastPathComponent()
        let name = destination.lastPathComponent
        let staging = folder.appendingPathComponent(".\(name).\(UUID().uuidString).tmp")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            try manager.createDirectory(at: staging.appendingPathComponent("Notes"), withIntermediateDirectories: true)
            for file in files {
                let url = staging.appendingPathComponent(file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.bytes).write(to: url)
            }
            if manager.fileExists(atPath: destination.path) {
                let old = folder.appendingPathComponent(".\(name).\(UUID().uuidString).old")
                try manager.moveItem(at: destination, to: old)
                try manager.moveItem(at: staging, to: destination)
                try? manager.removeItem(at: old)
            } else {
                try manager.moveItem(at: staging, to: destination)
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw .cannotWrite("cannot write \(destination.path): \(error.localizedDescription)")
        }
    }

    /// The XLIFF files of the `.xcloc` at `url` (`Localized Contents/*.xliff`), sorted.
    ///
    /// - Throws: ``XCStringsError`` when the folder has none.
    public static func xliffFiles(in url: URL) throws(XCStringsError) -> [URL] {
        let folder = url.appendingPathComponent("Localized Contents")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let files = names.filter { $0.lowercased().hasSuffix(".xliff") }.sorted().map { folder.appendingPathComponent($0) }
        guard !files.isEmpty else { throw .inputNotFound("\(url.path) has no Localized Contents/*.xliff") }
        return files
    }
}
