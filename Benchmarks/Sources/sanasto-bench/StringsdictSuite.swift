import Foundation
import StringResources

/// `stringsdict` (also part of `resources`): reading `.stringsdict` files.
enum StringsdictSuite {
    /// Reading `.stringsdict` files (XML property lists) into entries, against Foundation's
    /// `PropertyListSerialization` reading the same bytes into objects: the generated 3.3 MB file, and the
    /// real-world-shaped catalog compiled into one `.stringsdict` per language (38 files, read one after another,
    /// as an app with that many `.lproj` folders holds them).
    static func run() -> [BenchmarkCase] {
        let generated = [Data(GeneratedStringsdict.text().utf8)]
        guard (try? StringsDictionary(parsing: generated[0], file: "Generated.stringsdict"))?.entries.count == 6_000 else {
            fatalError("the generated .stringsdict does not read")
        }
        guard let catalog = try? StringCatalog(bytes: Array(RealWorldCatalog.text.utf8)) else {
            fatalError("the real-world catalog does not parse")
        }
        let compiled = CatalogCompilation(catalog: catalog).languages.map(\.stringsdictData).filter { !$0.isEmpty }
        guard compiled.allSatisfy({ (try? StringsDictionary(parsing: $0, file: "Localizable.stringsdict")) != nil }) else {
            fatalError("a compiled .stringsdict of the real-world catalog does not read")
        }
        return [stringsdictCase(name: "read/stringsdict", files: generated),
                stringsdictCase(name: "read/stringsdict-realworld", files: compiled)]
    }

    private static func stringsdictCase(name: String, files: [Data]) -> BenchmarkCase {
        let bytes = files.reduce(0) { $0 + $1.count }
        let timings = Stopwatch.interleaved([
            Contestant("ours") {
                files.reduce(0) { $0 + ((try? StringsDictionary(parsing: $1, file: "Localizable.stringsdict"))?.entries.count ?? 0) }
            },
            Contestant("propertylistserialization") {
                files.reduce(0) { $0 + ((try? PropertyListSerialization.propertyList(from: $1, options: [], format: nil)) != nil ? 1 : 0) }
            },
            Contestant("plist-only") { files.reduce(0) { $0 + ((try? PropertyList(parsing: $1)) != nil ? 1 : 0) } },
        ])
        var read = BenchmarkCase(name: name, ours: timings[0], peer: "propertylistserialization", peerTiming: timings[1])
        read.notes["file_bytes"] = Double(bytes)
        read.notes["files"] = Double(files.count)
        read.notes["ours_mb_s"] = timings[0].megabytesPerSecond(bytes: bytes)
        read.notes["plist_only_mb_s"] = timings[2].megabytesPerSecond(bytes: bytes)
        return read
    }
}
