import Foundation
import Localization
import StringResources
import TerminologyKit
import XCStringsKit

// `sanasto-profile OPERATION FILE [REPEATS]`: runs one operation on one file, for instruction counts under
// `valgrind --tool=callgrind` (deterministic, unaffected by the machine's load), not for timing.
// Operations: index, parse, write, lint, lintreport, lintdump (FILE and every argument after it, printing the report), startup (FILE is a folder holding Localizable.xcstrings), plist,
// extract (FILE is a folder of Swift sources; the catalogs go to FILE/../Resources), tbx (reads a TBX file into a
// snapshot, as an import does before it writes), import and import-copy (import a TBX file into a new library in a
// temporary folder, as a teacher's import and a student's copy: what `sanasto-bench terminology-import` times).
let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: sanasto-profile index|parse|write|lint|lintreport|lintdump|startup|plist|extract|phases|dump|tbx|tbxdump|import|import-copy FILE [REPEATS]\n".utf8))
    exit(64)
}
let operation = arguments[1]
let path = arguments[2]
let repeats = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1
let bytes = ["startup", "extract", "tbx", "import", "import-copy"].contains(operation) ? [] : [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data())
var total = 0
for _ in 0..<repeats {
    switch operation {
    case "index": total &+= (try? JSONDocument(bytes: bytes)) != nil ? 1 : 0
    case "parse": total &+= (try? StringCatalog(bytes: bytes))?.strings.count ?? -1
    case "write":
        guard let catalog = try? StringCatalog(bytes: bytes) else { exit(65) }
        total &+= catalog.encoded().count
    case "lint":
        guard let catalog = try? StringCatalog(bytes: bytes) else { exit(65) }
        total &+= Validation().validate(catalog, file: "x.xcstrings").count
    case "lintreport":
        // What `sanasto-bench lint` times: parse, validate, the report's text, and freeing them all.
        guard let catalog = try? StringCatalog(bytes: bytes) else { exit(65) }
        total &+= ValidationReport(findings: Validation().validate(catalog, file: "x.xcstrings"), fileCount: 1).text().utf8.count
    case "lintdump":
        // The report of linting FILE and every later argument, as `xcstrings lint` prints it (to compare versions).
        print(Validation().validate(files: Array(arguments.dropFirst(2))).text(), terminator: "")
        exit(0)
    case "startup":
        let localizer = Localizer(folder: URL(fileURLWithPath: path), preferredLanguages: ["fi"])
        total &+= localizer.string("%lld items selected", 3).utf8.count
    case "plist":
        total &+= (try? StringsDictionary(parsing: Data(bytes), file: path))?.entries.count ?? -1
    case "tbx":
        let options = ImportOptions(format: .tbx)
        guard let read = try? TerminologyImporter.readSnapshot(from: .file(URL(fileURLWithPath: path)), options: options) else { exit(65) }
        total &+= read.snapshot.concepts.count
    case "import", "import-copy":
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sanasto-profile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let store = try TerminologyStore(url: folder.appendingPathComponent("library.sqlite"))
            defer { store.close() }
            let options = ImportOptions(format: .tbx, mode: operation == "import" ? .adopt : .copy)
            total &+= try TerminologyImporter(store: store).importFile(at: URL(fileURLWithPath: path), options: options).conceptCount
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(65)
        }
    case "tbxdump":
        // The snapshot's canonical JSON and every issue with its position, or the error: to compare versions.
        let options = ImportOptions(format: .tbx, partial: true)
        do {
            let read = try TerminologyImporter.readSnapshot(from: .file(URL(fileURLWithPath: path)), options: options)
            var out = try read.snapshot.canonicalJSON() + "\n"
            for issue in read.issues { out += "I \(issue)\n" }
            print(out, terminator: "")
        } catch {
            print("E \(error)")
        }
        exit(0)
    case "extract":
        let output = (path as NSString).deletingLastPathComponent + "/Resources"
        guard let files = try? SwiftSourceDiscovery.find([path]),
              let plan = try? ExtractionPlan.make(sources: files, output: .folder(output)) else { exit(65) }
        do { try plan.write() } catch { exit(73) }
        total &+= plan.stringCount
    case "phases":
        // Wall-clock milliseconds of each step of `extract`, one line a repetition (not a benchmark: a guide).
        let output = (path as NSString).deletingLastPathComponent + "/Resources"
        func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e6 }
        let t0 = now()
        guard let files = try? SwiftSourceDiscovery.find([path]) else { exit(65) }
        let t1 = now()
        let extraction = StringExtractor.extract(files: files)
        let t2 = now()
        guard let plan = try? ExtractionPlan.make(extraction, fileCount: files.count, output: .folder(output)) else { exit(65) }
        let t3 = now()
        do { try plan.write() } catch { exit(73) }
        let t4 = now()
        print(String(format: "find %.1f  extract %.1f  plan %.1f  write %.1f  total %.1f ms", t1 - t0, t2 - t1, t3 - t2, t4 - t3, t4 - t0))
        total &+= plan.stringCount
    case "dump":
        // Every string and finding of extracting the files listed in FILE, one a line (to compare versions).
        let list = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        let result = StringExtractor.extract(files: list)
        var out = ""
        for string in result.strings {
            out += "S \(string.file):\(string.position.line):\(string.position.column) [\(string.table)] \(string.key.debugDescription) c=\(string.comment.debugDescription) v=\(string.defaultValue.debugDescription)\n"
        }
        for finding in result.findings { out += "F \(finding)\n" }
        print(out, terminator: "")
        exit(0)
    default:
        FileHandle.standardError.write(Data("unknown operation \(operation)\n".utf8))
        exit(64)
    }
}
print(total)
